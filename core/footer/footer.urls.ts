// Limits and the URL allow-list without zod: the footer view needs them, the content schema only on parse.

/** Length caps: content from the CMS is untrusted, a 1 MB string must not reach the page. */
export const FOOTER_LIMITS = {
  text: 400,
  url: 2048,
  /** Longest list of anything (links in a group or column, logos, icons). */
  items: 40,
  groups: 8,
  columns: 6,
  logoSize: 400,
} as const;

const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Browsers strip some of these while parsing ("java\tscript:"), so none is allowed. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007F-\u009F\u00A0\u1680\u2000-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]/;
const ALLOWED_SCHEMES = new Set(['https', 'mailto', 'tel']);

/**
 * The URL allow-list (D4): a relative path, or an `https:`, `mailto:` or `tel:` URL. Protocol-relative (`//host`)
 * and backslash tricks count as external and are refused.
 */
export function isAllowedFooterUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > FOOTER_LIMITS.url) return false;
  if (UNSAFE_CHARS.test(url)) return false;
  const scheme = URL_SCHEME.exec(url);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase());
  if (url.startsWith('//') || url.startsWith('\\') || url.startsWith('/\\')) return false;
  return true;
}

/** Hosts an absolute footer link may lead to by default; relative links are the shop's own and always allowed. */
export const DEFAULT_FOOTER_LINK_HOSTS: readonly string[] = [
  'apps.example',
  'blog.example',
  'community.example',
  'company.example',
  'ideas.example',
  'jobs.example',
  'photos.example',
  'videos.example',
];

/** An `https:` link must lead to one of `hosts` (lower case, no port); other schemes have no host to check. */
export function isFooterLinkHostAllowed(url: string, hosts: ReadonlySet<string>): boolean {
  if (!/^https:/i.test(url)) return true;
  try {
    const parsed = new URL(url);
    return (
      parsed.port === '' && parsed.username === '' && parsed.password === '' && hosts.has(parsed.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}
