/**
 * `?inspect` is a development tool: a production build of code that calls `inspectorFromUrl` (as the demo's
 * client does) carries neither the offline panel nor `@statelyai/inspect`, not even as a lazy chunk.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

const root = process.cwd();

async function bundleSetup(development: boolean): Promise<{ code: string; files: string[] }> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    mode: development ? 'development' : 'production',
    // What `vite build` sets from NODE_ENV (under vitest NODE_ENV is 'test', so say it explicitly).
    define: { 'import.meta.env.DEV': String(development), 'import.meta.env.PROD': String(!development) },
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(root, 'demo/inspector/setup.ts'), formats: ['es'], fileName: 'setup' },
      rollupOptions: { external: (id: string) => /^xstate(\/|$)/.test(id) },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((r) => r.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  return { code: chunks.map((c) => c.code).join('\n'), files: chunks.map((c) => c.fileName) };
}

// Tell-tales: the panel's landmark and class names; Stately's inspector window and its message protocol.
const PANEL = /Machine inspector|ski-panel/;
const STATELY = /stately\.ai|@statelyai|xstateinspector/;

describe('the inspectors are development-only', () => {
  it('a production build of the setup holds neither the panel nor Stately inspector, and no lazy chunk for them', async () => {
    const production = await bundleSetup(false);
    expect(production.files).toHaveLength(1);
    expect(production.code).not.toMatch(PANEL);
    expect(production.code).not.toMatch(STATELY);
  }, 120_000);

  it('the same build for development has both, as lazy chunks (the check can fail)', async () => {
    const development = await bundleSetup(true);
    expect(development.files.length).toBeGreaterThan(1);
    expect(development.code).toMatch(PANEL);
    expect(development.code).toMatch(STATELY);
  }, 120_000);
});
