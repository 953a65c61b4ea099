import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A row as the driver returns it. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$1…` parameters; the rows it returns. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * PostgreSQL's SQL, embedded (PGlite) or on a server (`DATABASE_URL`). Times are written from the service clock,
 * never SQL `now()`, so tests move time instead of waiting.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it is written, or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** `postgres://…`: a PostgreSQL server (several service processes may share it). */
  url?: string;
  /** PGlite's data folder; `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  /** PGlite only: a dump of a data folder (`dumpDataDir`) that an empty folder starts from instead of a new cluster. */
  seed?: Blob;
}

/** Where the data lives, from the environment: `DATABASE_URL`, else `STOREFRONT_DATA_DIR`, else `.data/`. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  return { dataDir: env.STOREFRONT_DATA_DIR || '.data' };
}

/** Opens the database and brings its schema up to date (every migration applied once, checked by checksum). */
export async function openDatabase(config: DatabaseConfig = { dataDir: 'memory://' }): Promise<Database> {
  const db = config.url ? await openPostgres(config.url) : await openPglite(config.dataDir ?? 'memory://', config.seed);
  try {
    await migrate(db);
    if (db.kind === 'pglite' && !(config.dataDir ?? 'memory://').startsWith('memory://'))
      await checkEveryTable(db, config.dataDir!);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Reads every table once: a damaged data folder refuses to start instead of failing when a shopper reaches it. */
async function checkEveryTable(db: Database, dataDir: string): Promise<void> {
  const tables = await db.query<{ name: string }>(
    "select quote_ident(table_name) as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
  );
  for (const { name } of tables) {
    try {
      await db.query(`select count(*) from ${name}`);
    } catch (error) {
      throw new Error(
        `the data folder ${dataDir} fails its check (table ${name}: ${error instanceof Error ? error.message : String(error)}): restore it from a backup`,
        { cause: error },
      );
    }
  }
}

async function openPglite(dataDir: string, seed?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  // The folder as it really is: PGlite's file system does not follow a symbolic link, and two paths to one folder
  // must take the same lock.
  let folder = dataDir;
  if (!inMemory) {
    mkdirSync(resolve(dataDir), { recursive: true });
    folder = realpathSync(resolve(dataDir));
  }
  const unlock = inMemory ? () => undefined : lockDataDir(folder);
  let pglite: InstanceType<typeof PGlite>;
  try {
    pglite = new PGlite(folder, seed ? { loadDataDir: seed } : {});
    await pglite.waitReady;
  } catch (error) {
    unlock();
    // PGlite's file-system errors are plain objects ({ errno }): said as one sentence.
    if (error instanceof Error) throw error;
    throw new Error(
      `PGlite could not open the data folder ${folder} (${JSON.stringify(error)}): check that it is a folder this process may write.`,
      { cause: error },
    );
  }
  const wrap = (q: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await q.query(sql, [...params])).rows as T[],
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      await pglite.close();
      unlock();
    },
  };
}

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it. A lock file beside the
 * folder names the process that has it; a lock left by a process that no longer runs (`kill -9`) is taken over.
 */
function lockDataDir(dir: string): () => void {
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The data folder ${dir} is in use by process ${holder}. PGlite serves one process: stop that one, ` +
            'set STOREFRONT_DATA_DIR to another folder, or run several processes on a PostgreSQL server (DATABASE_URL).',
          { cause: error },
        );
      }
      rmSync(lock, { force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  // int8 (counts, sums) as numbers: every count here is far below 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.error('[service] database connection lost:', error.message));
  const query = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await pool.query(sql, [...params])).rows as T[];
  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, [...params])).rows as T[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

// A path, not a URL: test environments such as jsdom replace the global URL class that fs would check for.
const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The numbered migrations under service/db/migrations, in order: `0001_initial.sql`, `0002_….sql`, … */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(join(dir, file), 'utf8');
      return {
        version: Number(file.slice(0, 4)),
        name: file.slice(5, -4),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/** Any number fits; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK = 7_101_977;

/**
 * Refuses to start when an applied migration was edited since: a schema is changed by a new migration, never by
 * rewriting an old one. An advisory lock makes two processes starting at once take turns.
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key, name text not null, checksum text not null, applied_at timestamptz not null default now())`);
    const applied = new Map(
      (await tx.query<{ version: number; checksum: string }>('select version, checksum from schema_migrations')).map(
        (r) => [r.version, r.checksum],
      ),
    );
    const done: number[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum === migration.checksum) continue;
      if (checksum !== undefined) {
        throw new Error(
          `Migration ${migration.version} (${migration.name}) changed after it was applied: add a new migration instead.`,
        );
      }
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}

/**
 * A migration file's statements, split at the semicolons that end a line (extended-protocol queries take one
 * statement each). Function bodies keep their semicolons inside `$$ … $$`.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inBody) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
