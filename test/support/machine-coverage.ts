import {
  createActor,
  fromCallback,
  type ActorOptions,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import type { StatePath } from 'xstate/graph';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TestRunner, expect, onTestFinished } from 'vitest';

/**
 * Behaviour coverage of the machines (what `npm test` gates on; see CONTRIBUTING.md):
 * a state or transition counts only when a test ran it on a real actor (seen through the actor's inspection
 * API, `inspect: coverageInspector`) and that test made at least one assertion after it and passed.
 * Transitions are named `source -> event #branch` (branch = the index among the guarded candidates for that
 * event, or among the eventless ones for `always`), so every guard branch counts on its own.
 *
 * Reachability (which states and transitions generated paths reach, computed without running anything) is a
 * separate figure: `machineReachability()`. It says the model's paths are complete, never that anything was tested.
 */

type Path = StatePath<AnyMachineSnapshot, EventObject>;

function walk(node: AnyStateNode, visit: (n: AnyStateNode) => void): void {
  visit(node);
  for (const child of Object.values(node.states) as AnyStateNode[]) walk(child, visit);
}

const transitionName = (source: AnyStateNode, eventType: string, branch: number) =>
  `${source.id} -> ${eventType || 'always'} #${branch}`;

/** The name of a transition definition (as `machineGraph` lists it). */
function nameOf(t: AnyTransitionDefinition): string {
  const candidates = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  return transitionName(t.source, t.eventType, candidates.indexOf(t));
}

/** Every state id and transition name of a machine. */
export function machineGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  walk(machine.root, (node) => {
    states.push(node.id);
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((_, i) => transitions.push(transitionName(node, eventType, i)));
    }
    node.always?.forEach((_, i) => transitions.push(transitionName(node, 'always', i)));
  });
  return { states, transitions };
}

const activeNodes = (snapshot: AnyMachineSnapshot): AnyStateNode[] =>
  (snapshot as unknown as { _nodes?: AnyStateNode[] })._nodes ?? [];

// ---------------------------------------------------------------------------------------------------------------
// Behaviour coverage: recorded from running actors.

/** Per machine: state or transition name -> number of passing tests that ran it and asserted after it. */
interface Tally {
  states: Map<string, number>;
  transitions: Map<string, number>;
  tests: number;
}
const tallies = new Map<string, Tally>();
const tallyOf = (machineId: string): Tally => {
  let t = tallies.get(machineId);
  if (!t) tallies.set(machineId, (t = { states: new Map(), transitions: new Map(), tests: 0 }));
  return t;
};

/** What the running test has seen: machine id -> item -> the assertion count when it was first seen. */
let seenInTest: Map<string, { states: Map<string, number>; transitions: Map<string, number> }> | undefined;
let currentTest: unknown;

const uncounted = new WeakSet<object>();

/**
 * The running test records no behaviour coverage: for a property test over random event sequences, whose draws would
 * make the figures (and the machine docs CI compares) differ from run to run.
 */
export function withoutCoverage(): void {
  const test = TestRunner.getCurrentTest();
  if (test) uncounted.add(test);
}

function noteInTest(machineId: string, kind: 'states' | 'transitions', name: string): void {
  const test = TestRunner.getCurrentTest();
  if (!test) return; // outside a test (module level, describe, beforeAll): nothing asserted there, nothing counts
  if (uncounted.has(test)) return;
  if (test !== currentTest) {
    currentTest = test;
    const seen = (seenInTest = new Map());
    onTestFinished(({ task }) => {
      if (seenInTest === seen) seenInTest = undefined;
      if (currentTest === task) currentTest = undefined;
      if (task.result?.state !== 'pass') return;
      const asserted = expect.getState().assertionCalls;
      for (const [id, items] of seen) {
        const tally = tallyOf(id);
        let counted = false;
        for (const k of ['states', 'transitions'] as const) {
          for (const [item, before] of items[k]) {
            if (before >= asserted) continue; // no assertion ran after it
            tally[k].set(item, (tally[k].get(item) ?? 0) + 1);
            counted = true;
          }
        }
        if (counted) tally.tests += 1;
      }
    });
  }
  let items = seenInTest!.get(machineId);
  if (!items) seenInTest!.set(machineId, (items = { states: new Map(), transitions: new Map() }));
  if (!items[kind].has(name)) items[kind].set(name, expect.getState().assertionCalls);
}

