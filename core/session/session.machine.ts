import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { LoginTokenClaims, LoginTokenStanding, RenewalOutcome } from './session.rules';
import { renewalRetryDelay } from './session.rules';
import { MAX_TIMER_MS, SESSION_TIMING } from './session.timing';

export { SESSION_TIMING };

/** What reading the `LoginToken` cookie found. */
export interface LoginTokenReading {
  standing: LoginTokenStanding;
  claims?: LoginTokenClaims;
}

/** What reading the cookie needs from the session: the window already renewed and the token it knew. */
export interface LoginTokenReadInput {
  renewedWindow?: number;
  known?: LoginTokenClaims;
}

const readInput = ({ context }: { context: LoginSessionContext }): LoginTokenReadInput => ({
  renewedWindow: context.renewedWindow,
  known:
    context.expiresAt !== undefined && context.renewAt !== undefined
      ? { expiresAt: context.expiresAt, renewAt: context.renewAt }
      : undefined,
});

export type LoginSessionEvent =
  | { type: 'ACTIVITY' }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'LOCK_ACQUIRED' }
  | { type: 'LOCK_BUSY' }
  /** The shopper closed the expired notice. */
  | { type: 'DISMISS_EXPIRED_NOTICE' };

/** Emitted once when the session has expired: the page asks the shopper to log in again. */
export type LoginSessionEmitted = { type: 'SESSION_EXPIRED' };

export interface LoginSessionContext {
  appPlatform: boolean;
  expiresAt?: number;
  renewAt?: number;
  /** The renewAt of a window answered with a new token (201): never called again for it, even if the cookie did not change. */
  renewedWindow?: number;
  /** Failed renewal calls in the current renewal (drives the backoff). */
  attempt: number;
  lastOutcome?: RenewalOutcome;
  activeSinceCheck: boolean;
  expiryNotified: boolean;
  /** The last reading found an unexpired token; kept while hidden, while re-reading and on the app platform. */
  loggedIn: boolean;
  /** The expired notice is showing (opened once per expiry with SESSION_EXPIRED, closed by the shopper). */
  expiredNoticeOpen: boolean;
}

export interface LoginSessionInput {
  /** `<html data-platform>` is SMARTPHONE or TABLET: the native app renews, the page does nothing (D6). */
  appPlatform?: boolean;
}

const readingIs =
  (standing: LoginTokenStanding) =>
  ({ event }: { event: object }) =>
    (event as { output?: LoginTokenReading }).output?.standing === standing;

