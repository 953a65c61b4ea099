import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  getTransitionPaths,
  firstOfEach,
  MUTATION_SAMPLE,
  oncePerMutationRun,
  type ModelPath,
} from '../../support/model';
import { machineReachability, replayChecked, withoutCoverage, type ReplayedStep } from '../../support/machine-coverage';
import { countedConditions } from '../../support/conditions';
import {
  newsletterSignupMachine,
  connectSignup,
  currentSignupErrors,
  SIGNUP_RESEND_MAX,
  type SignupContext,
  type SignupResume,
} from '../../../core/newsletter';
import deAT from '../../../core/newsletter/signup/texts/de-AT';
import { SIGNUP_MODEL_EVENTS, serializeSignup } from './signup-model';

const traverse = (input: { market: string; doiToken?: string; resume?: SignupResume }) =>
  getTransitionPaths(newsletterSignupMachine, {
    events: SIGNUP_MODEL_EVENTS,
    serializeState: serializeSignup as never,
    input,
  } as never);

const TOKEN_INPUT = { market: 'AT', doiToken: 'tok' };
const PLAIN_INPUT = { market: 'AT' };
// Forms a server rendered (D23): after a sign-up posted without JavaScript, after a posted bot submission, in
// error with what was posted, and for a customer whose base data the server loaded.
const RESUMED_INPUTS: { market: string; resume: SignupResume }[] = [
  {
    market: 'AT',
    resume: {
      pending: {
        email: 'anna@example.at',
        request: { email: 'anna@example.at', consents: [], origin: 'onsite', originAddition: 'subsite' },
      },
    },
  },
  { market: 'AT', resume: { pending: { email: 'bot@example.at' } } },
  {
    market: 'AT',
    resume: {
      values: { email: 'anna@example.de' },
      errors: { email: 'emailInvalid' },
      outcome: 'ERROR_INVALID_EMAIL',
      rejectedEmail: 'anna@example.de',
    },
  },
  { market: 'AT', resume: { baseData: { email: 'kunde@example.at', consents: ['DNE'], legals: [] } } },
];
const inputs = [TOKEN_INPUT, PLAIN_INPUT, ...RESUMED_INPUTS];
type Case = { name: string; input: (typeof inputs)[number]; events: EventObject[] };

/**
 * The representative paths: of the ~2 100 generated ones, the first per input, statechart state before the last event
 * (with the two context facts its guards read: whether the form is valid, whether an invalid DOI link is shown), that
 * event and the state after it: ~620, chosen without randomness, which together still take every state and
 * transition (the reachability test below checks it). The other ~1 500 paths only repeated an edge these take; the
 * property test below replaces them with random event sequences. Traversed once per Stryker run under `npm run mutate`.
 */
function representativeCases(): Case[] {
  const sample = oncePerMutationRun('signup-model-paths', () =>
    firstOfEach(
      inputs.flatMap((input, i) => traverse(input).map((path) => ({ i, path }))),
      ({ i, path }) => {
        const before = path.steps.at(-2)?.state;
        const facts = before && [
          Object.keys(currentSignupErrors(before.context)).length === 0,
          Boolean(before.context.invalidDoiLink),
        ];
        return JSON.stringify([
          i,
          before?.value,
          facts,
          SIGNUP_MODEL_EVENTS.indexOf(path.steps.at(-1)!.event),
          path.state.value,
        ]);
      },
    ).map(({ i, path }) => ({ i, events: path.steps.slice(1).map((s) => SIGNUP_MODEL_EVENTS.indexOf(s.event)) })),
  );
  return sample.map(({ i, events }) => {
    const picked = events.map((e) => SIGNUP_MODEL_EVENTS[e]!);
    return { name: ['xstate.init', ...picked.map((e) => e.type)].join(' → '), input: inputs[i]!, events: picked };
  });
}

const cases: Case[] = representativeCases();
/** The representative paths' snapshots, by the pure transition function (no actor: reachability is not coverage). */
const pathsNow = (): ModelPath[] =>
  cases.map(({ input, events }) => {
    let state = getInitialSnapshot(newsletterSignupMachine, input as never) as AnyMachineSnapshot;
    const steps = [{ event: { type: 'xstate.init' } as EventObject, state }];
    for (const event of events)
      steps.push({
        event,
        state: (state = getNextSnapshot(newsletterSignupMachine, state, event as never) as AnyMachineSnapshot),
      });
    return { state, steps, weight: steps.length } as ModelPath;
  });

/** The events of `drawn` the machine handles where they come (a service's answer only while its call runs, as in a real run). */
function handled(input: Case['input'], drawn: readonly EventObject[]): EventObject[] {
  let state = getInitialSnapshot(newsletterSignupMachine, input as never) as AnyMachineSnapshot;
  return drawn.filter((event) => {
    if (
      state.status !== 'active' ||
      newsletterSignupMachine.getTransitionData(state as never, event as never).length === 0
    )
      return false;
    state = getNextSnapshot(newsletterSignupMachine, state, event as never) as AnyMachineSnapshot;
    return true;
  });
}

