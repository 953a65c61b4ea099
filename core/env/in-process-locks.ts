// A module of its own: the browser's ports fall back to it, and they must not bring the test fakes along.
import type { LockPort } from './ports';

/** An exclusive lock shared by everything in one JS realm: the fallback when neither Web Locks nor BroadcastChannel exist. */
export function createInProcessLocks(): LockPort {
  const held = new Map<string, Promise<unknown>>();
  return {
    async request(name, task, options) {
      const current = held.get(name);
      if (current && options?.ifAvailable) return undefined;
      const run = (current ?? Promise.resolve()).catch(() => undefined).then(task);
      const tail = run.finally(() => {
        if (held.get(name) === tail) held.delete(name);
      });
      held.set(name, tail);
      return run;
    },
  };
}
