// The tests Stryker runs against a scope's mutants (stryker.config.mjs, scripts/mutate-scopes.json): that scope's unit,
// model and contract tests, in Node. View tests (jsdom) are left out to keep a run within minutes.
import base from './vite.config';
import scopes from './scripts/mutate-scopes.json';
import UnloadableFileAsFailedTest from './test/support/unloadable-file-reporter';

const name = (process.env.MUTATE_SCOPE ?? process.env.MUTATE_FOLDER) as keyof typeof scopes | undefined;
const scope = name === undefined ? undefined : scopes[name];
if (!scope) throw new Error(`MUTATE_SCOPE is "${name}", not one of ${Object.keys(scopes).join(', ')}`);

export default {
  ...base,
  // A test file that cannot load counts as a failed test (a mutant that breaks a module's import is killed, not survived).
  // One project of the scope's tests (not the base's node/dom projects, whose file lists would win over include).
  test: {
    ...base.test,
    projects: undefined,
    include: scope.tests,
    reporters: ['default', new UnloadableFileAsFailedTest()],
  },
};
