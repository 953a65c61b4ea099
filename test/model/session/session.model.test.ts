import { describe, expect, it } from 'vitest';
import { getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { connectLoginSession, loginSessionMachine, type LoginSessionStatus } from '../../../core/session';
import { describePath, getTransitionPaths, type ModelPath } from '../../support/model';
import { machineReachability, replayChecked } from '../../support/machine-coverage';
import { countedConditions } from '../../support/conditions';

const done = (id: string, output: unknown): EventObject => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string): EventObject => ({ type: `xstate.error.actor.${id}`, error: new Error('x') }) as EventObject;
const after = (delay: string, stateId: string): EventObject => ({ type: `xstate.after.${delay}.${stateId}` });

const claims = { renewAt: 1_000, expiresAt: 2_000 };
const readings = (['missing', 'fresh', 'renewal-due', 'expired'] as const).map((standing) =>
  done('readLoginToken', standing === 'missing' ? { standing } : { standing, claims }),
);

const readingActive = (s: AnyMachineSnapshot) =>
  s.matches('checking') ||
  s.matches({ renewal: 'rechecking' }) ||
  s.matches({ loggedOut: 'lookingForCookie' }) ||
  s.matches({ expired: 'lookingForCookie' }) ||
  s.matches({ skipped: 'lookingForCookie' });

/** Done/error events only where their actor runs (an unhandled actor error would fail the machine). */
const events = (state: AnyMachineSnapshot): EventObject[] => [
  { type: 'ACTIVITY' },
  { type: 'HIDDEN' },
  { type: 'VISIBLE' },
  { type: 'LOCK_ACQUIRED' },
  { type: 'LOCK_BUSY' },
  { type: 'DISMISS_EXPIRED_NOTICE' },
  ...(readingActive(state) ? [...readings, error('readLoginToken')] : []),
  ...(state.matches({ renewal: 'calling' })
    ? [
        ...(['renewed-new', 'renewed', 'server-error', 'unknown'] as const).map((o) => done('renewLoginToken', o)),
        error('renewLoginToken'),
      ]
    : []),
  ...(state.matches({ loggedOut: 'renewingLongTermToken' }) || state.matches({ expired: 'renewingLongTermToken' })
    ? [done('renewLongTermToken', undefined), error('renewLongTermToken')]
    : []),
  after('checkInterval', 'loginSession.valid.resting'),
  after('untilExpiry', 'loginSession.valid'),
  after('untilExpiry', 'loginSession.renewal'),
  after('retryBackoff', 'loginSession.renewal.retryWait'),
  after('cookiePoll', 'loginSession.loggedOut.polling'),
  after('cookiePoll', 'loginSession.expired.polling'),
  after('cookiePoll', 'loginSession.skipped.waiting'),
];

