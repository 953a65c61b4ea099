import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The package entries (storefront-kit/core, /react, /openapi, /element) as ESM with dependencies left external.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        core: 'core/index.ts',
        'core-server': 'core/server.ts',
        react: 'react/index.ts',
        openapi: 'openapi/index.ts',
        element: 'element/index.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^xstate($|\/)/,
        /^@xstate\//,
        /^zod($|\/)/,
        /^openapi-fetch($|\/)/,
      ],
      output: { preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
    },
  },
});
