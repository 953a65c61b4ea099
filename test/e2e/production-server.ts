import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();

export interface ProductionServer {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** True once it printed its start line; false when it ended first. */
  listening: Promise<boolean>;
  exited: Promise<number | null>;
}

/**
 * `npm run serve`'s server (the production build, NODE_ENV=production) on `env.PORT`, in memory unless `env` says
 * otherwise. It is stopped when its test file ends even if a test timed out before its own cleanup ran.
 */
export function startProductionServer(env: Record<string, string | undefined>): ProductionServer {
  const child = spawn(process.execPath, ['dist-demo/node/demo/server.js'], {
    cwd: root,
    // In memory: a test server never writes a .data/ folder into the repository.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SHOP_ORIGIN: undefined,
      LOGIN_TOKEN_SECRET: undefined,
      STOREFRONT_DATA_DIR: 'memory://',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  let out = '';
  const listening = new Promise<boolean>((done) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('demo shop:')) done(true);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => done(false));
  });
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => out, exited, listening };
}

/** Stops every server this process started and waits for each to end (a cluster's workers end with their primary). */
export async function stopProductionServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const ended = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      return ended;
    }),
  );
}

process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
