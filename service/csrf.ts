import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { COOKIE, parseCookies } from '../core/env/cookies';
import { CSRF_HEADER } from '../openapi/client';
import { problem } from './problem';

const CSRF_COOKIE_OPTIONS = { path: '/', sameSite: 'Strict', httpOnly: false } as const;

/** Gives every visitor a CSRF token cookie on the first answer that finds none (decision D8). */
export function csrfCookie(randomToken: () => string): MiddlewareHandler {
  return async (c, next) => {
    if (!getCookie(c, COOKIE.csrf)) setCookie(c, COOKIE.csrf, randomToken(), CSRF_COOKIE_OPTIONS);
    await next();
  };
}

/**
 * For pages served outside the service (the demo's server-rendered pages): the `Set-Cookie` value that gives a
 * visitor without one a CSRF token, or undefined when the request's Cookie header already carries it.
 */
export function csrfSetCookieHeader(cookieHeader: string | null | undefined, randomToken: () => string): string | undefined {
  if (parseCookies(cookieHeader).get(COOKIE.csrf)) return undefined;
  return `${COOKIE.csrf}=${encodeURIComponent(randomToken())}; Path=/; SameSite=Strict`;
}

/** 403 problem unless the CSRF header matches the cookie; undefined when the call may pass. */
export function checkCsrf(c: Context): Response | undefined {
  const cookie = getCookie(c, COOKIE.csrf);
  const header = c.req.header(CSRF_HEADER);
  if (cookie && header && cookie === header) return undefined;
  return problem(
    c,
    403,
    'urn:service:csrf_invalid',
    'CSRF token missing or invalid',
    `Send the ${COOKIE.csrf} cookie's value in the ${CSRF_HEADER} header.`,
  );
}
