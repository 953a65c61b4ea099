/**
 * `npm run bench`: what a shopper pays on every page of the demo, against the production build (`npm run build`
 * first). Writes bench/results.json and the Performance section of docs/performance.md.
 *
 * Options: --lighthouse-runs=N (default 3), --skip=lighthouse,interaction,render,core,service, --keystroke-rounds=N
 * (default 4), --no-readme (leave docs/performance.md alone), --readme-only (rewrite it from bench/results.json).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, availableParallelism, loadavg, type as osType, release } from 'node:os';
import { join, resolve } from 'node:path';
import { COUNTRIES, COUNTRY_SITES } from '../../core/markets';
import { CHROMIUM_PATH } from '../../test/e2e/chromium';
import { attribute } from './attribution';
import { buildElementEntry, measureElementSignUp } from './element-signup-size';
import { ensureFreshBuild } from './fresh-build';
import { gzipSize, isReactChunk, type RouteJs } from './budget';
import { coreSize, type CoreSizeResult } from './core-size';
import { widgetBundleSizes } from '../../test/unit/widgets/bundle-size';
import { INTERACTION_TARGETS, measureTyping, type InteractionResult } from './interaction';
import { measureFirstTap, type FirstTapResult } from './first-tap';
import { lighthouse, type LighthouseResult } from './lighthouse';
import { firstVisit, launchChromium, type Transfer } from './network';
import type { RenderResult } from './render';
import { BUDGET_GOAL_BYTES, firstKeystrokeRound, renderSection, replaceBetweenMarkers } from './report';
import type { BenchResults, KeystrokeRound, MachineFacts, RouteBytes, RouteFile } from './results';
import { measuringServerOptions } from '../measuring-server';
import { sizeReport } from '../size';

const root = resolve(import.meta.dirname, '../..');
export const BENCH_ROUTES = [
  '/',
  ...COUNTRIES.map((c) => `/${COUNTRY_SITES[c].slug}/`),
  '/mailbox/',
  '/widgets/',
  '/staff/',
];

/** The routes above plus any page path the demo's route table or server names later (e.g. a new `/vanilla/`). */
export function benchRoutes(): string[] {
  const found = new Set(BENCH_ROUTES);
  for (const file of ['demo/routes.ts', 'demo/server.ts']) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    for (const [, route] of readFileSync(path, 'utf8').matchAll(/['"`](\/[a-z][a-z-]*\/)['"`]/g)) {
      if (!/^\/(service|assets)\//.test(route!)) found.add(route!);
    }
  }
  return [...found];
}
export const LIGHTHOUSE_ROUTES = ['/de/', '/tr/', '/widgets/'];

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const skip = new Set((option('skip') ?? '').split(',').filter(Boolean));
const lighthouseRuns = Number(option('lighthouse-runs') ?? 3);
/** Rounds of the keystroke ratio beyond the first run's pair (--keystroke-rounds=N, default 4: five in all). */
const KEYSTROKE_EXTRA_ROUNDS = Number(option('keystroke-rounds') ?? 4);

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

export function machineFacts(): MachineFacts {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
  let nproc = availableParallelism();
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || nproc;
  } catch {
    /* nproc missing: keep Node's count */
  }
  let chromium = 'Chromium (version unknown)';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    /* reported as unknown */
  }
  return {
    nproc,
    cpuModel: model,
    memoryGiB: totalmem() / 1024 ** 3,
    chromium,
    node: process.version,
    os: `${osType()} ${release()}`,
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
  };
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    // The build measured may hold work not committed yet (tracked files changed, or new source files).
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'core', 'react', 'demo', 'openapi', 'service'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head}, with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

const compressed = (t: Transfer) => Boolean(t.encoding && t.encoding !== 'identity');

