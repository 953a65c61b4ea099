// One PGlite database per test worker, emptied before every test (D19: opening one takes seconds and hundreds of MB,
// TRUNCATE takes milliseconds). TEST_DATABASE_URL runs the same tests against a PostgreSQL server instead.
// Loaded as a setup file by every test file: it imports the service's database code only once a test uses it.
import { beforeEach } from 'vitest';
import type { Database } from '../../service/db/database';

let shared: Promise<Database> | undefined;

/** Opens the worker's database (the first time takes seconds: call it from a `beforeAll` with a long time-out). */
export function open(): Promise<Database> {
  shared ??= import('../../service/db/database').then(({ openDatabase }) =>
    openDatabase(process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL } : { dataDir: 'memory://' }),
  );
  return shared;
}

/** The worker's database, opened on first use; every query waits for it. */
export const testDatabase: Database = {
  kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  query: async (sql, params) => (await open()).query(sql, params),
  transaction: async (fn) => (await open()).transaction(fn),
  close: async () => undefined,
};

beforeEach(async () => {
  if (!shared) return;
  const [{ createStore }, db] = await Promise.all([import('../../service/store'), shared]);
  await createStore(db).reset();
});
