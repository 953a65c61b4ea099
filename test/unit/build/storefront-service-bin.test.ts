import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS next to the command, no declarations
import { missingPeerLine } from '../../../bin/missing-peer.js';

// `storefront-service` in a project without the service's peer packages (D42): one line saying what to install,
// never an ERR_MODULE_NOT_FOUND stack trace. The command runs from a copy of bin/ in a folder with no node_modules
// above it, in front of a stand-in for the built service that imports what the real one imports first.
const root = resolve(import.meta.dirname, '../../..');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function projectWithout(firstImport: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-service-'));
  folders.push(dir);
  cpSync(join(root, 'bin'), join(dir, 'bin'), { recursive: true });
  mkdirSync(join(dir, 'dist/service'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(dir, 'dist/service/main.js'), `import ${JSON.stringify(firstImport)};\n`);
  return dir;
}

const run = (dir: string) =>
  spawnSync(process.execPath, [join(dir, 'bin/storefront-service.js')], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_PATH: '' },
  });

describe('storefront-service without its peer packages', () => {
  it.each([
    [
      'hono',
      /^storefront-service needs the package hono: npm install hono @hono\/node-server @electric-sql\/pglite ajv \(and pg for DATABASE_URL, nodemailer for SMTP_URL\)$/,
    ],
    ['@hono/node-server', /^storefront-service needs the package @hono\/node-server: npm install hono /],
    ['@electric-sql/pglite', /^storefront-service needs the package @electric-sql\/pglite: npm install /],
    ['ajv', /^storefront-service needs the package ajv: npm install /],
    ['pg', /^storefront-service needs the package pg for DATABASE_URL: npm install pg$/],
    ['nodemailer', /^storefront-service needs the package nodemailer for SMTP_URL: npm install nodemailer$/],
  ])('without %s: one line naming what to install, exit code 1', (name, line) => {
    const answer = run(projectWithout(name));
    expect(answer.status).toBe(1);
    expect(answer.stdout).toBe('');
    expect(answer.stderr.trim().split('\n')).toEqual([expect.stringMatching(line)]);
  });

  it('shows the stack of any other failure (a broken install is worth seeing)', () => {
    const answer = run(projectWithout('./no-such-file.js'));
    expect(answer.status).toBe(1);
    expect(answer.stderr).toMatch(/ERR_MODULE_NOT_FOUND/);
    expect(missingPeerLine(new Error('boom'))).toBeUndefined();
    expect(
      missingPeerLine(
        Object.assign(new Error("Cannot find package 'left-pad' imported from x"), { code: 'ERR_MODULE_NOT_FOUND' }),
      ),
    ).toBeUndefined();
  });
});