describe('login-session machine: model', () => {
  const web = getTransitionPaths(loginSessionMachine, { events, input: {} });
  const app = getTransitionPaths(loginSessionMachine, { events, input: { appPlatform: true } });
  const paths = [...web, ...app];
  // The 3-minute tick after activity (the state key leaves context out, so the traversal cannot tell it apart).
  const toResting = paths.find(
    (p) => p.state.matches({ valid: 'resting' }) && p.state.context.activeSinceCheck === false,
  )!;
  let extended = toResting;
  for (const event of [{ type: 'ACTIVITY' }, after('checkInterval', 'loginSession.valid.resting')]) {
    const next = getNextSnapshot(loginSessionMachine, extended.state, event as never);
    extended = { state: next, steps: [...extended.steps, { event, state: next }], weight: extended.weight + 1 };
  }
  paths.push(extended);
  web.push(extended);

  it('activity during the rest period makes the 3-minute tick check the token at once', () => {
    expect(extended.state.matches('checking')).toBe(true);
  });

  it('generated paths reach every state and every transition, both guard branches included (reachability)', () => {
    const reach = machineReachability(loginSessionMachine, paths);
    expect(reach.missingStates).toEqual([]);
    expect(reach.missingTransitions).toEqual([]);
  });

  it('on the app platform only the cookie is read, never a call (D6), and it tells whether the customer is logged in', () => {
    const skipped = paths.filter((p) => p.state.matches('skipped'));
    expect(skipped.length).toBeGreaterThan(0);
    for (const p of skipped) {
      expect(
        p.steps.every(
          (step) =>
            !step.state.matches('renewal') && !step.state.matches('loggedOut') && !step.state.matches('expired'),
        ),
      ).toBe(true);
      expect(connectLoginSession(p.state).status).toBe('skipped');
    }
    const loggedIn = skipped.filter((p) => connectLoginSession(p.state).loggedIn);
    expect(loggedIn.length).toBeGreaterThan(0);
    for (const p of loggedIn) {
      const standing = (
        p.steps.findLast((step) => /readLoginToken/.test(step.event.type))!.event as EventObject & {
          output?: { standing?: string };
        }
      ).output?.standing;
      expect(['fresh', 'renewal-due']).toContain(standing);
    }
  });

  it('the expired notice shows only in expired, from entering its polling until dismissed', () => {
    const dismissed = (p: (typeof paths)[number]) =>
      p.steps.some((step) => step.event.type === 'DISMISS_EXPIRED_NOTICE');
    let shown = 0;
    let closed = 0;
    for (const p of paths) {
      const view = connectLoginSession(p.state);
      if (view.expiredNotice) expect(view.status).toBe('expired');
      if (p.steps.at(-1)?.event.type === 'DISMISS_EXPIRED_NOTICE') {
        expect(view.expiredNotice).toBe(false);
        closed += 1;
      }
      if (p.state.matches({ expired: 'polling' }) && !dismissed(p)) {
        expect(view.expiredNotice).toBe(true);
        shown += 1;
      }
    }
    expect(shown).toBeGreaterThan(0);
    expect(closed).toBeGreaterThan(0);
  });

  it('every path into expired comes from a reading of an expired token or the expiry timer', () => {
    const intoExpired = paths.filter((p) => {
      const n = p.steps.length;
      return n > 1 && p.steps[n - 1]!.state.matches('expired') && !p.steps[n - 2]!.state.matches('expired');
    });
    expect(intoExpired.length).toBeGreaterThan(0);
    for (const p of intoExpired) {
      const last = p.steps.at(-1)!.event as EventObject & { output?: { standing?: string } };
      expect(last.output?.standing).toBe('expired');
    }
  });

  const when = countedConditions('login-session paths on a running actor');
  const CALLS = ['renewLoginToken', 'renewLongTermToken'];
  const reading = (e: EventObject) =>
    e.type === 'xstate.done.actor.readLoginToken'
      ? (e as { output?: { standing?: string } }).output?.standing
      : undefined;

  /**
   * Each path run on a real actor, checked against what a shopper and the service would notice (statuses, calls in
   * flight, the expiry message), worked out from the path's events rather than from the machine's states.
   */
  it.each([
    ...web.map((path) => [`web: ${describePath(path)}`, path, {}] as const),
    ...app.map((path) => [`app: ${describePath(path)}`, path, { appPlatform: true }] as const),
  ] as [string, ModelPath, object][])('%s', (_name, path, input) => {
    let told = false;
    let lastLock: string | undefined;
    // Each step on a running actor asserts what the page would notice right after it: the first, that the cookie is
    // being read; every later one, whether the page is told the session ended (D18), worked out from the events.
    replayChecked(loginSessionMachine, input, path, (step, i, steps) => {
      const status = (n: number) => connectLoginSession(steps[n]!.snapshot as never).status;
      const calls = (n: number) => Object.keys(steps[n]!.snapshot.children).filter((id) => CALLS.includes(id));
      const view = connectLoginSession(step.snapshot as never);
      if (i === 0) expect([view.status, view.loggedIn, calls(0)]).toEqual(['checking', false, []]);
      // "Logged in" follows the token, not the polling: shown while valid or renewing, never once ended.
      when('a valid or renewing session says logged in', view.status === 'valid' || view.status === 'renewing', () =>
        expect(view.loggedIn).toBe(true),
      );
      when('an ended session never says logged in', view.status === 'loggedOut' || view.status === 'expired', () =>
        expect(view.loggedIn).toBe(false),
      );
      expect(step.emitted.every((e) => e.type === 'SESSION_EXPIRED')).toBe(true);
      if (i === 0) return;
      const { event } = step;
      // Hiding the tab pauses the polling, not the session: "logged in" stays as it was.
      when(
        'a hidden tab keeps saying logged in',
        event.type === 'HIDDEN' && connectLoginSession(steps[i - 1]!.snapshot as never).loggedIn,
        () => expect(view.loggedIn).toBe(true),
      );
      const before: LoginSessionStatus = status(i - 1);
      const standing = reading(event);
      if (event.type === 'LOCK_ACQUIRED' || event.type === 'LOCK_BUSY') lastLock = event.type;
      // D18: the page is told once that the session ended: when a look for a cookie, after the expiry, finds none
      // (or only the expired one), and not again until a new login.
      const noCookie =
        standing === 'missing' || standing === 'expired' || event.type === 'xstate.error.actor.readLoginToken';
      const tellNow = before === 'expired' && status(i) === 'expired' && noCookie && !told;
      expect(step.emitted.length).toBe(tellNow ? 1 : 0);
      if (tellNow) told = true;
      if (standing === 'fresh' || standing === 'renewal-due') told = false;
      // One renewal per window across tabs: a tab that finds the lock taken goes back to valid and calls nothing;
      // a renewal call is only ever made by the tab that holds the lock.
      when(
        'a tab that finds the lock busy stays valid without a call',
        event.type === 'LOCK_BUSY' && before === 'renewing',
        () => {
          expect(status(i)).toBe('valid');
          expect(calls(i)).toEqual([]);
        },
      );
      when('a renewal call is made only while holding the lock', calls(i).includes('renewLoginToken'), () => {
        expect(lastLock).toBe('LOCK_ACQUIRED');
      });
      // A hidden tab makes no request and runs no timer, unless it is logged out and looking for a cookie.
      when(
        'a hidden tab pauses with nothing in flight',
        event.type === 'HIDDEN' && before !== 'loggedOut' && before !== 'skipped',
        () => {
          expect(status(i)).toBe('paused');
          expect(calls(i)).toEqual([]);
        },
      );
      when('a logged-out tab carries on while hidden', event.type === 'HIDDEN' && before === 'loggedOut', () => {
        expect(status(i)).toBe('loggedOut');
      });
      // D6: in the app the page only reads the cookie (to say "logged in"), never calls the service.
      const readingDone = standing !== undefined || event.type === 'xstate.error.actor.readLoginToken';
      when('the app platform reads the cookie and calls nothing', 'appPlatform' in input && readingDone, () => {
        expect(status(i)).toBe('skipped');
        expect(calls(i)).toEqual([]);
        expect(view.loggedIn).toBe(standing === 'fresh' || standing === 'renewal-due');
      });
      // A reading of an expired token or the expiry timer is what ends a session; a missing cookie logs out.
      when(
        'a missing cookie at a check logs out',
        standing === 'missing' && before === 'checking' && !('appPlatform' in input),
        () => {
          expect(status(i)).toBe('loggedOut');
          expect(calls(i)).toEqual(['renewLongTermToken']);
        },
      );
    });
  });
});
