/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the demo (client build; SSR build via `vite build --ssr`) and for vitest.
// The library entries are built by vite.lib.config.ts.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist-demo/client',
    manifest: true,
    rolldownOptions: {
      input: 'demo/client.tsx',
      // React + ReactDOM in a chunk of their own: cached across pages, and the budget counts what is beyond them.
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    restoreMocks: true,
  },
});
