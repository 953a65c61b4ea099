import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIE } from '../openapi/http';
import { isHttpsShop } from './hardening';
import { signLoginToken, verifyLoginToken, type LoginTokenPayload } from './login-token';
import { clientAddressOf, overLimit, takeHit, tooMany } from './limits';
import { requestBodyOf } from './edge';
import { operation, type ServiceDeps } from './operation';
import { problem } from './problem';
import { emailKey, type LoginTokenTimes, type SeedCustomer } from './store';

/** The long-term cookie goes only to the login calls (renewal, logout, login), never to pages or other calls. */
export const LONG_TERM_COOKIE_PATH = '/service/login/';
/**
 * How long a long-term token replaced by a rotation still gets a login token (a second tab that called at the same
 * time, with the old cookie): that tab is logged in too, and its answer leaves the rotated long-term cookie alone.
 */
export const LONG_TERM_REUSE_GRACE_MS = 60_000;
/**
 * How long a login token a renewal replaced still works: calls that left with it just before the new cookie arrived
 * (another tab) succeed. Later, the retired token coming back is a copy in other hands: it ends the session (D46).
 */
export const LOGIN_TOKEN_REUSE_GRACE_MS = 30_000;

/** The store keeps a long-term token only as its SHA-256: a leaked store does not log anybody in. */
const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A LoginToken that is ours, not expired, and live in a session that has not ended: its payload and customer. */
export async function loginOf(
  deps: ServiceDeps,
  token: string | undefined,
): Promise<{ payload: LoginTokenPayload; customer: SeedCustomer } | undefined> {
  const payload = verifyLoginToken(token, deps.options.loginTokenSecret);
  if (!payload || payload.exp <= Math.floor(deps.options.now() / 1000)) return undefined;
  if (!(await liveInSession(deps, payload))) return undefined;
  const customer = deps.options.customers.find((c) => c.id === payload.sub);
  return customer && { payload, customer };
}

/** Whether the token's session goes on and the token is its current one (or retired within the grace period). */
async function liveInSession(deps: ServiceDeps, payload: LoginTokenPayload): Promise<boolean> {
  // A token without a session is from before sessions were kept: it is not honoured.
  if (payload.jti === undefined || payload.sid === undefined) return false;
  const now = deps.options.now();
  const state = await deps.store.loginSessions.state(payload.sid, payload.jti);
  if (state.kind === 'ended' || state.customerId !== payload.sub) return false;
  if (state.kind === 'retired' && now - state.retiredAt > LOGIN_TOKEN_REUSE_GRACE_MS) {
    await deps.store.loginSessions.end(payload.sid, 'reuse', now);
    return false;
  }
  return true;
}

/** The customer a LoginToken belongs to, when it is ours, not expired and not revoked. */
export async function customerForToken(
  deps: ServiceDeps,
  token: string | undefined,
): Promise<SeedCustomer | undefined> {
  return (await loginOf(deps, token))?.customer;
}

/** Where loginRoutes is mounted. */
export const LOGIN_BASE = '/service/login/api/v1';

