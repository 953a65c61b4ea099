import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup as xstateSetup, waitFor } from 'xstate';
import { setup as standaloneSetup } from '../../../element/standalone-xstate';

// The standalone file's `setup` (D152) must build the machine xstate's own builds: same definition, same run.
function machineOf(setup: typeof xstateSetup) {
  return setup({
    types: { context: {} as { n: number; log: string[] }, events: {} as { type: 'GO' } | { type: 'STOP' } },
    actors: { load: fromPromise(async () => 2) },
    actions: { note: assign(({ context }) => ({ log: [...context.log, `n=${context.n}`] })) },
    guards: { small: ({ context }) => context.n < 2 },
    delays: { soon: 10 },
  }).createMachine({
    id: 'probe',
    context: { n: 0, log: [] },
    initial: 'idle',
    states: {
      idle: { on: { GO: { guard: 'small', target: 'loading' } } },
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'done', actions: [assign({ n: ({ event }) => event.output }), 'note'] },
        },
      },
      done: { after: { soon: 'idle' }, on: { STOP: 'stopped' } },
      stopped: { type: 'final' },
    },
  });
}

async function run(setup: typeof xstateSetup) {
  const actor = createActor(machineOf(setup)).start();
  const seen: unknown[] = [];
  actor.subscribe((s) => seen.push([s.value, s.context]));
  actor.send({ type: 'GO' });
  await waitFor(actor, (s) => s.matches('done'));
  actor.send({ type: 'STOP' });
  return { seen, status: actor.getSnapshot().status };
}

describe("the standalone element's xstate setup", () => {
  it('builds the same machine definition as xstate', () => {
    expect(JSON.stringify(machineOf(standaloneSetup).definition)).toBe(
      JSON.stringify(machineOf(xstateSetup).definition),
    );
  });

  it('runs it the same: actors, guards, named actions and delays from the implementations', async () => {
    const [ours, theirs] = [await run(standaloneSetup), await run(xstateSetup)];
    expect(ours).toEqual(theirs);
    expect(ours.status).toBe('done');
  });
});
