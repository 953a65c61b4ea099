import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
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
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
  }
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return;
  }
  const { startDemoServer } = await import('../../demo/server');
  const demo = await startDemoServer({ port: 0, hmr: false, production: process.env.E2E_PROD === '1', database: { dataDir: 'memory://' } });
  project.provide('baseUrl', demo.url);
  return () => demo.close();
}
