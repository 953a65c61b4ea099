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

/** Sign-ups from one client address per minute: a family behind one router signs up; a script does not. */
export const SIGNUPS_PER_CLIENT: Limit = { name: 'signup-client', max: 20, windowMs: 60_000 };
/** Failed logins for one account from one client per 15 minutes; past it, even the right password is refused there. */
export const FAILED_LOGINS_PER_ACCOUNT_AND_CLIENT: Limit = {
  name: 'login-account-client',
  max: 10,
  windowMs: 15 * 60_000,
};
/**
 * Failed logins for one account from all clients per 15 minutes: past it, only clients that have failed on the account
 * are refused, so the owner on their own device is never locked out (D49).
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
  store: Pick<Store, 'take'>;
}

/** Buckets this process saw refused, until the end of their window (service time), per store: at most this many. */
const REFUSED_MAX = 10_000;
const refusedOf = new WeakMap<object, Map<string, number>>();

/**
 * Counts a hit unless the limit is reached, in one statement (exactly `max` pass, across processes). A bucket refused
 * once is refused from memory until its window ends: a flood costs the database nothing.
 */
export async function overLimit(c: Context, deps: LimitDeps, limit: Limit, key: string): Promise<Response | undefined> {
  const taken = await takeHit(deps, limit, key);
  return taken.taken ? undefined : tooMany(c, taken.retryAfterMs);
}

/**
 * `overLimit`'s count without an answer: whether the hit was counted, the count, and the time left in the window.
 * `remember` false for a count that may be given back (`store.untake`): its refusal is not kept in memory.
 */
export async function takeHit(
  deps: LimitDeps,
  limit: Limit,
  key: string,
  remember = true,
): Promise<{ taken: boolean; hits: number; retryAfterMs: number }> {
  const now = deps.options.now();
  const bucket = `${limit.name}:${key}`;
  let refused = refusedOf.get(deps.store);
  if (!refused) refusedOf.set(deps.store, (refused = new Map()));
  const until = refused.get(bucket);
  if (until !== undefined && now < until) return { taken: false, hits: limit.max, retryAfterMs: until - now };
  const taken = await deps.store.take(bucket, limit.windowMs, now, limit.max);
  if (taken.taken || !remember) return taken;
  if (refused.size >= REFUSED_MAX) {
    for (const [b, end] of refused) if (end <= now) refused.delete(b);
    if (refused.size >= REFUSED_MAX) refused.delete(refused.keys().next().value!);
  }
  refused.set(bucket, now + taken.retryAfterMs);
  return taken;
}

/** How a limit answers: 429 with the seconds until the window ends. The same whatever the address or account. */
export function tooMany(c: Context, retryAfterMs: number): Response {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return problem(c, 429, 'urn:service:too_many_requests', 'Too many requests', 'Please try again later.');
}
