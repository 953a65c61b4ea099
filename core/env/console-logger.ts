import type { LoggerPort } from './ports';

/** The default logger: the console, prefixed so a shop's own logs stay apart. */
export const consoleLogger: LoggerPort = {
  error: (message, detail) => console.error(`[storefront-kit] ${message}`, detail ?? ''),
  warn: (message, detail) => console.warn(`[storefront-kit] ${message}`, detail ?? ''),
};
