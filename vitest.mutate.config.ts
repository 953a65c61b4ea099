// The tests Stryker runs against core/<MUTATE_FOLDER>'s mutants (scripts/mutate.ts): that feature's unit and model
// tests, in Node. View tests (jsdom) and contract tests are left out to keep a run within minutes.
import base from './vite.config';

const folder = process.env.MUTATE_FOLDER ?? '*';

export default {
  ...base,
  test: { ...base.test, include: [`test/unit/${folder}/**/*.test.{ts,tsx}`, `test/model/${folder}/**/*.test.{ts,tsx}`] },
};
