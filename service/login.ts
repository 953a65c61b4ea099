import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { COOKIE } from '../core/env/cookies';
import { signLoginToken, verifyLoginToken, type LoginTokenPayload } from './login-token';
import { operation, readJson, type ServiceDeps } from './operation';
import { problem } from './problem';
import { emailKey, type SeedCustomer } from './store';

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
      maxAge: options.loginTokenTtlSeconds,
    });
    return payload;
  };

  const unauthorized = (c: Context, type: string, title: string) => problem(c, 401, type, title);

  operation(app, deps, { method: 'post', path: '/service/login/api/v1/login', operationId: 'login', csrf: true }, async (c) => {
    const body = (await readJson(c)) as Record<string, unknown> | undefined;
    const email = typeof body?.email === 'string' ? body.email : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const customer = store.customers.find((x) => emailKey(x.email) === emailKey(email) && x.password === password);
    if (!customer) return unauthorized(c, 'urn:login:unauthorized', 'E-mail address or password is wrong');
    const { exp, renewAt } = issue(c, customer.id);
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
    (c) => c.body(null, 204),
  );
}
