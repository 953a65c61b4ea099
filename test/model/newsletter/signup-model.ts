import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { replayOnActor } from '../../support/machine-coverage';
import { currentSignupErrors, type SignupContext } from '../../../core/newsletter';

/** Events a shopper and the service can cause; the traversal offers each where the state handles it. */
export const SIGNUP_MODEL_EVENTS = [
  { type: 'START' },
  { type: 'CHANGE', field: 'email', value: 'anna@example.de' },
  { type: 'CHANGE', field: 'honeypot', value: 'http://spam.example' },
  { type: 'FOCUS', field: 'email' },
  { type: 'FOCUS', field: 'firstName' },
  { type: 'BLUR', field: 'email' },
  { type: 'SUBMIT' },
  { type: 'RESEND' },
  {
    type: 'xstate.done.actor.loadBaseData',
    output: {
      email: 'kunde@example.at',
      salutation: 'MR',
      firstName: 'Jürgen',
      lastName: 'Groß',
      consents: ['DNE'],
      legals: [],
    },
  },
  { type: 'xstate.done.actor.loadBaseData', output: null },
  { type: 'xstate.error.actor.loadBaseData', error: new Error('401') },
  { type: 'xstate.done.actor.doubleOptIn', output: { result: 'CONFIRMED' } },
  { type: 'xstate.done.actor.doubleOptIn', output: { result: 'INVALID' } },
  { type: 'xstate.error.actor.doubleOptIn', error: new Error('crashed') },
  { type: 'xstate.done.actor.subscribe', output: undefined },
  {
    type: 'xstate.error.actor.subscribe',
    error: { reason: 'http', status: 400, problemType: 'urn:newsletter:email_invalid' },
  },
  { type: 'xstate.error.actor.subscribe', error: { reason: 'http', status: 500 } },
  // The shop's own backend refusing a field (SignupRefusal's shape): its message on that field.
  { type: 'xstate.error.actor.subscribe', error: { fieldErrors: { firstName: 'nameInvalid' } } },
  { type: 'xstate.done.actor.resubscribe', output: undefined },
  { type: 'xstate.error.actor.resubscribe', error: { reason: 'timeout' } },
  { type: 'xstate.after.resendDelay.newsletterSignup.form.pending.waiting' },
] as EventObject[];

/**
 * The statechart plus the few context facts guards read (valid form, bot trap, focus request, re-sends),
 * so every guard branch is a reachable edge of the model.
 */
export function serializeSignup(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as SignupContext;
  const valid = Object.keys(currentSignupErrors(c)).length === 0;
  return JSON.stringify([
    snapshot.value,
    valid,
    c.values.honeypot !== '',
    c.focusRequest ?? '',
    c.resendCount,
    c.invalidDoiLink,
  ]);
}

/**
 * The exact snapshots of a path's events, replayed on a running actor from the initial state (behaviour coverage
 * is recorded). Graph traversal keeps one snapshot per serialized key, so a path's recorded states may carry
 * another path's context.
 */
export function replaySignupPath(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
): { event: EventObject; state: AnyMachineSnapshot }[] {
  return replayOnActor(machine, input, events).map(({ event, snapshot }) => ({ event, state: snapshot }));
}
