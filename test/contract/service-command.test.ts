// The reference service as its command starts it (service/main.ts, what `storefront-service` runs): its start line
// names only what it serves and which pages may call it (D39, D42); an origin it cannot read stops it in one line.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs the command until it prints its start line or exits; answers what it printed and how it ended. */
function start(env: Record<string, string>): Promise<{ out: string; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      STOREFRONT_DATA_DIR: 'memory://',
      DATABASE_URL: '',
      SMTP_URL: '',
      SHOP_ORIGIN: '',
      TRUSTED_ORIGINS: '',
      NODE_ENV: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Reference service:')) {
        child.once('exit', (code) => resolve({ out, code }));
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => resolve({ out, code }));
  });
}

describe('storefront-service (service/main.ts)', () => {
  it(
    'names where mail waits and which pages may call it; never the demo’s /mailbox/',
    { timeout: 180_000 },
    async () => {
      const { out } = await start({ SHOP_ORIGIN: 'https://shop.example/', TRUSTED_ORIGINS: 'http://localhost:5174' });
      const line = out.split('\n').find((l) => l.startsWith('Reference service:'))!;
      expect(line).toMatch(
        /^Reference service: http:\/\/127\.0\.0\.1:\d+\/service\/ {2}\(data: memory \(nothing is kept\); mail: kept in the outbox \(GET \/service\/__admin\/outbox\); calls from its own origin and https:\/\/shop\.example, http:\/\/localhost:5174\)$/,
      );
      expect(out).not.toContain('/mailbox/');
      expect(out).not.toContain('SHOP_ORIGIN is unset');
      const bare = await start({});
      expect(bare.out).toContain('calls from its own origin only (other pages: TRUSTED_ORIGINS)');
      // Without SHOP_ORIGIN, mails would point at the service itself: one line says so.
      expect(bare.out.split('\n').filter((l) => l.includes('SHOP_ORIGIN'))).toEqual([
        expect.stringMatching(
          /^SHOP_ORIGIN is unset: links in mails point at .*http:\/\/127\.0\.0\.1:\d+.*set SHOP_ORIGIN=/,
        ),
      ]);
    },
  );

  it('stops in one line when TRUSTED_ORIGINS holds something that is not an origin', { timeout: 180_000 }, async () => {
    const { out, code } = await start({ TRUSTED_ORIGINS: 'https://ok.example, shop.example/path' });
    expect(code).toBe(1);
    expect(out.trim().split('\n')).toEqual([
      'TRUSTED_ORIGINS "shop.example/path": not an origin like https://shop.example (exact scheme, host and port, no path).',
    ]);
  });

  it('stops in one line when a shop page path cannot be used', { timeout: 180_000 }, async () => {
    const { out, code } = await start({ SHOP_DOI_PATH: '/{slug}/newsletter' });
    expect(code).toBe(1);
    expect(out.trim().split('\n')).toEqual([
      'SHOP_DOI_PATH "/{slug}/newsletter" must hold {token}, e.g. /{slug}/newsletter?doi={token}.',
    ]);
  });
});
