/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite resolves an optimiser id without importer against the root first, where our own `react/` folder
 * would win over the React package; @vitejs/plugin-react asks for exactly such an id. Name React
 * through react-dom instead ('react-dom > react' resolves from react-dom's folder).
 */
function reactFromPackageNotFolder(): Plugin {
  return {
    name: 'storefront-kit:react-from-package',
    enforce: 'post',
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include) config.optimizeDeps!.include = include.map((id) => (id === 'react' ? 'react-dom > react' : id));
    },
  };
}

export default defineConfig({
  plugins: [react(), reactFromPackageNotFolder()],
  // Pre-bundle the browser dependencies up front: no re-optimisation (and full reload) mid-session.
  optimizeDeps: {
    entries: ['demo/client.tsx', 'demo/routes/*.tsx'],
    include: ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'react-dom/server', 'xstate', '@xstate/react', 'openapi-fetch', 'zod/mini'],
  },
  build: {
    outDir: 'dist-demo/client',
    manifest: true,
    rolldownOptions: {
      // The shop's pages (server-rendered, hydrated by client.tsx) and the page without React (/vanilla/).
      input: { client: 'demo/client.tsx', vanilla: 'demo/vanilla/index.html' },
      // React + ReactDOM in a chunk of their own: cached across pages, and the budget counts what is beyond them.
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    // Empties the worker's test database before each test (only once a test has used it).
    setupFiles: ['test/support/database.ts', 'test/support/coverage-setup.ts'],
    restoreMocks: true,
  },
});
