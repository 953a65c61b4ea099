// A migrated PGlite database as a dump, made once per schema (global setup) and loaded by each test file's database:
// a new PGlite cluster costs about 4.5 s of CPU, loading the dump about 0.6 s (D19).
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, readMigrations, type Database, type Queryable } from '../../service/db/database';

/** Where the dump of the current migrations lives (it names PGlite's version and the migrations' checksums). */
export function seedPath(): string {
  const pkg = join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  const key = createHash('sha256')
    .update([version, ...readMigrations().map((m) => m.checksum)].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return join(process.cwd(), '.cache', 'test-database', `pglite-${key}.tar`);
}

/** Makes the dump and a data folder from it unless they are there (global setup, once per run). */
export async function ensureSeed(): Promise<void> {
  const file = seedPath();
  if (!existsSync(file)) await makeDump(file);
  const folder = `${file}.folder`;
  if (existsSync(folder)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const building = `${folder}.${process.pid}.${randomUUID()}`;
  rmSync(building, { recursive: true, force: true });
  const pglite = new PGlite(building, { loadDataDir: new Blob([readFileSync(file)]) });
  await pglite.waitReady;
  await pglite.close();
  // Another project's global setup may have made it meanwhile: either copy is the same.
  if (existsSync(folder)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, folder);
}

async function makeDump(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite('memory://');
  const wrap = (q: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await q.query(sql, [...params])).rows as T[],
  });
  const db: Database = {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
  await migrate(db);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  mkdirSync(join(file, '..'), { recursive: true });
  const building = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
  renameSync(building, file);
}

/**
 * A migrated PGlite data folder at `dataDir` (a copy of the one the global setup made), for a service process to start
 * on as after a restart; a first start on an empty folder is production-start.test.ts's.
 */
export function migratedDataDir(dataDir: string): string {
  cpSync(`${seedPath()}.folder`, dataDir, { recursive: true });
  return dataDir;
}

/** The dump, for `openDatabase({ dataDir: 'memory://', seed })`; undefined when no global setup made it. */
export function readSeed(): Blob | undefined {
  const file = seedPath();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
