import type { Env, LockPort, LoggerPort } from './ports';
import { UNMEASURED_WIDTH } from './ports';
import { documentVisibility } from './visibility';
import { parseCookies } from './cookies';
import { createInProcessLocks } from './in-process-locks';
import { consoleLogger } from './console-logger';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;

/** The ports a form needs; alone, they leave the locks and timers out of a bundle with no session (the standalone element). */
export type PagePorts = Pick<Env, 'cookies' | 'dataLayer' | 'logger' | 'page'>;

/** A real page's cookies, data layer, logger and address. Call only in a browser, never at module load. */
export function createBrowserPagePorts(options: { logger?: LoggerPort } = {}): PagePorts {
  const win = window;
  return {
    cookies: { get: (name) => parseCookies(document.cookie).get(name) },
    logger: options.logger ?? consoleLogger,
    dataLayer: {
      push(event) {
        const w = win as unknown as { dataLayer?: unknown[] };
        (w.dataLayer ??= []).push(event);
      },
    },
    page: { address: () => win.location.href },
  };
}

/** The ports for a real page. Call only in a browser (after hydration starts), never at module load. */
export function createBrowserEnv(options: { logger?: LoggerPort; activityThrottleMs?: number } = {}): Env {
  const win = window;
  const doc = document;
  const throttle = options.activityThrottleMs ?? 1000;
  return {
    ...createBrowserPagePorts(options),
    visibility: documentVisibility(doc),
    activity: {
      subscribe(listener) {
        let last = 0;
        const on = () => {
          const t = Date.now();
          if (t - last < throttle) return;
          last = t;
          listener();
        };
        ACTIVITY_EVENTS.forEach((e) => win.addEventListener(e, on, { passive: true }));
        return () => ACTIVITY_EVENTS.forEach((e) => win.removeEventListener(e, on));
      },
    },
    viewport: {
      width: () => win.innerWidth || UNMEASURED_WIDTH,
      platformAttribute: () => doc.documentElement.dataset.platform || undefined,
      subscribe(listener) {
        win.addEventListener('resize', listener);
        return () => win.removeEventListener('resize', listener);
      },
    },
    locks: browserLocks(),
    now: () => Date.now(),
  };
}

/** Web Locks where the browser has them (one holder across tabs), else BroadcastChannel, else an in-process lock. */
function browserLocks(): LockPort {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) {
    if (typeof BroadcastChannel === 'function') {
      // Fetched with the first request: browsers with Web Locks (nearly all) never load it.
      let fallback: Promise<LockPort> | undefined;
      const load = () =>
        (fallback ??= import('./locks').then(({ createBroadcastChannelLocks }) =>
          createBroadcastChannelLocks({
            openChannel: (name) => {
              const channel = new BroadcastChannel(name);
              // Outside a browser (jsdom on Node) an open channel would keep the process alive.
              (channel as BroadcastChannel & { unref?: () => void }).unref?.();
              return channel;
            },
          }),
        ));
      return { request: async (name, task, options) => (await load()).request(name, task, options) };
    }
    return createInProcessLocks();
  }
  return {
    async request(name, task, options) {
      return locks.request(name, { ifAvailable: options?.ifAvailable ?? false }, async (lock) =>
        lock ? task() : undefined,
      );
    },
  };
}
