/**
 * HTTP facts of the service every caller shares, defined once: the cookie names, the CSRF header, the time-out.
 * Both sides import them (core/ and the views through core/, the reference service directly). A module without the
 * client's code: a page's first script (demo/boot.ts, no React, no openapi-fetch) makes a call or two with them.
 * The other header names, the limits and the salutations are in openapi/facts.ts, which that script does not need.
 */

/** Cookie names, defined once (decision D11). The README lists them. */
export const COOKIE = {
  /** Logged-in customer's login token, a compact JWS (decision D9). */
  loginToken: 'LoginToken',
  /**
   * "Stay logged in": an opaque long-term token, HttpOnly (pages never read it) and sent only to the login calls;
   * `longtermtoken/renew` exchanges it for a new LoginToken. Named here so the service and the docs agree.
   */
  longTermToken: 'LongTermToken',
  /** Staff preview auth. */
  staffAuth: 'staff_auth',
  /** Alternative staff preview auth set by the content tool. */
  cobraAuth: 'cobra_auth',
  /** Present when the visitor came through an affiliate: forces the reduced footer. */
  affiliateNumber: 'affiliate_number',
  /** Set by the native app's web view: forces the reduced footer. */
  newApp: 'new_app',
  /** The CSRF token (D8): set by the service, sent back by the client in `X-CSRF-Token`, checked by the shop's own backend (the reference service checks Fetch Metadata, D39); the A/B visitor id. */
  csrf: 'csrf_token',
  /**
   * The CSRF token's name when the shop is served over HTTPS: the `__Host-` prefix makes the browser refuse it
   * unless it is `Secure`, `Path=/` and without `Domain`, so a sibling subdomain cannot plant one.
   */
  csrfHttps: '__Host-csrf_token',
  /**
   * Readable sign that a staff session exists (no secret in it). `staff_auth` itself is HttpOnly, so pages look
   * for this one before they load the preview panel's code; the service still decides (checkauth).
   */
  staffPresent: 'staff_present',
} as const;

/** The CSRF header the client sends by default (decision D8, spec section 7); the reference service allows it in CORS and checks Fetch Metadata instead (D39). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Spec section 9: every call is aborted after 15 s. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Where the reference service gives a token (decision D25): the client's `csrf.tokenUrl` for a page without one. */
export const CSRF_TOKEN_PATH = '/service/csrf';

/** The CSRF token of a page (decision D8): the HTTPS cookie when there is one, else the plain one. */
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
