import { describe, expect, it } from 'vitest';
import { getTransitionPaths, describePath, type ModelPath } from '../../support/model';
import { machineCoverage } from '../../support/machine-coverage';
import { newsletterSignupMachine, connectSignup, SIGNUP_RESEND_MAX, type SignupContext } from '../../../core/newsletter';
import deAT from '../../../core/newsletter/texts/de-AT';
import { SIGNUP_MODEL_EVENTS, replaySignupPath, serializeSignup } from './signup-model';

const traverse = (input: { market: string; doiToken?: string }) =>
  getTransitionPaths(newsletterSignupMachine, { events: SIGNUP_MODEL_EVENTS, serializeState: serializeSignup as never, input } as never);

const TOKEN_INPUT = { market: 'AT', doiToken: 'tok' };
const PLAIN_INPUT = { market: 'AT' };
const withToken = traverse(TOKEN_INPUT);
const withoutToken = traverse(PLAIN_INPUT);
const paths: ModelPath[] = [...withToken, ...withoutToken];
const replayed = [
  ...withToken.map((p) => ({ path: p, input: TOKEN_INPUT })),
  ...withoutToken.map((p) => ({ path: p, input: PLAIN_INPUT })),
].map(({ path, input }) => ({ name: describePath(path), steps: replaySignupPath(newsletterSignupMachine, input, path.steps.slice(1).map((s) => s.event)) }));

describe('newsletter sign-up machine (model)', () => {
  it('paths reach every state and every transition, each guard branch included', () => {
    const coverage = machineCoverage(newsletterSignupMachine, paths);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(replayed.map((r) => [r.name, r] as const))('%s keeps the view rules', (_, path) => {
    const last = path.steps[path.steps.length - 1]!;
    const view = connectSignup(last.state as never, () => {}, deAT);
    const context = last.state.context as SignupContext;
    // Exactly one of form and success view.
    expect(view.showForm).not.toBe(view.showSuccess);
    // The general banner only on ERROR_GENERIC, and only with the form.
    expect(Boolean(view.generalError)).toBe(view.showForm && context.outcome === 'ERROR_GENERIC');
    // D2: after success or a bot submission the form is empty; on errors it keeps the input.
    if (view.showSuccess && !view.fields.email.disabled) expect(view.fields.email.value).toBe('');
    if (view.showForm && (context.outcome === 'ERROR_GENERIC' || context.outcome === 'ERROR_INVALID_EMAIL')) {
      expect(view.fields.email.value).not.toBe('');
    }
    if (context.outcome === 'ERROR_INVALID_EMAIL' && view.showForm) expect(view.fields.email.error).toBe(deAT.errors.emailInvalid);
    // D15: "send again" never past the cap, never before the delay.
    expect(context.resendCount).toBeLessThanOrEqual(SIGNUP_RESEND_MAX);
    if (view.pending?.resend) expect(last.state.matches({ form: { pending: 'waiting' } })).toBe(false);
    // D14: the invalid-link banner is gone once the e-mail field was focused.
    const lastFocus = path.steps.findLastIndex((s) => s.event.type === 'FOCUS' && (s.event as { field?: string }).field === 'email');
    const lastInvalid = path.steps.findLastIndex((s) => s.event.type === 'xstate.done.actor.doubleOptIn' && (s.event as { output?: { result?: string } }).output?.result === 'INVALID');
    if (lastFocus > lastInvalid) expect(view.invalidDoiLink).toBeUndefined();
  });

  it('a second submit while one is in flight is not handled', () => {
    const submitting = paths.find((p) => p.state.matches({ form: { filling: 'submitting' } }))!;
    expect(newsletterSignupMachine.getTransitionData(submitting.state as never, { type: 'SUBMIT' })).toEqual([]);
  });
});
