// Mutation testing: `npm run mutate` (scripts/mutate.ts) runs this once per scope of scripts/mutate-scopes.json (a
// core folder's rules and machines, the service's security rules, the markets, the form handlers, connect) with
// MUTATE_SCOPE set, e.g. `npm run mutate -- service`. See docs/mutation-testing.md.
import { readFileSync } from 'node:fs';

const SCOPES = JSON.parse(readFileSync(new URL('./scripts/mutate-scopes.json', import.meta.url), 'utf8'));
const name = process.env.MUTATE_SCOPE ?? process.env.MUTATE_FOLDER;
if (name === undefined)
  throw new Error(`set MUTATE_SCOPE to one of ${Object.keys(SCOPES).join(', ')} (npm run mutate -- <scope>)`);
const scope = SCOPES[name];
if (!scope) throw new Error(`unknown scope "${name}" (one of ${Object.keys(SCOPES).join(', ')})`);
// The test files of the scope, for vitest.mutate.config.ts.
process.env.MUTATE_SCOPE = name;
const withStatic = process.env.MUTATE_STATIC === '1' && !scope.static;
const file = withStatic ? `${name}.static` : name;

// Seen by the test processes Stryker starts (never by `npm test`): property tests run a seeded sample of their cases,
// and large model tests build their traversal once per run (test/support/model.ts; the sign-up's would otherwise be
// traversed again for every mutant). The sample only weakens the tests: the scores are lower bounds
// (docs/mutation-testing.md).
process.env.MUTATE_MODEL_SAMPLE = '1';
process.env.MUTATE_RUN ??= `${process.pid}-${Date.now()}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The scope's tests (vitest.mutate.config.ts), not the whole suite.
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: scope.mutate,
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // Only mutants whose code or covering tests changed since the last run are tested again; one file per scope
  // (and one for its run with the static mutants), kept in reports/ (ignored by git), so a run after a change takes minutes.
  incremental: true,
  incrementalFile: `reports/stryker-incremental/${file}.json`,
  // A machine's definition object runs once, at import ("static" to Stryker): each of its mutants (a retargeted
  // transition, a dropped state) needs every test of the folder on freshly loaded modules, about 10 s each here, so
  // a folder takes an hour. They are left out by default (guards, actions, delays and rules are still mutated);
  // `npm run mutate -- --static <scope>` includes them; a scope whose tests take seconds (markets) always does.
  ignoreStatic: !scope.static && !withStatic,
  // A static mutant's run reloads every test file of the scope, which Stryker's time-out (the dry run's net test time
  // x 1.5 + timeoutMS) leaves out: with the default 5 s most of them "timed out" under load (63 of the session's 217
  // beside other work), and a timeout counts as killed. A minute is far above any scope's whole run here.
  timeoutMS: withStatic ? 60_000 : 5_000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${file}.html` },
  jsonReporter: { fileName: `reports/mutation/${file}.json` },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