function noteSnapshot(machineId: string, snapshot: AnyMachineSnapshot): void {
  for (const node of activeNodes(snapshot)) noteInTest(machineId, 'states', node.id);
}

/** The test file each actor system was started in (its first inspection event is its start). */
const startedIn = new WeakMap<object, string | undefined>();

/**
 * Node test files share workers (isolate: false): an actor an earlier file left running (a timer) must not count for
 * the test that happens to run when it fires.
 */
function startedInThisFile(actorRef: object): boolean {
  const system = (actorRef as { system?: object }).system ?? actorRef;
  const file = expect.getState().testPath;
  if (!startedIn.has(system)) startedIn.set(system, file);
  return startedIn.get(system) === file;
}

/**
 * The `inspect` observer that records behaviour coverage: pass it to `createActor(machine, { inspect:
 * coverageInspector })` (or use `createCoveredActor`). It sees every machine in the actor's system (invoked and
 * spawned children too). Views take it through `<InspectorProvider inspect={coverageInspector}>`.
 */
export function coverageInspector(event: InspectionEvent): void {
  const logic = (event.actorRef as { logic?: unknown }).logic as Partial<AnyStateMachine> | undefined;
  if (!logic || typeof logic.id !== 'string' || !('root' in logic)) return; // not a state machine
  if (!startedInThisFile(event.actorRef)) return;
  const machineId = logic.id;
  if (event.type === '@xstate.snapshot') noteSnapshot(machineId, event.snapshot as AnyMachineSnapshot);
  if (event.type === '@xstate.microstep') {
    const transitions = (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions;
    for (const t of transitions) {
      noteInTest(machineId, 'transitions', nameOf(t));
      // The source was active when it was taken, even when entered and left within one step (transient).
      for (let n: AnyStateNode | undefined = t.source; n; n = n.parent) noteInTest(machineId, 'states', n.id);
    }
    noteSnapshot(machineId, event.snapshot as AnyMachineSnapshot);
  }
}

/** `createActor` with the coverage inspector attached (alongside any `inspect` given). */
export function createCoveredActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic> = {} as ActorOptions<TLogic>,
) {
  const other = options.inspect;
  const inspect = other
    ? (e: InspectionEvent) => {
        coverageInspector(e);
        if (typeof other === 'function') other(e);
        else other.next?.(e);
      }
    : coverageInspector;
  return createActor(logic, { ...options, inspect } as ActorOptions<TLogic>);
}

/** A clock whose timers never fire: a replay sends `xstate.after.…` events itself. */
const stillClock = { setTimeout: () => 0, clearTimeout: () => {} } as unknown as ActorOptions<AnyActorLogic>['clock'];

export interface ReplayedStep {
  event: EventObject;
  snapshot: AnyMachineSnapshot;
  /** Events the machine emitted while handling this step's event. */
  emitted: EventObject[];
}

/**
 * Runs a model path's events on a real actor of `machine` (coverage recorded) whose invoked actors do nothing and
 * whose timers never fire, so the path's own `xstate.done.actor.…`, `xstate.error.actor.…` and `xstate.after.…`
 * events drive it, as in the graph traversal. Returns each step's snapshot and what the machine emitted; the
 * steps count towards coverage once the test asserts something after them and passes.
 * `events` is a path (its first step, `xstate.init`, is skipped) or a list of events.
 */
export function replayOnActor(
  machine: AnyStateMachine,
  input: unknown,
  events: Path | readonly EventObject[],
): ReplayedStep[] {
  return replayWith(machine, input, events, () => {});
}

/**
 * `replayOnActor`, one event at a time, with `check` run after each step (the first is the start). Every check must
 * assert something about its step (what the shopper or staff member sees, written in the test): a step whose check
 * asserts nothing fails the test, so a state or transition counts for coverage only through an assertion made right
 * after it, never through one about the path's end.
 */
