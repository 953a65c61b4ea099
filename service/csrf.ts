/**
 * The `csrf_token` cookie and `GET /service/csrf` stay for 0.1.0's clients though nothing checks the token (D41):
 * cross-site protection is in hardening.ts, and the cookie is still the A/B tests' visitor id.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { COOKIE, parseCookies } from '../openapi/http';
import { isHttpsShop } from './hardening';
import { operation, type ServiceDeps } from './operation';

const CSRF_COOKIE_OPTIONS = { path: '/', sameSite: 'Strict', httpOnly: false } as const;

/** Over HTTPS `__Host-`, so a sibling subdomain cannot plant it; never HttpOnly: the page reads it to echo it. */
function csrfCookieName(https: boolean): string {
  return https ? COOKIE.csrfHttps : COOKIE.csrf;
}

function currentToken(c: Context, https: boolean): string | undefined {
  return getCookie(c, csrfCookieName(https)) || undefined;
}

function giveToken(c: Context, https: boolean, randomToken: () => string): string {
  const token = randomToken();
  setCookie(c, csrfCookieName(https), token, { ...CSRF_COOKIE_OPTIONS, secure: https });
  return token;
}

/** Gives every visitor a CSRF token cookie on the first answer that finds none. */
export function csrfCookie(randomToken: () => string, shopOrigin: string | undefined): MiddlewareHandler<CsrfEnv> {
  return async (c, next) => {
    const https = isHttpsShop(c, shopOrigin);
    c.set('csrfToken', currentToken(c, https) ?? giveToken(c, https, randomToken));
    await next();
  };
}

/** What the middleware leaves for the handlers: the token this answer's visitor holds (old or just given). */
type CsrfEnv = { Variables: { csrfToken: string } };

/**
 * For pages served outside the service (the demo's server-rendered pages): the `Set-Cookie` value that gives a
 * visitor without one a CSRF token, or undefined when the request's Cookie header already carries it.
 * `https`: the shop is served over HTTPS (then the `__Host-` name and `Secure`).
 */
export function csrfSetCookieHeader(
  cookieHeader: string | null | undefined,
  randomToken: () => string,
  https = false,
): string | undefined {
  const name = csrfCookieName(https);
  if (parseCookies(cookieHeader).get(name)) return undefined;
  return `${name}=${encodeURIComponent(randomToken())}; Path=/; SameSite=Strict${https ? '; Secure' : ''}`;
}

/** `GET /service/csrf`, deprecated: the visitor's token in the body, for 0.1.0's clients. */
export function csrfRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  operation(app, deps, { method: 'get', path: '/csrf', operationId: 'getCsrfToken' }, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ token: (c as unknown as Context<CsrfEnv>).get('csrfToken') }, 200);
  });
  return app;
}
