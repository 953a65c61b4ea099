import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import type { Env } from '../env';
import { COOKIE } from '../env';
import type { LoginSessionEvent, LoginTokenReadInput, LoginTokenReading, loginSessionMachine } from './session.machine';
import type { RenewalOutcome } from './session.rules';
import { decodeLoginToken, isAppPlatform, readLoginTokenCookie, renewalOutcome, renewalRetryDelay } from './session.rules';

/** The two server calls the session makes. Each answers the HTTP status, or `undefined` when no answer came. */
export interface SessionCalls {
  renewLoginToken(): Promise<number | undefined>;
  renewLongTermToken(): Promise<unknown>;
}

export interface SessionActorsOptions {
  env: Pick<Env, 'cookies' | 'visibility' | 'activity' | 'locks' | 'now'>;
  calls: SessionCalls;
  /** Jitter source in [0, 1) for the retry backoff; Math.random by default. */
  random?: () => number;
  /** Name of the cross-tab lock; one renewal per window across every tab that shares it. */
  lockName?: string;
}

export const RENEWAL_LOCK_NAME = 'storefront-kit:login-token-renewal';

/** Largest delay a browser timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Actors and delays wiring the login-session machine to the host: `loginSessionMachine.provide(createSessionActors(...))`. */
export function createSessionActors(options: SessionActorsOptions) {
  const { env, calls } = options;
  const random = options.random ?? Math.random;
  const lockName = options.lockName ?? RENEWAL_LOCK_NAME;

  const readLoginToken = fromPromise<LoginTokenReading, LoginTokenReadInput>(async ({ input }) =>
    readLoginTokenCookie(decodeLoginToken(env.cookies.get(COOKIE.loginToken)), env.now(), input ?? {}),
  );

  const renewLoginToken = fromPromise<RenewalOutcome>(async () => {
    try {
      return renewalOutcome(await calls.renewLoginToken());
    } catch {
      return 'unknown';
    }
  });

  const renewLongTermToken = fromPromise<void>(async () => {
    try {
      await calls.renewLongTermToken();
    } catch {
      /* result ignored (spec section 7) */
    }
  });

  const holdRenewalLock = fromCallback<LoginSessionEvent>(({ sendBack }) => {
    let release: (() => void) | undefined;
    let acquired = false;
    let stopped = false;
    env.locks
      .request(
        lockName,
        () =>
          new Promise<void>((resolve) => {
            acquired = true;
            if (stopped) return resolve();
            release = resolve;
            sendBack({ type: 'LOCK_ACQUIRED' });
          }),
        { ifAvailable: true },
      )
      .then(
        () => {
          if (!acquired && !stopped) sendBack({ type: 'LOCK_BUSY' });
        },
        () => {
          // The lock itself failed: renew from this tab rather than from none.
          if (!acquired && !stopped) sendBack({ type: 'LOCK_ACQUIRED' });
        },
      );
    return () => {
      stopped = true;
      release?.();
    };
  });

  const watchActivity = fromCallback<LoginSessionEvent>(({ sendBack }) => env.activity.subscribe(() => sendBack({ type: 'ACTIVITY' })));

  const watchVisibility = fromCallback<LoginSessionEvent>(({ sendBack }) => {
    if (!env.visibility.isVisible()) sendBack({ type: 'HIDDEN' });
    return env.visibility.subscribe((visible) => sendBack({ type: visible ? 'VISIBLE' : 'HIDDEN' }));
  });

  return {
    actors: { readLoginToken, renewLoginToken, renewLongTermToken, holdRenewalLock, watchActivity, watchVisibility },
    delays: {
      untilExpiry: ({ context }: { context: { expiresAt?: number } }) =>
        Math.min(MAX_TIMER_MS, Math.max(0, (context.expiresAt ?? 0) - env.now())),
      retryBackoff: ({ context }: { context: { attempt: number } }) => renewalRetryDelay(context.attempt, random()),
    },
  };
}

/** Input for the machine from the host's viewport port (decision D6). */
export function loginSessionInput(env: Pick<Env, 'viewport'>) {
  return { appPlatform: isAppPlatform(env.viewport.platformAttribute()) };
}

/** What a page shows about the login session. */
export type LoginSessionStatus = 'checking' | 'valid' | 'renewing' | 'paused' | 'loggedOut' | 'expired' | 'skipped';

export interface LoginSessionView {
  status: LoginSessionStatus;
  /**
   * Logged in with a token not yet expired, by the last look at the cookie: also while the tab is hidden (paused),
   * while the token is read again, and on the app platform (skipped), where the page renews nothing.
   */
  loggedIn: boolean;
  /** The one expired notice of D18 is showing: opened once per expiry, closed by the shopper. */
  expiredNotice: boolean;
  /** Token expiry in epoch ms, when known. */
  expiresAt?: number;
  /** Failed renewal calls so far in this renewal; > 0 while backing off. */
  failedAttempts: number;
  lastOutcome?: RenewalOutcome;
}

export const INITIAL_LOGIN_SESSION_VIEW: LoginSessionView = { status: 'checking', loggedIn: false, expiredNotice: false, failedAttempts: 0 };

/** The event that closes the expired notice (the view's close button sends it). */
export const DISMISS_EXPIRED_NOTICE: LoginSessionEvent = { type: 'DISMISS_EXPIRED_NOTICE' };

/** Turns a snapshot into the view model (the only place that asks the machine which state it is in). */
export function connectLoginSession(snapshot: SnapshotFrom<typeof loginSessionMachine>): LoginSessionView {
  const { context } = snapshot;
  const status: LoginSessionStatus = snapshot.matches('skipped')
    ? 'skipped'
    : snapshot.matches('valid')
      ? 'valid'
      : snapshot.matches('renewal')
        ? 'renewing'
        : snapshot.matches('paused')
          ? 'paused'
          : snapshot.matches('loggedOut')
            ? 'loggedOut'
            : snapshot.matches('expired')
              ? 'expired'
              : 'checking';
  return {
    status,
    loggedIn: context.loggedIn && status !== 'loggedOut' && status !== 'expired',
    expiredNotice: status === 'expired' && context.expiredNoticeOpen,
    expiresAt: context.expiresAt,
    failedAttempts: context.attempt,
    lastOutcome: context.lastOutcome,
  };
}
