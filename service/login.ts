import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIE } from '../core/env/cookies';
import { isHttpsShop } from './hardening';
import { signLoginToken, verifyLoginToken, type LoginTokenPayload } from './login-token';
import { operation, readJson, type ServiceDeps } from './operation';
import { problem } from './problem';
import { emailKey, type SeedCustomer } from './store';

/** The long-term cookie goes only to the login calls (renewal, logout, login), never to pages or other calls. */
export const LONG_TERM_COOKIE_PATH = '/service/login/';
/**
 * How long a long-term token replaced by a rotation still gets a login token (a second tab that called at the same
 * time, with the old cookie): that tab is logged in too, and its answer leaves the rotated long-term cookie alone.
 */
export const LONG_TERM_REUSE_GRACE_MS = 60_000;

/** The store keeps a long-term token only as its SHA-256: a leaked store does not log anybody in. */
const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The customer a LoginToken belongs to, when it is ours and not expired. */
export function customerForToken(deps: ServiceDeps, token: string | undefined): SeedCustomer | undefined {
  const payload = verifyLoginToken(token, deps.options.loginTokenSecret);
  if (!payload || payload.exp <= Math.floor(deps.options.now() / 1000)) return undefined;
  return deps.store.customers.find((c) => c.id === payload.sub);
}

export function registerLogin(app: Hono, deps: ServiceDeps): void {
  const { options, store } = deps;

  const issue = (c: Context, sub: string): LoginTokenPayload => {
    const now = Math.floor(options.now() / 1000);
    const payload = { sub, exp: now + options.loginTokenTtlSeconds, renewAt: now + options.loginTokenRenewAfterSeconds };
    setCookie(c, COOKIE.loginToken, signLoginToken(payload, options.loginTokenSecret), {
      path: '/',
      sameSite: 'Lax',
      secure: isHttpsShop(c, options.shopOrigin),
      maxAge: options.loginTokenTtlSeconds,
    });
    return payload;
  };

  const unauthorized = (c: Context, type: string, title: string) => problem(c, 401, type, title);

  /** A new "stay logged in" token for the customer, kept server-side (revocable), set as an HttpOnly cookie. */
  const issueLongTerm = (c: Context, customerId: string): void => {
    const token = options.randomToken();
    store.longTermTokens.set(tokenKey(token), { customerId, expiresAt: options.now() + options.longTermTokenTtlSeconds * 1000 });
    setCookie(c, COOKIE.longTermToken, token, {
      path: LONG_TERM_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttpsShop(c, options.shopOrigin) || new URL(c.req.url).protocol === 'https:',
      maxAge: options.longTermTokenTtlSeconds,
    });
  };

  /** Forgets the long-term token the request carries (if any) and expires its cookie. */
  const revokeLongTerm = (c: Context): void => {
    const token = getCookie(c, COOKIE.longTermToken);
    if (token === undefined) return;
    store.longTermTokens.delete(tokenKey(token));
    deleteCookie(c, COOKIE.longTermToken, { path: LONG_TERM_COOKIE_PATH });
  };

  operation(app, deps, { method: 'post', path: '/service/login/api/v1/login', operationId: 'login', csrf: true }, async (c) => {
    const body = (await readJson(c)) as Record<string, unknown> | undefined;
    const email = typeof body?.email === 'string' ? body.email : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const customer = store.customers.find((x) => emailKey(x.email) === emailKey(email) && x.password === password);
    if (!customer) return unauthorized(c, 'urn:login:unauthorized', 'E-mail address or password is wrong');
    const { exp, renewAt } = issue(c, customer.id);
    // Every login decides anew: a long-term token this browser held is revoked either way.
    revokeLongTerm(c);
    if (body?.stayLoggedIn === true) issueLongTerm(c, customer.id);
    return c.json({ exp, renewAt }, 200);
  });

  operation(
    app,
    deps,
    { method: 'post', path: '/service/login/api/v1/logintoken/renew', operationId: 'renewLoginToken', csrf: true },
    (c) => {
      const payload = verifyLoginToken(getCookie(c, COOKIE.loginToken), options.loginTokenSecret);
      const now = Math.floor(options.now() / 1000);
      if (!payload || !store.customers.some((x) => x.id === payload.sub)) {
        return unauthorized(c, 'urn:login:token_invalid', 'No valid login token');
      }
      if (now >= payload.exp) return unauthorized(c, 'urn:login:token_invalid', 'The login token has expired');
      if (now < payload.renewAt) return c.json({ exp: payload.exp, renewAt: payload.renewAt }, 200);
      const { exp, renewAt } = issue(c, payload.sub);
      return c.json({ exp, renewAt }, 201);
    },
  );

  operation(
    app,
    deps,
    { method: 'post', path: '/service/login/api/v1/longtermtoken/renew', operationId: 'renewLongTermToken', csrf: true },
    (c) => {
      const token = getCookie(c, COOKIE.longTermToken);
      if (token === undefined || customerForToken(deps, getCookie(c, COOKIE.loginToken))) return c.body(null, 204);
      const now = options.now();
      const key = tokenKey(token);
      const record = store.longTermTokens.get(key);
      // A value rotated away a moment ago is a parallel tab's call: it still gets a login token, and rotates nothing.
      const parallelTab = record?.replacedAt !== undefined && now - record.replacedAt < LONG_TERM_REUSE_GRACE_MS;
      const usable = parallelTab || (record?.replacedAt === undefined && now < (record?.expiresAt ?? 0));
      if (!record || !usable || !store.customers.some((x) => x.id === record.customerId)) {
        store.longTermTokens.delete(key);
        deleteCookie(c, COOKIE.longTermToken, { path: LONG_TERM_COOKIE_PATH });
        return unauthorized(c, 'urn:login:token_invalid', 'No valid long-term token');
      }
      if (!parallelTab) {
        // Rotation: the old value stops working (after the short grace above), the new one gets a fresh lifetime.
        record.replacedAt = now;
        issueLongTerm(c, record.customerId);
      }
      const { exp, renewAt } = issue(c, record.customerId);
      return c.json({ exp, renewAt }, 201);
    },
  );

  operation(app, deps, { method: 'post', path: '/service/login/api/v1/logout', operationId: 'logout', csrf: true }, (c) => {
    revokeLongTerm(c);
    deleteCookie(c, COOKIE.loginToken, { path: '/' });
    return c.body(null, 204);
  });
}
