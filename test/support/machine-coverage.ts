import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import { describePath } from './model';

/**
 * Which states and transitions of a machine a set of model-test paths reaches.
 * A transition is named `source -> event #branch` (branch = its index among the guarded candidates
 * for that event), so every guard branch counts on its own. Eventless (`always`) transitions count
 * as taken when a path moves from their source to their target.
 */
export interface MachineCoverage {
  machineId: string;
  states: string[];
  transitions: string[];
  reachedStates: string[];
  reachedTransitions: string[];
  missingStates: string[];
  missingTransitions: string[];
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;

function walk(node: AnyStateNode, visit: (n: AnyStateNode) => void): void {
  visit(node);
  for (const child of Object.values(node.states) as AnyStateNode[]) walk(child, visit);
}

const transitionName = (source: AnyStateNode, eventType: string, branch: number) =>
  `${source.id} -> ${eventType} #${branch}`;

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
  (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;

/** Computes coverage of `paths` over `machine`. */
export function machineCoverage(machine: AnyStateMachine, paths: Path[]): MachineCoverage {
  const { states, transitions } = machineGraph(machine);
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const after = step.state;
      activeNodes(after).forEach((n) => reachedStates.add(n.id));
      const before = i > 0 ? path.steps[i - 1]!.state : undefined;
      if (!before) return;
      // Targets of taken transitions count as reached even when transient (left at once by `always`).
      const passedThrough: AnyStateNode[] = [];
      for (const t of machine.getTransitionData(before, step.event)) {
        const candidates = t.source.transitions.get(t.eventType) ?? [];
        reachedTransitions.add(transitionName(t.source, t.eventType, candidates.indexOf(t)));
        for (const target of t.target ?? []) {
          for (let n: AnyStateNode | undefined = target; n; n = n.parent) passedThrough.push(n);
        }
      }
      passedThrough.forEach((n) => reachedStates.add(n.id));
      // Eventless transitions taken during this macrostep: source was active or passed through, target is active after.
      const afterIds = new Set(activeNodes(after).map((n) => n.id));
      const seen = new Set([...activeNodes(before), ...passedThrough, ...activeNodes(after)]);
      for (const node of seen) {
        node.always?.forEach((t, branch) => {
          if (t.target?.some((target) => afterIds.has(target.id)) && !afterIds.has(node.id)) {
            reachedTransitions.add(transitionName(node, 'always', branch));
          }
        });
      }
    });
  }
  const coverage: MachineCoverage = {
    machineId: machine.id,
    states,
    transitions,
    reachedStates: [...reachedStates].sort(),
    reachedTransitions: [...reachedTransitions].sort(),
    missingStates: states.filter((s) => !reachedStates.has(s)),
    missingTransitions: transitions.filter((t) => !reachedTransitions.has(t)),
  };
  record(coverage, paths);
  return coverage;
}

/**
 * Records this coverage in .cache/machine-coverage/<machine>--<test file>.json (one file per writer, so parallel
 * test workers never race); scripts/machine-coverage.ts merges them for the CI check and the machine docs.
 */
function record(coverage: MachineCoverage, paths: Path[]): void {
  const dir = join(process.cwd(), '.cache', 'machine-coverage');
  mkdirSync(dir, { recursive: true });
  const testPath = relative(process.cwd(), expect.getState().testPath ?? 'unknown');
  const file = join(dir, `${coverage.machineId}--${testPath.replace(/[^\w.-]+/g, '_')}.json`);
  let previous: Partial<CoverageRecord> = {};
  if (existsSync(file)) previous = JSON.parse(readFileSync(file, 'utf8')) as CoverageRecord;
  const merged: CoverageRecord = {
    ...coverage,
    files: [testPath],
    paths: [...new Set([...(previous.paths ?? []), ...paths.map(describePath)])].sort(),
    reachedStates: [...new Set([...(previous.reachedStates ?? []), ...coverage.reachedStates])].sort(),
    reachedTransitions: [...new Set([...(previous.reachedTransitions ?? []), ...coverage.reachedTransitions])].sort(),
  };
  writeFileSync(file, JSON.stringify(merged, null, 2));
}

export interface CoverageRecord extends MachineCoverage {
  files: string[];
  paths: string[];
}