/** Customer login, its renewals and logout, mounted at LOGIN_BASE. */
export function loginRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  const { options, store } = deps;
  const customerExists = (id: string) => options.customers.some((x) => x.id === id);

  /** A new login token's id and times (epoch seconds). */
  const nextToken = (): LoginTokenTimes => {
    const now = Math.floor(options.now() / 1000);
    return {
      jti: options.randomToken(),
      exp: now + options.loginTokenTtlSeconds,
      renewAt: now + options.loginTokenRenewAfterSeconds,
    };
  };
  /** Sets the LoginToken cookie of a token of session `sid`; its expiry and renewal time for the answer. */
  const issue = (c: Context, sub: string, sid: string, token: LoginTokenTimes): { exp: number; renewAt: number } => {
    const payload: LoginTokenPayload = { sub, exp: token.exp, renewAt: token.renewAt, jti: token.jti, sid };
    const maxAge = Math.max(0, token.exp - Math.floor(options.now() / 1000));
    setCookie(c, COOKIE.loginToken, signLoginToken(payload, options.loginTokenSecret), {
      path: '/',
      sameSite: 'Lax',
      secure: isHttpsShop(c, options.shopOrigin),
      maxAge,
    });
    return { exp: token.exp, renewAt: token.renewAt };
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

  /** Forgets the long-term token the request carries (if any) and expires its cookie; ends its session when asked. */
  const revokeLongTerm = async (c: Context, endSession = false): Promise<void> => {
    const token = getCookie(c, COOKIE.longTermToken);
    if (token === undefined) return;
    const sessionId = endSession ? (await store.longTermTokens.get(tokenKey(token)))?.sessionId : undefined;
    if (sessionId !== undefined) await store.loginSessions.end(sessionId, 'logout', options.now());
    await store.longTermTokens.remove(tokenKey(token));
    deleteCookie(c, COOKIE.longTermToken, { path: LONG_TERM_COOKIE_PATH });
  };

  operation(app, deps, { method: 'post', path: '/login', operationId: 'login' }, async (c) => {
    const { email, password, stayLoggedIn } = requestBodyOf<{
      email: string;
      password: string;
      stayLoggedIn?: boolean;
    }>(c)!;
    // The same for an account that exists and one that does not; no limit locks the owner out.
    const {
      loginsPerClient,
      failedLoginsPerAccountAndClient: perPair,
      failedLoginsPerAccount: perAccount,
    } = options.limits;
    const client = clientAddressOf(c, options.trustProxy);
    const limited = await overLimit(c, deps, loginsPerClient, client);
    if (limited) return limited;
    const accountKey = emailKey(email).slice(0, 256);
    const account = `${perAccount.name}:${accountKey}`;
    const now = options.now();
    // Counted before the password is looked at: at most `max` guesses are evaluated, however many arrive at once.
    const pairFailure = await takeHit(deps, perPair, `${accountKey}:${client}`, false);
    if (!pairFailure.taken) return tooMany(c, pairFailure.retryAfterMs);
    const pair = `${perPair.name}:${accountKey}:${client}`;
    if (pairFailure.hits > 1) {
      const accountFailures = await store.hits(account, perAccount.windowMs, now);
      if (accountFailures.hits >= perAccount.max) {
        await store.untake(pair, perPair.windowMs, now);
        return tooMany(c, accountFailures.retryAfterMs);
      }
    }
    const customer = options.customers.find((x) => emailKey(x.email) === emailKey(email) && x.password === password);
    if (!customer) {
      await store.hit(account, perAccount.windowMs, now);
      return unauthorized(c, 'urn:login:unauthorized', 'E-mail address or password is wrong');
    }
    await store.untake(pair, perPair.windowMs, now);
    // Every login starts a session of its own: the family of every token renewed from this one.
    const sessionId = options.randomToken();
    const first = nextToken();
    await store.loginSessions.start(sessionId, customer.id, first, options.now());
    const { exp, renewAt } = issue(c, customer.id, sessionId, first);
    // Every login decides anew: a long-term token this browser held is revoked either way.
    await revokeLongTerm(c);
    if (stayLoggedIn === true) {
      const token = options.randomToken();
      const expiresAt = longTermExpiry();
      await store.longTermTokens.add(tokenKey(token), { customerId: customer.id, expiresAt, sessionId });
      await store.loginSessions.extend(sessionId, expiresAt);
      setLongTermCookie(c, token);
    }
    return c.json({ exp, renewAt }, 200);
  });

  operation(app, deps, { method: 'post', path: '/logintoken/renew', operationId: 'renewLoginToken' }, async (c) => {
    const payload = verifyLoginToken(getCookie(c, COOKIE.loginToken), options.loginTokenSecret);
    const now = Math.floor(options.now() / 1000);
    if (!payload || !customerExists(payload.sub))
      return unauthorized(c, 'urn:login:token_invalid', 'No valid login token');
    if (payload.jti === undefined || payload.sid === undefined)
      return unauthorized(c, 'urn:login:token_invalid', 'No valid login token');
    if (now >= payload.exp) {
      return (await liveInSession(deps, payload))
        ? unauthorized(c, 'urn:login:token_invalid', 'The login token has expired')
        : unauthorized(c, 'urn:login:token_invalid', 'The login session has ended');
    }
    if (now < payload.renewAt) {
      if (!(await liveInSession(deps, payload)))
        return unauthorized(c, 'urn:login:token_invalid', 'The login session has ended');
      return c.json({ exp: payload.exp, renewAt: payload.renewAt }, 200);
    }
    // Within the grace period a second renewal gets the same successor.
    const renewal = await store.loginSessions.renew(
      payload.sid,
      payload.jti,
      nextToken(),
      options.now(),
      LOGIN_TOKEN_REUSE_GRACE_MS,
    );
    if (renewal.kind !== 'renewed') return unauthorized(c, 'urn:login:token_invalid', 'The login session has ended');
    return c.json(issue(c, payload.sub, payload.sid, renewal.token), 201);
  });

  operation(
    app,
    deps,
    { method: 'post', path: '/longtermtoken/renew', operationId: 'renewLongTermToken' },
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
        // A value rotated away longer ago than the grace: a copy in other hands. Its session ends.
        if (record?.replacedAt !== undefined && !parallelTab && record.sessionId !== undefined)
          await store.loginSessions.end(record.sessionId, 'reuse', now);
        await store.longTermTokens.remove(key);
        deleteCookie(c, COOKIE.longTermToken, { path: LONG_TERM_COOKIE_PATH });
        return unauthorized(c, 'urn:login:token_invalid', 'No valid long-term token');
      }
      // Only one of two simultaneous calls rotates (also across service processes); the other is the parallel tab.
      let sessionId = record.sessionId;
      const loginToken = nextToken();
      if (sessionId === undefined) {
        sessionId = options.randomToken();
        await store.loginSessions.start(sessionId, record.customerId, loginToken, now);
      } else if (!(await store.loginSessions.addToken(sessionId, loginToken))) {
        await store.longTermTokens.remove(key);
        deleteCookie(c, COOKIE.longTermToken, { path: LONG_TERM_COOKIE_PATH });
        return unauthorized(c, 'urn:login:token_invalid', 'No valid long-term token');
      }
      if (!parallelTab) {
        const next = options.randomToken();
        const expiresAt = longTermExpiry();
        if (await store.longTermTokens.rotate(key, { hash: tokenKey(next), expiresAt, sessionId }, now)) {
          await store.loginSessions.extend(sessionId, expiresAt);
          setLongTermCookie(c, next);
        }
      }
      return c.json(issue(c, record.customerId, sessionId, loginToken), 201);
    },
  );

  operation(app, deps, { method: 'post', path: '/logout', operationId: 'logout' }, async (c) => {
    // The whole session ends: every token renewed from the login, and its long-term token.
    const payload = verifyLoginToken(getCookie(c, COOKIE.loginToken), options.loginTokenSecret);
    if (payload?.sid !== undefined) await store.loginSessions.end(payload.sid, 'logout', options.now());
    await revokeLongTerm(c, true);
    deleteCookie(c, COOKIE.loginToken, { path: '/' });
    return c.body(null, 204);
  });
  return app;
}
