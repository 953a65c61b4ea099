import * as z from 'zod/mini';
import { DEFAULT_FOOTER_LINK_HOSTS, FOOTER_LIMITS, isAllowedFooterUrl, isFooterLinkHostAllowed } from './footer.urls';
import { FOOTER_APP_ICON_NAMES, FOOTER_ICON_NAMES, FOOTER_LOGO_NAMES, FOOTER_SOCIAL_ICON_NAMES } from './footer.logos';

export { DEFAULT_FOOTER_LINK_HOSTS, FOOTER_LIMITS, isAllowedFooterUrl, isFooterLinkHostAllowed } from './footer.urls';

const text = z.string().check(z.minLength(1), z.maxLength(FOOTER_LIMITS.text));
const optionalText = z.string().check(z.maxLength(FOOTER_LIMITS.text));
const list = <T extends z.core.SomeType>(item: T, max: number = FOOTER_LIMITS.items) =>
  z.array(item).check(z.maxLength(max));
const logoSize = z.number().check(z.int(), z.minimum(1), z.maximum(FOOTER_LIMITS.logoSize));

/** Links pass the allow-list: relative, `https:`, `mailto:`, `tel:`; with `hosts`, `https:` only to those. */
function footerSchemas(hosts: ReadonlySet<string> | undefined) {
  const safeUrl = z.string().check(
    z.refine(isAllowedFooterUrl, { message: 'URL not allowed (D4 allow-list)' }),
    z.refine((url) => hosts === undefined || isFooterLinkHostAllowed(url, hosts), {
      message: 'host not on the allow-list (D4)',
    }),
  );
  const FooterLinkSchema = z.object({ url: safeUrl, text });
  const FooterTeaserLinkSchema = z.object({ url: safeUrl, text, hideInClassic: z.optional(z.boolean()) });
  const FooterImageSchema = z.object({ label: text, source: z.enum(FOOTER_LOGO_NAMES) });
  const FooterTeaserGroupSchema = z.object({
    heading: z.object({ text, iconName: z.optional(z.enum(FOOTER_ICON_NAMES)), url: z.optional(safeUrl) }),
    hideGroupInCheckout: z.optional(z.boolean()),
    introductoryText: z.optional(optionalText),
    links: list(FooterTeaserLinkSchema),
    images: list(FooterImageSchema),
  });
  const FooterContentSchema = z.object({
    headline: text,
    /** Customer-service phone number, filled into `{phone}` in texts (TR). */
    phone: z.optional(z.object({ text, url: safeUrl })),
    teaserGroups: list(FooterTeaserGroupSchema, FOOTER_LIMITS.groups),
    seo: z.object({ heading: text, columns: list(list(FooterLinkSchema), FOOTER_LIMITS.columns) }),
    socialMedia: z.object({
      heading: text,
      // The spec's item is `{ iconName, link }`: without a label the view names it by its icon, in the page's language.
      socialMediaIcons: list(
        z.object({ iconName: z.enum(FOOTER_SOCIAL_ICON_NAMES), link: safeUrl, label: z.optional(text) }),
      ),
    }),
    appReferences: z.object({
      heading: text,
      appIcons: list(z.object({ iconName: z.enum(FOOTER_APP_ICON_NAMES), link: safeUrl, label: z.optional(text) })),
    }),
    legalLinks: list(FooterLinkSchema),
    viewChanger: z.object({ toMobile: text, toDesktop: text }),
    salesTax: z.optional(
      z.object({ textBeforeLink: optionalText, link: FooterLinkSchema, textAfterLink: optionalText }),
    ),
    qualityLogos: z.optional(
      z.object({
        heading: text,
        logos: list(z.object({ link: safeUrl, image: FooterImageSchema, width: logoSize, height: logoSize })),
      }),
    ),
  });
  return { FooterLinkSchema, FooterTeaserLinkSchema, FooterImageSchema, FooterTeaserGroupSchema, FooterContentSchema };
}

/** The schemas by scheme only (any https host): the content's shape and types. */
const shapes = footerSchemas(undefined);
export const FooterLinkSchema = shapes.FooterLinkSchema;
export const FooterTeaserLinkSchema = shapes.FooterTeaserLinkSchema;
export const FooterImageSchema = shapes.FooterImageSchema;
export const FooterTeaserGroupSchema = shapes.FooterTeaserGroupSchema;
export const FooterContentSchema = shapes.FooterContentSchema;

/** Options of the sanitiser: which hosts absolute links may lead to (default `DEFAULT_FOOTER_LINK_HOSTS`). */
export interface FooterSanitizeOptions {
  linkHosts?: readonly string[];
}

const schemaByHosts = new Map<string, typeof FooterContentSchema>();
function contentSchemaFor(linkHosts: readonly string[]): typeof FooterContentSchema {
  const hosts = [...new Set(linkHosts.map((h) => h.toLowerCase()))].sort();
  const key = hosts.join(' ');
  let schema = schemaByHosts.get(key);
  if (!schema) {
    if (schemaByHosts.size >= 16) schemaByHosts.clear();
    schemaByHosts.set(key, (schema = footerSchemas(new Set(hosts)).FooterContentSchema));
  }
  return schema;
}

