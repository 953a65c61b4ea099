import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// storefront-kit/standalone: the custom element as one ES module with every dependency inlined, and one style sheet,
// for a page served by any server (issue 40). Its texts come with renderSignupFormHtml's markup, so the loader of
// the nine locales is left out.
export default defineConfig({
  // xstate's production build, not its development one (a library build resolves the development condition).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [
    {
      name: 'standalone-xstate',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === 'xstate' && importer && !importer.endsWith('element/standalone-xstate.ts'))
          return resolve(import.meta.dirname, 'element/standalone-xstate.ts');
      },
    },
  ],
  resolve: {
    conditions: ['production', 'browser', 'module', 'import', 'default'],
    alias: [
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
