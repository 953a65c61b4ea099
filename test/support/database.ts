// One PGlite database per test worker, emptied before every test that follows one that used it (D19: opening one takes
// seconds and hundreds of MB, TRUNCATE takes milliseconds). TEST_DATABASE_URL runs the same tests against a PostgreSQL
// server instead. Loaded as a setup file by every test file: it imports the service's database code only once a test
// uses it. The state lives on globalThis: files that share a worker (vite.config.ts) evaluate this module again each.
import { beforeEach } from 'vitest';
import type { Database } from '../../service/db/database';

const worker = ((globalThis as { __testDatabase?: { shared?: Promise<Database>; used: boolean } }).__testDatabase ??= {
  used: false,
});

/** Opens the worker's database (the first time takes seconds: call it from a `beforeAll` with a long time-out). */
export function open(): Promise<Database> {
  worker.used = true;
  worker.shared ??= Promise.all([import('../../service/db/database'), import('./database-seed')]).then(
    async ([{ openDatabase }, { readSeed }]) => {
      const server = process.env.TEST_DATABASE_URL;
      return openDatabase(
        server ? { url: await workerDatabaseUrl(server) } : { dataDir: 'memory://', seed: readSeed() },
      );
    },
  );
  return worker.shared;
}

/** On a PostgreSQL server each test worker gets a database of its own, so one worker's TRUNCATE spares the others. */
export async function workerDatabaseUrl(server: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `storefront_test_${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The worker's database, opened on first use; every query waits for it. */
export const testDatabase: Database = {
  kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  query: async (sql, params) => (await open()).query(sql, params),
  transaction: async (fn) => (await open()).transaction(fn),
  close: async () => undefined,
};

beforeEach(async () => {
  if (!worker.shared || !worker.used) return;
  const [{ createStore }, db] = await Promise.all([import('../../service/store'), worker.shared]);
  await createStore(db).reset();
  worker.used = false;
});
