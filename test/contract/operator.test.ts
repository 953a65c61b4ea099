// The operator answers a data-subject request from the command line (D59): `storefront-service export|erase <address>`
// as real processes on a PGlite data folder, each leaving a line in the erasure log without the address.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/database-seed';
import { openDatabase } from '../../service/db/database';
import { createStore } from '../../service/store';
import { manageTokenHash } from '../../service/newsletter';

const run = promisify(execFile);
const dirs: string[] = [];
// Data folders are large: removing them on a loaded machine takes seconds.
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-operator-'));
  dirs.push(dir);
  return migratedDataDir(join(dir, 'data'));
}

/** `storefront-service <args>` (service/main.ts, as the bin runs its build) on a data folder. */
async function command(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'service/main.ts', ...args], {
      env: { ...process.env, STOREFRONT_DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function seed(dataDir: string, emails: string[]) {
  const db = await openDatabase({ dataDir });
  const store = createStore(db);
  const now = Date.UTC(2026, 10, 23, 9);
  for (const [i, email] of emails.entries()) {
    const mail = () => ({ subject: 'Bitte bestätigen', text: 'Link' });
    await store.signUp(
      {
        email,
        firstName: 'Olga',
        lastName: 'Operator',
        consents: ['DNE'],
        legals: [],
        market: 'AT',
        locale: 'de-AT',
        origin: 'onsite',
        originAddition: 'subsite',
        consentTextsVersion: 'v',
      },
      {
        now,
        token: `doi-${i}`,
        expiresAt: now + 86_400_000,
        mailCap: 4,
        mailCapWindowMs: 86_400_000,
        mail,
        manageTokenHash: `unused-${i}`,
      },
    );
    await store.confirm(`doi-${i}`, now, { tokenHash: manageTokenHash(`manage-${i}`), mail });
  }
  await db.close();
}

describe('storefront-service export and erase (D59)', () => {
  it('exports an address as JSON, erases it (another address stays), and logs both without the address', async () => {
    const dataDir = freshDataDir();
    await seed(dataDir, ['olga@example.com', 'other@example.com']);

    const exported = await command(dataDir, 'export', 'OLGA@example.com');
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.stdout) as {
      addresses: string[];
      requests: Array<{ firstName: string; events: Array<{ kind: string; at: string }> }>;
      mails: unknown[];
    };
    expect(data.addresses).toEqual(['olga@example.com']);
    expect(data.requests[0]!.firstName).toBe('Olga');
    expect(data.requests[0]!.events.map((e) => e.kind)).toEqual(['requested', 'confirmed']);
    expect(data.mails).toHaveLength(2);
    expect(exported.stderr).toMatch(/export DR-[0-9A-F]{12} via operator: 1 requests, 2 mails/);

    const erased = await command(dataDir, 'erase', 'olga@example.com');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(
      /erase DR-[0-9A-F]{12} via operator: subscription yes, 1 requests, 2 consent events, 2 mails, 1 management tokens/,
    );
    expect(erased.stdout).not.toContain('olga');

    const again = await command(dataDir, 'export', 'olga@example.com');
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toMatch(/^Nothing is held about olga@example.com/);

    const log = await command(dataDir, 'erasure-log');
    const lines = log.stdout.trim().split('\n');
    expect(lines.map((l) => / (export|erase) /.exec(l)![1])).toEqual(['export', 'erase']);
    expect(log.stdout).not.toMatch(/olga/i);

    const db = await openDatabase({ dataDir });
    try {
      const store = createStore(db);
      expect(await store.wasErased('olga@example.com')).toBe(true);
      expect((await store.exportByAddress('other@example.com', Date.now(), 'DR-TEST'))!.requests).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('says how to use it, and refuses what is not an address, changing nothing', async () => {
    const dataDir = freshDataDir();
    const usage = await command(dataDir, 'erase');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: storefront-service export <address>');
    const bad = await command(dataDir, 'erase', 'not-an-address');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Not an e-mail address');
  }, 180_000);
});
