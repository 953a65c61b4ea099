// Mutation testing of core/'s rules and machines: `npm run mutate` (scripts/mutate.ts) runs this once per feature
// folder with MUTATE_FOLDER set, e.g. `npm run mutate -- session`. See README "Mutation testing".
const folder = process.env.MUTATE_FOLDER;
const name = folder ?? 'all';

// Seen by the test processes Stryker starts (never by `npm test`): large model tests replay a deterministic sample of
// their generated paths, and build their traversal once per run (test/support/model.ts; the sign-up's ~2 100 paths
// would otherwise be traversed and replayed again for every mutant). The sample only weakens the tests: the scores
// are lower bounds (docs/mutation-testing.md).
process.env.MUTATE_MODEL_SAMPLE = '1';
process.env.MUTATE_RUN ??= `${process.pid}-${Date.now()}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // That folder's unit and model tests (vitest.mutate.config.ts), not the whole suite.
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: folder ? [`core/${folder}/*.machine.ts`, `core/${folder}/*.rules.ts`] : ['core/**/*.machine.ts', 'core/**/*.rules.ts'],
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // Only mutants whose code or covering tests changed since the last run are tested again; one file per folder,
  // committed, so a run after a change takes minutes from a fresh clone too (README "Mutation testing").
  incremental: true,
  incrementalFile: `reports/stryker-incremental/${name}.json`,
  // A machine's definition object runs once, at import ("static" to Stryker): each of its mutants (a retargeted
  // transition, a dropped state) needs every test of the folder on freshly loaded modules, about 10 s each here, so
  // a folder takes an hour. They are left out by default (guards, actions, delays and rules are still mutated);
  // `npm run mutate -- --static <folder>` includes them.
  ignoreStatic: process.env.MUTATE_STATIC !== '1',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
