/**
 * HTTP facts every caller of the service shares, without the client's code: a page's first script (demo/boot.ts, no
 * openapi-fetch) makes a call or two with them.
 */

/** Cookie names, defined once. The README lists them. */
export const COOKIE = {
  /** Logged-in customer's login token, a compact JWS. */
  loginToken: 'LoginToken',
  /** "Stay logged in": an opaque long-term token, HttpOnly and sent only to the login calls. */
  longTermToken: 'LongTermToken',
  /** Staff preview auth. */
  staffAuth: 'staff_auth',
  /** Alternative staff preview auth set by the content tool. */
  cobraAuth: 'cobra_auth',
  /** Present when the visitor came through an affiliate: forces the reduced footer. */
  affiliateNumber: 'affiliate_number',
  /** Set by the native app's web view: forces the reduced footer. */
  newApp: 'new_app',
  /**
   * The CSRF token: sent back by the client in `X-CSRF-Token` and checked by the shop's own backend; the reference
   * service checks Fetch Metadata instead (D39). Also the A/B visitor id.
   */
  csrf: 'csrf_token',
  /** With `__Host-` the browser refuses it unless `Secure`, `Path=/` and without `Domain`, so a sibling subdomain cannot plant one. */
  csrfHttps: '__Host-csrf_token',
  /** Readable sign that a staff session exists (no secret): `staff_auth` is HttpOnly, so pages look for this one; checkauth decides. */
  staffPresent: 'staff_present',
} as const;

/** The CSRF header the client sends by default (spec section 7); the reference service allows it in CORS but checks Fetch Metadata (D39). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Spec section 9: every call is aborted after 15 s. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Where the reference service gives a token: the client's `csrf.tokenUrl` for a page without one. */
export const CSRF_TOKEN_PATH = '/service/csrf';

/** The CSRF token of a page: the HTTPS cookie when there is one, else the plain one. */
export function readCsrfToken(cookieHeader: string | null | undefined): string | undefined {
  const jar = parseCookies(cookieHeader);
  return jar.get(COOKIE.csrfHttps) || jar.get(COOKIE.csrf) || undefined;
}

/** Parses a `Cookie` header / `document.cookie` string. Malformed pairs are skipped. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (!name || jar.has(name)) continue;
    try {
      jar.set(name, decodeURIComponent(raw));
    } catch {
      jar.set(name, raw);
    }
  }
  return jar;
}
