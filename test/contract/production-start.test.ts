// `storefront-service` (service/main.ts) started as production (issue 27: H2, H3 and the lower items): real processes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-start-'));
  dirs.push(dir);
  return dir;
}

const SECRET = randomBytes(36).toString('base64url');
const PRODUCTION = { NODE_ENV: 'production', SHOP_ORIGIN: 'https://shop.example', LOGIN_TOKEN_SECRET: SECRET };

/** Starts service/main.ts; `listening` with its URL, or `exited` with everything it printed. */
function start(env: Record<string, string>): Promise<{ url?: string; output: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    env: { ...process.env, PORT: '0', DATABASE_URL: '', SMTP_URL: '', STOREFRONT_DATA_DIR: 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Reference service: (http:\/\/[^/]+)\/service\//.exec(output);
      if (match) resolve({ url: match[1]!, output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => resolve({ output, stop }));
  });
}

async function loginAsDemoCustomer(url: string): Promise<number> {
  const first = await fetch(`${url}/service/abtestfrontend/api/v1/getassignment`);
  const token = /csrf_token=([^;]+)/.exec(first.headers.getSetCookie().join(';'))![1]!;
  const answer = await fetch(`${url}/service/login/api/v1/login`, {
    method: 'POST',
    headers: {
      Cookie: `__Host-csrf_token=${token}; csrf_token=${token}`,
      'X-CSRF-Token': token,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email: 'shopper@example.com', password: 'demo' }),
  });
  return answer.status;
}

const oneLine = (output: string) => output.trim().split('\n');

describe('storefront-service as production', () => {
  it.each([
    ['the development default', 'storefront-kit-development-secret'],
    ['the example of the tests', 'a-production-secret-of-32-characters-or-more'],
    ['32 spaces', ' '.repeat(32)],
    ['one character 40 times', 'y'.repeat(40)],
    ['too short', 'Zx8#qL2m'],
  ])(
    'refuses %s as LOGIN_TOKEN_SECRET, in one line',
    async (_name, secret) => {
      const started = await start({ ...PRODUCTION, LOGIN_TOKEN_SECRET: secret });
      expect(started.url).toBeUndefined();
      expect(oneLine(started.output)).toHaveLength(1);
      expect(started.output).toMatch(/LOGIN_TOKEN_SECRET/);
    },
    30_000,
  );

  it("has no demo customer: the README's demo login is refused", async () => {
    const started = await start(PRODUCTION);
    try {
      expect(started.url).toBeDefined();
      expect(await loginAsDemoCustomer(started.url!)).toBe(401);
    } finally {
      await started.stop();
    }
  }, 180_000);

  it('a data folder held by another process: one line, no stack trace', async () => {
    const dataDir = join(freshDir(), 'data');
    const first = await start({ STOREFRONT_DATA_DIR: dataDir });
    try {
      expect(first.url).toBeDefined();
      const second = await start({ STOREFRONT_DATA_DIR: dataDir });
      expect(second.url).toBeUndefined();
      expect(oneLine(second.output)).toHaveLength(1);
      expect(second.output).toMatch(/in use by process \d+/);
    } finally {
      await first.stop();
    }
  }, 180_000);

  it('starts on a data folder that is a symbolic link', async () => {
    const dir = freshDir();
    mkdirSync(join(dir, 'real'));
    symlinkSync(join(dir, 'real'), join(dir, 'linked'));
    const started = await start({ STOREFRONT_DATA_DIR: join(dir, 'linked') });
    try {
      expect(started.output).not.toMatch(/object Object/);
      expect(started.url).toBeDefined();
    } finally {
      await started.stop();
    }
  }, 180_000);
});
