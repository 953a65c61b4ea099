import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { getTransitionPaths, describePath, firstOfEach, MUTATION_SAMPLE, oncePerMutationRun, type ModelPath } from '../../support/model';
import { machineReachability } from '../../support/machine-coverage';
import { countedConditions } from '../../support/conditions';
import { newsletterSignupMachine, connectSignup, currentSignupErrors, SIGNUP_RESEND_MAX, type SignupContext, type SignupResume } from '../../../core/newsletter';
import deAT from '../../../core/newsletter/texts/de-AT';
import { SIGNUP_MODEL_EVENTS, replaySignupPath, serializeSignup } from './signup-model';

const traverse = (input: { market: string; doiToken?: string; resume?: SignupResume }) =>
  getTransitionPaths(newsletterSignupMachine, { events: SIGNUP_MODEL_EVENTS, serializeState: serializeSignup as never, input } as never);

const TOKEN_INPUT = { market: 'AT', doiToken: 'tok' };
const PLAIN_INPUT = { market: 'AT' };
// Forms a server rendered (D23): after a sign-up posted without JavaScript, after a posted bot submission, in
// error with what was posted, and for a customer whose base data the server loaded.
const RESUMED_INPUTS: { market: string; resume: SignupResume }[] = [
  { market: 'AT', resume: { pending: { email: 'anna@example.at', request: { email: 'anna@example.at', consents: [], origin: 'onsite', originAddition: 'subsite' } } } },
  { market: 'AT', resume: { pending: { email: 'bot@example.at' } } },
  { market: 'AT', resume: { values: { email: 'anna@example.de' }, errors: { email: 'emailInvalid' }, outcome: 'ERROR_INVALID_EMAIL', rejectedEmail: 'anna@example.de' } },
  { market: 'AT', resume: { baseData: { email: 'kunde@example.at', consents: ['DNE'], legals: [] } } },
];
const inputs = [TOKEN_INPUT, PLAIN_INPUT, ...RESUMED_INPUTS];
type Case = { name: string; input: (typeof inputs)[number]; events: EventObject[] };

/**
 * Under `npm run mutate` only (MUTATION_SAMPLE; `npm test` replays every path): of the ~2 100 paths, the first per input,
 * statechart state before the last event (and whether the form was valid and an invalid DOI link shown), that event and
 * the state after it (~620), traversed once per Stryker run. The sample only weakens the tests (the score is a lower
 * bound); the reachability test below checks that it still reaches every state and transition.
 */
function sampledCases(): Case[] {
  const sample = oncePerMutationRun('signup-model-paths', () =>
    firstOfEach(
      inputs.flatMap((input, i) => traverse(input).map((path) => ({ i, path }))),
      ({ i, path }) => {
        const before = path.steps.at(-2)?.state;
        const facts = before && [Object.keys(currentSignupErrors(before.context)).length === 0, Boolean(before.context.invalidDoiLink)];
        return JSON.stringify([i, before?.value, facts, SIGNUP_MODEL_EVENTS.indexOf(path.steps.at(-1)!.event), path.state.value]);
      },
    ).map(({ i, path }) => ({ i, events: path.steps.slice(1).map((s) => SIGNUP_MODEL_EVENTS.indexOf(s.event)) })),
  );
  return sample.map(({ i, events }) => {
    const picked = events.map((e) => SIGNUP_MODEL_EVENTS[e]!);
    return { name: ['xstate.init', ...picked.map((e) => e.type)].join(' → '), input: inputs[i]!, events: picked };
  });
}

const traversed = MUTATION_SAMPLE ? [] : inputs.map((input) => ({ input, paths: traverse(input) }));
const cases: Case[] = MUTATION_SAMPLE
  ? sampledCases()
  : traversed.flatMap(({ input, paths }) => paths.map((path) => ({ name: describePath(path), input, events: path.steps.slice(1).map((s) => s.event) })));
