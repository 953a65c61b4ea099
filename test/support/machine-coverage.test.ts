import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { getTransitionPaths } from './model';
import {
  coverageSoFar,
  createCoveredActor,
  forgetCoverage,
  machineReachability,
  withoutCoverage,
  type CoverageRecord,
} from './machine-coverage';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

const toggle = setup({
  types: { events: {} as { type: 'TOGGLE' } | { type: 'DISABLE' } },
  guards: { never: () => false },
}).createMachine({
  id: 'selftest',
  initial: 'closed',
  states: {
    closed: { on: { TOGGLE: [{ guard: 'never', target: 'open' }, { target: 'open' }] } },
    open: { on: { TOGGLE: 'closed', DISABLE: 'gone' }, after: { 100: 'closed' } },
    gone: { always: 'closed' },
  },
});

describe('machineReachability (generated paths, nothing run)', () => {
  it('names the unreached guard branch, delay and eventless transition', () => {
    const reach = machineReachability(toggle, getShortestPaths(toggle, { events: [{ type: 'TOGGLE' }] }));
    expect(reach.missingStates).toEqual(['selftest.gone']);
    expect(reach.missingTransitions).toEqual(
      expect.arrayContaining([
        'selftest.closed -> TOGGLE #0',
        'selftest.open -> DISABLE #0',
        'selftest.gone -> always #0',
      ]),
    );
    expect(reach.missingTransitions.some((t) => t.includes('xstate.after'))).toBe(true);
  });

  it('counts delays and eventless transitions once paths take them', () => {
    const events = [{ type: 'TOGGLE' }, { type: 'DISABLE' }, { type: 'xstate.after.100.selftest.open' }] as never[];
    const reach = machineReachability(toggle, getTransitionPaths(toggle, { events }));
    expect(reach.missingTransitions).toEqual(['selftest.closed -> TOGGLE #0']);
    expect(reach.missingStates).toEqual([]);
  });
});

/**
 * Runs test/support/fixtures/coverage/renewal.fixture.ts in a child vitest against copies of renewal.machine.ts,
 * each copy edited as `edit` says, and returns each copy's behaviour coverage and reachability.
 */
function runOnCopies(edits: Record<string, (source: string) => string>) {
  const work = join(root, '.cache', 'coverage-selftest');
  rmSync(work, { recursive: true, force: true });
  const fixtures = join(here, 'fixtures', 'coverage');
  const machineSource = readFileSync(join(fixtures, 'renewal.machine.ts'), 'utf8');
  // The copies live elsewhere: point the fixture's relative imports of test/support at the real files.
  const testSource = readFileSync(join(fixtures, 'renewal.fixture.ts'), 'utf8').replace(
    /'\.\.\/\.\.\/(model|machine-coverage)'/g,
    (_, m: string) => JSON.stringify(join(here, m)),
  );
  for (const [name, edit] of Object.entries(edits)) {
    const dir = join(work, name);
    mkdirSync(dir, { recursive: true });
    const edited = edit(machineSource);
    if (name !== 'original') expect(edited, `the edit "${name}" changed nothing`).not.toBe(machineSource);
    writeFileSync(join(dir, 'renewal.machine.ts'), edited);
    writeFileSync(join(dir, 'renewal.test.ts'), testSource);
  }
  writeFileSync(
    join(work, 'vitest.config.mjs'),
    `export default { test: { include: ['*/renewal.test.ts'], setupFiles: [${JSON.stringify(join(here, 'coverage-setup.ts'))}] } };\n`,
  );
  const records = join(work, 'records');
  const child = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--root',
      work,
      '--config',
      join(work, 'vitest.config.mjs'),
      '--reporter',
      'json',
    ],
    {
      cwd: root,
      env: { ...process.env, MACHINE_COVERAGE_DIR: records, VITEST_POOL_ID: undefined, VITEST_WORKER_ID: undefined },
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(child.stdout.slice(child.stdout.indexOf('{'))) as {
    testResults: { name: string; assertionResults: { title: string; status: string }[] }[];
  };
  const byCopy = Object.fromEntries(
    Object.keys(edits).map((name) => {
      const file = readdirSync(records).find((f) => f.includes(`_${name}_`))!;
      const record = JSON.parse(readFileSync(join(records, file), 'utf8')) as CoverageRecord;
      const failed = report.testResults
        .find((r) => r.name.includes(`/${name}/`))!
        .assertionResults.filter((a) => a.status === 'failed')
        .map((a) => a.title);
      return [name, { record, failed }];
    }),
  );
  rmSync(work, { recursive: true, force: true });
  return byCopy;
}

