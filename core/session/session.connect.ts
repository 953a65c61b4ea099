import type { SnapshotFrom } from 'xstate';
import type { Env } from '../env';
import type { LoginSessionEvent, loginSessionMachine } from './session.machine';
import { isAppPlatform, type RenewalOutcome } from './session.rules';

/** Input for the machine from the host's viewport port. */
export function loginSessionInput(env: Pick<Env, 'viewport'>) {
  return { appPlatform: isAppPlatform(env.viewport.platformAttribute()) };
}

/** What a page shows about the login session. */
export type LoginSessionStatus = 'checking' | 'valid' | 'renewing' | 'paused' | 'loggedOut' | 'expired' | 'skipped';

export interface LoginSessionView {
  status: LoginSessionStatus;
  /** Logged in by the last look at the cookie: also while hidden, while the token is read again, and on the app platform. */
  loggedIn: boolean;
  /** The expired notice is showing: opened once per expiry, closed by the shopper. */
  expiredNotice: boolean;
  /** Token expiry in epoch ms, when known. */
  expiresAt?: number;
  /** Failed renewal calls so far in this renewal; > 0 while backing off. */
  failedAttempts: number;
  lastOutcome?: RenewalOutcome;
}

export const INITIAL_LOGIN_SESSION_VIEW: LoginSessionView = {
  status: 'checking',
  loggedIn: false,
  expiredNotice: false,
  failedAttempts: 0,
};

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
