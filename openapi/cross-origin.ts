/**
 * The cross-site rule for requests that change data (D39), as Go's `CrossOriginProtection` and Hono's `csrf()` by
 * Fetch Metadata, with trusted origins: safe methods pass; a trusted `Origin` passes; `Sec-Fetch-Site` same-origin or
 * none passes, any other is refused; without it, no `Origin` is not a browser and passes, and an `Origin` alone
 * passes when its host is the request's `Host`. No cookie, no token: a client without a cookie jar needs nothing.
 */

/** The problem type of a refused call. */
export const CROSS_SITE_PROBLEM = 'urn:service:cross_site';

/** The variable that lists origins besides `SHOP_ORIGIN` whose pages may call the service or post its forms. */
export const TRUSTED_ORIGINS_VARIABLE = 'TRUSTED_ORIGINS';

/** Request headers: a fetch `Headers`, or Node's `req.headers` (`IncomingHttpHeaders`). */
export type HeaderSource =
  { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface CrossOriginRequest {
  method: string;
  headers: HeaderSource;
  /** The request's URL: its host stands in for a missing `Host` header (a Request built in code carries none). */
  url?: string;
}

export type CrossOriginVerdict =
  | { allowed: true }
  /** `origin`: the refused page's origin as the browser sent it (`null`, or undefined when it sent none). */
  | { allowed: false; origin: string | undefined; secFetchSite: string | undefined; detail: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof headers.get === 'function')
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const value = (headers as Readonly<Record<string, string | readonly string[] | undefined>>)[name];
  return typeof value === 'string' ? value : value?.[0];
}

/** `https://shop.example/` → `https://shop.example`; undefined for anything that is not an http(s) origin alone. */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * `TRUSTED_ORIGINS`: origins separated by commas or spaces. What is not an origin is returned in `invalid`: start-up
 * refuses it rather than trusting less than the operator meant.
 */
export function parseTrustedOrigins(value: string | undefined): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const item of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = normalizeOrigin(item);
    if (origin === undefined) invalid.push(item);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, invalid };
}

/** The origins a service or form handler trusts: the shop's own (when configured) and the listed ones, once each. */
export function trustedOriginsOf(shopOrigin: string | undefined, listed: readonly string[] = []): string[] {
  return [...new Set([...(shopOrigin ? [shopOrigin] : []), ...listed])];
}

/** Whether `request` may do what it asks, by the rule above; a refusal says why, for the developer. */
export function crossOriginVerdict(request: CrossOriginRequest, trustedOrigins: readonly string[]): CrossOriginVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { allowed: true };
  const origin = header(request.headers, 'origin');
  if (origin !== undefined && trustedOrigins.includes(origin)) return { allowed: true };
  const secFetchSite = header(request.headers, 'sec-fetch-site')?.toLowerCase();
  if (secFetchSite === 'same-origin' || secFetchSite === 'none') return { allowed: true };
  const host = header(request.headers, 'host') ?? (request.url === undefined ? undefined : hostOf(request.url));
  if (secFetchSite === undefined) {
    if (origin === undefined) return { allowed: true };
    // Two unknown hosts (an Origin that is no URL, a request without Host or URL) are no match.
    if (host !== undefined && hostOf(origin) === host) return { allowed: true };
  }
  const from =
    origin === undefined
      ? 'a page that sent no Origin'
      : origin === 'null'
        ? 'an opaque origin (Origin: null)'
        : origin;
  const why =
    secFetchSite !== undefined
      ? `the browser says Sec-Fetch-Site: ${secFetchSite}`
      : `its Origin is not this server's Host (${host ?? 'none'})`;
  const howToTrust =
    origin === undefined || origin === 'null'
      ? 'Only pages of this origin or of a trusted one may change data.'
      : `If that page is yours, add it to ${TRUSTED_ORIGINS_VARIABLE} (e.g. ${TRUSTED_ORIGINS_VARIABLE}=${origin}; exact scheme, host and port).`;
  return {
    allowed: false,
    origin,
    secFetchSite,
    detail: `A ${request.method.toUpperCase()} from ${from} was refused: ${why}, and ${trustedOrigins.length ? `the trusted origins are ${trustedOrigins.join(', ')}` : 'no origin is trusted'}. ${howToTrust}`,
  };
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
