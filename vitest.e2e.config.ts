import { defineConfig } from 'vitest/config';

// Browser tests: headless Debian Chromium per file; E2E_WORKERS files at once (default 2, one a core), each worker
// with a demo server of its own (test/e2e/demo-server.ts).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/e2e/setup.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Caps for a hang, not speed checks: a loaded two-core machine may take several times the usual.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000 } },
    restoreMocks: true,
  },
});
