import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getShortestPaths, type StatePath, type TraversalOptions } from 'xstate/graph';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

/** Leaves context out of the state key, so paths are over the statechart, not over every value typed. */
export const serializeWithoutContext = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify(snapshot.value) + (snapshot.status === 'active' ? '' : `:${snapshot.status}`);

/**
 * Transition coverage: the shortest path to every state, and each of those paths extended by every
 * event that the state handles. Together they take every reachable (state, event, guard branch).
 * `events` may depend on the state (give a done event only where its actor runs, say).
 */
export function getTransitionPaths(
  machine: AnyStateMachine,
  options: Partial<TraversalOptions<AnyMachineSnapshot, EventObject, unknown>> & {
    events: readonly EventObject[] | ((state: AnyMachineSnapshot) => readonly EventObject[]);
  },
): ModelPath[] {
  // The traversal goes on past a final state (the pure transition function still answers there); a running
  // actor stops, so such paths could never happen. Checked on the path's own snapshots (a step's recorded state
  // may be another path's when the serializer leaves the status out).
  const stopsEarly = (path: ModelPath) => {
    let snapshot = getInitialSnapshot(machine, options.input as never) as AnyMachineSnapshot;
    for (const step of path.steps.slice(1)) {
      if (snapshot.status !== 'active') return true;
      snapshot = getNextSnapshot(machine, snapshot, step.event) as AnyMachineSnapshot;
    }
    return false;
  };
  const shortest = (
    getShortestPaths(machine, { serializeState: serializeWithoutContext, ...options } as never) as ModelPath[]
  ).filter((path) => !stopsEarly(path));
  const eventsFor = (s: AnyMachineSnapshot) =>
    typeof options.events === 'function' ? options.events(s) : options.events;
  const extended: ModelPath[] = [];
  for (const path of shortest) {
    if (path.state.status !== 'active') continue;
    for (const event of eventsFor(path.state)) {
      if (machine.getTransitionData(path.state, event).length === 0) continue;
      const next = getNextSnapshot(machine, path.state, event);
      extended.push({ state: next, steps: [...path.steps, { event, state: next }], weight: path.weight + 1 });
    }
  }
  return [...shortest, ...extended];
}

/** A readable name for a path, for `it.each` titles: "xstate.init → TOGGLE → DISABLE". */
export const describePath = (path: ModelPath) => path.steps.map((s) => s.event.type).join(' → ');

// ---------------------------------------------------------------------------------------------------------------
// Under mutation testing only (`npm run mutate`; stryker.config.mjs sets MUTATE_MODEL_SAMPLE and MUTATE_RUN): Stryker
// loads a test file again for every mutant, so a large model test keeps its traversal for the whole run and property
// tests run a seeded sample of their cases. `npm test` never sets either and runs every case.

/** True under `npm run mutate`: property tests run a seeded sample of their cases (docs/mutation-testing.md). */
export const MUTATION_SAMPLE = process.env.MUTATE_MODEL_SAMPLE === '1';

/** The first item of each signature, in order: deterministic, no seed needed. */
export function firstOfEach<T>(items: readonly T[], signature: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = signature(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `build()`'s JSON-able result, computed once per Stryker run (MUTATE_RUN) and read back from `.cache/mutate/` when the
 * file is loaded again for the next mutant. Stryker activates a mutant only once tests start, so what is built at
 * import is the unmutated code's result in every load. Without MUTATE_RUN it simply builds.
 */
export function oncePerMutationRun<T>(name: string, build: () => T): T {
  const run = process.env.MUTATE_RUN;
  if (!run) return build();
  const file = join(process.cwd(), '.cache', 'mutate', `${name}-${run}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  const value = build();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
  return value;
}
