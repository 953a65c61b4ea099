/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

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

/**
 * The server's render (`vite build --ssr`, dist-demo/server/entry-server.js) in one file: a page imports its route
 * module and texts per request, and each `import()` of a chunk of its own went through Node's module loader (under
 * tsx, a round trip to its hooks' thread) every time, a tenth of a page's time on `npm run serve`.
 */
function oneFileServerBuild(): Plugin {
  return {
    name: 'storefront-kit:one-file-server-build',
    apply: (_config, env) => env.isSsrBuild === true,
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: false } } } }),
  };
}

/**
 * Vite's helper that loads what a lazily imported chunk needs in parallel with it (its imports as module preloads,
 * its CSS as style sheets), in a few lines: on every page it came in the boot script's chunk at 0.8 KB gzipped, for
 * browser differences our browsers do not have (a `preload` fallback, `import.meta.resolve`, a CSP nonce meta, the
 * `vite:preloadError` event). A dependency a link already names (the server's inlined CSS, `type="text/x-inlined"`,
 * or a preload of the page) is not asked for again; a style sheet that fails does not stop the chunk (D37).
 */
function smallPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  const code = `const asked = new Set();
export const __vitePreload = (load, deps) => {
  if (!deps || !deps.length) return load();
  for (const link of document.querySelectorAll('link[href]')) asked.add(link.href);
  return Promise.all(deps.map((dep) => {
    const href = new URL('/' + dep, location.href).href;
    if (asked.has(href)) return;
    asked.add(href);
    const link = document.createElement('link');
    const css = href.endsWith('.css');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.href = href;
    document.head.append(link);
    return css && new Promise((done) => (link.onload = link.onerror = done));
  })).then(load);
};`;
  return {
    name: 'storefront-kit:small-preload-helper',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    resolveId: (source) => (source === id ? id : undefined),
    load: (source) => (source === id ? code : undefined),
  };
}

