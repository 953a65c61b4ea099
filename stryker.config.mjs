// Mutation testing of core/'s rules and machines (`npm run mutate`; README "Mutation testing").
// One folder at a time: `npm run mutate -- --mutate 'core/session/*.{machine,rules}.ts'`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['core/**/*.machine.ts', 'core/**/*.rules.ts'],
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // Only mutants whose code or covering tests changed since the last run are tested again (see README).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // A machine's definition runs once, at import ("static" to Stryker): its mutants (a retargeted transition, a
  // dropped guard) are the ones that matter most, so they are run, against every related test.
  ignoreStatic: false,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
