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
  /** CSRF token, echoed in the CSRF header (decision D8). */
  csrf: 'csrf_token',
} as const;

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
