import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { JSON_BODY_MAX_BYTES } from './hardening';
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

/**
 * How the operations with a per-client limit pace one client (D155): at most `inFlightPerClient` of its requests
 * worked on at once (one: a flooder gets the share of one shopper), the others wait their turn; once its limit is
 * reached, its first `atOnce` refusals are answered at once (one more each `refillMs`), then each is held up to `holdMs`
 * before its 429, so that 100 connections make about 100 requests a second instead of thousands. Past `heldPerClient`
 * waiting or held for the client, or `heldInAll` for the process, it is answered 429 at once with `Connection: close`.
 */
export interface RefusalPace {
  inFlightPerClient: number;
  atOnce: number;
  refillMs: number;
  holdMs: number;
  heldPerClient: number;
  heldInAll: number;
}

export const REFUSAL_PACE: RefusalPace = {
  inFlightPerClient: 1,
  atOnce: 30,
  refillMs: 1_000,
  holdMs: 1_000,
  heldPerClient: 256,
  heldInAll: 2_048,
};

/** A bucket this process saw refused: until the end of its window, and its refusals still answered at once. */
interface Refused {
  until: number;
  atOnce?: number;
  at: number;
}

/** Buckets this process saw refused, until the end of their window (service time), per store: at most this many. */
const REFUSED_MAX = 10_000;
interface FloodState {
  refused: Map<string, Refused>;
  /** Per client address: its requests being worked on, and the turns of those waiting. */
  working: Map<string, { busy: number; waiting: (() => void)[] }>;
  /** Requests waiting for their turn or held before their 429, per client address, and in all. */
  held: Map<string, number>;
  heldInAll: number;
}
const floodOf = new WeakMap<object, FloodState>();
function floodStateOf(store: object): FloodState {
  let state = floodOf.get(store);
  if (!state) floodOf.set(store, (state = { refused: new Map(), working: new Map(), held: new Map(), heldInAll: 0 }));
  return state;
}

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
  const { refused } = floodStateOf(deps.store);
  const until = refused.get(bucket)?.until;
  if (until !== undefined && now < until) return { taken: false, hits: limit.max, retryAfterMs: until - now };
  const taken = await deps.store.take(bucket, limit.windowMs, now, limit.max);
  if (taken.taken || !remember) return taken;
  if (refused.size >= REFUSED_MAX) {
    for (const [b, entry] of refused) if (entry.until <= now) refused.delete(b);
    if (refused.size >= REFUSED_MAX) refused.delete(refused.keys().next().value!);
  }
  refused.set(bucket, { until: now + taken.retryAfterMs, at: now });
  return taken;
}

/** What pacing a client needs of the service: its clock, how it waits, whom it trusts, and the pace. */
export interface PacedDeps extends LimitDeps {
  options: LimitDeps['options'] & {
    sleep(ms: number): Promise<void>;
    refusalPace: RefusalPace;
    trustProxy: ProxyTrust;
  };
}

/**
 * Paces each client of the operations `limitOf` names a per-client limit for, before their body is read (D155): a
 * client whose bucket this process saw refused is answered from memory, late past its allowance; the others take turns.
 */
export function paceClients(deps: PacedDeps, limitOf: (c: Context) => Limit | undefined): MiddlewareHandler {
  const pace = deps.options.refusalPace;
  return async (c, next) => {
    const limit = limitOf(c);
    if (!limit) return next();
    const client = clientAddressOf(c, deps.options.trustProxy);
    const state = floodStateOf(deps.store);
    const refused = () => {
      const entry = state.refused.get(`${limit.name}:${client}`);
      return entry && deps.options.now() < entry.until ? entry : undefined;
    };
    if (!refused()) {
      const working = state.working.get(client) ?? { busy: 0, waiting: [] };
      state.working.set(client, working);
      if (working.busy < Math.max(1, pace.inFlightPerClient)) working.busy++;
      else if (!(await hold(state, pace, client, () => new Promise<void>((turn) => working.waiting.push(turn))))) {
        return closing(c, 1_000);
      }
      // The turn passes on when the handler ends, or at once when the client has gone: a shopper who gave up on a
      // hung sign-up and tries again never waits behind it.
      let passed = false;
      const passOn = () => {
        if (passed) return;
        passed = true;
        const turn = working.waiting.shift();
        if (turn) turn();
        else if (--working.busy === 0) state.working.delete(client);
      };
      const { signal } = c.req.raw;
      signal.addEventListener('abort', passOn, { once: true });
      try {
        // Known refused while it waited: answered as the refusals are, after its turn is passed on.
        if (!refused()) return await next();
      } finally {
        signal.removeEventListener('abort', passOn);
        passOn();
      }
    }
    const entry = refused()!;
    const now = deps.options.now();
    entry.atOnce = Math.min(pace.atOnce, (entry.atOnce ?? pace.atOnce) + Math.max(0, now - entry.at) / pace.refillMs);
    entry.at = now;
    const refusal = (retryAfterMs: number) =>
      unreadBodyIsLarge(c) ? closing(c, retryAfterMs) : tooMany(c, retryAfterMs);
    if (entry.atOnce >= 1) {
      entry.atOnce--;
      return refusal(entry.until - now);
    }
    // Between half and all of holdMs: a flood's held answers come back spread out, not all in one instant.
    const holdMs = pace.holdMs * (0.5 + Math.random() / 2);
    const wait = () => deps.options.sleep(Math.min(holdMs, entry.until - now));
    if (!(await hold(state, pace, client, wait))) return closing(c, entry.until - now);
    return refusal(entry.until - deps.options.now());
  };
}

/** Waits `wait`, counted as held for the client meanwhile; false, without waiting, when the client or all are full. */
async function hold(state: FloodState, pace: RefusalPace, client: string, wait: () => Promise<void>): Promise<boolean> {
  const held = state.held.get(client) ?? 0;
  if (held >= pace.heldPerClient || state.heldInAll >= pace.heldInAll) return false;
  state.held.set(client, held + 1);
  state.heldInAll++;
  try {
    await wait();
  } finally {
    const left = (state.held.get(client) ?? 1) - 1;
    if (left > 0) state.held.set(client, left);
    else state.held.delete(client);
    state.heldInAll--;
  }
  return true;
}

/** A 429 after which the connection closes: the flooder connects again for its next request, or its body is not read. */
function closing(c: Context, retryAfterMs: number): Response {
  c.header('Connection', 'close');
  return tooMany(c, retryAfterMs);
}

/** A body bigger than any the service reads is not waited for on a kept-alive connection. */
function unreadBodyIsLarge(c: Context): boolean {
  return (
    Number(c.req.header('Content-Length') ?? 0) > JSON_BODY_MAX_BYTES || c.req.header('Transfer-Encoding') !== undefined
  );
}

/** How a limit answers: 429 with the seconds until the window ends. The same whatever the address or account. */
export function tooMany(c: Context, retryAfterMs: number): Response {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return problem(c, 429, 'urn:service:too_many_requests', 'Too many requests', 'Please try again later.');
}
