import { describe, expect, it } from 'vitest';
import { fromPromise, getInitialSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { createFakeEnv } from '../../../core/env';
import {
  footerMachine,
  loadFooterContent,
  type FooterContent,
  type FooterMachineInput,
  type FooterOverrideResult,
} from '../../../core/footer';
import { describePath, getTransitionPaths, type ModelPath } from '../../support/model';
import { createCoveredActor as createActor, machineReachability, replayChecked } from '../../support/machine-coverage';

const builtIn = await loadFooterContent('DE');
const cms: FooterContent = { ...builtIn, headline: 'Aus dem CMS' };

const OVERRIDES: Record<string, FooterOverrideResult> = {
  absent: { status: 'absent' },
  clean: { status: 'override', content: cms, problems: [] },
  repaired: { status: 'override', content: cms, problems: [{ path: 'legalLinks[0].url', message: 'dropped' }] },
  refused: { status: 'refused', problems: [{ path: 'headline', message: 'refused' }] },
};

const events: EventObject[] = [
  { type: 'xstate.done.actor.loadBuiltIn', output: builtIn } as EventObject,
  { type: 'xstate.error.actor.loadBuiltIn', error: new Error('chunk failed') } as EventObject,
  ...Object.values(OVERRIDES).map((output) => ({ type: 'xstate.done.actor.fetchOverride', output }) as EventObject),
  { type: 'xstate.error.actor.fetchOverride', error: new Error('503') } as EventObject,
  { type: 'xstate.done.actor.fetchPsdata', output: 'SUBSCRIBED' } as EventObject,
  { type: 'xstate.error.actor.fetchPsdata', error: new Error('403') } as EventObject,
];

const inputs: FooterMachineInput[] = [
  { country: 'DE', builtIn, logger: createFakeEnv().logger },
  { country: 'DE', builtIn, fetchNlStatus: false, logger: createFakeEnv().logger },
];

/** Done and error events only where their actor runs, as in a real run. */
const RUNS: Record<string, string> = {
  loadBuiltIn: 'loadingBuiltIn',
  fetchOverride: 'fetching.override.loading',
  fetchPsdata: 'fetching.newsletterStatus.loading',
};
const eventsFor = (state: AnyMachineSnapshot) =>
  events.filter((e) => {
    const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
    const where = RUNS[id]!;
    return state.matches(where.includes('.') ? pathToValue(where) : where);
  });
const pathToValue = (path: string): Record<string, unknown> => {
  const [head, ...rest] = path.split('.');
  return { [head!]: rest.length === 1 ? rest[0] : pathToValue(rest.join('.')) };
};

const tagged = inputs.flatMap((input) =>
  getTransitionPaths(footerMachine, { events: eventsFor, input }).map((path) => ({ path, input })),
);
const paths: ModelPath[] = tagged.map((t) => t.path);

const overrideName = (path: ModelPath) => {
  const output = (
    path.steps.find((s) => s.event.type === 'xstate.done.actor.fetchOverride')?.event as
      { output?: FooterOverrideResult } | undefined
  )?.output;
  if (!output) return '';
  return ` (${output.status}${output.status === 'override' && output.problems.length ? ' with dropped parts' : ''})`;
};

/**
 * What the shopper sees of the footer at a step: the headline shown and the newsletter status the footer knows, and
 * whether it has settled (nothing more will change). The one place that reads the machine's snapshot; the expected
 * values below are worked out from the events alone.
 */
const seen = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as { content?: FooterContent; nlStatus?: string };
  return { headline: context.content?.headline, nlStatus: context.nlStatus, settled: snapshot.status === 'done' };
};

/** What the shopper should see after `events`, from the events alone (D3: the built-in footer until the CMS answers with content). */
function expected(events: readonly EventObject[], input: FooterMachineInput) {
  const answered = (id: string) =>
    events.some((e) => e.type === `xstate.done.actor.${id}` || e.type === `xstate.error.actor.${id}`);
  const override = events.find((e) => e.type === 'xstate.done.actor.fetchOverride') as
    { output?: FooterOverrideResult } | undefined;
  const psdata = events.some((e) => e.type === 'xstate.done.actor.fetchPsdata');
  return {
    headline: override?.output?.status === 'override' ? 'Aus dem CMS' : builtIn.headline,
    nlStatus: psdata ? 'SUBSCRIBED' : undefined,
    settled:
      answered('loadBuiltIn') &&
      answered('fetchOverride') &&
      (input.fetchNlStatus === false || answered('fetchPsdata')),
  };
}