export type FooterContent = z.infer<typeof FooterContentSchema>;
export type FooterLink = z.infer<typeof FooterLinkSchema>;
export type FooterTeaserLink = z.infer<typeof FooterTeaserLinkSchema>;
export type FooterImage = z.infer<typeof FooterImageSchema>;
export type FooterTeaserGroup = z.infer<typeof FooterTeaserGroupSchema>;

/** One thing the sanitiser removed or refused, with where it was. */
export interface FooterContentProblem {
  path: string;
  message: string;
}

export type FooterContentResult =
  | { ok: true; content: FooterContent; problems: FooterContentProblem[] }
  | { ok: false; problems: FooterContentProblem[] };

/** Optional keys whose value may be dropped on its own without losing the object around it. */
const DROPPABLE_KEYS = new Set(['introductoryText', 'hideInClassic', 'hideGroupInCheckout']);
const DROPPABLE_TOP_LEVEL = new Set(['phone', 'salesTax', 'qualityLogos']);
function isDroppable(path: readonly PropertyKey[], i: number): boolean {
  const key = String(path[i]);
  if (i === 0) return DROPPABLE_TOP_LEVEL.has(key);
  if (path[i - 1] === 'heading') return key === 'url' || key === 'iconName';
  return DROPPABLE_KEYS.has(key);
}

const DROPPED = Symbol('dropped');
const formatPath = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') || '(root)';

/** Clips an unknown message-ish value so a log line never carries a 1 MB string. */
const clip = (value: string) => (value.length > 120 ? `${value.slice(0, 120)}…` : value);

/**
 * Validates untrusted footer content item by item: a bad link, logo, icon or optional block is dropped and reported;
 * only a broken frame refuses the whole content. Lists longer than their cap are cut and reported.
 */
export function sanitizeFooterContent(raw: unknown, options: FooterSanitizeOptions = {}): FooterContentResult {
  const schema = contentSchemaFor(options.linkHosts ?? DEFAULT_FOOTER_LINK_HOSTS);
  const problems: FooterContentProblem[] = [];
  let data: unknown = raw;
  for (let round = 0; round < 8; round++) {
    const parsed = schema.safeParse(data);
    if (parsed.success) return { ok: true, content: parsed.data, problems };
    // Work on a copy once, so the caller's object is never changed.
    if (round === 0) data = structuredCloneJson(data);
    let fixed = false;
    for (const issue of parsed.error.issues) {
      const path = issue.path;
      const where = formatPath(path);
      if (issue.code === 'too_big' && (issue as { origin?: string }).origin === 'array') {
        const arr = at(data, path);
        if (Array.isArray(arr)) {
          arr.length = Number((issue as { maximum?: number | bigint }).maximum ?? 0);
          problems.push({ path: where, message: 'list too long: cut' });
          fixed = true;
          continue;
        }
      }
      const cut = dropTarget(path);
      if (cut === undefined) {
        problems.push({ path: where, message: clip(`refused: ${issue.message}`) });
        return { ok: false, problems };
      }
      const parent = at(data, path.slice(0, cut));
      if (parent && typeof parent === 'object') {
        const key = path[cut] as string | number;
        if (Array.isArray(parent)) parent[key as number] = DROPPED;
        else delete (parent as Record<string, unknown>)[key as string];
        problems.push({
          path: where,
          message: clip(`dropped ${formatPath(path.slice(0, cut + 1))}: ${issue.message}`),
        });
        fixed = true;
      }
    }
    if (!fixed) return { ok: false, problems };
    removeDropped(data);
  }
  return { ok: false, problems: [...problems, { path: '(root)', message: 'content could not be repaired' }] };
}

/** The deepest position in `path` that can go without taking the whole content: an array item or an optional key. */
function dropTarget(path: readonly PropertyKey[]): number | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    if (typeof path[i] === 'number' || isDroppable(path, i)) return i;
  }
  return undefined;
}

function at(data: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function removeDropped(node: unknown): void {
  if (Array.isArray(node)) {
    for (let i = node.length - 1; i >= 0; i--) {
      if (node[i] === DROPPED) node.splice(i, 1);
      else removeDropped(node[i]);
    }
  } else if (node && typeof node === 'object') {
    Object.values(node).forEach(removeDropped);
  }
}

function structuredCloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneJson);
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    // A JSON `__proto__` key is an own property; copying it by assignment would set the prototype.
    for (const [k, v] of Object.entries(value)) if (k !== '__proto__') copy[k] = structuredCloneJson(v);
    return copy;
  }
  return value;
}

/** Parses the CMS `contentJSON` string and sanitises it. Malformed JSON refuses the whole content. */
export function parseFooterContentJson(contentJSON: unknown, options: FooterSanitizeOptions = {}): FooterContentResult {
  if (typeof contentJSON !== 'string')
    return { ok: false, problems: [{ path: 'contentJSON', message: 'not a string' }] };
  let raw: unknown;
  try {
    raw = JSON.parse(contentJSON);
  } catch (e) {
    return { ok: false, problems: [{ path: 'contentJSON', message: clip(`malformed JSON: ${(e as Error).message}`) }] };
  }
  return sanitizeFooterContent(raw, options);
}
