import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
  record(coverage);
  return coverage;
}

/** Merges this run's coverage into .cache/machine-coverage/<id>.json for the docs and the CI report. */
function record(coverage: MachineCoverage): void {
  const dir = join(process.cwd(), '.cache', 'machine-coverage');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${coverage.machineId}.json`);
  let previous: Partial<MachineCoverage> = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as MachineCoverage;
  } catch {
    /* first record */
  }
  const reachedStates = new Set([...(previous.reachedStates ?? []), ...coverage.reachedStates]);
  const reachedTransitions = new Set([...(previous.reachedTransitions ?? []), ...coverage.reachedTransitions]);
  writeFileSync(
    file,
    JSON.stringify({ ...coverage, reachedStates: [...reachedStates].sort(), reachedTransitions: [...reachedTransitions].sort() }, null, 2),
  );
}
