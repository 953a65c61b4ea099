import type { ActivityPort, CookiePort, DataLayerPort, Env, LoggerPort, ViewportPort, VisibilityPort } from './ports';
import { UNMEASURED_WIDTH } from './ports';
import { createInProcessLocks } from './in-process-locks';

export { createInProcessLocks };

/** Controllable ports for tests, server rendering and non-browser clients. */
export interface FakeEnv extends Env {
  cookieJar: Map<string, string>;
  setVisible(visible: boolean): void;
  act(): void;
  setWidth(width: number): void;
  setPlatformAttribute(value: string | undefined): void;
  setNow(ms: number): void;
  setPageAddress(address: string | undefined): void;
  logged: { level: 'error' | 'warn'; message: string; detail?: unknown }[];
  pushed: Record<string, unknown>[];
}

export function createFakeEnv(
  init: {
    cookies?: Record<string, string>;
    width?: number;
    now?: number;
    visible?: boolean;
    pageAddress?: string;
  } = {},
): FakeEnv {
  const cookieJar = new Map(Object.entries(init.cookies ?? {}));
  let visible = init.visible ?? true;
  let width = init.width ?? UNMEASURED_WIDTH;
  let platform: string | undefined;
  let now = init.now ?? Date.UTC(2026, 10, 23, 9, 0, 0);
  let pageAddress = init.pageAddress;
  const visibilityListeners = new Set<(v: boolean) => void>();
  const activityListeners = new Set<() => void>();
  const viewportListeners = new Set<() => void>();
  const logged: FakeEnv['logged'] = [];
  const pushed: FakeEnv['pushed'] = [];
  const subscribe = <L>(set: Set<L>, l: L) => (set.add(l), () => void set.delete(l));

  const cookies: CookiePort = { get: (name) => cookieJar.get(name) };
  const visibility: VisibilityPort = { isVisible: () => visible, subscribe: (l) => subscribe(visibilityListeners, l) };
  const activity: ActivityPort = { subscribe: (l) => subscribe(activityListeners, l) };
  const viewport: ViewportPort = {
    width: () => width,
    platformAttribute: () => platform,
    subscribe: (l) => subscribe(viewportListeners, l),
  };
  const logger: LoggerPort = {
    error: (message, detail) => void logged.push({ level: 'error', message, detail }),
    warn: (message, detail) => void logged.push({ level: 'warn', message, detail }),
  };
  const dataLayer: DataLayerPort = { push: (event) => void pushed.push(event) };
  const locks = createInProcessLocks();

  return {
    cookies,
    visibility,
    activity,
    viewport,
    logger,
    dataLayer,
    locks,
    page: { address: () => pageAddress },
    now: () => now,
    cookieJar,
    logged,
    pushed,
    setVisible(v) {
      visible = v;
      visibilityListeners.forEach((l) => l(v));
    },
    act() {
      activityListeners.forEach((l) => l());
    },
    setWidth(w) {
      width = w;
      viewportListeners.forEach((l) => l());
    },
    setPlatformAttribute(value) {
      platform = value;
      viewportListeners.forEach((l) => l());
    },
    setNow(ms) {
      now = ms;
    },
    setPageAddress(address) {
      pageAddress = address;
    },
  };
}
