/**
 * `npx tsx scripts/bench/element-signup-size.ts`: what a shopper who signs up would pay with `<newsletter-signup>`
 * (element/) instead of the React island. A measurement, not a budget. An entry registering the element is built by
 * Vite as a shop's build would, opened on a phone against the demo's production server, tapped, and every JS file
 * loaded counts, gzipped at level 6 as in `npm run size`.
 */
import { join, resolve } from 'node:path';
import { attribute, formatParts, type ModuleShare } from './attribution';
import { gzipSize } from './budget';
import { PHONE, launchChromium } from './network';
import { ensureFreshBuild } from './fresh-build';
import { measuringServerOptions } from '../measuring-server';

const root = resolve(import.meta.dirname, '../..');
const ENTRY_ID = '\0element-signup-entry';
const BASE = '/__element-measure/';

/** The element's entry built in memory: file name (under BASE) to its code, and each file's modules. */
export async function buildElementEntry(): Promise<{
  files: Map<string, string>;
  modules: Map<string, ModuleShare[]>;
}> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root,
    base: BASE,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'element-signup-entry',
        resolveId: (id) => (id === ENTRY_ID ? ENTRY_ID : undefined),
        load: (id) =>
          id === ENTRY_ID
            ? `import { defineNewsletterSignup } from ${JSON.stringify(join(root, 'element/newsletter-signup.ts'))};\ndefineNewsletterSignup();\n`
            : undefined,
      },
    ],
    build: {
      write: false,
      outDir: join(root, '.cache/bench/element'),
      emptyOutDir: false,
      // Lazy chunks load as the code asks for them (no preload helper: the element's page has nothing to preload).
      modulePreload: false,
      rolldownOptions: { input: { 'element-signup': ENTRY_ID } },
    },
  });
  const files = new Map<string, string>();
  const modules = new Map<string, ModuleShare[]>();
  type Output = {
    output?: { type: string; fileName: string; code?: string; modules?: Record<string, { renderedLength: number }> }[];
  };
  for (const out of (Array.isArray(result) ? result : [result]) as Output[]) {
    for (const item of out.output ?? []) {
      if (item.type !== 'chunk') continue;
      files.set(item.fileName, item.code ?? '');
      modules.set(
        item.fileName,
        Object.entries(item.modules ?? {}).map(([id, m]) => ({ id, renderedLength: m.renderedLength })),
      );
    }
  }
  return { files, modules };
}

export interface ElementSignUp {
  /** Each JS file the page loaded, in order, gzipped (level 6). */
  files: { file: string; gzipBytes: number; afterTap: boolean }[];
  totalBytes: number;
  /** The element rendered its form and the e-mail field had the focus after the tap. */
  ready: boolean;
  errors: string[];
}

export async function measureElementSignUp(origin: string, files: Map<string, string>): Promise<ElementSignUp> {
  const entry = [...files.keys()].find((f) => f.includes('element-signup'))!;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.route(`${origin}${BASE}**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(BASE.length);
      if (path === 'page') {
        return route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="de"><head><meta name="viewport" content="width=device-width"><title>Newsletter</title></head><body><main><newsletter-signup market="DE"></newsletter-signup></main><script type="module" src="${BASE}${entry}"></script></body></html>`,
        });
      }
      const code = files.get(path);
      return code === undefined
        ? route.fulfill({ status: 404 })
        : route.fulfill({ contentType: 'text/javascript', body: code });
    });
    const js: { file: string; afterTap: boolean }[] = [];
    let tapped = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') js.push({ file: new URL(request.url()).pathname, afterTap: tapped });
    });
    await page.goto(`${origin}${BASE}page`, { waitUntil: 'networkidle' });
    const email = page.locator('newsletter-signup input[type="email"]').first();
    await email.waitFor({ timeout: 15_000 });
    tapped = true;
    await email.tap();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const ready = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'email');
    await context.close();
    const measured = js.map(({ file, afterTap }) => ({
      file,
      afterTap,
      gzipBytes: gzipSize(Buffer.from(files.get(file.slice(BASE.length)) ?? '')),
    }));
    return { files: measured, totalBytes: measured.reduce((sum, f) => sum + f.gzipBytes, 0), ready, errors };
  } finally {
    await browser.close();
  }
}

async function main() {
  await ensureFreshBuild(root);
  const { files, modules } = await buildElementEntry();
  const { startDemoServer } = await import('../../demo/server');
  const demo = await startDemoServer(await measuringServerOptions());
  try {
    const result = await measureElementSignUp(demo.url, files);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `<newsletter-signup market="DE"> on a phone, registered by its own entry, until the e-mail field is tapped and the network is idle (gzip level 6, no React):`,
    );
    for (const f of result.files)
      console.log(`  ${kb(f.gzipBytes).padStart(8)}  ${f.afterTap ? 'tap  ' : 'start'}  ${f.file.slice(BASE.length)}`);
    console.log(
      `  ${kb(result.totalBytes).padStart(8)}  in all${result.ready ? '' : ' (the e-mail field did not have the focus after the tap)'}`,
    );
    const chunks = result.files.map((f) => ({ file: f.file.slice(BASE.length), gzipBytes: f.gzipBytes }));
    console.log(
      `  by package or folder (≈): ${formatParts(attribute(chunks, (file) => modules.get(file), root).parts, 30)}`,
    );
    if (result.errors.length) console.log(`page errors: ${result.errors.join(' | ')}`);
    process.exitCode = result.ready && !result.errors.length ? 0 : 1;
  } finally {
    await demo.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await main();
}
