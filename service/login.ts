import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIE } from '../openapi/http';
import { isHttpsShop } from './hardening';
import { signLoginToken, verifyLoginToken, type LoginTokenPayload } from './login-token';
import { clientAddressOf, overLimit, tooMany } from './limits';
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

/** A LoginToken that is ours, not expired and not ended by a logout: its payload and customer. */
export async function loginOf(deps: ServiceDeps, token: string | undefined): Promise<{ payload: LoginTokenPayload; customer: SeedCustomer } | undefined> {
  const payload = verifyLoginToken(token, deps.options.loginTokenSecret);
  if (!payload || payload.exp <= Math.floor(deps.options.now() / 1000)) return undefined;
  if (payload.jti !== undefined && (await deps.store.revokedLoginTokens.isRevoked(payload.jti))) return undefined;
  const customer = deps.options.customers.find((c) => c.id === payload.sub);
  return customer && { payload, customer };
}

/** The customer a LoginToken belongs to, when it is ours, not expired and not revoked. */
export async function customerForToken(deps: ServiceDeps, token: string | undefined): Promise<SeedCustomer | undefined> {
  return (await loginOf(deps, token))?.customer;
}

export function registerLogin(app: Hono, deps: ServiceDeps): void {
  const { options, store } = deps;
  const customerExists = (id: string) => options.customers.some((x) => x.id === id);

  const issue = (c: Context, sub: string): LoginTokenPayload => {
    const now = Math.floor(options.now() / 1000);
    const payload = { sub, exp: now + options.loginTokenTtlSeconds, renewAt: now + options.loginTokenRenewAfterSeconds, jti: options.randomToken() };
    setCookie(c, COOKIE.loginToken, signLoginToken(payload, options.loginTokenSecret), {
      path: '/',
      sameSite: 'Lax',
      secure: isHttpsShop(c, options.shopOrigin),
      maxAge: options.loginTokenTtlSeconds,
    });
    return payload;
  };

  const unauthorized = (c: Context, type: string, title: string) => problem(c, 401, type, title);

  const longTermExpiry = () => options.now() + options.longTermTokenTtlSeconds * 1000;
  /** The HttpOnly cookie of a "stay logged in" token (the service keeps only its hash). */
  const setLongTermCookie = (c: Context, token: string): void => {
    setCookie(c, COOKIE.longTermToken, token, {
      path: LONG_TERM_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttpsShop(c, options.shopOrigin) || new URL(c.req.url).protocol === 'https:',
      maxAge: options.longTermTokenTtlSeconds,
    });
  };

  /** Forgets the long-term token the request carries (if any) and expires its cookie. */
  const revokeLongTerm = async (c: Context): Promise<void> => {
    const token = getCookie(c, COOKIE.longTermToken);
    if (token === undefined) return;
    await store.longTermTokens.remove(tokenKey(token));
    deleteCookie(c, COOKIE.longTermToken, { path: LONG_TERM_COOKIE_PATH });
  };

  operation(app, deps, { method: 'post', path: '/service/login/api/v1/login', operationId: 'login' }, async (c) => {
    const body = (await readJson(c)) as Record<string, unknown> | undefined;
    const email = typeof body?.email === 'string' ? body.email : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    // Throttled per client and per account (D22), the same for an account that exists and one that does not.
    const { loginsPerClient, failedLoginsPerAccount } = options.limits;
    const limited = await overLimit(c, deps, loginsPerClient, clientAddressOf(c, options.trustProxy));
    if (limited) return limited;
    const account = `${failedLoginsPerAccount.name}:${emailKey(email).slice(0, 256)}`;
    const failures = await store.hits(account, failedLoginsPerAccount.windowMs, options.now());
    if (failures.hits >= failedLoginsPerAccount.max) return tooMany(c, failures.retryAfterMs);
    const customer = options.customers.find((x) => emailKey(x.email) === emailKey(email) && x.password === password);
    if (!customer) {
      await store.hit(account, failedLoginsPerAccount.windowMs, options.now());
      return unauthorized(c, 'urn:login:unauthorized', 'E-mail address or password is wrong');
    }
    const { exp, renewAt } = issue(c, customer.id);
    // Every login decides anew: a long-term token this browser held is revoked either way.
    await revokeLongTerm(c);
    if (body?.stayLoggedIn === true) {
      const token = options.randomToken();
      await store.longTermTokens.add(tokenKey(token), { customerId: customer.id, expiresAt: longTermExpiry() });
      setLongTermCookie(c, token);
    }
    return c.json({ exp, renewAt }, 200);
  });

  operation(
    app,
    deps,
    { method: 'post', path: '/service/login/api/v1/logintoken/renew', operationId: 'renewLoginToken' },
    async (c) => {
      const payload = verifyLoginToken(getCookie(c, COOKIE.loginToken), options.loginTokenSecret);
      const now = Math.floor(options.now() / 1000);
      if (!payload || !customerExists(payload.sub)) return unauthorized(c, 'urn:login:token_invalid', 'No valid login token');
      if (payload.jti !== undefined && (await store.revokedLoginTokens.isRevoked(payload.jti))) {
        return unauthorized(c, 'urn:login:token_invalid', 'The login token was ended by a logout');
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
    { method: 'post', path: '/service/login/api/v1/longtermtoken/renew', operationId: 'renewLongTermToken' },
    async (c) => {
      const token = getCookie(c, COOKIE.longTermToken);
      if (token === undefined || (await loginOf(deps, getCookie(c, COOKIE.loginToken)))) return c.body(null, 204);
      const now = options.now();
      const key = tokenKey(token);
      const record = await store.longTermTokens.get(key);
      // A value rotated away a moment ago is a parallel tab's call: it still gets a login token, and rotates nothing.
      // Only while the token that replaced it still exists: after a logout there is none, and no grace.
      const parallelTab =
        record?.replacedAt !== undefined &&
        now - record.replacedAt < LONG_TERM_REUSE_GRACE_MS &&
        record.replacedBy !== undefined &&
        (await store.longTermTokens.get(record.replacedBy)) !== undefined;
      const usable = parallelTab || (record?.replacedAt === undefined && now < (record?.expiresAt ?? 0));
      if (!record || !usable || !customerExists(record.customerId)) {
        await store.longTermTokens.remove(key);
        deleteCookie(c, COOKIE.longTermToken, { path: LONG_TERM_COOKIE_PATH });
        return unauthorized(c, 'urn:login:token_invalid', 'No valid long-term token');
      }
      // Rotation: the old value stops working (after the short grace above), the new one gets a fresh lifetime.
      // Only one of two simultaneous calls rotates (also across service processes); the other is the parallel tab.
      if (!parallelTab) {
        const next = options.randomToken();
        if (await store.longTermTokens.rotate(key, { hash: tokenKey(next), expiresAt: longTermExpiry() }, now)) setLongTermCookie(c, next);
      }
      const { exp, renewAt } = issue(c, record.customerId);
      return c.json({ exp, renewAt }, 201);
    },
  );

  operation(app, deps, { method: 'post', path: '/service/login/api/v1/logout', operationId: 'logout' }, async (c) => {
    const login = await loginOf(deps, getCookie(c, COOKIE.loginToken));
    if (login?.payload.jti !== undefined) await store.revokedLoginTokens.revoke(login.payload.jti, login.payload.exp * 1000);
    await revokeLongTerm(c);
    deleteCookie(c, COOKIE.loginToken, { path: '/' });
    return c.body(null, 204);
  });
}
