// The core never touches `window`/`document`: `browser.ts` implements these ports for a page, `fake.ts` for tests.

/** Reads cookies (read-only: the server sets them). */
export interface CookiePort {
  get(name: string): string | undefined;
}

/** Tab visibility (Page Visibility API). */
export interface VisibilityPort {
  isVisible(): boolean;
  /** Calls back with the new visibility; returns an unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** User activity (pointer, key, scroll, touch), already throttled by the implementation. */
export interface ActivityPort {
  subscribe(listener: () => void): () => void;
}

/** Viewport width and the `<html data-platform>` attribute. */
export interface ViewportPort {
  /** Current width in CSS px; 20000 before anything is measured (the server renders CLASSIC). */
  width(): number;
  /** The `data-platform` attribute of `<html>`, if set. */
  platformAttribute(): string | undefined;
  subscribe(listener: () => void): () => void;
}

/** Where errors and developer warnings go. */
export interface LoggerPort {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

/** The analytics data layer (e.g. `window.dataLayer`). */
export interface DataLayerPort {
  push(event: Record<string, unknown>): void;
}

/** The page the code runs on. */
export interface PagePort {
  /** The page's full address (`location.href`); rules decide what of it may leave the page. */
  address(): string | undefined;
}

/** Runs `task` while holding an exclusive cross-tab lock (Web Locks, BroadcastChannel, or in-process). */
export interface LockPort {
  /** Resolves with the task's value, or `undefined` when `ifAvailable` is set and another holder has it. */
  request<T>(name: string, task: () => Promise<T>, options?: { ifAvailable?: boolean }): Promise<T | undefined>;
}

/** Everything a core feature may ask of its host. Features take the subset they need. */
export interface Env {
  cookies: CookiePort;
  visibility: VisibilityPort;
  activity: ActivityPort;
  viewport: ViewportPort;
  logger: LoggerPort;
  dataLayer: DataLayerPort;
  locks: LockPort;
  page: PagePort;
  /** Wall-clock now in ms (Date.now in a browser; a controllable value in tests). */
  now(): number;
}

/** The server renders the CLASSIC layout (D5), so server HTML and the first render agree. */
export const UNMEASURED_WIDTH = 20000;
