import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';
import type { RunnerTask, RunnerTestFile } from 'vitest';
import UnloadableFileAsFailedTest, { LOAD_TEST_NAME } from './unloadable-file-reporter';

const root = fileURLToPath(new URL('./fixtures/unloadable/', import.meta.url));

/** The tests of a file as Stryker's vitest runner reads them: every test task, at any depth, that has a result. */
const testsOf = (task: RunnerTask): RunnerTask[] =>
  task.type === 'suite' ? task.tasks.flatMap(testsOf) : task.type === 'test' && task.result ? [task] : [];

/** The inner run's own report (its file that fails on purpose) stays out of this run's output. */
const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });

async function run(withReporter: boolean): Promise<RunnerTestFile[]> {
  const vitest = await createVitest(
    'test',
    {
      root,
      include: ['*.fixture.ts'],
      watch: false,
      config: false,
      reporters: withReporter ? [new UnloadableFileAsFailedTest()] : [],
    },
    {},
    { stdout: quiet(), stderr: quiet() },
  );
  try {
    await vitest.start();
    return vitest.state.getFiles();
  } finally {
    await vitest.close();
  }
}

const byName = (files: RunnerTestFile[], name: string) => files.find((f) => f.name.endsWith(name))!;

describe('a test file that cannot load, in a mutation run', () => {
  it('without the reporter it holds no test, so a mutant that breaks an import looks alive (the runner finds no failure)', async () => {
    const files = await run(false);
    expect(byName(files, 'throws-at-import.fixture.ts').result?.state).toBe('fail');
    expect(byName(files, 'throws-at-import.fixture.ts').tasks.flatMap(testsOf)).toEqual([]);
  }, 180_000);

  it('with it the file holds one failed test carrying the load error; a file that loaded keeps its own tests', async () => {
    const files = await run(true);
    const broken = byName(files, 'throws-at-import.fixture.ts').tasks.flatMap(testsOf);
    expect(broken.map((t) => [t.name, t.result?.state])).toEqual([[LOAD_TEST_NAME, 'fail']]);
    expect(broken[0]!.result?.errors?.[0]?.message).toMatch(/Child state does not exist/);
    const loaded = byName(files, 'loads.fixture.ts').tasks.flatMap(testsOf);
    expect(loaded.map((t) => [t.name, t.result?.state])).toEqual([['passes', 'pass']]);
  }, 180_000);
});
