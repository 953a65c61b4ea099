/**
 * Every command of the README and the demo's tour (docs/demo.md) that talks to a running demo works as printed on
 * whatever port it was started on: each
 * `curl` is run by bash with `PORT` set to this run's port (not 5173), and answers 2xx.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, baseUrl } from './harness';

const run = promisify(execFile);
const readme = readFileSync('README.md', 'utf8') + readFileSync('docs/demo.md', 'utf8');
/** The curl commands as printed, inline (`…`) or in a block, in order; the reset last (it empties the data). */
const commands = [...readme.matchAll(/`(curl [^`]+)`|^(curl .+)$/gm)]
  .map((m) => (m[1] ?? m[2])!)
  .sort((a, b) => Number(a.includes('/reset')) - Number(b.includes('/reset')));

afterAll(async () => {
  // What the commands switched on is switched off again for the files after this one.
  await admin('DELETE', 'faults');
  await admin('DELETE', 'clock');
});

describe('README commands on a non-default port', () => {
  it('the README prints its curls with $PORT, never a fixed port', () => {
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) expect(command, command).toMatch(/127\.0\.0\.1:\$PORT\//);
  });

  it.each(commands)('%s', async (command) => {
    const port = new URL(baseUrl()).port;
    expect(port).not.toBe('5173');
    const { stdout } = await run('bash', ['-c', `${command} -s -o /dev/null -w '%{http_code}'`], {
      env: { ...process.env, PORT: port },
    });
    expect(stdout).toMatch(/^2\d\d$/);
  });
});
