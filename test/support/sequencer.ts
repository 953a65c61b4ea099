import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that wait on child processes for tens of seconds start first: on a clean clone vitest has no timings to order
// by, runs the projects one after another and each one's largest files first, and these small files ended the run alone.
const START_FIRST = [
  'test/contract/production-start.test.ts',
  'test/contract/durability.test.ts',
  'test/contract/operator.test.ts',
  'test/contract/service-command.test.ts',
];

export class StartFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = START_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? START_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