export function routeBytes(route: string, transfers: Transfer[], hydrated: boolean, errors: string[]): RouteBytes {
  const files: RouteFile[] = transfers.map((t) => ({
    path: t.path,
    kind: t.kind,
    status: t.status,
    ...(t.encoding ? { encoding: t.encoding } : {}),
    wireBytes: t.wireBytes,
    bodyBytes: t.bodyBytes,
    gzipBytes: compressed(t) ? t.wireBytes : gzipSize(t.body ?? Buffer.alloc(0)),
    gzipLevel6Bytes: gzipSize(t.body ?? Buffer.alloc(0)),
  }));
  const sum = (pick: (f: RouteFile) => boolean) => files.filter(pick).reduce((s, f) => s + f.gzipBytes, 0);
  const jsReact = sum((f) => f.kind === 'js' && isReactChunk(f.path));
  const jsOther = sum((f) => f.kind === 'js' && !isReactChunk(f.path));
  const css = sum((f) => f.kind === 'css');
  const html = sum((f) => f.kind === 'html');
  // Production pages inline their CSS (demo/server.ts): it travels inside the HTML figure; this is its own gzipped size.
  const inlineCss = transfers
    .filter((t) => t.kind === 'html' && t.body)
    .map((t) =>
      [...t.body!.toString('utf8').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n'),
    )
    .join('\n');
  const cssInline = inlineCss ? gzipSize(Buffer.from(inlineCss)) : 0;
  const other = sum((f) => f.kind === 'other');
  return {
    route,
    hydrated,
    errors,
    jsReact,
    jsOther,
    css,
    cssInline,
    html,
    other,
    total: jsReact + jsOther + css + html + other,
    wireTotal: files.reduce((s, f) => s + f.wireBytes, 0),
    uncompressed: [...new Set(files.filter((f) => !f.encoding && f.bodyBytes > 0).map((f) => f.kind))],
    files,
  };
}

function runRenderChild(): Promise<RenderResult | { error: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench/render.ts'), 'DE'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (line) done(JSON.parse(line.slice(7)) as RenderResult);
      else done({ error: `render benchmark exited with ${code}: ${err.trim().split('\n').slice(-3).join(' | ')}` });
    });
  });
}

function writeReadme(section: string) {
  const readme = join(root, 'docs/performance.md');
  writeFileSync(readme, replaceBetweenMarkers(readFileSync(readme, 'utf8'), section));
}

