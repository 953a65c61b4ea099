/**
 * `npm run mutate [-- folder…]`: Stryker over core/<folder>'s rules and machines, one folder after another (default:
 * every feature folder), each against that folder's unit and model tests, incremental (reports/stryker-incremental/),
 * one test process at a time. Prints the score per folder and file; `--summary` only prints the last reports;
 * `--static` also runs the mutants of the machine definitions' object literals (slow: see stryker.config.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FOLDERS = ['footer', 'newsletter', 'preview', 'session', 'widgets'];
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const folders = args.length ? args : FOLDERS;
for (const f of folders) if (!FOLDERS.includes(f)) throw new Error(`unknown folder "${f}" (one of ${FOLDERS.join(', ')})`);

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
    const env = { ...process.env, MUTATE_FOLDER: folder, ...(process.argv.includes('--static') ? { MUTATE_STATIC: '1' } : {}) };
    const run = spawnSync('npx', ['stryker', 'run'], { stdio: 'inherit', env });
    if (run.status !== 0) process.exitCode = 1;
  }
  const file = join('reports', 'mutation', `${folder}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const all = Object.values(report.files).flatMap((f) => f.mutants);
  const s = score(all);
  const took = process.argv.includes('--summary') ? '' : ` (this run: ${((Date.now() - started) / 60_000).toFixed(1)} min)`;
  rows.push(`| **core/${folder}**${took} | **${s.pct.toFixed(1)} %** | ${s.detected} | ${s.survived} | ${s.noCoverage} |`);
  for (const [name, f] of Object.entries(report.files)) {
    const fs = score(f.mutants);
    rows.push(`| ${name.replace(/^core\/[^/]+\//, '')} | ${fs.pct.toFixed(1)} % | ${fs.detected} | ${fs.survived} | ${fs.noCoverage} |`);
  }
}
console.log(['', '| folder, file | score | killed or timed out | survived | no test ran it |', '| --- | --- | --- | --- | --- |', ...rows].join('\n'));
