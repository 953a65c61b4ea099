/**
 * `npm run serve` on the production build (decision D32): a worker per core, the PGlite data folder held by the
 * primary, which runs the one reference service; pages and service calls answered through the workers.
 */
import { randomBytes } from 'node:crypto';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/measuring-server';

const root = resolve(import.meta.dirname, '../..');
const production = process.env.E2E_PROD === '1';

describe.skipIf(!production)('npm run serve with PGlite in a data folder, two workers', () => {
  let child: ChildProcess;
  let url: string;
  let output = '';
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sk-serve-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        WEB_CONCURRENCY: '2',
        SHOP_ORIGIN: url,
        LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64url'),
        STOREFRONT_DATA_DIR: join(dataDir, 'data'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((ok, fail) => {
      const onData = (d: Buffer) => {
        output += d.toString();
        if (output.includes('demo shop:')) ok();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => fail(new Error(`npm run serve ended (${code}): ${output}`)));
    });
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says how it runs, and runs that many workers beside the primary', () => {
    expect(output).toMatch(/2 workers; .*the service runs in the primary process/);
    const workers = execFileSync('ps', ['--ppid', String(child.pid), '-o', 'pid=']).toString().trim().split('\n').filter(Boolean);
    expect(workers).toHaveLength(2);
  });

  it('answers pages through its workers, and service calls through them to the one service', async () => {
    for (let i = 0; i < 10; i++) expect((await fetch(`${url}/de/`)).status).toBe(200);
    const csrf = await fetch(`${url}/service/csrf`);
    expect(csrf.status).toBe(200);
    const { token } = (await csrf.json()) as { token: string };
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain(token);
    const signUp = await fetch(`${url}/service/newsletter/api/internal/newsletter-subscribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie, origin: url, 'x-hunter-site': 'DE' },
      body: JSON.stringify({ email: `cluster.${Date.now()}@example.com`, consents: [], origin: 'onsite', originAddition: 'subsite' }),
    });
    expect(signUp.status).toBe(202);
  });

  it('holds the data folder in the primary (one lock) and lets it go when stopped', async () => {
    expect(existsSync(join(dataDir, 'data.lock'))).toBe(true);
    const exited = new Promise<number | null>((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'data.lock'))).toBe(false);
  });
});
