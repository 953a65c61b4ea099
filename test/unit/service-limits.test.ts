// The abuse limits' arithmetic (D22, D49), without a database: what a 429 says, when a hit is one too many, and whose
// address is counted. The contract tests (test/contract/limits.contract.test.ts) run them in the service.
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, clientAddressOf, overLimit, tooMany, type Limit } from '../../service/limits';
import { proxyTrust } from '../../service/proxy';

async function answer(
  handler: (c: Context) => Response | Promise<Response>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const app = new Hono();
  app.get('/', handler);
  return app.request('/', { headers });
}

describe('tooMany', () => {
  it.each([
    [0, '1'],
    [1, '1'],
    [999, '1'],
    [1_001, '2'],
    [59_500, '60'],
    [15 * 60_000, '900'],
  ])('%i ms left in the window: Retry-After %s (whole seconds, at least one)', async (ms, seconds) => {
    const response = await answer((c) => tooMany(c, ms));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe(seconds);
    expect(await response.json()).toMatchObject({
      type: 'urn:service:too_many_requests',
      title: 'Too many requests',
      status: 429,
    });
  });
});

describe('overLimit', () => {
  const limit: Limit = { name: 'signup-client', max: 2, windowMs: 60_000 };
  function deps(taken: boolean) {
    const asked: unknown[][] = [];
    return {
      asked,
      deps: {
        options: { now: () => 1_000 },
        store: {
          take: async (...args: unknown[]) => (asked.push(args), { taken, hits: 2, retryAfterMs: 30_000 }),
        },
      },
    };
  }

  it("counts a hit under the limit's name and key, in its window, at the service's time, up to its max", async () => {
    const { deps: d, asked } = deps(true);
    await answer(async (c) => (await overLimit(c, d as never, limit, '10.0.0.1')) ?? c.text('ok'));
    expect(asked).toEqual([['signup-client:10.0.0.1', 60_000, 1_000, 2]]);
  });

  it.each([
    [true, 200],
    [false, 429],
  ])('counted %s: %i', async (taken, status) => {
    const response = await answer(
      async (c) => (await overLimit(c, deps(taken).deps as never, limit, 'k')) ?? c.text('ok'),
    );
    expect(response.status).toBe(status);
    if (status === 429) expect(response.headers.get('Retry-After')).toBe('30');
  });

  it('a bucket refused once is refused from memory until its window ends, without asking the store', async () => {
    const { deps: d, asked } = deps(false);
    const now = { ms: 1_000 };
    const clocked = { ...d, options: { now: () => now.ms } };
    const status = () => answer(async (c) => (await overLimit(c, clocked as never, limit, 'k')) ?? c.text('ok'));
    expect((await status()).status).toBe(429);
    now.ms = 30_999;
    const again = await status();
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('1');
    expect(asked).toHaveLength(1);
    now.ms = 31_000;
    await status();
    expect(asked).toHaveLength(2);
  });

  it('the defaults are the decided ones (D22, D49)', () => {
    expect(DEFAULT_LIMITS).toEqual({
      signUpsPerClient: { name: 'signup-client', max: 20, windowMs: 60_000 },
      failedLoginsPerAccountAndClient: { name: 'login-account-client', max: 10, windowMs: 900_000 },
      failedLoginsPerAccount: { name: 'login-account', max: 100, windowMs: 900_000 },
      loginsPerClient: { name: 'login-client', max: 500, windowMs: 900_000 },
    });
  });
});

describe('clientAddressOf', () => {
  const address = (trustProxy: boolean, headers: Record<string, string> = {}) =>
    answer((c) => c.text(clientAddressOf(c, proxyTrust(trustProxy))), headers).then((r) => r.text());

  it('behind a trusted front (one hop): the address it appended last, trimmed, at most 64 characters', async () => {
    expect(await address(true, { 'X-Forwarded-For': ' 203.0.113.7 , 10.0.0.1 ' })).toBe('10.0.0.1');
    expect(await address(true, { 'X-Forwarded-For': 'x'.repeat(100) })).toBe('x'.repeat(64));
  });

  it('without a trusted front, or without the header, the socket (none in a call through app.fetch: "unknown")', async () => {
    expect(await address(false, { 'X-Forwarded-For': '203.0.113.7' })).toBe('unknown');
    expect(await address(true, { 'X-Forwarded-For': ' , ' })).toBe('unknown');
    expect(await address(true)).toBe('unknown');
  });
});

describe('the 429 answer', () => {
  it('asks the client to try again later', async () => {
    const response = await answer((c) => tooMany(c, 1_000));
    expect(await response.json()).toMatchObject({ detail: 'Please try again later.' });
  });
});