/** Test files that ask for jsdom (`// @vitest-environment jsdom` at the top), and the others. */
function testFiles(dir = 'test'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'test/e2e' || entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const onJsdom = (file: string) => /@vitest-environment jsdom/.test(readFileSync(file, 'utf8').slice(0, 400));
const allTests = testFiles();
// jsdom files run in VM contexts of shared workers (vmForks): a DOM each without a process and jsdom's load each (half
// of their CPU). A file that redefines a global the VM context holds fixed (`document`) gets a process of its own.
const domGlobalTests = ['test/react/preview/PreviewPanel.test.tsx'];
const domTests = allTests.filter((file) => onJsdom(file) && !domGlobalTests.includes(file));
const nodeTests = allTests.filter((file) => !onJsdom(file));

// Only vitest reads it: the build and the development server do not load vitest's own code.
const sequencer = process.env.VITEST ? (await import('./test/support/sequencer')).StartFirstSequencer : undefined;

export default defineConfig({
  plugins: [react(), reactFromPackageNotFolder(), oneFileServerBuild(), smallPreloadHelper()],
  // Pre-bundle the browser dependencies up front: no re-optimisation (and full reload) mid-session.
  optimizeDeps: {
    entries: ['demo/client.tsx', 'demo/boot.ts', 'demo/island-views/*.tsx', 'demo/routes/*.tsx'],
    include: [
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'xstate',
      'openapi-fetch',
      'zod/mini',
    ],
  },
  build: {
    outDir: 'dist-demo/client',
    manifest: true,
    rolldownOptions: {
      // The shop's pages (server-rendered, hydrated by client.tsx; country pages are islands started by boot.ts, no
      // React) and the page without React (/vanilla/).
      input: { client: 'demo/client.tsx', boot: 'demo/boot.ts', vanilla: 'demo/vanilla/index.html' },
      // React + ReactDOM in a chunk of their own (cached across pages; the budget counts what is beyond them), xstate in one.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // xstate in one chunk (not its React binding: the page without React loads xstate too).
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/ },
            // What the boot script shares with the islands (the preload helper, the HTTP facts, the cookie rules, the session
            // start-up), in one chunk.
            {
              name: 'boot-shared',
              includeDependenciesRecursively: false,
              test: /vite[\\/]preload-helper|openapi[\\/]http\.ts|core[\\/]preview[\\/]preview\.cookies|core[\\/]session[\\/]session\.(timing|start)|core[\\/]env[\\/]visibility/,
            },
            // What every island's root needs (demo/island-client.tsx), in two chunks rather than many small ones: the
            // React-free part (browser ports, texts, the service client; the page without React uses them too), and React's part.
            {
              name: 'service-client',
              includeDependenciesRecursively: false,
              test: /openapi[\\/]client|node_modules[\\/]openapi-fetch[\\/]/,
            },
            // The service client comes with an island's first call (openapi/lazy-client.ts), the ports (and the
            // inspector's switch, which the page without React uses too) with its start.
            {
              name: 'ports',
              includeDependenciesRecursively: false,
              test: /openapi[\\/]errors|demo[\\/]inspector[\\/]setup|core[\\/]env[\\/](browser|in-process-locks|console-logger|ports)|core[\\/]i18n[\\/](locales|translate)|core[\\/]view-model/,
            },
            // An island's view and the code it runs, in one chunk each (fewer requests and imports for its first visit).
            {
              name: 'session-island',
              includeDependenciesRecursively: false,
              test: /demo[\\/](login-session-live|island-views[\\/]SessionIsland)\.tsx|react[\\/]session[\\/](useLoginSession|SessionExpiredNotice)|core[\\/]session[\\/]session\.(machine|connect|texts|actors|rules)/,
            },
            {
              name: 'preview-island',
              includeDependenciesRecursively: false,
              test: /demo[\\/]island-views[\\/]PreviewIsland\.tsx|react[\\/]preview[\\/](PreviewPanel|PreviewBanner|usePreviewPanel)\.tsx?$|core[\\/]preview[\\/]preview\.(machine|connect|rules|actors|answers|texts)\.ts/,
            },
            // The sign-up's code in three chunks rather than twenty small ones (gzip packs one file better, D77): its
            // React-free core (machine, connect, rules, texts, the market table, the props vocabulary, the contract's facts,
            // whose other importers load this chunk already, D86; the page without React loads it too), the widgets the form
            // renders (their React part, the props normaliser, their machines), and its React view. Whatever else loads the
            // vocabulary or the normaliser (the preference page) loads these chunks anyway.
            {
              name: 'signup',
              includeDependenciesRecursively: false,
              test: /core[\\/]newsletter[\\/](signup[\\/]signup\.(machine|connect|rules|fields|texts|actors|parts|typed-input|dom|answers-loader)|common[\\/](email\.rules|headings)|server[\\/]resume-cookie|doi[\\/]doi\.(machine|connect))\.ts|core[\\/]markets[\\/](newsletter-markets|countries)\.ts|core[\\/]props\.ts|openapi[\\/]facts\.ts/,
            },
            {
              name: 'form-widgets',
              includeDependenciesRecursively: false,
              test: /react[\\/]widgets[\\/](TextInput|Checkbox|Select|Button|Field|FieldMessages|FormLabel|Notification|IconButton|ExpandableText|BannerStrip|Icon|iconRegistry|link|useWidgetId)\.tsx?$|react[\\/]widgets[\\/]icons[\\/](shape|form)\.ts|react[\\/]normalize-props\.ts/,
            },
            // Their machines and rules apart: the page without React (the custom element) uses them, and must not load React.
            {
              name: 'form-widgets-core',
              includeDependenciesRecursively: false,
              test: /core[\\/]widgets[\\/]((textInput|select|expandableText|notification)\.(machine|connect)|field\.connect|choice\.rules|icons|pointer-hold|format\.rules)\.ts/,
            },
            {
              name: 'signup-island',
              includeDependenciesRecursively: false,
              test: /demo[\\/]island-views[\\/]NewsletterSignupIsland\.tsx|react[\\/]newsletter[\\/](NewsletterSignup|TextSegments)\.tsx/,
            },
            {
              name: 'islands',
              // Every React island runs its machine through useMachineView: the adapter comes in this chunk, not one of its own.
              // Only the named modules: their dependencies (the cookies, the preload helper) stay where the boot script gets them.
              includeDependenciesRecursively: false,
              test: /demo[\\/](island-client|islands|island-root|runtime)\.tsx|openapi[\\/]lazy-client\.ts|demo[\\/]island-views[\\/]ready|react[\\/]widgets[\\/]texts|core[\\/]widgets[\\/]texts[\\/]index\.ts|react[\\/]inspect|react[\\/]useMachineView/,
            },
          ],
        },
      },
    },
  },
  test: {
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // One worker per core, not vitest's cores - 1: on CI's two cores that is two, not one, and many files mostly wait
    // (a child process, a PGlite start, a socket), so the suite takes about half the time.
    maxWorkers: availableParallelism(),
    sequence: sequencer ? { sequencer } : {},
    globalSetup: ['test/support/global-setup.ts'],
    // Empties the worker's test database before each test (only once a test has used it).
    setupFiles: [
      'test/support/database.ts',
      'test/support/widget-texts.ts',
      'test/support/coverage-setup.ts',
      'test/support/wait.ts',
    ],
    restoreMocks: true,
    // Time-outs catch a hang, never slowness: on a busy machine a file's first test (its imports, the database, a child
    // process) takes many times what it takes on an idle one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files in Node share their worker's modules and database (half the CPU time: no new process, imports and PGlite
    // per file); files on jsdom get a VM context each (above).
    projects: [
      { extends: true, test: { name: 'node', include: nodeTests, isolate: false } },
      { extends: true, test: { name: 'dom', include: domTests, environment: 'jsdom', pool: 'vmForks' } },
      { extends: true, test: { name: 'dom-globals', include: domGlobalTests, environment: 'jsdom' } },
    ],
  },
});
