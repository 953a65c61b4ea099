import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { problem } from './problem';
import { clientAddress, type ProxyTrust } from './proxy';
import type { Store } from './store';

/** An abuse limit: at most `max` hits per `windowMs`, counted in the database (so across processes and restarts). */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** Sign-ups from one client address per minute (D22): a family behind one router signs up; a script does not. */
export const SIGNUPS_PER_CLIENT: Limit = { name: 'signup-client', max: 20, windowMs: 60_000 };
/**
 * Failed logins for one account from one client address per 15 minutes (D49): that client is then refused for the
 * account, even with the right password; the owner on any other client is not.
 */
export const FAILED_LOGINS_PER_ACCOUNT_AND_CLIENT: Limit = {
  name: 'login-account-client',
  max: 10,
  windowMs: 15 * 60_000,
};
/**
 * Failed logins for one account from all clients per 15 minutes (D49): past it, every client that has failed on the
 * account in the window is refused; a client that has not (the owner on their own device) still gets its answer.
 */
export const FAILED_LOGINS_PER_ACCOUNT: Limit = { name: 'login-account', max: 100, windowMs: 15 * 60_000 };
/** Login attempts from one client address per 15 minutes: slows guessing across many accounts. */
export const LOGINS_PER_CLIENT: Limit = { name: 'login-client', max: 500, windowMs: 15 * 60_000 };

/** The abuse limits of a service (ServiceOptions.limits overrides each). */
export interface Limits {
  signUpsPerClient: Limit;
  failedLoginsPerAccountAndClient: Limit;
  failedLoginsPerAccount: Limit;
  loginsPerClient: Limit;
}

export const DEFAULT_LIMITS: Limits = {
  signUpsPerClient: SIGNUPS_PER_CLIENT,
  failedLoginsPerAccountAndClient: FAILED_LOGINS_PER_ACCOUNT_AND_CLIENT,
  failedLoginsPerAccount: FAILED_LOGINS_PER_ACCOUNT,
  loginsPerClient: LOGINS_PER_CLIENT,
};

/**
 * The address of the client: named by `X-Forwarded-For` or `Forwarded` only when the socket's peer is a proxy the
 * service trusts (`trustProxy`, service/proxy.ts), else the socket, else `unknown` (a call through `app.fetch` in tests).
 */
export function clientAddressOf(c: Context, trust: ProxyTrust): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // Not served from a socket.
  }
  return clientAddress(socket, c.req.raw.headers, trust);
}

/** What counting a hit needs of the service (its ServiceDeps): the clock and the store's counters. */
export interface LimitDeps {
  options: { now(): number };
  store: Pick<Store, 'hit'>;
}

/** Counts a hit; the 429 answer (with `Retry-After`) when the limit is passed, else undefined. */
export async function overLimit(c: Context, deps: LimitDeps, limit: Limit, key: string): Promise<Response | undefined> {
  const now = deps.options.now();
  const { hits, retryAfterMs } = await deps.store.hit(`${limit.name}:${key}`, limit.windowMs, now);
  if (hits <= limit.max) return undefined;
  return tooMany(c, retryAfterMs);
}

/** How a limit answers: 429 with the seconds until the window ends. The same whatever the address or account. */
export function tooMany(c: Context, retryAfterMs: number): Response {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return problem(c, 429, 'urn:service:too_many_requests', 'Too many requests', 'Please try again later.');
}
