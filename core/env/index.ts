export type {
  Env,
  CookiePort,
  VisibilityPort,
  ActivityPort,
  ViewportPort,
  LoggerPort,
  DataLayerPort,
  LockPort,
  PagePort,
} from './ports';
export { UNMEASURED_WIDTH } from './ports';
export { COOKIE, parseCookies, readCsrfToken } from './cookies';
export { createFakeEnv, createInProcessLocks, type FakeEnv } from './fake';
export { createBrowserEnv, createBrowserPagePorts, type PagePorts } from './browser';
export { consoleLogger } from './console-logger';
export { createBroadcastChannelLocks, type BroadcastLocksOptions, type ChannelLike } from './locks';
