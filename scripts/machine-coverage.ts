/**
 * After `vitest run`: fails when a machine exported from core/ has a state or transition that no model test
 * reached, or no model test at all. Writes the merged records to .cache/machine-coverage/<machine>.json for the docs.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreMachines } from './machines';
import { machineGraph, type CoverageRecord } from '../test/support/machine-coverage';

const dir = join(process.cwd(), '.cache', 'machine-coverage');
const records = existsSync(dir)
  ? readdirSync(dir).filter((f) => f.includes('--')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CoverageRecord)
  : [];
const problems: string[] = [];
for (const { exportName, machine } of coreMachines()) {
  const mine = records.filter((r) => r.machineId === machine.id);
  if (!mine.length) {
    problems.push(`${machine.id} (${exportName}): no model test records coverage (use machineCoverage() from test/support).`);
    continue;
  }
  const { states, transitions } = machineGraph(machine);
  const reachedStates = new Set(mine.flatMap((r) => r.reachedStates));
  const reachedTransitions = new Set(mine.flatMap((r) => r.reachedTransitions));
  const missing = [...states.filter((s) => !reachedStates.has(s)), ...transitions.filter((t) => !reachedTransitions.has(t))];
  if (missing.length) problems.push(`${machine.id}: not reached by any model test:\n    ${missing.join('\n    ')}`);
  const merged = {
    machineId: machine.id,
    states,
    transitions,
    files: [...new Set(mine.flatMap((r) => r.files))].sort(),
    paths: [...new Set(mine.flatMap((r) => r.paths))].sort(),
    reachedStates: [...reachedStates].sort(),
    reachedTransitions: [...reachedTransitions].sort(),
  };
  writeFileSync(join(dir, `${machine.id}.json`), JSON.stringify(merged, null, 2));
  console.log(`${machine.id}: ${reachedStates.size}/${states.length} states, ${transitions.length - missing.filter((m) => m.includes(' -> ')).length}/${transitions.length} transitions reached`);
}
if (problems.length) {
  console.error(`Machine coverage is incomplete:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
