import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoveredActor as createActor } from '../../support/machine-coverage';
import { COOKIE, createBroadcastChannelLocks, createFakeEnv, type ChannelLike } from '../../../core/env';
import { createSessionActors, loginSessionInput, loginSessionMachine } from '../../../core/session';
import { loginToken } from './login-token.fixture';

/** An in-memory BroadcastChannel: every message reaches every other open channel after `latencyMs`. */
function createBus(latencyMs = 2) {
  const open = new Set<{ listeners: ((e: { data: unknown }) => void)[]; closed: boolean }>();
  return {
    openChannel(): ChannelLike & { close(): void } {
      const self = { listeners: [] as ((e: { data: unknown }) => void)[], closed: false };
      open.add(self);
      return {
        postMessage(message) {
          if (self.closed) return;
          const data = structuredClone(message);
          for (const other of open) {
            if (other === self) continue;
            setTimeout(() => !other.closed && other.listeners.forEach((l) => l({ data })), latencyMs);
          }
        },
        addEventListener(_type, listener) {
          self.listeners.push(listener);
        },
        close() {
          self.closed = true;
          open.delete(self);
        },
      };
    },
  };
}

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
beforeEach(() => vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

function tabs(n: number, bus = createBus()) {
  return Array.from({ length: n }, (_, i) => {
    const channel = bus.openChannel();
    return { channel, locks: createBroadcastChannelLocks({ openChannel: () => channel, id: `tab-${i}` }) };
  });
}

describe('BroadcastChannel locks (cross-tab fallback without Web Locks)', () => {
  it('while one tab holds the lock, another tab asking ifAvailable gets nothing; after release it gets it', async () => {
    const [a, b] = tabs(2);
    let release!: () => void;
    const held = a!.locks.request('renew', () => new Promise<string>((r) => (release = () => r('a'))));
    await vi.advanceTimersByTimeAsync(100);
    const busy = b!.locks.request('renew', async () => 'b', { ifAvailable: true });
    await vi.advanceTimersByTimeAsync(100);
    await expect(busy).resolves.toBeUndefined();
    release();
    await expect(held).resolves.toBe('a');
    await vi.advanceTimersByTimeAsync(10);
    const later = b!.locks.request('renew', async () => 'b', { ifAvailable: true });
    await vi.advanceTimersByTimeAsync(100);
    await expect(later).resolves.toBe('b');
  });

  it('three tabs claiming at the same moment: exactly one runs the task', async () => {
    const all = tabs(3);
    const ran: string[] = [];
    const results = all.map((t, i) =>
      t.locks.request('renew', async () => void ran.push(`tab-${i}`), { ifAvailable: true }),
    );
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all(results);
    expect(ran).toHaveLength(1);
  });

  it('a waiting request runs once the holder releases', async () => {
    const [a, b] = tabs(2);
    const order: string[] = [];
    const first = a!.locks.request('renew', async () => {
      order.push('a-start');
      await new Promise((r) => setTimeout(r, 500));
      order.push('a-end');
    });
    await vi.advanceTimersByTimeAsync(60);
    const second = b!.locks.request('renew', async () => void order.push('b'));
    await vi.advanceTimersByTimeAsync(2_000);
    await Promise.all([first, second]);
    expect(order).toEqual(['a-start', 'a-end', 'b']);
  });

  it('a tab closed while holding frees the lock (no answer to the next claim)', async () => {
    const [a, b] = tabs(2);
    void a!.locks.request('renew', () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(100);
    a!.channel.close();
    const next = b!.locks.request('renew', async () => 'b', { ifAvailable: true });
    await vi.advanceTimersByTimeAsync(100);
    await expect(next).resolves.toBe('b');
  });

  it('three login sessions over BroadcastChannel locks make one renewal call per window', async () => {
    const bus = createBus();
    const jar = new Map<string, string>([
      [COOKIE.loginToken, loginToken({ renewAt: T0 + 10 * 60_000, expiresAt: T0 + 15 * 60_000 })],
    ]);
    let calls = 0;
    const sessionCalls = {
      async renewLoginToken() {
        calls += 1;
        await new Promise((r) => setTimeout(r, 300));
        jar.set(
          COOKIE.loginToken,
          loginToken({ renewAt: Date.now() + 10 * 60_000, expiresAt: Date.now() + 15 * 60_000 }),
        );
        return 201;
      },
      async renewLongTermToken() {
        return 204;
      },
    };
    const envs = [0, 1, 2].map((i) => {
      const channel = bus.openChannel();
      return Object.assign(createFakeEnv(), {
        now: () => Date.now(),
        cookies: { get: (n: string) => jar.get(n) },
        locks: createBroadcastChannelLocks({ openChannel: () => channel, id: `tab-${i}` }),
      });
    });
    const actors = envs.map((env) =>
      createActor(loginSessionMachine.provide(createSessionActors({ env, calls: sessionCalls })), {
        input: loginSessionInput(env),
      }).start(),
    );
    for (let t = 0; t < 38 * 60_000; t += 20_000) {
      envs.forEach((e) => e.act());
      await vi.advanceTimersByTimeAsync(20_000);
    }
    expect(calls).toBe(3);
    actors.forEach((a) => a.stop());
  });
});