/**
 * The view rules a shopper would notice, checked after each step of a run on a real actor: written from the spec's
 * rules (D2, D14, D15, D23), with the expected values worked out from the events, not from the machine.
 */
function viewRules(when: ReturnType<typeof countedConditions>) {
  return (step: ReplayedStep, i: number, steps: readonly ReplayedStep[]) => {
    const view = connectSignup(step.snapshot as never, () => {}, deAT);
    const context = step.snapshot.context as SignupContext;
    // At most one of form and success view; neither only while a DOI link is confirmed or after it was (D14, D23).
    expect(view.showForm && view.showSuccess).toBe(false);
    when('neither form nor success only around a DOI link', !view.showForm && !view.showSuccess, () =>
      expect(Boolean(view.doiConfirm) || Boolean(view.doiMessage)).toBe(true),
    );
    when('a DOI confirmation shows only once the check is over', view.doiConfirm, () =>
      expect(step.snapshot.matches({ doubleOptIn: 'idle' })).toBe(true),
    );
    // The general banner only on ERROR_GENERIC, and only with the form.
    expect(Boolean(view.generalError)).toBe(view.showForm && context.outcome === 'ERROR_GENERIC');
    // D2: after success or a bot submission the form is empty; on errors it keeps the input.
    when('after success the form is empty', view.showSuccess && !view.fields.email.disabled, () =>
      expect(view.fields.email.value).toBe(''),
    );
    when(
      'on errors the form keeps the input',
      view.showForm && (context.outcome === 'ERROR_GENERIC' || context.outcome === 'ERROR_INVALID_EMAIL'),
      () => expect(view.fields.email.value).not.toBe(''),
    );
    // Right after the service refused the address, or as the server rendered that answer, the field says so
    // (a focus later clears the message while the shopper edits, as for every field error).
    const refusedNow = step.event.type === 'xstate.error.actor.subscribe' || i === 0;
    when(
      'a refused address says so at the field',
      context.outcome === 'ERROR_INVALID_EMAIL' && view.showForm && refusedNow,
      () => expect(view.fields.email.error).toBe(deAT.errors.emailInvalid),
    );
    // D15: "send again" never past the cap, never before the delay.
    expect(context.resendCount).toBeLessThanOrEqual(SIGNUP_RESEND_MAX);
    when('send again is offered only after the delay', view.pending?.resend, () =>
      expect(step.snapshot.matches({ form: { pending: 'waiting' } })).toBe(false),
    );
    // D14: the invalid-link banner is gone once the e-mail field was focused.
    const lastFocus = steps.findLastIndex(
      (s) => s.event.type === 'FOCUS' && (s.event as { field?: string }).field === 'email',
    );
    const lastInvalid = steps.findLastIndex(
      (s) =>
        s.event.type === 'xstate.done.actor.doubleOptIn' &&
        (s.event as { output?: { result?: string } }).output?.result === 'INVALID',
    );
    when(
      'the invalid-link banner is gone after a focus on the e-mail field',
      lastFocus > lastInvalid && lastInvalid >= 0,
      () => expect(view.invalidDoiLink).toBeUndefined(),
    );
  };
}

describe('newsletter sign-up machine (model)', () => {
  const when = countedConditions('sign-up paths on a running actor');
  const rules = viewRules(when);

  it('the representative paths reach every state and every transition, each guard branch included (reachability)', () => {
    const reach = machineReachability(newsletterSignupMachine, pathsNow());
    expect(reach.missingStates).toEqual([]);
    expect(reach.missingTransitions).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s keeps the view rules at every step', (_, { input, events }) => {
    replayChecked(newsletterSignupMachine, input, events, rules);
  });

  it("any sequence of the model's events, from any of its inputs, keeps the view rules at every step (property)", () => {
    withoutCoverage();
    fc.assert(
      fc.property(
        fc.constantFrom(...inputs),
        fc.array(fc.constantFrom(...SIGNUP_MODEL_EVENTS), { maxLength: 30 }),
        (input, drawn) => {
          replayChecked(newsletterSignupMachine, input, handled(input, drawn), rules);
        },
      ),
      // Under `npm run mutate` a fixed sample (test/support/model.ts: MUTATION_SAMPLE).
      MUTATION_SAMPLE ? { numRuns: 60, seed: 1 } : { numRuns: 400 },
    );
  });

  it('a second submit while one is in flight is not handled', () => {
    const submitting = pathsNow()
      .map((p) => p.steps.at(-1)!.state)
      .find((state) => state.matches({ form: { filling: 'submitting' } }))!;
    expect(newsletterSignupMachine.getTransitionData(submitting as never, { type: 'SUBMIT' })).toEqual([]);
  });
});
