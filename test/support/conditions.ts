import { afterAll } from 'vitest';
import type { RunnerTask } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { coverageDir, fileKey } from './machine-coverage';

const allRan = (task: RunnerTask): boolean =>
  task.mode === 'run' && (!('tasks' in task) || (task.tasks as RunnerTask[]).every(allRan));

/**
 * Conditional assertions that count how often they fired. Call once in a `describe` (or at the top of a file):
 * `const when = countedConditions('sign-up view rules')`, then `when('the form keeps the input on errors', cond, () => expect(…))`
 * instead of `if (cond) expect(…)`. After the suite, each condition's count is written to
 * `.cache/machine-coverage/conditions--<file>.json` (`npm test` prints them), and the suite fails when one never
 * fired (a check that never runs proves nothing). Skipped or filtered runs (`-t`, `.only`) are not failed for it.
 */
export function countedConditions(suiteName: string) {
  const counts = new Map<string, number>();
  // eslint-disable-next-line no-empty-pattern -- vitest passes fixtures first, the suite second
  afterAll(({}, suite) => {
    const file = relative(process.cwd(), suite.file.filepath);
    mkdirSync(coverageDir(), { recursive: true });
    const out = join(coverageDir(), `conditions--${fileKey(file)}--${fileKey(suiteName)}.json`);
    writeFileSync(out, JSON.stringify({ file, suite: suiteName, counts: Object.fromEntries(counts) }, null, 2));
    const never = [...counts].filter(([, n]) => n === 0).map(([name]) => name);
    if (never.length && allRan(suite))
      throw new Error(`${suiteName}: conditional assertions that never fired: ${never.join('; ')}`);
  });
  return function when(name: string, condition: unknown, assert: () => void): void {
    counts.set(name, (counts.get(name) ?? 0) + (condition ? 1 : 0));
    if (condition) assert();
  };
}