describe('footer machine (model)', () => {
  it('generated paths reach every state and transition (reachability, not coverage)', () => {
    const reach = machineReachability(footerMachine, paths);
    expect(reach.missingStates).toEqual([]);
    expect(reach.missingTransitions).toEqual([]);
  });

  it.each(
    tagged.map(
      (t) =>
        [
          `${t.input.fetchNlStatus === false ? '(no psdata) ' : ''}${describePath(t.path)}${overrideName(t.path)}`,
          t,
        ] as const,
    ),
  )('%s', (_name, { path, input }) => {
    const events = path.steps.slice(1).map((s) => s.event);
    replayChecked(footerMachine, input, path, (step, i) => {
      // Each step: the headline the shopper reads (never none: D3), the newsletter status, whether it has settled.
      expect(seen(step.snapshot)).toEqual(expected(events.slice(0, i), input));
    });
  });

  it('starts with the built-in content it was given, before anything is fetched', () => {
    const snapshot = getInitialSnapshot(footerMachine, inputs[0]!);
    expect(snapshot.value).toBe('loadingBuiltIn');
    expect(snapshot.context.content).toBe(builtIn);
  });
});

describe('footer machine (running actors)', () => {
  function run(actors: Record<string, unknown>, input: Partial<FooterMachineInput> = {}) {
    const env = createFakeEnv();
    const machine = footerMachine.provide({
      actors: {
        loadBuiltIn: fromPromise(async ({ input: i }: { input: { builtIn?: FooterContent } }) => i.builtIn ?? builtIn),
        fetchOverride: fromPromise(async () => OVERRIDES.absent!),
        fetchPsdata: fromPromise(async () => 'NOT_SUBSCRIBED'),
        ...actors,
      } as never,
    });
    const actor = createActor(machine, { input: { country: 'DE', logger: env.logger, ...input } });
    return { actor, env };
  }
  const settled = (actor: ReturnType<typeof run>['actor']) =>
    new Promise<void>((resolve) => actor.subscribe({ complete: () => resolve() }));

  it('loads built-in content when the page has none, fetches override and psdata in parallel, settles', async () => {
    const started: string[] = [];
    const { actor } = run({
      fetchOverride: fromPromise(async () => {
        started.push('override');
        await Promise.resolve();
        return OVERRIDES.clean!;
      }),
      fetchPsdata: fromPromise(async () => {
        started.push('psdata');
        return 'WAITING_FOR_DOI';
      }),
    });
    const done = settled(actor);
    actor.start();
    await done;
    expect(started.sort()).toEqual(['override', 'psdata']);
    expect(actor.getSnapshot().context).toMatchObject({ content: cms, source: 'cms', nlStatus: 'WAITING_FOR_DOI' });
  });

  it('a page without content shows the built-in content it loaded; the CMS is asked for its country', async () => {
    const asked: string[] = [];
    const { actor } = run({
      fetchOverride: fromPromise(
        async ({ input }: { input: { country: string } }) => (asked.push(input.country), OVERRIDES.absent!),
      ),
    });
    const done = settled(actor);
    actor.start();
    await done;
    expect(asked).toEqual(['DE']);
    expect(actor.getSnapshot().context).toMatchObject({ content: builtIn, source: 'built-in' });
  });

  it('skips psdata when the page needs no nl_status', async () => {
    let asked = false;
    const { actor } = run(
      {
        fetchPsdata: fromPromise(async () => {
          asked = true;
          return 'SUBSCRIBED';
        }),
      },
      { fetchNlStatus: false, builtIn },
    );
    const done = settled(actor);
    actor.start();
    await done;
    expect(asked).toBe(false);
    expect(actor.getSnapshot().context.source).toBe('built-in');
  });

  it('a page that needs no nl_status and has no content shows the built-in content it loaded', async () => {
    const { actor } = run({}, { fetchNlStatus: false });
    const done = settled(actor);
    actor.start();
    await done;
    expect(actor.getSnapshot().context).toMatchObject({ content: builtIn, source: 'built-in' });
  });

  it('where no nl_status is needed, built-in content that fails to load is logged and the footer still settles, with no content', async () => {
    const { actor, env } = run(
      { loadBuiltIn: fromPromise(async () => Promise.reject(new Error('chunk failed'))) },
      { fetchNlStatus: false },
    );
    const done = settled(actor);
    actor.start();
    await done;
    expect(actor.getSnapshot().context).toMatchObject({ content: undefined, source: 'none' });
    expect(env.logged.map((l) => l.message)).toEqual(['footer: built-in content failed to load']);
  });

  it('the default actors refuse to run unprovided and the failure is logged, not thrown', async () => {
    const env = createFakeEnv();
    const actor = createActor(footerMachine, { input: { country: 'DE', builtIn, logger: env.logger } });
    const done = settled(actor);
    actor.start();
    await done;
    expect(actor.getSnapshot().context).toMatchObject({ content: builtIn, source: 'built-in' });
    expect(env.logged.map((l) => l.message)).toEqual([
      'footer: built-in content failed to load',
      'footer: CMS content fetch failed, built-in content kept',
      'footer: psdata fetch failed',
    ]);
  });
});
