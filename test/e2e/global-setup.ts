import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { BROWSER_TEST_LIMITS, measuringServerOptions } from '../../scripts/measuring-server';
import { CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts one demo server (reference service inside) for the whole browser-test run.
 * E2E_PROD=1 serves the production build (run `npm run build` first); otherwise Vite's dev SSR.
 * E2E_BASE_URL points the tests at a server that is already running instead.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`,
    );
  }
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return;
  }
  const { startDemoServer } = await import('../../demo/server');
  const production = process.env.E2E_PROD === '1';
  // Production needs its configuration (D22): the shop origin is this server's own, so the port is chosen first.
  // (The development server needs none: links and same-origin checks use the request's origin.)
  // testSwitches keeps /service/__admin (outbox, clock, faults) on the production build; `npm run serve` never
  // sets it (test/e2e/security.e2e.test.ts starts a truly production server of its own).
  const demo = await startDemoServer(
    production
      ? { ...(await measuringServerOptions()), hmr: false }
      : { port: 0, hmr: false, database: { dataDir: 'memory://' }, service: { limits: BROWSER_TEST_LIMITS } },
  );
  project.provide('baseUrl', demo.url);
  return () => demo.close();
}
