/**
 * After `vitest run`: fails when a machine exported from core/ has a state or transition no passing test ran on a
 * real actor and asserted after (test/support/machine-coverage.ts), or a counted conditional assertion never fired.
 * Writes .cache/machine-coverage/<machine>.json for the machine docs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreMachines } from './machines';
import { coverageDir, machineGraph, type CoverageRecord } from '../test/support/machine-coverage';

/** The merged record of one machine, as scripts/docs.ts reads it. */
export interface MergedCoverage {
  machineId: string;
  states: string[];
  transitions: string[];
  /** Test file -> passing tests in it that ran the machine and asserted after it. */
  files: Record<string, number>;
  coveredStates: Record<string, number>;
  coveredTransitions: Record<string, number>;
  reachable: { paths: number; states: string[]; transitions: string[] };
}

const dir = coverageDir();
mkdirSync(dir, { recursive: true });
const entries = existsSync(dir) ? readdirSync(dir) : [];
const read = <T>(f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as T;
const records = entries
  .filter((f) => f.includes('--') && !f.startsWith('conditions--'))
  .map((f) => read<CoverageRecord>(f));

const sum = (maps: Record<string, number>[]) => {
  const out: Record<string, number> = {};
  for (const m of maps) for (const [k, n] of Object.entries(m)) out[k] = (out[k] ?? 0) + n;
  return out;
};
const pct = (n: number, of: number) => `${n}/${of}`;

const problems: string[] = [];
for (const { exportName, machine } of coreMachines()) {
  const mine = records.filter((r) => r.machineId === machine.id);
  const { states, transitions } = machineGraph(machine);
  const merged: MergedCoverage = {
    machineId: machine.id,
    states,
    transitions,
    files: Object.fromEntries(
      mine
        .filter((r) => r.tests > 0)
        .map((r) => [r.file, r.tests])
        .sort(),
    ),
    coveredStates: sum(mine.map((r) => r.coveredStates)),
    coveredTransitions: sum(mine.map((r) => r.coveredTransitions)),
    reachable: {
      paths: mine.reduce((n, r) => n + (r.reachable?.paths ?? 0), 0),
      states: [...new Set(mine.flatMap((r) => r.reachable?.states ?? []))].sort(),
      transitions: [...new Set(mine.flatMap((r) => r.reachable?.transitions ?? []))].sort(),
    },
  };
  writeFileSync(join(dir, `${machine.id}.json`), JSON.stringify(merged, null, 2));
  const missing = [
    ...states.filter((s) => !merged.coveredStates[s]),
    ...transitions.filter((t) => !merged.coveredTransitions[t]),
  ];
  const coveredS = states.filter((s) => merged.coveredStates[s]).length;
  const coveredT = transitions.filter((t) => merged.coveredTransitions[t]).length;
  const tests = Object.values(merged.files).reduce((a, b) => a + b, 0);
  const reach = merged.reachable.paths
    ? `; reachable by ${merged.reachable.paths} generated paths: ${pct(states.filter((s) => merged.reachable.states.includes(s)).length, states.length)} states, ${pct(transitions.filter((t) => merged.reachable.transitions.includes(t)).length, transitions.length)} transitions`
    : '';
  console.log(
    `${machine.id}: tested ${pct(coveredS, states.length)} states, ${pct(coveredT, transitions.length)} transitions (${tests} tests in ${Object.keys(merged.files).length} files)${reach}`,
  );
  if (!tests)
    problems.push(
      `${machine.id} (${exportName}): no passing test ran it on an actor with the coverage inspector (see CONTRIBUTING.md).`,
    );
  else if (missing.length)
    problems.push(`${machine.id}: not run and asserted by any test:\n    ${missing.join('\n    ')}`);
}

const conditions = entries
  .filter((f) => f.startsWith('conditions--'))
  .map((f) => read<{ file: string; suite: string; counts: Record<string, number> }>(f));
if (conditions.length) console.log('\nConditional assertions (times each fired):');
for (const c of conditions.sort((a, b) => a.file.localeCompare(b.file))) {
  console.log(`  ${c.file} › ${c.suite}`);
  for (const [name, n] of Object.entries(c.counts)) {
    console.log(`    ${String(n).padStart(5)}  ${name}`);
    if (!n) problems.push(`${c.file} › ${c.suite}: "${name}" never fired.`);
  }
}

if (problems.length) {
  console.error(`\nMachine coverage is incomplete:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
