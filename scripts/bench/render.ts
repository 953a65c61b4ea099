/**
 * Server render benchmark, in a child process with NODE_ENV=production: the footer, a whole country page, and
 * renderPage() of the production SSR bundle (loaders and service calls included). Median of 1 000 renders after a
 * warm-up, in microseconds; prints one `RESULT {json}` line.
 */
import { existsSync, cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Country } from '../../core/markets';
import { median } from './stats';
import type * as RenderEntryModule from './render-entry';

type RenderEntry = typeof RenderEntryModule;

export interface RenderFigure {
  available: boolean;
  reason?: string;
  medianUs?: number;
  p95Us?: number;
  renders?: number;
  htmlBytes?: number;
  note?: string;
}

export interface RenderResult {
  country: Country;
  /** With the service client and env, as a page renders it (the footer machine starts). */
  footer: RenderFigure;
  /** With its content only (no client: the static footer). */
  footerStatic?: RenderFigure;
  /** The route's footer as the page renders it (newsletter sign-up in its slot, staff slot). */
  pageFooter?: RenderFigure;
  pageTree: RenderFigure;
  renderPage: RenderFigure;
}

const root = resolve(import.meta.dirname, '../..');
const RENDERS = 1000;
const WARM_UP = 200;

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1000;
}

function measure(fn: () => string, note?: string): RenderFigure {
  let html = '';
  for (let i = 0; i < WARM_UP; i++) html = fn();
  const samples: number[] = [];
  for (let i = 0; i < RENDERS; i++) samples.push(time(fn));
  samples.sort((a, b) => a - b);
  return {
    available: true,
    medianUs: median(samples),
    p95Us: samples[Math.ceil(0.95 * samples.length) - 1],
    renders: RENDERS,
    htmlBytes: Buffer.byteLength(html),
    note,
  };
}

async function measureAsync(fn: () => Promise<string>, note: string): Promise<RenderFigure> {
  let html = '';
  for (let i = 0; i < 50; i++) html = await fn();
  const samples: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  return {
    available: true,
    medianUs: median(samples),
    p95Us: samples[Math.ceil(0.95 * samples.length) - 1],
    renders: RENDERS,
    htmlBytes: Buffer.byteLength(html),
    note,
  };
}

async function buildEntry(): Promise<string> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = join(root, '.cache/bench/render');
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    build: {
      ssr: join(root, 'scripts/bench/render-entry.tsx'),
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'render-entry.js' } },
    },
  });
  // The bundled service reads its SQL migrations beside itself (service/db/database.ts), as its own build has them.
  cpSync(join(root, 'service/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  return join(outDir, 'render-entry.js');
}

export async function runRenderBench(country: Country): Promise<RenderResult> {
  const na = (reason: string): RenderFigure => ({ available: false, reason });
  let entry: RenderEntry;
  try {
    entry = (await import(pathToFileURL(await buildEntry()).href)) as RenderEntry;
  } catch (error) {
    const reason = `the render entry did not build or load: ${String(error).split('\n')[0]}`;
    return { country, footer: na(reason), pageTree: na(reason), renderPage: na(reason) };
  }
  const prepared = await entry.prepare(country);
  const footer =
    typeof prepared.footer === 'string'
      ? na(prepared.footer)
      : measure(prepared.footer, `props: ${prepared.footerProps}, plus the page's service client and env`);
  const footerStatic =
    typeof prepared.footerStatic === 'string'
      ? na(prepared.footerStatic)
      : measure(prepared.footerStatic, `props: ${prepared.footerProps} only (no client: no machine)`);
  const pageFooter =
    typeof prepared.pageFooter === 'string'
      ? na(prepared.pageFooter)
      : measure(
          prepared.pageFooter,
          "the country route's PageFooter: the footer with the newsletter sign-up in its slot",
        );
  const pageTree = measure(
    prepared.page,
    'shell + country page + its footer, as demo/entry-server.tsx renders them, loaders done beforehand',
  );

  let renderPage: RenderFigure;
  const ssr = join(root, 'dist-demo/server/entry-server.js');
  if (!existsSync(ssr))
    renderPage = na('no production SSR build (dist-demo/server/entry-server.js): run `npm run build`');
  else {
    const { renderPage: render } = (await import(pathToFileURL(ssr).href)) as {
      renderPage: (request: Request, service: (r: Request) => Promise<Response>) => Promise<{ appHtml: string }>;
    };
    const { COUNTRY_SITES } = await import('../../core/markets');
    const url = `http://127.0.0.1/${COUNTRY_SITES[country].slug}/`;
    renderPage = await measureAsync(
      async () =>
        (await render(new Request(url, { headers: { cookie: 'csrf_token=bench' } }), prepared.service)).appHtml,
      'renderPage() of the production SSR build: loaders, in-process service calls and renderToString',
    );
  }
  return { country, footer, footerStatic, pageFooter, pageTree, renderPage };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (process.env.NODE_ENV !== 'production')
    console.error('warning: NODE_ENV is not production; React runs its development build');
  const country = (process.argv[2] ?? 'DE') as Country;
  const result = await runRenderBench(country);
  console.log(`RESULT ${JSON.stringify(result)}`);
}