const sessionSetup = setup({
  types: {
    context: {} as LoginSessionContext,
    events: {} as LoginSessionEvent,
    input: {} as LoginSessionInput,
    emitted: {} as LoginSessionEmitted,
  },
  actors: {
    readLoginToken: fromPromise<LoginTokenReading, LoginTokenReadInput>(async () => ({ standing: 'missing' })),
    renewLoginToken: fromPromise<RenewalOutcome>(async () => 'unknown'),
    renewLongTermToken: fromPromise<void>(async () => undefined),
    /** Holds the cross-tab renewal lock while running; sends LOCK_ACQUIRED, or LOCK_BUSY when another tab has it. */
    holdRenewalLock: fromCallback<LoginSessionEvent>(({ sendBack }) => void sendBack({ type: 'LOCK_ACQUIRED' })),
    watchActivity: fromCallback<LoginSessionEvent>(() => undefined),
    watchVisibility: fromCallback<LoginSessionEvent>(() => undefined),
  },
  guards: {
    onAppPlatform: ({ context }) => context.appPlatform,
    tokenMissing: readingIs('missing'),
    tokenExpired: readingIs('expired'),
    renewalDue: readingIs('renewal-due'),
    wasActive: ({ context }) => context.activeSinceCheck,
    renewedWithNewToken: ({ event }) => (event as unknown as { output: RenewalOutcome }).output === 'renewed-new',
    renewedSameToken: ({ event }) => (event as unknown as { output: RenewalOutcome }).output === 'renewed',
  },
  delays: {
    checkInterval: SESSION_TIMING.checkIntervalMs,
    cookiePoll: SESSION_TIMING.cookiePollMs,
    /** Until the token expires. `createSessionActors()` provides the host clock's version. */
    untilExpiry: ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, (context.expiresAt ?? 0) - Date.now())),
    /** `createSessionActors()` adds jitter from an injected random. */
    retryBackoff: ({ context }) => renewalRetryDelay(context.attempt, 1),
  },
  actions: {
    rememberToken: assign(({ event, context }) => {
      const { claims, standing } = (event as unknown as { output: LoginTokenReading }).output;
      const expired = standing === 'expired';
      return {
        expiresAt: claims?.expiresAt,
        renewAt: claims?.renewAt,
        loggedIn: standing === 'fresh' || standing === 'renewal-due',
        expiryNotified: expired ? context.expiryNotified : false,
        expiredNoticeOpen: expired ? context.expiredNoticeOpen : false,
      };
    }),
    forgetToken: assign({ expiresAt: undefined, renewAt: undefined, loggedIn: false }),
    markActive: assign({ activeSinceCheck: true }),
    startRestPeriod: assign({ activeSinceCheck: false }),
    startRenewal: assign({ attempt: 0, lastOutcome: undefined }),
    markWindowRenewed: assign(({ context, event }) => ({
      renewedWindow: context.renewAt,
      attempt: 0,
      lastOutcome: (event as unknown as { output: RenewalOutcome }).output,
    })),
    noteRenewed: assign({ attempt: 0, lastOutcome: 'renewed' as RenewalOutcome }),
    countFailure: assign(({ context, event }) => ({
      attempt: context.attempt + 1,
      lastOutcome: ('output' in event
        ? (event as unknown as { output: RenewalOutcome }).output
        : 'unknown') as RenewalOutcome,
    })),
    // Once per expiry: the notice opens with the event and stays closed once dismissed.
    notifyExpired: enqueueActions(({ context, enqueue }) => {
      if (context.expiryNotified) return;
      enqueue.emit({ type: 'SESSION_EXPIRED' });
      enqueue.assign({ expiryNotified: true, expiredNoticeOpen: true });
    }),
    dismissExpiredNotice: assign({ expiredNoticeOpen: false }),
  },
});

/**
 * After a logout or expiry: the long-term token is renewed once (its answer is not read), then the cookie is polled
 * until a login cookie the state does not `keepPollingOn` shows up, which restarts the session.
 */
function endedSession({
  afterRenewal,
  onPolling,
  keepPollingOn,
}: {
  /** Where the long-term renewal leads: straight to a cookie read, or first to a poll interval. */
  afterRenewal: 'polling' | 'lookingForCookie';
  /** Done each time a poll interval starts. */
  onPolling?: 'notifyExpired';
  /** Readings that keep polling. */
  keepPollingOn: ('tokenMissing' | 'tokenExpired')[];
}) {
  return sessionSetup.createStateConfig({
    initial: 'renewingLongTermToken',
    states: {
      renewingLongTermToken: {
        invoke: { id: 'renewLongTermToken', src: 'renewLongTermToken', onDone: afterRenewal, onError: afterRenewal },
      },
      polling: {
        ...(onPolling ? { entry: onPolling } : {}),
        after: { cookiePoll: 'lookingForCookie' },
      },
      lookingForCookie: {
        invoke: {
          id: 'readLoginToken',
          src: 'readLoginToken',
          input: readInput,
          onDone: [
            ...keepPollingOn.map((guard) => ({ guard, target: 'polling' })),
            { target: '#loginSession.checking' },
          ],
          onError: 'polling',
        },
      },
    },
  });
}

/**
 * The logged-in shopper's session: renews the login token in its window while the person is active and the tab
 * visible, one tab at a time, backs off on failure and ends in `expired` with one `SESSION_EXPIRED` event.
 */
