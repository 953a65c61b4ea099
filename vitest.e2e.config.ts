import { defineConfig } from 'vitest/config';

// Browser tests: one demo server for the run (global setup), headless Debian Chromium per file.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    restoreMocks: true,
  },
});