export function replayChecked(
  machine: AnyStateMachine,
  input: unknown,
  events: Path | readonly EventObject[],
  check: (step: ReplayedStep, i: number, steps: readonly ReplayedStep[]) => void,
): ReplayedStep[] {
  return replayWith(machine, input, events, (step, steps) => {
    const before = expect.getState().assertionCalls;
    check(step, steps.length - 1, steps);
    if (expect.getState().assertionCalls === before)
      throw new Error(`replay: step ${steps.length - 1} (${step.event.type}) asserted nothing`);
  });
}

/** The replay itself: `onStep` sees each step (the first is the start) as soon as it is taken, with the steps so far. */
function replayWith(
  machine: AnyStateMachine,
  input: unknown,
  events: Path | readonly EventObject[],
  onStep: (step: ReplayedStep, steps: readonly ReplayedStep[]) => void,
): ReplayedStep[] {
  const list = 'steps' in events ? events.steps.slice(1).map((s) => s.event) : events;
  const inert = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((id) => [id, fromCallback(() => {})]),
  );
  const actor = createCoveredActor(machine.provide({ actors: inert } as never), { input, clock: stillClock } as never);
  let emitted: EventObject[] = [];
  actor.on('*', (e: EventObject) => void emitted.push(e));
  let failure: unknown;
  actor.subscribe({ error: (err) => void (failure = err) });
  const steps: ReplayedStep[] = [];
  const take = (step: ReplayedStep) => {
    steps.push(step);
    onStep(step, steps);
  };
  actor.start();
  take({ event: { type: 'xstate.init' }, snapshot: actor.getSnapshot() as AnyMachineSnapshot, emitted });
  for (const event of list) {
    emitted = [];
    actor.send(event as never);
    if (failure) throw new Error(`replay: the machine failed on ${event.type}`, { cause: failure });
    take({ event, snapshot: actor.getSnapshot() as AnyMachineSnapshot, emitted });
  }
  actor.stop();
  return steps;
}

// ---------------------------------------------------------------------------------------------------------------
// Reachability: which states and transitions generated paths reach (nothing run, nothing asserted).

export interface MachineReachability {
  machineId: string;
  states: string[];
  transitions: string[];
  reachedStates: string[];
  reachedTransitions: string[];
  missingStates: string[];
  missingTransitions: string[];
}
const reachability = new Map<string, { reachedStates: Set<string>; reachedTransitions: Set<string>; paths: number }>();

/** The states a machine enters as it starts: each compound state's initial child, every region of a parallel one. */
function initialNodes(node: AnyStateNode): AnyStateNode[] {
  const children =
    node.type === 'parallel'
      ? Object.values(node.states)
      : node.type === 'compound'
        ? (node.initial?.target ?? [])
        : [];
  return [node, ...children.flatMap((child) => initialNodes(child))];
}

/**
 * Which states and transitions of a machine a set of model-test paths reaches, computed from the machine alone.
 * Eventless (`always`) and done-state (`onDone` of a compound or parallel state) transitions count as reached when a
 * path moves from their source to their target.
 * Recorded as reachability, never as coverage.
 */