/** The generated paths; under mutation testing the sampled ones, replayed on a running actor (mutant active). */
const pathsNow = (): ModelPath[] =>
  MUTATION_SAMPLE ? cases.map(({ input, events }) => ({ steps: replaySignupPath(newsletterSignupMachine, input, events) }) as unknown as ModelPath) : traversed.flatMap((t) => t.paths);

describe('newsletter sign-up machine (model)', () => {
  const when = countedConditions('sign-up paths on a running actor');

  it('generated paths reach every state and every transition, each guard branch included (reachability)', () => {
    const reach = machineReachability(newsletterSignupMachine, pathsNow());
    expect(reach.missingStates).toEqual([]);
    expect(reach.missingTransitions).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s keeps the view rules', (_, { input, events }) => {
    const path = { steps: replaySignupPath(newsletterSignupMachine, input, events) };
    const last = path.steps[path.steps.length - 1]!;
    const view = connectSignup(last.state as never, () => {}, deAT);
    const context = last.state.context as SignupContext;
    // At most one of form and success view; neither only while a DOI link is confirmed or after it was (D14, D23).
    expect(view.showForm && view.showSuccess).toBe(false);
    when('neither form nor success only around a DOI link', !view.showForm && !view.showSuccess, () =>
      expect(Boolean(view.doiConfirm) || Boolean(view.doiMessage)).toBe(true),
    );
    when('a DOI confirmation shows only once the check is over', view.doiConfirm, () => expect(last.state.matches({ doubleOptIn: 'idle' })).toBe(true));
    // The general banner only on ERROR_GENERIC, and only with the form.
    expect(Boolean(view.generalError)).toBe(view.showForm && context.outcome === 'ERROR_GENERIC');
    // D2: after success or a bot submission the form is empty; on errors it keeps the input.
    when('after success the form is empty', view.showSuccess && !view.fields.email.disabled, () => expect(view.fields.email.value).toBe(''));
    when('on errors the form keeps the input', view.showForm && (context.outcome === 'ERROR_GENERIC' || context.outcome === 'ERROR_INVALID_EMAIL'), () =>
      expect(view.fields.email.value).not.toBe(''),
    );
    // Right after the service refused the address, or as the server rendered that answer, the field says so
    // (a focus later clears the message while the shopper edits, as for every field error).
    const refusedNow = last.event.type === 'xstate.error.actor.subscribe' || path.steps.length === 1;
    when('a refused address says so at the field', context.outcome === 'ERROR_INVALID_EMAIL' && view.showForm && refusedNow, () =>
      expect(view.fields.email.error).toBe(deAT.errors.emailInvalid),
    );
    // D15: "send again" never past the cap, never before the delay.
    expect(context.resendCount).toBeLessThanOrEqual(SIGNUP_RESEND_MAX);
    when('send again is offered only after the delay', view.pending?.resend, () => expect(last.state.matches({ form: { pending: 'waiting' } })).toBe(false));
    // D14: the invalid-link banner is gone once the e-mail field was focused.
    const lastFocus = path.steps.findLastIndex((s) => s.event.type === 'FOCUS' && (s.event as { field?: string }).field === 'email');
    const lastInvalid = path.steps.findLastIndex((s) => s.event.type === 'xstate.done.actor.doubleOptIn' && (s.event as { output?: { result?: string } }).output?.result === 'INVALID');
    when('the invalid-link banner is gone after a focus on the e-mail field', lastFocus > lastInvalid && lastInvalid >= 0, () => expect(view.invalidDoiLink).toBeUndefined());
  });

  it('a second submit while one is in flight is not handled', () => {
    const submitting = pathsNow().map((p) => p.steps.at(-1)!.state).find((state) => state.matches({ form: { filling: 'submitting' } }))!;
    expect(newsletterSignupMachine.getTransitionData(submitting as never, { type: 'SUBMIT' })).toEqual([]);
  });
});
