import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isAllowedFooterUrl,
  loadFooterContent,
  parseFooterContentJson,
  sanitizeFooterContent,
  FOOTER_LIMITS,
  type FooterContent,
} from '../../../core/footer';

describe('isAllowedFooterUrl (D4 allow-list)', () => {
  it.each([
    '/contact',
    '/service/storefinder/',
    'hilfe/faq',
    '#top',
    '?page=2',
    'https://company.example/de/',
    'HTTPS://jobs.example',
    'mailto:service@shop.example',
    'tel:+908505550000',
  ])('allows %s', (url) => expect(isAllowedFooterUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox',
    'http://insecure.example',
    'ftp://files.example',
    'file:///etc/passwd',
    'blob:https://x/y',
    '//evil.example/path',
    '\\\\evil.example',
    '/\\evil.example',
    '',
    'x'.repeat(FOOTER_LIMITS.url + 1),
    '/a b',
    '\u2028/contact',
    'https://shop.example/\uFEFF',
    42,
    null,
    undefined,
    { url: '/x' },
  ])('refuses %j', (url) => expect(isAllowedFooterUrl(url)).toBe(false));

  it('never allows a string whose scheme, as a browser parses it, is outside https, mailto, tel', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        if (!isAllowedFooterUrl(s)) return;
        let protocol: string;
        try {
          protocol = new URL(s, 'https://shop.example/base/').protocol;
        } catch {
          return;
        }
        expect(['https:', 'mailto:', 'tel:']).toContain(protocol);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('sanitizeFooterContent', () => {
  const de = () => loadFooterContent('DE').then((c) => JSON.parse(JSON.stringify(c)) as FooterContent);

  it('keeps valid content as it is', async () => {
    const content = await de();
    expect(sanitizeFooterContent(content)).toEqual({ ok: true, content, problems: [] });
  });

  it('drops a single hostile link and keeps the rest of its group', async () => {
    const content = await de();
    content.teaserGroups[0]!.links[1]!.url = 'javascript:alert(1)';
    const result = sanitizeFooterContent(content);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.teaserGroups[0]!.links.map((l) => l.url)).toEqual([
      '/contact',
      '/service/storefinder/',
      '/subscribenewsletter',
      '/app',
    ]);
    expect(result.problems).toEqual([expect.objectContaining({ path: 'teaserGroups[0].links[1].url' })]);
  });

  it('does not change the object it was given', async () => {
    const content = await de();
    content.legalLinks[0]!.url = 'data:text/html,x';
    const before = JSON.stringify(content);
    sanitizeFooterContent(content);
    expect(JSON.stringify(content)).toBe(before);
  });

  it('drops an optional block with a bad link, not the content', async () => {
    const content = await de();
    (content as FooterContent).salesTax = {
      textBeforeLink: 'a',
      link: { url: 'data:x', text: 'b' },
      textAfterLink: 'c',
    };
    const result = sanitizeFooterContent(content);
    expect(result.ok && result.content.salesTax).toBe(undefined);
    expect(result.ok).toBe(true);
  });

  it('drops a bad heading link or icon but keeps the group', async () => {
    const content = await de();
    (content.teaserGroups[0]!.heading as { url?: string; iconName?: string }).url = 'javascript:void(0)';
    (content.teaserGroups[1]!.heading as { iconName?: string }).iconName = 'skull';
    const result = sanitizeFooterContent(content);
    if (!result.ok) throw new Error('refused');
    expect(result.content.teaserGroups).toHaveLength(4);
    expect(result.content.teaserGroups[0]!.heading).toEqual({ text: 'Service & Hilfe', iconName: 'contact' });
    expect(result.content.teaserGroups[1]!.heading).toEqual({ text: 'Bezahlung & Versand', url: '/lieferung' });
    expect(result.problems.map((p) => p.path)).toEqual([
      'teaserGroups[0].heading.url',
      'teaserGroups[1].heading.iconName',
    ]);
  });

  it('cuts over-long lists and refuses a frame without headline', async () => {
    const content = await de();
    content.legalLinks = Array.from({ length: 500 }, (_, i) => ({ url: `/l${i}`, text: `L${i}` }));
    const cut = sanitizeFooterContent(content);
    expect(cut.ok && cut.content.legalLinks.length).toBe(FOOTER_LIMITS.items);
    const { headline: _headline, ...headless } = await de();
    expect(sanitizeFooterContent(headless)).toMatchObject({
      ok: false,
      problems: [expect.objectContaining({ path: 'headline' })],
    });
  });

  it('refuses what is not an object', () => {
    for (const raw of [null, 42, 'footer', [], true]) expect(sanitizeFooterContent(raw).ok).toBe(false);
  });
});

describe('social and app items as the spec shapes them', () => {
  it('keeps { iconName, link } without a label, and still drops an unknown icon', async () => {
    const de = await loadFooterContent('DE');
    const raw = JSON.parse(JSON.stringify(de));
    raw.socialMedia.socialMediaIcons = [
      { iconName: 'social-community', link: 'https://community.example/shop-de' },
      { iconName: 'social-unknown', link: 'https://photos.example/shop-de' },
      { iconName: 'social-blog', link: 'https://blog.example/de/', label: 'Unser Blog' },
    ];
    raw.appReferences.appIcons = [{ iconName: 'app-ios', link: 'https://apps.example/ios/shop-de' }];
    const result = sanitizeFooterContent(raw);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.socialMedia.socialMediaIcons).toEqual([
      { iconName: 'social-community', link: 'https://community.example/shop-de' },
      { iconName: 'social-blog', link: 'https://blog.example/de/', label: 'Unser Blog' },
    ]);
    expect(result.content.appReferences.appIcons).toEqual([
      { iconName: 'app-ios', link: 'https://apps.example/ios/shop-de' },
    ]);
    expect(result.problems.map((p) => p.path)).toEqual(['socialMedia.socialMediaIcons[1].iconName']);
  });
});

describe('parseFooterContentJson', () => {
  it('parses a valid contentJSON', async () => {
    const content = await loadFooterContent('PL');
    expect(parseFooterContentJson(JSON.stringify(content))).toEqual({ ok: true, content, problems: [] });
  });
  it.each([undefined, 42, '', '{', 'not json', '{"headline":'])('refuses malformed contentJSON %j', (json) => {
    expect(parseFooterContentJson(json).ok).toBe(false);
  });
  it('ignores a __proto__ key instead of turning it into a prototype', async () => {
    const content = await loadFooterContent('AT');
    const json = JSON.stringify(content).replace('{"headline"', '{"__proto__":{"polluted":true},"headline"');
    const result = parseFooterContentJson(json);
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (result.ok) expect(Object.getPrototypeOf(result.content)).toBe(Object.prototype);
  });
});