export function machineReachability(machine: AnyStateMachine, paths: Path[]): MachineReachability {
  const { states, transitions } = machineGraph(machine);
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const after = step.state;
      activeNodes(after).forEach((n) => reachedStates.add(n.id));
      const before = i > 0 ? path.steps[i - 1]!.state : undefined;
      if (!before) {
        // The first snapshot: an eventless (transient) initial state was passed through and left for it.
        const afterIds = new Set(activeNodes(after).map((n) => n.id));
        for (const node of initialNodes(machine.root)) {
          if (afterIds.has(node.id)) continue;
          for (const t of node.always ?? []) {
            if (!t.target?.some((target) => afterIds.has(target.id))) continue;
            reachedStates.add(node.id);
            reachedTransitions.add(nameOf(t));
          }
        }
        return;
      }
      const passedThrough: AnyStateNode[] = [];
      for (const t of machine.getTransitionData(before, step.event)) {
        reachedTransitions.add(nameOf(t));
        for (const target of t.target ?? []) {
          for (let n: AnyStateNode | undefined = target; n; n = n.parent) passedThrough.push(n);
        }
      }
      passedThrough.forEach((n) => reachedStates.add(n.id));
      const afterIds = new Set(activeNodes(after).map((n) => n.id));
      const seen = new Set([...activeNodes(before), ...passedThrough, ...activeNodes(after)]);
      // Eventless and done-state transitions (raised within the step): the source was active or passed through and
      // is left for the target.
      for (const node of seen) {
        const internal = [
          ...(node.always ?? []),
          ...[...node.transitions].filter(([type]) => type.startsWith('xstate.done.state.')).flatMap(([, ts]) => ts),
        ];
        for (const t of internal) {
          if (t.target?.some((target) => afterIds.has(target.id)) && !afterIds.has(node.id))
            reachedTransitions.add(nameOf(t));
        }
      }
    });
  }
  const mine = reachability.get(machine.id) ?? {
    reachedStates: new Set<string>(),
    reachedTransitions: new Set<string>(),
    paths: 0,
  };
  reachedStates.forEach((s) => mine.reachedStates.add(s));
  reachedTransitions.forEach((t) => mine.reachedTransitions.add(t));
  mine.paths += paths.length;
  reachability.set(machine.id, mine);
  return {
    machineId: machine.id,
    states,
    transitions,
    reachedStates: [...reachedStates].sort(),
    reachedTransitions: [...reachedTransitions].sort(),
    missingStates: states.filter((s) => !reachedStates.has(s)),
    missingTransitions: transitions.filter((t) => !reachedTransitions.has(t)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The record: one file per machine and test file (test files never share a worker, so writers never race);
// scripts/machine-coverage.ts merges them for the gate and scripts/docs.ts for the machine docs.

export interface CoverageRecord {
  machineId: string;
  file: string;
  /** Passing tests of this file that ran the machine and asserted after it. */
  tests: number;
  /** Item -> number of those tests that ran it and asserted after it. */
  coveredStates: Record<string, number>;
  coveredTransitions: Record<string, number>;
  /** Reachability by generated paths, when the file computed it (`machineReachability`). */
  reachable?: { paths: number; states: string[]; transitions: string[] };
}

/** Where records go: `.cache/machine-coverage/` (the coverage tool's own test points `MACHINE_COVERAGE_DIR` elsewhere). */
export const coverageDir = () => process.env.MACHINE_COVERAGE_DIR ?? join(process.cwd(), '.cache', 'machine-coverage');
export const fileKey = (testPath: string) => testPath.replace(/[^\w.-]+/g, '_');

/** Writes what this test file recorded (called once per test file by test/support/coverage-setup.ts). */
export function writeCoverageRecords(testPath: string): void {
  const file = relative(process.cwd(), testPath);
  const ids = new Set([...tallies.keys(), ...reachability.keys()]);
  if (!ids.size) return;
  mkdirSync(coverageDir(), { recursive: true });
  for (const machineId of ids) {
    const tally = tallies.get(machineId);
    const reach = reachability.get(machineId);
    const record: CoverageRecord = {
      machineId,
      file,
      tests: tally?.tests ?? 0,
      coveredStates: Object.fromEntries([...(tally?.states ?? [])].sort()),
      coveredTransitions: Object.fromEntries([...(tally?.transitions ?? [])].sort()),
      ...(reach
        ? {
            reachable: {
              paths: reach.paths,
              states: [...reach.reachedStates].sort(),
              transitions: [...reach.reachedTransitions].sort(),
            },
          }
        : {}),
    };
    writeFileSync(join(coverageDir(), `${machineId}--${fileKey(file)}.json`), JSON.stringify(record, null, 2));
  }
  tallies.clear();
  reachability.clear();
}

/** Behaviour coverage recorded so far in this test file (for the coverage tool's own tests). */
export function coverageSoFar(machineId: string): { states: string[]; transitions: string[] } {
  const tally = tallies.get(machineId);
  return {
    states: [...(tally?.states.keys() ?? [])].sort(),
    transitions: [...(tally?.transitions.keys() ?? [])].sort(),
  };
}

/** Forgets what this test file recorded for a machine (for the coverage tool's own tests, which use throwaway machines). */
export function forgetCoverage(machineId: string): void {
  tallies.delete(machineId);
  reachability.delete(machineId);
}
