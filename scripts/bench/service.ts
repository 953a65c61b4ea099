/**
 * The reference service under load (loopback only, bounded): sign-ups per second and p50/p99 latency at 50
 * connections, and the process's memory before and after N sign-ups. `npm run bench:service` alone, or as part of
 * `npm run bench`. Options: --service-seconds=20, --service-signups=100000, DATABASE_URL to measure PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Agent, get } from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './stats';

const root = resolve(import.meta.dirname, '../..');
/** A fresh random secret: production refuses a known one (D47). */
const BENCH_SECRET = randomBytes(36).toString('base64url');

export interface ServiceBenchResult {
  store: string;
  connections: number;
  seconds: number;
  signUpsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  non2xx: number;
  memory: { signUps: number; rssBeforeMb: number; rssAfterMb: number; growthPercent: number };
}

function startService(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'service/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      SMTP_URL: '',
      NODE_ENV: 'production',
      SHOP_ORIGIN: 'http://127.0.0.1',
      LOGIN_TOKEN_SECRET: BENCH_SECRET,
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Reference service: (http:\/\/[^/]+)\//.exec(out);
      if (match) ok({ child, url: match[1]! });
    });
    child.once('exit', (code) => fail(new Error(`service exited (${code}): ${out}`)));
  });
}

/** Resident memory of a process, MB (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function run(options: autocannon.Options, statuses?: Map<number, number>): Promise<autocannon.Result> {
  return new Promise((ok, fail) => {
    const instance = autocannon(options, (error, result) => (error ? fail(error) : ok(result)));
    if (statuses) instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  });
}

export async function benchService(options: { seconds?: number; signUps?: number; log?: (line: string) => void } = {}): Promise<ServiceBenchResult> {
  const seconds = options.seconds ?? 20;
  const signUps = options.signUps ?? 100_000;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const env: Record<string, string> = process.env.DATABASE_URL ? {} : { STOREFRONT_DATA_DIR: join(dir, 'data') };
  const { child, url } = await startService(env);
  try {
    const first = await fetch(`${url}/service/abtestfrontend/api/v1/getassignment`);
    const csrf = /csrf_token=([^;]+)/.exec(first.headers.getSetCookie().join(';'))![1]!;
    let n = 0;
    const signUp = (prefix: string): autocannon.Options => ({
      url: `${url}/service/newsletter/api/internal/newsletter-subscribers`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'x-hunter-site': 'AT' },
      requests: [
        {
          // Each sign-up from a client address of its own: the load measures the store, not the per-client limit.
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ email: `${prefix}${n++}@example.com`, consents: ['DNE'], origin: 'onsite', originAddition: 'subsite' }),
          }),
        },
      ],
    });
    // Warm-up, then the measured run.
    await run({ ...signUp('warm'), connections: 10, amount: 500 });
    const load = await run({ ...signUp('load'), connections: 50, duration: seconds });
    const before = rssMb(child.pid!);
    log(`service: ${Math.round(load.requests.average)} sign-ups/s at 50 connections, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms`);
    await run({ ...signUp('mem'), connections: 50, amount: signUps });
    const after = rssMb(child.pid!);
    log(`service: memory ${before.toFixed(0)} MB before and ${after.toFixed(0)} MB after ${signUps} more sign-ups`);
    return {
      store: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (data folder)',
      connections: 50,
      seconds,
      signUpsPerSecond: Math.round(load.requests.average),
      latencyMs: { p50: load.latency.p50, p99: load.latency.p99, max: load.latency.max },
      errors: load.errors,
      non2xx: load.non2xx,
      memory: { signUps, rssBeforeMb: Math.round(before), rssAfterMb: Math.round(after), growthPercent: Math.round(((after - before) / before) * 100) },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((ok) => child.once('exit', ok));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const seconds = Number(option('service-seconds') ?? 20);
  const service = await benchService({ seconds, signUps: Number(option('service-signups') ?? 100_000) });
  const production = await benchProductionServer({ seconds });
  process.stdout.write(`${JSON.stringify({ service, production }, null, 2)}\n`);
}

export interface ProductionLoadResult {
  connections: number;
  seconds: number;
  page: { route: string; requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };
  signUp: { requestsPerSecond: number; p99Ms: number; errors: number; accepted: number; throttled: number; otherNon2xx: number };
  unknownPaths: { requests: number; errors: number; notFound: number; otherStatus: number };
  crashed: boolean;
  memory: { rssStartMb: number; rssPeakMb: number; rssEndMb: number; endVsStartPercent: number };
  /** Serving pages (issue 19's goals): one at a time, at 20 connections, and a static file of the same server beside them. */
  pages?: {
    workers: number;
    oneAtATime: { requests: number; p50Ms: number; p95Ms: number };
    at20: { pagesPerSecond: number; p99Ms: number; errors: number; non2xx: number };
    staticAt20: { path: string; requestsPerSecond: number };
  };
}

/** `count` GETs one after the other over one kept-alive connection; each one's time to its last byte, in ms. */
async function oneAtATime(url: string, count: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await new Promise<void>((ok, fail) =>
        get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.resume();
          res.on('end', () => ok());
        }).on('error', fail),
      );
      times.push(performance.now() - start);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

/**
 * `npm run serve` (the production build, D22) under a bounded loopback load: a country page and the sign-up at 50
 * connections, then 15 000 requests for unknown and hostile paths; does the process stay up, answer, and give its
 * memory back? Sign-ups from one address are throttled (429) by design: they count as answers, not errors.
 */
const round = (value: number) => Math.round(value * 100) / 100;