async function main() {
  if (args.includes('--readme-only')) {
    // Rewrites the docs/performance.md section from the last bench/results.json without measuring again.
    writeReadme(renderSection(JSON.parse(readFileSync(join(root, 'bench/results.json'), 'utf8')) as BenchResults));
    log('Wrote the Performance section of docs/performance.md from bench/results.json.');
    return;
  }
  const started = Date.now();
  // What is measured is dist-demo's files: built again first when they are missing or not this code's.
  const fresh = await ensureFreshBuild(root, log);
  // The demo server renders with React's production build, as `npm run serve` does.
  process.env.NODE_ENV = 'production';
  const machine = machineFacts();
  log(`Storefront Kit bench: ${machine.nproc} cores, ${machine.cpuModel}, ${machine.chromium}, Node ${machine.node}`);
  const { startDemoServer } = await import('../../demo/server');
  // The staff route is measured after a staff login: the test switches stay on (never on `npm run serve`).
  const demo = await startDemoServer(await measuringServerOptions());
  const bytes: RouteBytes[] = [];
  let visitorStates: BenchResults['visitorStates'];
  let elementSignUp: BenchResults['elementSignUp'];
  const interaction: InteractionResult[] = [];
  const keystrokeRounds: KeystrokeRound[] = [];
  let firstTap: FirstTapResult | undefined;
  let lh: LighthouseResult = { available: false, error: 'skipped (--skip=lighthouse)', pages: [] };
  try {
    const browser = await launchChromium();
    try {
      log('1/5 bytes per route');
      for (const route of benchRoutes()) {
        const visit = await firstVisit(browser, demo.url, route);
        const status = visit.transfers.find((t) => t.kind === 'html')?.status;
        if (!BENCH_ROUTES.includes(route) && status !== 200) continue;
        const entry = routeBytes(route, visit.transfers, visit.hydrated, visit.errors);
        if (visit.islands.count) {
          const later = visit.islandTransfers.filter((t) => t.kind === 'js' && t.status < 400);
          entry.islands = {
            count: visit.islands.count,
            ready: visit.islands.ready,
            js: later.reduce((sum, t) => sum + (compressed(t) ? t.wireBytes : gzipSize(t.body ?? Buffer.alloc(0))), 0),
            files: later.map((t) => ({ path: t.path, gzipBytes: gzipSize(t.body ?? Buffer.alloc(0)) })),
          };
        }
        bytes.push(entry);
      }
      log(
        '   every visitor state of a country page (shopper, logged-in customer, staff with a preview applied, signs up)',
      );
      visitorStates = await sizeReport(demo.url, undefined, fresh.modulesOf)
        .then((report) => report.states)
        .catch((error: unknown) => ({ error: String(error).split('\n')[0]! }));
      log('   a shopper who signs up with <newsletter-signup> instead of the React island (measured, not shipped)');
      elementSignUp = await buildElementEntry()
        .then(({ files }) => measureElementSignUp(demo.url, files))
        .then(({ totalBytes, files, ready }) => ({
          totalBytes,
          files: files.map(({ file, gzipBytes }) => ({ file, gzipBytes })),
          ready,
        }))
        .catch((error: unknown) => ({ error: String(error).split('\n')[0]! }));
      if (!skip.has('interaction')) {
        log('3/5 keystroke to next paint');
        for (const target of INTERACTION_TARGETS) {
          for (const slowdown of [1, 4]) interaction.push(await measureTyping(browser, demo.url, target, slowdown));
        }
        // The goal's ratio again, in further rounds (each the floor, then the field): the median round counts.
        const field = INTERACTION_TARGETS.find((t) => t.route === '/de/' && !t.baseline);
        const floor = INTERACTION_TARGETS.find((t) => t.route === '/de/' && t.baseline);
        for (let round = 0; field && floor && round < KEYSTROKE_EXTRA_ROUNDS; round++) {
          const pair = {
            interaction: [
              await measureTyping(browser, demo.url, floor, 4),
              await measureTyping(browser, demo.url, field, 4),
            ],
          };
          const measured = firstKeystrokeRound(pair);
          if (measured) keystrokeRounds.push(measured);
        }
        log("   first tap into the sign-up's e-mail field to the next paint, on a phone at 4x CPU");
        firstTap = await measureFirstTap(browser, demo.url, '/de/', 4);
      }
    } finally {
      await browser.close();
    }
    if (!skip.has('lighthouse')) {
      process.stdout.write(`2/5 Lighthouse, ${LIGHTHOUSE_ROUTES.length} pages x ${lighthouseRuns} runs `);
      lh = await lighthouse(demo.url, LIGHTHOUSE_ROUTES, lighthouseRuns, join(root, '.cache/bench'));
      log(lh.available ? ' done' : ` failed: ${lh.error}`);
    }
  } finally {
    await demo.close();
  }

  let render: RenderResult | { error: string } = { error: 'skipped (--skip=render)' };
  if (!skip.has('render')) {
    log('4/5 server render');
    render = await runRenderChild();
  }
  let core: CoreSizeResult = {
    available: false,
    reason: 'skipped (--skip=core)',
    names: [],
    modules: [],
    missingModules: [],
  };
  if (!skip.has('core')) {
    log('5/5 core without React');
    core = await coreSize().catch((error: unknown) => ({
      available: false,
      reason: `bundling failed: ${String(error).split('\n')[0]}`,
      names: [],
      modules: [],
      missingModules: [],
    }));
  }

  let widgets: BenchResults['widgets'];
  if (!skip.has('core')) {
    log('   widgets entry and Button alone');
    widgets = await widgetBundleSizes().catch((error: unknown) => ({ error: String(error).split('\n')[0]! }));
  }

  const countryRoutes = new Set(COUNTRIES.map((c) => `/${COUNTRY_SITES[c].slug}/`));
  const measurements: RouteJs[] = bytes
    .filter((b) => countryRoutes.has(b.route))
    .map((b) => ({
      route: b.route,
      // The same figure `npm run size` computes (level-6 gzip of the body), so its "grew by" compares like with like.
      chunks: b.files
        .filter((f) => f.kind === 'js' && f.status < 400)
        .map((f) => ({ file: f.path.split('?')[0]!, gzipBytes: f.gzipLevel6Bytes })),
    }));
  let jsParts: BenchResults['jsParts'];
  const first = measurements[0];
  if (first) {
    log('   what the country page JS is made of');
    try {
      const counted = first.chunks.filter((c) => !isReactChunk(c.file));
      jsParts = { route: first.route, ...attribute(counted, fresh.modulesOf, root) };
    } catch (error) {
      jsParts = { route: first.route, error: String(error).split('\n')[0]! };
    }
  }
  let service: BenchResults['service'];
  if (!skip.has('service')) {
    const { benchService } = await import('./service');
    service = await benchService({ log }).catch((error: unknown) => ({ error: String(error).split('\n')[0]! }));
  }
  let serve: BenchResults['serve'];
  if (!skip.has('serve')) {
    log('   npm run serve: pages one at a time, at 20 connections, beside a static file; then under load');
    const { benchProductionServer } = await import('./service');
    serve = await benchProductionServer({ seconds: 10, unknownRequests: 3_000, log }).catch((error: unknown) => ({
      error: String(error).split('\n')[0]!,
    }));
  }
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    commit: commit(),
    durationSeconds: (Date.now() - started) / 1000,
    machine,
    bytes,
    budget: { limitBytes: BUDGET_GOAL_BYTES, measurements },
    ...(jsParts ? { jsParts } : {}),
    lighthouse: lh,
    interaction,
    keystrokeRounds,
    ...(firstTap ? { firstTap } : {}),
    render,
    core,
    ...(widgets ? { widgets } : {}),
    ...(service ? { service } : {}),
    ...(visitorStates ? { visitorStates } : {}),
    ...(elementSignUp ? { elementSignUp } : {}),
    ...(serve ? { serve } : {}),
  };
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const section = renderSection(results);
  log(`\n${section}\n`);
  if (!args.includes('--no-readme')) {
    writeReadme(section);
    log('Wrote bench/results.json and the Performance section of docs/performance.md.');
  } else log('Wrote bench/results.json.');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await main();
}
