// `npm run serve` before `npm run build`: one line saying what to do, and nothing left behind (no data folder, no lock).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const built = existsSync('dist-demo/server/entry-server.js');
const dirs: string[] = [];
// Data folders are large: removing them on a loaded machine takes seconds.
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Runs where no build exists (a fresh clone, CI before its build step); after `npm run build` there is nothing to refuse.
describe.skipIf(built)('npm run serve without a build', () => {
  // `npm run serve` itself, and the server's entry it runs (which checks again, for a build that is only partly there).
  it.each([
    ['npm run serve', '1', 'npm', ['run', '--silent', 'serve']],
    ['the entry', '1', process.execPath, ['--import', 'tsx', 'demo/server.ts']],
    ['the entry', '2', process.execPath, ['--import', 'tsx', 'demo/server.ts']],
  ])(
    '%s with %s worker(s): one line, exit 1, no data folder and no lock',
    async (_name, workers, command, args) => {
      const dir = mkdtempSync(join(tmpdir(), 'serve-no-build-'));
      dirs.push(dir);
      const failed = await run(command, args, {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SHOP_ORIGIN: 'https://shop.example',
          LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64'),
          STOREFRONT_DATA_DIR: join(dir, 'data'),
          DATABASE_URL: '',
          WEB_CONCURRENCY: workers,
          PORT: '0',
        },
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr.trim()).toBe('No production build: run `npm run build` first, then `npm run serve`.');
      expect(readdirSync(dir)).toEqual([]);
    },
    60_000,
  );
});
