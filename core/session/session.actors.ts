import { fromCallback, fromPromise } from 'xstate';
import type { ServiceClient } from '../../openapi/client';
import { isServiceError } from '../../openapi/errors';
import type { LoginRequest } from '../../openapi';
import type { Env } from '../env';
import { COOKIE } from '../env';
import type { LoginSessionEvent, LoginTokenReadInput, LoginTokenReading } from './session.machine';
import type { LoginOutcome, RenewalOutcome } from './session.rules';
import {
  decodeLoginToken,
  loginOutcome,
  readLoginTokenCookie,
  renewalOutcome,
  renewalRetryDelay,
} from './session.rules';
import { MAX_TIMER_MS } from './session.timing';

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

  const watchActivity = fromCallback<LoginSessionEvent>(({ sendBack }) =>
    env.activity.subscribe(() => sendBack({ type: 'ACTIVITY' })),
  );

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

/** The HTTP status of a settled call: the answer's, the error's, or undefined when no answer came. */
async function statusOf(call: Promise<{ response: Response }>): Promise<number | undefined> {
  try {
    return (await call).response.status;
  } catch (e) {
    if (isServiceError(e)) return e.status;
    return undefined;
  }
}

/** The session's server calls over the typed service client. */
export function sessionCallsFromClient(client: ServiceClient): SessionCalls {
  return {
    renewLoginToken: () => statusOf(client.POST('/service/login/api/v1/logintoken/renew', { body: {} })),
    renewLongTermToken: () => statusOf(client.POST('/service/login/api/v1/longtermtoken/renew')),
  };
}

/** Customer login: 200 success, 401 unauthorized, anything else or a failure service unavailable. */
export async function loginCall(client: ServiceClient, credentials: LoginRequest): Promise<LoginOutcome> {
  return loginOutcome(await statusOf(client.POST('/service/login/api/v1/login', { body: credentials })));
}
