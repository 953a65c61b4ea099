import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createCoveredActor as createActor, machineReachability } from '../../support/machine-coverage';
import { getTransitionPaths } from '../../support/model';
import { doiMachine, isDoiLinkInvalid } from '../../../core/newsletter';

const events = [
  { type: 'xstate.done.actor.confirmDoi', output: 'CONFIRMED' },
  { type: 'xstate.done.actor.confirmDoi', output: 'ALREADY_CONFIRMED' },
  {
    type: 'xstate.error.actor.confirmDoi',
    error: { reason: 'http', status: 404, problemType: 'urn:newsletter:doi_token_invalid' },
  },
  { type: 'xstate.error.actor.confirmDoi', error: { reason: 'http', status: 500 } },
];

describe('double opt-in machine (model)', () => {
  const paths = getTransitionPaths(doiMachine, { events, input: { token: 't' } } as never);

  it('generated paths reach every state and transition (reachability)', () => {
    const reach = machineReachability(doiMachine, paths);
    expect(reach.missingStates).toEqual([]);
    expect(reach.missingTransitions).toEqual([]);
  });

  it.each([
    ['CONFIRMED', { ok: 'CONFIRMED' }],
    ['ALREADY_CONFIRMED', { ok: 'ALREADY_CONFIRMED' }],
    ['INVALID', { fail: { status: 404, problemType: 'urn:newsletter:doi_token_invalid' } }],
    ['FAILED', { fail: { reason: 'timeout' } }],
  ] as const)('running, ends with %s', async (result, answer) => {
    const calls: string[] = [];
    const actor = createActor(
      doiMachine.provide({
        actors: {
          confirmDoi: fromPromise(async ({ input }) => {
            calls.push(input.token);
            if ('ok' in answer) return answer.ok;
            throw answer.fail;
          }),
        },
      }),
      { input: { token: 'abc' } },
    ).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ result });
    expect(calls).toEqual(['abc']);
  });

  it('a machine nobody gave its call ends as failed, never as confirmed', async () => {
    const actor = createActor(doiMachine, { input: { token: 'abc' } }).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ result: 'FAILED' });
  });

  it('a 404, a 410 or the invalid-token problem means the link is invalid, a 500 does not', () => {
    expect(isDoiLinkInvalid({ status: 404 })).toBe(true);
    expect(isDoiLinkInvalid({ status: 410 })).toBe(true); // an expired link (gone)
    expect(isDoiLinkInvalid({ problemType: 'urn:newsletter:doi_token_invalid' })).toBe(true);
    expect(isDoiLinkInvalid({ status: 500 })).toBe(false);
    expect(isDoiLinkInvalid(undefined)).toBe(false);
  });
});
