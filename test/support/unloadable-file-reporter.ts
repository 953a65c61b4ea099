/**
 * Under Stryker only (vitest.mutate.config.ts): a test file that fails to load counts as one failed test.
 *
 * Stryker's vitest runner (9.x, and 10.0) builds a mutant's result from the tests vitest collected, and a test file
 * whose import throws collects none: a mutant that stops a module from loading (a machine definition with a state
 * removed, a parallel state made compound) was reported as survived although every test file of its scope fails
 * (stryker-js issue 6150). This reporter gives each such file one failed test carrying its load error, in the state
 * Stryker reads (`vitest.state.getFiles()`) before the run's result is made. A file that loaded is left as it is.
 */
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

export const LOAD_TEST_NAME = 'the test file loads';

/** The failed test that stands for a test file that could not load. */
export function loadFailureTest(file: RunnerTestFile): RunnerTestCase {
  return {
    type: 'test',
    id: `${file.id}_load`,
    name: LOAD_TEST_NAME,
    fullName: `${file.name} > ${LOAD_TEST_NAME}`,
    fullTestName: LOAD_TEST_NAME,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    annotations: [],
    artifacts: [],
    timeout: 0,
    result: {
      state: 'fail',
      errors: file.result?.errors ?? [{ message: `${file.name} failed to load`, name: 'Error' }],
    },
    context: undefined as unknown as RunnerTestCase['context'],
  } as RunnerTestCase;
}

/** Each file that failed and holds no task gets its load failure as a test. */
export function countUnloadableFiles(files: RunnerTestFile[]): number {
  let count = 0;
  for (const file of files) {
    if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
    file.tasks.push(loadFailureTest(file));
    count++;
  }
  return count;
}

export default class UnloadableFileAsFailedTest implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    if (this.vitest) countUnloadableFiles(this.vitest.state.getFiles());
  }
}
