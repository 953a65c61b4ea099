/**
 * The headless core is framework-free: `core/index.ts` bundled as a library (the `storefront-kit/core` entry)
 * holds no React, no React DOM and none of our React views, and an app importing only the newsletter
 * machine and rules from it gets neither the footer nor the preview code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

const root = process.cwd();
// Inside the repo (node_modules/.cache) so a probe file resolves packages like the app would.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const temp = mkdtempSync(join(root, 'node_modules/.cache/sk-core-bundle-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface Bundle {
  code: string;
  /** Every module that ended up in an output chunk (absolute paths). */
  modules: string[];
  /** Every import the output still makes (externals, i.e. packages left to the app). */
  imports: string[];
}

/**
 * Bundles `entry` in library mode, minified, with only the core's declared dependencies (xstate, zod,
 * openapi-fetch) external. Anything else the core reached, React included, would be bundled and seen.
 */
async function bundle(entry: string): Promise<Bundle> {
  const external = /^(xstate|zod|openapi-fetch)(\/.*)?$/;
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      outDir: join(temp, 'out'),
      lib: { entry, formats: ['es'], fileName: 'core' },
      rollupOptions: { external: (id: string) => external.test(id) },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((r) => r.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  return {
    code: chunks.map((c) => c.code).join('\n'),
    modules: chunks.flatMap((c) => c.moduleIds),
    // Imports of modules outside the output (its own lazy chunks are not imports of the app's packages).
    imports: [...new Set(chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]))].filter(
      (i) => !chunks.some((c) => c.fileName === i),
    ),
  };
}

const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler|@xstate[\\/]react|use-sync-external-store)[\\/]/;
const OUR_REACT_VIEWS = resolve(root, 'react') + '/';
/** Tell-tales of React's runtime in minified code: element symbols and internals objects. */
const REACT_INTERNALS =
  /react\.element|react\.transitional\.element|react\.fragment|__SECRET_INTERNALS|__CLIENT_INTERNALS|__SERVER_INTERNALS|ReactCurrentOwner|useSyncExternalStore/;
const REACT_IMPORT = /\bfrom\s*["'](react|react-dom|@xstate\/react)(\/[^"']*)?["']|\bimport\(\s*["'](react|react-dom)/;

describe('the core entry contains no React', () => {
  it('core/index.ts bundles without any module of react, react-dom or our React views, and imports none', async () => {
    const core = await bundle(resolve(root, 'core/index.ts'));
    // The bundle is the real core: every feature's machine is in it.
    for (const machineId of ['newsletterSignup', 'footer', 'previewPanel', 'loginSession'])
      expect(core.code).toContain(`"${machineId}"`);
    expect(core.modules.filter((m) => REACT_MODULE.test(m))).toEqual([]);
    expect(core.modules.filter((m) => m.startsWith(OUR_REACT_VIEWS))).toEqual([]);
    expect(core.modules.filter((m) => /\.(tsx|jsx)$/.test(m))).toEqual([]);
    expect(core.imports.filter((i) => /react/.test(i))).toEqual([]);
    expect(core.code).not.toMatch(REACT_IMPORT);
    expect(core.code).not.toMatch(REACT_INTERNALS);
    // What it may import: only its declared framework-free dependencies (and its own lazy chunks).
    expect(core.imports.filter((i) => !/^(xstate|zod|openapi-fetch)(\/|$)/.test(i))).toEqual([]);
  }, 120_000);

  it('the check would catch React: a module that imports react fails it', async () => {
    // Guard against a check that cannot fail: the same bundling of a file that uses React shows React.
    const entry = join(temp, 'uses-react.ts');
    writeFileSync(
      entry,
      `import { createElement } from 'react';\nexport const view = () => createElement('p', null, 'hello');\n`,
    );
    const withReact = await bundle(entry);
    expect(withReact.modules.some((m) => REACT_MODULE.test(m))).toBe(true);
    expect(withReact.code).toMatch(REACT_INTERNALS);
  }, 120_000);

  it('importing only the newsletter machine and rules from the core entry tree-shakes the footer, preview and session away', async () => {
    const entry = join(temp, 'newsletter-only.ts');
    writeFileSync(
      entry,
      `export { newsletterSignupMachine, validateSignup } from ${JSON.stringify(resolve(root, 'core/index.ts'))};\n`,
    );
    const newsletter = await bundle(entry);
    expect(newsletter.code).toContain('"newsletterSignup"');
    expect(newsletter.code).toContain('urn:newsletter:email_invalid');
    // Footer-only, preview-only and session-only strings (their machines' ids and invoked actors).
    const whole = await bundle(resolve(root, 'core/index.ts'));
    for (const other of [
      'fetchPsdata',
      'fetchOverride',
      'SHOP_FOOTER',
      'previewPanel',
      'renewPreviewAuth',
      'getAssignment',
      'loginSession',
      'readLoginToken',
    ]) {
      expect(whole.code, `the whole core has ${other}`).toContain(other);
      expect(newsletter.code, other).not.toContain(other);
    }
    expect(newsletter.modules.filter((m) => /[\\/]core[\\/](footer|preview|session|widgets)[\\/]/.test(m))).toEqual([]);
    // No market's texts either: they load on demand and this entry never asks for them.
    expect(newsletter.modules.filter((m) => /[\\/]texts[\\/]/.test(m))).toEqual([]);
  }, 120_000);

  it('the page script of /vanilla/ (custom element + core + service client) bundles without React', async () => {
    const vanilla = await bundle(resolve(root, 'demo/vanilla/main.ts'));
    expect(vanilla.code).toContain('newsletter-signup');
    expect(vanilla.code).toContain('"newsletterSignup"');
    expect(
      vanilla.modules.filter((m) => REACT_MODULE.test(m) || m.startsWith(OUR_REACT_VIEWS) || /\.(tsx|jsx)$/.test(m)),
    ).toEqual([]);
    expect(vanilla.imports.filter((i) => /react/.test(i))).toEqual([]);
    expect(vanilla.code).not.toMatch(REACT_INTERNALS);
  }, 120_000);
});
