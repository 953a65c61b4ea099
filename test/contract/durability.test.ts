// The service's data outlives its process (D19): a restart, and a kill -9 in the middle of concurrent sign-ups.
// Real processes (service/main.ts) on a PGlite data folder; nothing here waits on a timer.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/database-seed';
import { openDatabase } from '../../service/db/database';
import { createStore } from '../../service/store';
import { manageTokenHash } from '../../service/newsletter';
import { open, workerDatabaseUrl } from '../support/database';

const dirs: string[] = [];
// Data folders are large: removing them on a loaded machine takes seconds.
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Running {
  process: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** Starts the reference service on a data folder and resolves once it listens. */
function startService(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      STOREFRONT_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Reference service: (http:\/\/[^/]+)\/service\//.exec(out);
      if (match) resolve({ process: child, url: match[1]!, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`service exited (${code}) before listening:\n${out}`)));
  });
}

/** The message of a start that fails (the process exits before it listens), or 'started'. */
function startFailure(dataDir: string, extraEnv: Record<string, string> = {}): Promise<string> {
  return startService(dataDir, extraEnv).then(
    async (running) => {
      await stop(running);
      return 'started';
    },
    (error: Error) => error.message,
  );
}

async function stop(running: Running, signal: NodeJS.Signals = 'SIGTERM') {
  running.process.kill(signal);
  await running.exited;
}

/** A visitor with a CSRF cookie, as a page load gives one. */
async function visitorOf(url: string) {
  const first = await fetch(`${url}/service/abtestfrontend/api/v1/getassignment`);
  const token = /csrf_token=([^;]+)/.exec(first.headers.getSetCookie().join(';'))![1]!;
  const headers = { Cookie: `csrf_token=${token}`, 'X-CSRF-Token': token, 'Content-Type': 'application/json' };
  let client = 0;
  return {
    // Each from a client address of its own (the service trusts X-Forwarded-For here): the per-client limit stays out of it.
    subscribe: (email: string, market = 'AT', consents: string[] = ['DNE'], resend = false) =>
      fetch(`${url}/service/newsletter/api/internal/newsletter-subscribers`, {
        method: 'POST',
        headers: {
          ...headers,
          'X-Hunter-Site': market,
          'X-Forwarded-For': `10.1.${Math.floor(client / 250)}.${client++ % 250}`,
        },
        body: JSON.stringify({ email, consents, origin: 'onsite', originAddition: 'subsite', resend }),
      }),
    confirm: (token: string) =>
      fetch(`${url}/service/newsletter/api/internal/newsletter-subscribers/${token}/doi`, { method: 'PUT', headers }),
    erase: (token: string) =>
      fetch(`${url}/service/newsletter/api/internal/newsletter-subscribers/${token}/erasure`, {
        method: 'POST',
        headers,
      }),
  };
}

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-data-'));
  dirs.push(dir);
  return migratedDataDir(join(dir, 'data'));
}

