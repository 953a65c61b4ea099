import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// storefront-kit/standalone: the custom element as one ES module with every dependency inlined, and one style sheet,
// for a page served by any server (issue 40). Its texts and its market's row come with renderSignupFormHtml's markup,
// so the loader of the nine locales and the table of the nine markets are left out (D153).
export default defineConfig({
  // xstate's production build, not its development one (a library build resolves the development condition).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [
    {
      // A state's description documents the machine (docs/machines, the inspector); the shopper's page needs none.
      name: 'standalone-no-state-descriptions',
      enforce: 'pre',
      transform(code, id) {
        if (id.endsWith('.machine.ts')) return code.replace(/\bdescription:\s*'[^'\\]*',?/g, '');
      },
    },
    {
      // terser over the minified file: its passes take about 400 bytes more out of the shopper's script (D152).
      name: 'standalone-terser',
      async generateBundle(_options, bundle) {
        const { minify } = await import('terser');
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk')
            chunk.code = (await minify(chunk.code, { module: true, compress: { passes: 3 } })).code!;
        }
      },
    },
    {
      name: 'standalone-xstate',
      enforce: 'pre',
      resolveId(source, importer) {
        const shim = resolve(import.meta.dirname, 'element/standalone-xstate.ts');
        if (source === 'xstate' && importer && importer !== shim) return shim;
        if (source === './xstate-dev.esm.js' && importer?.includes('/xstate/dist/')) return shim;
      },
    },
  ],
  resolve: {
    conditions: ['production', 'browser', 'module', 'import', 'default'],
    alias: [
      { find: /^.*\/newsletter-markets$/, replacement: resolve(import.meta.dirname, 'element/standalone-markets.ts') },
      {
        find: /^\.\/signup\.answers-loader$/,
        replacement: resolve(import.meta.dirname, 'element/standalone-answers.ts'),
      },
      {
        find: /^\.\/signup\.texts-loader$/,
        replacement: resolve(import.meta.dirname, 'element/standalone-texts.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    sourcemap: false,
    cssCodeSplit: false,
    lib: {
      entry: { 'storefront-signup': 'element/standalone.ts' },
      formats: ['es'],
      cssFileName: 'storefront-signup',
    },
    rolldownOptions: {
      // A page's one script, not a library for a bundler: whitespace and comments go too (a library build keeps them).
      output: { codeSplitting: false, minify: true, comments: false },
    },
  },
});
