import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations, splitStatements } from '../../service/db/database';
import { open, testDatabase } from '../support/database';

beforeAll(async () => {
  await open();
});

describe('migrations (D19)', () => {
  it('are numbered files applied in order, each once, recorded with their checksum', async () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(await migrate(testDatabase)).toEqual([]); // the worker's database is migrated already
    const applied = await testDatabase.query<{ version: number; checksum: string }>(
      'select version, checksum from schema_migrations order by version',
    );
    expect(applied).toEqual(migrations.map((m) => ({ version: m.version, checksum: m.checksum })));
  });

  it('refuses to start when an applied migration was edited since', async () => {
    const [first] = readMigrations();
    await expect(
      migrate(testDatabase, [{ ...first!, sql: `${first!.sql}\n-- edited`, checksum: 'edited' }]),
    ).rejects.toThrow(/Migration 1 \(initial\) changed after it was applied/);
  });

  it('applies a new migration once, in a transaction: a failing one leaves nothing behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(dir, '0098_extra.sql'), 'create table migration_probe (id integer);\n');
      writeFileSync(
        join(dir, '0099_broken.sql'),
        'create table migration_probe_2 (id integer);\nselect no_such_function();\n',
      );
      const extra = readMigrations(dir);
      await expect(migrate(testDatabase, [...readMigrations(), ...extra])).rejects.toThrow(/no_such_function/);
      const tables = await testDatabase.query<{ name: string }>(
        "select tablename as name from pg_tables where tablename like 'migration_probe%'",
      );
      expect(tables).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('split a file at the semicolons that end a line, keeping function bodies whole', () => {
    expect(
      splitStatements(
        '-- note\ncreate table a (x int);\ncreate function f() returns int language sql as $$\nselect 1;\n$$;\n',
      ),
    ).toEqual(['create table a (x int);', 'create function f() returns int language sql as $$\nselect 1;\n$$;']);
  });
});