describe('behaviour coverage (the figure `npm test` gates on) can fall', () => {
  it(
    'a copy without the emit, and a copy with LOCK_BUSY retargeted, cover less; reachability does not notice',
    { timeout: 180_000 },
    () => {
      const copies = runOnCopies({
        original: (s) => s,
        'emit-deleted': (s) => s.replace("      entry: emit({ type: 'SESSION_EXPIRED' }),\n", ''),
        'lock-busy-retargeted': (s) => s.replace("LOCK_BUSY: 'valid'", "LOCK_BUSY: 'calling'"),
      });
      const covered = (name: string) => Object.keys(copies[name]!.record.coveredTransitions).sort();
      const coveredStates = (name: string) => Object.keys(copies[name]!.record.coveredStates).sort();
      const all = [
        'renewalCopy.acquiring -> LOCK_ACQUIRED #0',
        'renewalCopy.acquiring -> LOCK_BUSY #0',
        'renewalCopy.calling -> FAILED #0',
        'renewalCopy.calling -> RENEWED #0',
        'renewalCopy.valid -> DUE #0',
        'renewalCopy.valid -> EXPIRE #0',
      ];

      // The original: every test passes; FAILED is run, but by a test that asserts nothing after it, so it does not count.
      expect(copies.original!.failed).toEqual([]);
      expect(covered('original')).toEqual(all.filter((t) => !t.includes('FAILED')));
      expect(coveredStates('original')).toEqual([
        'renewalCopy',
        'renewalCopy.acquiring',
        'renewalCopy.calling',
        'renewalCopy.expired',
        'renewalCopy.valid',
      ]);

      // Emit deleted: the expiry test fails, so what only it ran is no longer covered.
      expect(copies['emit-deleted']!.failed).toEqual(['at the expiry the page is told once']);
      expect(covered('emit-deleted')).toEqual(
        covered('original').filter((t) => t !== 'renewalCopy.valid -> EXPIRE #0'),
      );
      expect(coveredStates('emit-deleted')).not.toContain('renewalCopy.expired');

      // LOCK_BUSY retargeted: the lock-busy test fails, and the transition drops out.
      expect(copies['lock-busy-retargeted']!.failed).toEqual([
        'a tab that finds the lock busy makes no call and stays valid',
      ]);
      expect(covered('lock-busy-retargeted')).not.toContain('renewalCopy.acquiring -> LOCK_BUSY #0');
      expect(covered('lock-busy-retargeted').length).toBeLessThan(covered('original').length);

      // Reachability from generated paths is complete for all three copies: it measures the graph, not the tests.
      for (const name of Object.keys(copies)) expect(copies[name]!.record.reachable?.transitions).toEqual(all);
    },
  );
});

describe('behaviour coverage across test files sharing a worker (isolate: false)', () => {
  it('runs an actor an earlier file left running, and one of its own', () => {
    const ownPath = expect.getState().testPath;
    forgetCoverage('selftest');
    expect.setState({ testPath: '/elsewhere/earlier.test.ts' });
    const leftOver = createCoveredActor(toggle).start();
    expect.setState({ testPath: ownPath });
    leftOver.send({ type: 'TOGGLE' });
    leftOver.send({ type: 'DISABLE' });
    const own = createCoveredActor(toggle).start();
    own.send({ type: 'TOGGLE' });
    own.send({ type: 'TOGGLE' });
    expect([leftOver.getSnapshot().value, own.getSnapshot().value]).toEqual(['closed', 'closed']);
    leftOver.stop();
    own.stop();
  });

  it('counts only what the actor of its own file ran', () => {
    expect(coverageSoFar('selftest').transitions).toEqual([
      'selftest.closed -> TOGGLE #1',
      'selftest.open -> TOGGLE #0',
    ]);
    forgetCoverage('selftest');
  });
});

describe('a property test over random sequences (withoutCoverage)', () => {
  it('runs an actor and says it counts for nothing', () => {
    forgetCoverage('selftest');
    withoutCoverage();
    const actor = createCoveredActor(toggle).start();
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.stop();
  });

  it('left no coverage behind', () => {
    expect(coverageSoFar('selftest').transitions).toEqual([]);
  });
});