export const loginSessionMachine = sessionSetup.createMachine({
  id: 'loginSession',
  context: ({ input }) => ({
    appPlatform: input?.appPlatform ?? false,
    attempt: 0,
    activeSinceCheck: false,
    expiryNotified: false,
    loggedIn: false,
    expiredNoticeOpen: false,
  }),
  invoke: { id: 'watchVisibility', src: 'watchVisibility' },
  // A hidden tab does nothing at all (no timers, no requests); it checks again once visible.
  on: { HIDDEN: '.paused', DISMISS_EXPIRED_NOTICE: { actions: 'dismissExpiredNotice' } },
  initial: 'checking',
  states: {
    // The native app renews the session itself: the page only looks at the cookie (local work, so a hidden tab goes on).
    skipped: {
      on: { HIDDEN: {} },
      initial: 'waiting',
      states: {
        waiting: { after: { cookiePoll: 'lookingForCookie' } },
        lookingForCookie: {
          invoke: {
            id: 'readLoginToken',
            src: 'readLoginToken',
            input: readInput,
            onDone: { target: 'waiting', actions: 'rememberToken' },
            onError: { target: 'waiting', actions: 'forgetToken' },
          },
        },
      },
    },
    checking: {
      invoke: {
        id: 'readLoginToken',
        src: 'readLoginToken',
        input: readInput,
        onDone: [
          { guard: 'onAppPlatform', target: 'skipped', actions: 'rememberToken' },
          { guard: 'tokenMissing', target: 'loggedOut', actions: 'forgetToken' },
          { guard: 'tokenExpired', target: 'expired', actions: 'rememberToken' },
          { guard: 'renewalDue', target: 'renewal', actions: 'rememberToken' },
          { target: 'valid', actions: 'rememberToken' },
        ],
        onError: [
          { guard: 'onAppPlatform', target: 'skipped', actions: 'forgetToken' },
          { target: 'loggedOut', actions: 'forgetToken' },
        ],
      },
    },
    valid: {
      entry: 'startRestPeriod',
      invoke: { id: 'watchActivity', src: 'watchActivity' },
      after: { untilExpiry: 'checking' },
      initial: 'resting',
      states: {
        resting: {
          on: { ACTIVITY: { actions: 'markActive' } },
          after: {
            checkInterval: [{ guard: 'wasActive', target: '#loginSession.checking' }, { target: 'awaitingActivity' }],
          },
        },
        awaitingActivity: {
          on: { ACTIVITY: '#loginSession.checking' },
        },
      },
    },
    renewal: {
      entry: 'startRenewal',
      invoke: { id: 'holdRenewalLock', src: 'holdRenewalLock' },
      // Never past the expiry: at exp the token is read once more (another tab may have renewed).
      after: { untilExpiry: 'checking' },
      initial: 'acquiring',
      states: {
        acquiring: {
          on: {
            LOCK_ACQUIRED: 'rechecking',
            // Another tab is renewing right now; its new cookie is read at the next check.
            LOCK_BUSY: '#loginSession.valid',
          },
        },
        rechecking: {
          invoke: {
            id: 'readLoginToken',
            src: 'readLoginToken',
            input: readInput,
            onDone: [
              { guard: 'renewalDue', target: 'calling', actions: 'rememberToken' },
              { guard: 'tokenMissing', target: '#loginSession.loggedOut', actions: 'forgetToken' },
              { guard: 'tokenExpired', target: '#loginSession.expired', actions: 'rememberToken' },
              { target: '#loginSession.valid', actions: 'rememberToken' },
            ],
            onError: { target: '#loginSession.loggedOut', actions: 'forgetToken' },
          },
        },
        calling: {
          invoke: {
            id: 'renewLoginToken',
            src: 'renewLoginToken',
            onDone: [
              { guard: 'renewedWithNewToken', target: '#loginSession.checking', actions: 'markWindowRenewed' },
              // 200: the server keeps the token (its clock says not yet due); the next 3-minute check asks again.
              { guard: 'renewedSameToken', target: '#loginSession.valid', actions: 'noteRenewed' },
              { target: 'retryWait', actions: 'countFailure' },
            ],
            onError: { target: 'retryWait', actions: 'countFailure' },
          },
        },
        retryWait: {
          after: { retryBackoff: 'rechecking' },
        },
      },
    },
    paused: {
      on: { VISIBLE: 'checking' },
    },
    loggedOut: {
      // Looking for a cookie is local work, so a hidden tab goes on; the one request is made on entry, once visible.
      on: { HIDDEN: {} },
      ...endedSession({ afterRenewal: 'polling', keepPollingOn: ['tokenMissing'] }),
    },
    // Staying logged in: the long-term token is renewed first, and a new login cookie restarts the session silently;
    // without one, the page is told once as the polling starts.
    expired: endedSession({
      afterRenewal: 'lookingForCookie',
      onPolling: 'notifyExpired',
      keepPollingOn: ['tokenMissing', 'tokenExpired'],
    }),
  },
});