export async function benchProductionServer(options: { seconds?: number; unknownRequests?: number; log?: (line: string) => void } = {}): Promise<ProductionLoadResult> {
  const seconds = options.seconds ?? 20;
  const unknownRequests = options.unknownRequests ?? 15_000;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const dir = mkdtempSync(join(tmpdir(), 'storefront-serve-'));
  const { freePort } = await import('../measuring-server');
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist-demo/node/demo/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SHOP_ORIGIN: `http://127.0.0.1:${port}`,
      LOGIN_TOKEN_SECRET: BENCH_SECRET,
      STOREFRONT_DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let crashed = false;
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') crashed = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const started = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Storefront Kit demo shop')) ok(out);
    });
    child.once('exit', () => fail(new Error(`demo server exited: ${out}`)));
  });
  try {
    await run({ url: `${url}/de/`, connections: 10, amount: 200 });
    // Serving pages: one at a time (p95), then 20 connections, beside a static file of the same server.
    const single = await oneAtATime(`${url}/de/`, 500);
    const at20 = await run({ url: `${url}/de/`, connections: 20, duration: Math.min(seconds, 10) });
    const asset = /\/assets\/boot-[\w-]+\.js/.exec(await (await fetch(`${url}/de/`)).text())?.[0] ?? '/assets/';
    const staticAt20 = await run({ url: `${url}${asset}`, connections: 20, duration: Math.min(seconds, 10), headers: { 'accept-encoding': 'gzip' } });
    const pages = {
      workers: Number(/(\d+) workers/.exec(started)?.[1] ?? 1),
      oneAtATime: { requests: single.length, p50Ms: round(percentile(single, 50)), p95Ms: round(percentile(single, 95)) },
      at20: { pagesPerSecond: Math.round(at20.requests.average), p99Ms: at20.latency.p99, errors: at20.errors, non2xx: at20.non2xx },
      staticAt20: { path: asset, requestsPerSecond: Math.round(staticAt20.requests.average) },
    };
    log(
      `serve (${pages.workers} workers): /de/ one at a time p50 ${pages.oneAtATime.p50Ms} ms, p95 ${pages.oneAtATime.p95Ms} ms; ${pages.at20.pagesPerSecond} pages/s at 20 connections; a static file ${pages.staticAt20.requestsPerSecond}/s`,
    );
    const start = rssMb(child.pid!);
    let peak = start;
    const sample = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 500);
    const page = await run({ url: `${url}/de/`, connections: 50, duration: seconds });
    log(`serve: /de/ ${Math.round(page.requests.average)}/s at 50 connections, p99 ${page.latency.p99} ms, ${page.errors} errors`);

    const first = await fetch(`${url}/service/abtestfrontend/api/v1/getassignment`);
    const csrf = /csrf_token=([^;]+)/.exec(first.headers.getSetCookie().join(';'))![1]!;
    let n = 0;
    const statuses = new Map<number, number>();
    const signUp = await run({
      url: `${url}/service/newsletter/api/internal/newsletter-subscribers`,
      method: 'POST',
      connections: 50,
      duration: seconds,
      headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'x-hunter-site': 'DE', origin: url },
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: `serve${n++}@example.com`, consents: [], origin: 'onsite', originAddition: 'subsite' }) }) }],
    }, statuses);
    const accepted = statuses.get(202) ?? 0;
    const throttled = statuses.get(429) ?? 0;
    log(`serve: sign-up ${Math.round(signUp.requests.average)}/s at 50 connections, p99 ${signUp.latency.p99} ms: ${accepted} accepted, ${throttled} throttled (429), ${signUp.errors} errors`);

    const hostile = ['/assets/', '/assets/..%2f..%2fpackage.json', '/%E0%A4%A', `/${'x'.repeat(3000)}`, '/de/../../etc/passwd', '/no/such/page'];
    const statusesUnknown = new Map<number, number>();
    let i = 0;
    const unknown = await run({
      url,
      connections: 20,
      amount: unknownRequests,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${hostile[i % hostile.length]}${i++ % 7 === 0 ? `?n=${i}` : ''}` }) }],
    }, statusesUnknown);
    clearInterval(sample);
    await new Promise((ok) => setTimeout(ok, 5_000)); // a rest, for the collector
    const end = rssMb(child.pid!);
    const notFound = statusesUnknown.get(404) ?? 0;
    log(`serve: ${unknownRequests} unknown and hostile paths: ${notFound} answered 404, ${unknown.errors} errors; memory ${start.toFixed(0)} -> peak ${peak.toFixed(0)} -> ${end.toFixed(0)} MB`);
    return {
      connections: 50,
      seconds,
      page: { route: '/de/', requestsPerSecond: Math.round(page.requests.average), p99Ms: page.latency.p99, errors: page.errors, non2xx: page.non2xx },
      signUp: {
        requestsPerSecond: Math.round(signUp.requests.average),
        p99Ms: signUp.latency.p99,
        errors: signUp.errors,
        accepted,
        throttled,
        otherNon2xx: [...statuses].filter(([s]) => s !== 202 && s !== 429).reduce((sum, [, count]) => sum + count, 0),
      },
      unknownPaths: { requests: unknownRequests, errors: unknown.errors, notFound, otherStatus: unknownRequests - notFound },
      crashed: crashed || child.exitCode !== null,
      pages,
      memory: { rssStartMb: Math.round(start), rssPeakMb: Math.round(peak), rssEndMb: Math.round(end), endVsStartPercent: Math.round(((end - start) / start) * 100) },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((ok) => (child.exitCode !== null ? ok(undefined) : child.once('exit', ok)));
    rmSync(dir, { recursive: true, force: true });
  }
}
