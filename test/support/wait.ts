import { afterAll, vi } from 'vitest';

// Waiting for something the page or a service does: as long as a test may run (vite.config.ts), never a guess at how
// fast this machine is. vi.waitFor and testing-library's waitFor/findBy* give up after 1 s by default.
export const WAIT = { timeout: 50_000 };

// Loaded as a setup file: testing-library waits as long in every DOM test (it is loaded there anyway).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: WAIT.timeout });
}

// Files share a worker (vite.config.ts): one that leaves fake timers on must not stop the next one's clock.
afterAll(() => {
  vi.useRealTimers();
});
