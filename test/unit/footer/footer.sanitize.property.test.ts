import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FooterContentSchema,
  isAllowedFooterUrl,
  loadFooterContent,
  sanitizeFooterContent,
  type FooterContent,
} from '../../../core/footer';

const base = await loadFooterContent('CZ');

/** Every [path, value] leaf of a JSON value. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}
const PATHS = leaves(base);

function setAt(root: unknown, path: (string | number)[], value: unknown) {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

const hostileValue = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    'data:text/html,x',
    ' JAVASCRIPT:x',
    '//evil.example',
    'http://x',
    'unknown-logo',
    'skull',
    '',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.constant(null),
  fc.constant('x'.repeat(5000)),
  fc.anything({ maxDepth: 2 }),
);

function urlsOf(content: FooterContent): string[] {
  return [
    ...content.teaserGroups.flatMap((g) => [...g.links.map((l) => l.url), ...(g.heading.url ? [g.heading.url] : [])]),
    ...content.seo.columns.flat().map((l) => l.url),
    ...content.socialMedia.socialMediaIcons.map((i) => i.link),
    ...content.appReferences.appIcons.map((i) => i.link),
    ...content.legalLinks.map((l) => l.url),
    ...(content.salesTax ? [content.salesTax.link.url] : []),
    ...(content.qualityLogos?.logos.map((l) => l.link) ?? []),
    ...(content.phone ? [content.phone.url] : []),
  ];
}

describe('sanitizeFooterContent (property)', () => {
  let repaired = 0;
  let refused = 0;
  it('whatever a CMS puts anywhere, the result is refused or valid content with only allowed URLs and capped texts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...PATHS), hostileValue), { minLength: 1, maxLength: 6 }),
        (edits) => {
          const raw = JSON.parse(JSON.stringify(base));
          for (const [path, value] of edits) setAt(raw, path, value);
          const result = sanitizeFooterContent(raw);
          if (!result.ok) {
            refused++;
            expect(result.problems.length).toBeGreaterThan(0);
            return;
          }
          repaired++;
          expect(FooterContentSchema.safeParse(result.content).success).toBe(true);
          expect(urlsOf(result.content).every(isAllowedFooterUrl)).toBe(true);
          // any edit that was not a valid value is reported
          const changed = JSON.stringify(result.content) !== JSON.stringify(raw);
          if (changed) expect(result.problems.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400 },
    );
    // Most hostile edits hit droppable items: the property must mostly exercise repair, not refusal.
    expect(repaired).toBeGreaterThan(refused);
  });
});
