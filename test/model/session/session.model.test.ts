import { describe, expect, it } from 'vitest';
import { getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { connectLoginSession, loginSessionMachine } from '../../../core/session';
import { getTransitionPaths } from '../../support/model';
import { machineCoverage } from '../../support/machine-coverage';

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
    ? [...(['renewed-new', 'renewed', 'server-error', 'unknown'] as const).map((o) => done('renewLoginToken', o)), error('renewLoginToken')]
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
  const paths = [
    ...getTransitionPaths(loginSessionMachine, { events, input: {} }),
    ...getTransitionPaths(loginSessionMachine, { events, input: { appPlatform: true } }),
  ];
  // The 3-minute tick after activity (the state key leaves context out, so the traversal cannot tell it apart).
  const toResting = paths.find((p) => p.state.matches({ valid: 'resting' }) && p.state.context.activeSinceCheck === false)!;
  let extended = toResting;
  for (const event of [{ type: 'ACTIVITY' }, after('checkInterval', 'loginSession.valid.resting')]) {
    const next = getNextSnapshot(loginSessionMachine, extended.state, event as never);
    extended = { state: next, steps: [...extended.steps, { event, state: next }], weight: extended.weight + 1 };
  }
  paths.push(extended);

  it('activity during the rest period makes the 3-minute tick check the token at once', () => {
    expect(extended.state.matches('checking')).toBe(true);
  });

  it('reaches every state and every transition (both guard branches included)', () => {
    const coverage = machineCoverage(loginSessionMachine, paths);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it('on the app platform only the cookie is read, never a call (D6), and it tells whether the customer is logged in', () => {
    const skipped = paths.filter((p) => p.state.matches('skipped'));
    expect(skipped.length).toBeGreaterThan(0);
    for (const p of skipped) {
      expect(p.steps.every((step) => !step.state.matches('renewal') && !step.state.matches('loggedOut') && !step.state.matches('expired'))).toBe(true);
      expect(connectLoginSession(p.state).status).toBe('skipped');
    }
    const loggedIn = skipped.filter((p) => connectLoginSession(p.state).loggedIn);
    expect(loggedIn.length).toBeGreaterThan(0);
    for (const p of loggedIn) {
      const standing = (p.steps.findLast((step) => /readLoginToken/.test(step.event.type))!.event as EventObject & { output?: { standing?: string } }).output?.standing;
      expect(['fresh', 'renewal-due']).toContain(standing);
    }
  });

  it('the expired notice shows only in expired, from entering its polling until dismissed', () => {
    const dismissed = (p: (typeof paths)[number]) => p.steps.some((step) => step.event.type === 'DISMISS_EXPIRED_NOTICE');
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
});
