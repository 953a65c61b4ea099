import type { LockPort } from './ports';
import { createInProcessLocks } from './in-process-locks';

/** The part of `BroadcastChannel` the lock needs (injectable: tests pass an in-memory bus). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close?(): void;
}

type LockMessage =
  | { kind: 'claim'; name: string; from: string; at: number }
  | { kind: 'held'; name: string; from: string; to: string }
  | { kind: 'released'; name: string; from: string };

export interface BroadcastLocksOptions {
  /** Opens the channel all tabs share, e.g. `(n) => new BroadcastChannel(n)`. */
  openChannel: (name: string) => ChannelLike;
  channelName?: string;
  /** How long a claim waits for an objection before it holds the lock (default 50 ms). */
  settleMs?: number;
  /** A waiting request retries this often even without a `released` message (its holder may have closed). */
  retryMs?: number;
  /** This tab's id; random by default. */
  id?: string;
  now?: () => number;
  timer?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
}

const isLockMessage = (data: unknown): data is LockMessage =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { kind?: unknown }).kind === 'string' &&
  typeof (data as { name?: unknown }).name === 'string';

/**
 * A cross-tab lock over BroadcastChannel, for browsers without Web Locks. A claim wins unless a holder answers
 * within `settleMs` or an earlier claim competes; a holder that closes without releasing stops answering, so the
 * name frees itself.
 */
export function createBroadcastChannelLocks(options: BroadcastLocksOptions): LockPort {
  // Opened on the first request: an env created but never asked for a lock holds no channel open.
  let opened: ChannelLike | undefined;
  const channel = {
    postMessage: (message: LockMessage) => connect().postMessage(message),
  };
  const id = options.id ?? Math.random().toString(36).slice(2);
  const settleMs = options.settleMs ?? 50;
  const retryMs = options.retryMs ?? 1_000;
  const now = options.now ?? (() => Date.now());
  const timer = options.timer ?? {
    setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
    clearTimeout: (t: unknown) => globalThis.clearTimeout(t as ReturnType<typeof globalThis.setTimeout>),
  };
  const local = createInProcessLocks();
  const held = new Set<string>();
  const claims = new Map<string, { at: number; lost: () => void }>();
  const waiters = new Map<string, Set<() => void>>();

  const connect = (): ChannelLike => {
    if (opened) return opened;
    opened = options.openChannel(options.channelName ?? 'storefront-kit:locks');
    opened.addEventListener('message', onMessage);
    return opened;
  };

  const onMessage = ({ data }: { data: unknown }) => {
    if (!isLockMessage(data) || data.from === id) return;
    if (data.kind === 'claim') {
      if (held.has(data.name))
        channel.postMessage({ kind: 'held', name: data.name, from: id, to: data.from } satisfies LockMessage);
      const mine = claims.get(data.name);
      // Both tabs compare the same (time, id) pair, so exactly one of two competing claims wins.
      if (mine && (data.at < mine.at || (data.at === mine.at && data.from < id))) mine.lost();
    } else if (data.kind === 'held') {
      if (data.to === id) claims.get(data.name)?.lost();
    } else if (data.kind === 'released') {
      waiters.get(data.name)?.forEach((wake) => wake());
    }
  };

  /** One claim: resolves true when this tab now holds `name`. */
  const claim = (name: string) =>
    new Promise<boolean>((resolve) => {
      const at = now();
      let settled = false;
      const finish = (won: boolean) => {
        if (settled) return;
        settled = true;
        timer.clearTimeout(handle);
        claims.delete(name);
        if (won) held.add(name);
        resolve(won);
      };
      claims.set(name, { at, lost: () => finish(false) });
      const handle = timer.setTimeout(() => finish(true), settleMs);
      channel.postMessage({ kind: 'claim', name, from: id, at } satisfies LockMessage);
    });

  const released = (name: string) =>
    new Promise<void>((resolve) => {
      const set = waiters.get(name) ?? new Set<() => void>();
      waiters.set(name, set);
      const wake = () => {
        set.delete(wake);
        timer.clearTimeout(handle);
        resolve();
      };
      const handle = timer.setTimeout(wake, retryMs);
      set.add(wake);
    });

  return {
    request(name, task, requestOptions) {
      return local.request(
        name,
        async () => {
          while (!(await claim(name))) {
            if (requestOptions?.ifAvailable) return undefined;
            await released(name);
          }
          try {
            return await task();
          } finally {
            held.delete(name);
            channel.postMessage({ kind: 'released', name, from: id } satisfies LockMessage);
          }
        },
        requestOptions,
      );
    },
  };
}
