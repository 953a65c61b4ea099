/**
 * The reference service under load (loopback only, bounded): sign-ups per second and p50/p99 latency at 50
 * connections, and the process's memory before and after N sign-ups. `npm run bench:service` alone, or as part of
 * `npm run bench`. Options: --service-seconds=20, --service-signups=100000, DATABASE_URL to measure PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '../..');

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
    env: { ...process.env, PORT: '0', SMTP_URL: '', NODE_ENV: 'production', TRUST_PROXY: '1', ...env },
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

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((ok, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : ok(result)));
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
  const result = await benchService({ seconds: Number(option('service-seconds') ?? 20), signUps: Number(option('service-signups') ?? 100_000) });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
