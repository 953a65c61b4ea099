/**
 * `npm run mutate [-- scope…]`: Stryker over each scope of scripts/mutate-scopes.json in turn (default every scope;
 * `--list` prints them), each against its own tests, incremental. `--summary` prints the last reports; `--static` also
 * mutates the machine definitions' object literals (slow); `--concurrency N` runs N test processes (default 1).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SCOPES from './mutate-scopes.json';

const NAMES = Object.keys(SCOPES);
if (process.argv.includes('--list')) {
  for (const [name, scope] of Object.entries(SCOPES)) console.log(`${name.padEnd(18)} ${scope.about}`);
  process.exit(0);
}
// `--concurrency N`: test processes at once (stryker.config.mjs runs one, for a shared machine; on an idle one, its cores).
const concurrencyAt = process.argv.indexOf('--concurrency');
const concurrency = concurrencyAt > 0 ? process.argv[concurrencyAt + 1] : undefined;
if (concurrencyAt > 0 && !/^[1-9]\d*$/.test(concurrency ?? ''))
  throw new Error('--concurrency takes a number of test processes, e.g. --concurrency 2');
const args = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--concurrency');
const folders = args.length ? args : NAMES;
for (const f of folders) if (!NAMES.includes(f)) throw new Error(`unknown scope "${f}" (one of ${NAMES.join(', ')})`);
const withStatic = process.argv.includes('--static');

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}
const DETECTED = ['Killed', 'Timeout'];
const UNDETECTED = ['Survived', 'NoCoverage'];

function score(mutants: { status: string }[]) {
  const detected = mutants.filter((m) => DETECTED.includes(m.status)).length;
  const undetected = mutants.filter((m) => UNDETECTED.includes(m.status)).length;
  const survived = mutants.filter((m) => m.status === 'Survived').length;
  const noCoverage = mutants.filter((m) => m.status === 'NoCoverage').length;
  const pct = detected + undetected ? (100 * detected) / (detected + undetected) : 100;
  return { detected, undetected, survived, noCoverage, pct };
}

const rows: string[] = [];
for (const folder of folders) {
  const started = Date.now();
  if (!process.argv.includes('--summary')) {
    const env = { ...process.env, MUTATE_SCOPE: folder, ...(withStatic ? { MUTATE_STATIC: '1' } : {}) };
    const run = spawnSync('npx', ['stryker', 'run', ...(concurrency ? ['--concurrency', concurrency] : [])], {
      stdio: 'inherit',
      env,
    });
    if (run.status !== 0) process.exitCode = 1;
  }
  const isStatic = withStatic && !(SCOPES as Record<string, { static?: boolean }>)[folder]?.static;
  const file = join('reports', 'mutation', `${folder}${isStatic ? '.static' : ''}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const all = Object.values(report.files).flatMap((f) => f.mutants);
  const s = score(all);
  const took = process.argv.includes('--summary')
    ? ''
    : ` (this run: ${((Date.now() - started) / 60_000).toFixed(1)} min)`;
  rows.push(
    `| **${folder}${isStatic ? ' (static)' : ''}**${took} | **${s.pct.toFixed(1)} %** | ${s.detected} | ${s.survived} | ${s.noCoverage} |`,
  );
  for (const [name, f] of Object.entries(report.files)) {
    const fs = score(f.mutants);
    rows.push(`| ${name} | ${fs.pct.toFixed(1)} % | ${fs.detected} | ${fs.survived} | ${fs.noCoverage} |`);
  }
}
console.log(
  [
    '',
    '| scope, file | score | killed or timed out | survived | no test ran it |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