describe('a service that keeps what shoppers give it (D19)', () => {
  it('keeps the request, its consent events and its mail over a restart, and the DOI link still confirms', async () => {
    const dataDir = freshDataDir();
    let service = await startService(dataDir);
    expect((await (await visitorOf(service.url)).subscribe('restart@example.com')).status).toBe(202);
    await stop(service);

    service = await startService(dataDir);
    try {
      const { mails } = (await (await fetch(`${service.url}/service/__admin/outbox`)).json()) as {
        mails: Array<{
          to: string;
          link: string;
          consentRecord: { market: string; consents: string[]; events: Array<{ kind: string }> };
        }>;
      };
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: 'restart@example.com',
        consentRecord: { market: 'AT', consents: ['DNE'], events: [{ kind: 'requested' }] },
      });
      const token = new URL(mails[0]!.link).searchParams.get('doi')!;
      const confirmed = await (await visitorOf(service.url)).confirm(token);
      expect(await confirmed.json()).toEqual({ status: 'CONFIRMED' });
    } finally {
      await stop(service);
    }
  }, 180_000);

  it('as production (NODE_ENV=production) refuses to start without SHOP_ORIGIN and LOGIN_TOKEN_SECRET, in one line, and then has no admin switches', async () => {
    const refused = await startFailure(freshDataDir(), {
      NODE_ENV: 'production',
      SHOP_ORIGIN: '',
      LOGIN_TOKEN_SECRET: '',
    });
    expect(refused).toMatch(/Production needs SHOP_ORIGIN .* and LOGIN_TOKEN_SECRET/);
    const service = await startService(freshDataDir(), {
      NODE_ENV: 'production',
      SHOP_ORIGIN: 'https://shop.example',
      LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64url'),
    });
    try {
      expect((await fetch(`${service.url}/service/__admin/outbox`)).status).toBe(404);
      expect((await fetch(`${service.url}/service/abtestfrontend/api/v1/getassignment`)).status).toBe(200);
    } finally {
      await stop(service);
    }
  }, 180_000);

  it('refuses a second process on the same data folder, saying why', async () => {
    const dataDir = freshDataDir();
    const service = await startService(dataDir);
    try {
      const second = await startFailure(dataDir);
      expect(second).toMatch(/in use by process \d+/);
      expect(second).toMatch(/DATABASE_URL/);
    } finally {
      await stop(service);
    }
  }, 180_000);

  it('after kill -9 in the middle of 200 concurrent sign-ups, every request is whole (request, event and mail) or absent, and none that was answered is lost', async () => {
    const dataDir = freshDataDir();
    const service = await startService(dataDir);
    const visitor = await visitorOf(service.url);
    const answered: string[] = [];
    const signUps = Array.from({ length: 200 }, (_, i) => `crash${i}@example.com`).map((email) =>
      visitor.subscribe(email).then(
        (response) => {
          if (response.status === 202) answered.push(email);
          if (answered.length === 60) service.process.kill('SIGKILL');
        },
        () => undefined, // cut off by the kill
      ),
    );
    await Promise.all(signUps);
    await service.exited;
    expect(answered.length).toBeGreaterThanOrEqual(60);
    expect(answered.length).toBeLessThan(200);

    const db = await openDatabase({ dataDir });
    try {
      const requests = await db.query<{ email: string; events: number; mails: number }>(
        `select r.email,
           (select count(*)::int from consent_events e where e.request_id = r.id) as events,
           (select count(*)::int from mail_outbox m where m.request_id = r.id) as mails
         from subscription_requests r`,
      );
      expect(requests.every((r) => r.events === 1 && r.mails === 1)).toBe(true);
      const orphans = await db.query<{ n: number }>(
        'select count(*)::int as n from mail_outbox where request_id is null',
      );
      expect(orphans[0]!.n).toBe(0);
      const kept = new Set(requests.map((r) => r.email));
      expect(answered.filter((email) => !kept.has(email))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('after kill -9 in the middle of 120 concurrent erasures (D59), every address is whole or wholly erased with its log line, and none that was answered is back', async () => {
    const dataDir = freshDataDir();
    const count = 120;
    // Subscribers written straight into the folder: request, events, DOI and welcome mail, management token.
    const seed = await openDatabase({ dataDir });
    const store = createStore(seed);
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const mail = () => ({ subject: 's', text: 't' });
      await store.signUp(
        {
          email: `erase${i}@example.com`,
          firstName: `Name${i}`,
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
    await seed.close();

    const service = await startService(dataDir);
    const visitor = await visitorOf(service.url);
    const answered: number[] = [];
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        visitor.erase(`manage-${i}`).then(
          (response) => {
            if (response.status === 200) answered.push(i);
            if (answered.length === 40) service.process.kill('SIGKILL');
          },
          () => undefined, // cut off by the kill
        ),
      ),
    );
    await service.exited;
    expect(answered.length).toBeGreaterThanOrEqual(40);
    expect(answered.length).toBeLessThan(count);

    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.query<{
        email: string;
        subscribers: number;
        events: number;
        mails: number;
        tokens: number;
      }>(
        `select r.email,
           (select count(*)::int from subscribers s where s.email_key = r.email_key) as subscribers,
           (select count(*)::int from consent_events e where e.email_key = r.email_key) as events,
           (select count(*)::int from mail_outbox m where m.email_key = r.email_key) as mails,
           (select count(*)::int from manage_tokens t where t.email_key = r.email_key) as tokens
         from subscription_requests r`,
      );
      // Untouched ones are whole; nothing is half erased.
      expect(rows.filter((r) => !(r.subscribers === 1 && r.events === 2 && r.mails === 2 && r.tokens === 1))).toEqual(
        [],
      );
      const kept = new Set(rows.map((r) => r.email));
      expect(answered.filter((i) => kept.has(`erase${i}@example.com`))).toEqual([]);
      // Each erased address has its log line and its hash; leftovers of an erased address in any table: none.
      const erased = count - kept.size;
      expect(erased).toBeGreaterThanOrEqual(answered.length);
      expect(
        (await db.query<{ n: number }>("select count(*)::int as n from erasure_log where action = 'erase'"))[0]!.n,
      ).toBe(erased);
      expect((await db.query<{ n: number }>('select count(*)::int as n from erased_addresses'))[0]!.n).toBe(erased);
      for (const table of ['consent_events', 'mail_outbox', 'manage_tokens', 'subscribers']) {
        const orphans = await db.query(
          `select 1 from ${table} t where not exists (select 1 from subscription_requests r where r.email_key = t.email_key)`,
        );
        expect(orphans, table).toEqual([]);
      }
    } finally {
      await db.close();
    }
  }, 180_000);

  // Needs a PostgreSQL server: CI runs this file with one (scripts/with-postgres.sh); PGlite serves one process only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'two service processes on one PostgreSQL database behave as one: one sign-up for two tabs, one mail cap, one confirmation',
    async () => {
      await open(); // creates the worker's database and its schema
      const url = await workerDatabaseUrl(process.env.TEST_DATABASE_URL!);
      const [a, b] = await Promise.all([
        startService('', { DATABASE_URL: url }),
        startService('', { DATABASE_URL: url }),
      ]);
      const outbox = async (to: string) =>
        ((await (await fetch(`${a.url}/service/__admin/outbox?to=${to}`)).json()) as { mails: Array<{ link: string }> })
          .mails;
      try {
        const [va, vb] = await Promise.all([visitorOf(a.url), visitorOf(b.url)]);
        const tabs = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? va : vb).subscribe('tabs@example.com')),
        );
        expect(tabs.map((r) => r.status)).toEqual(Array(8).fill(202));
        expect(await outbox('tabs@example.com')).toHaveLength(1);
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? va : vb).subscribe('shared@example.com', 'AT', ['DNE'], true)),
        );
        expect(answers.map((r) => r.status)).toEqual(Array(8).fill(202));
        const mails = await outbox('shared@example.com');
        expect(mails).toHaveLength(4);
        const token = new URL(mails[3]!.link).searchParams.get('doi')!;
        const confirmations = await Promise.all([va.confirm(token), vb.confirm(token)]);
        expect(
          (await Promise.all(confirmations.map((r) => r.json()))).map((body: { status: string }) => body.status).sort(),
        ).toEqual(['ALREADY_CONFIRMED', 'CONFIRMED']);
      } finally {
        await Promise.all([stop(a), stop(b)]);
      }
    },
    60_000,
  );
});
