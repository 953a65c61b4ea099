import { BROWSER_TEST_LIMITS, measuringServerOptions } from '../../scripts/measuring-server';

/**
 * One demo server (reference service inside) per test worker, started by the worker's first test file (setup.ts)
 * and shared by the files that worker runs one after another: files that set the server's clock, faults or outbox
 * never meet a file of another worker. E2E_PROD=1 serves the production build (run `npm run build` first);
 * otherwise Vite's dev SSR. E2E_BASE_URL points the tests at a server that is already running instead.
 */
let url: string | undefined;

export async function startWorkerServer(): Promise<void> {
  if (url) return;
  if (process.env.E2E_BASE_URL) {
    url = process.env.E2E_BASE_URL;
    return;
  }
  const { startDemoServer } = await import('../../demo/server');
  // Production needs its configuration (D22): the shop origin is this server's own, so the port is chosen first.
  // testSwitches keeps /service/__admin (outbox, clock, faults) on the production build; `npm run serve` never
  // sets it (security.e2e.test.ts starts a truly production server of its own).
  const demo = await startDemoServer(
    process.env.E2E_PROD === '1'
      ? { ...(await measuringServerOptions()), hmr: false }
      : { port: 0, hmr: false, database: { dataDir: 'memory://' }, service: { limits: BROWSER_TEST_LIMITS } },
  );
  url = demo.url;
}

/** The worker's demo server origin, e.g. http://127.0.0.1:41234. */
export function workerServerUrl(): string {
  if (!url) throw new Error('The demo server starts in test/e2e/setup.ts (the config’s setupFiles).');
  return url;
}
