// A subscriber's data is theirs to see and erase (GDPR Art. 15, 17, 20; D59), by the management token of their mails,
// under hostile use: someone else's token, a revoked or used one, a second erase, an erase racing a sign-up; and what
// the service deletes by itself (D60), on a moved clock.
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../support/database';
import { createStore } from '../../service/store';
import { RETENTION } from '../../service/retention';
import { ServiceHarness, type Visitor } from './harness';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';
const DAY = 24 * 3600_000;

async function signUp(visitor: Visitor, email: string, market: string, extra: Record<string, unknown> = {}) {
  return visitor.call('POST', SUBSCRIBERS, {
    body: {
      email,
      consents: ['DNE'],
      origin: 'onsite',
      originAddition: 'subsite',
      ...(market === 'TR' ? { legals: ['NEWSLETTER'] } : {}),
      ...extra,
    },
    headers: { 'X-Hunter-Site': market },
  });
}

async function subscribed(service: ServiceHarness, email: string, market = 'AT', extra: Record<string, unknown> = {}) {
  const visitor = await service.visitor().arrive();
  await signUp(visitor, email, market, extra);
  const doi = (await service.outbox()).filter((m) => m.kind === 'doi' && m.to === email).at(-1)!;
  await visitor.call('PUT', `${SUBSCRIBERS}/${doi.subscriberToken}/doi`);
  const welcome = (await service.outbox()).filter((m) => m.kind === 'welcome' && m.to === email).at(-1)!;
  return { visitor, token: new URL(welcome.link!).searchParams.get('token')! };
}

/** Every row of every table that holds the text (case-insensitive), as `table: row`. */
async function rowsMentioning(text: string): Promise<string[]> {
  const tables = (
    await testDatabase.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    )
  ).map((r) => r.table_name);
  const found: string[] = [];
  for (const table of tables) {
    const rows = await testDatabase.query<{ row: string }>(`select row_to_json(t)::text as row from ${table} t`);
    for (const { row } of rows) if (row.toLowerCase().includes(text.toLowerCase())) found.push(`${table}: ${row}`);
  }
  return found;
}

interface Exported {
  addresses: string[];
  subscription: { email: string; firstName?: string } | null;
  requests: Array<{
    email: string;
    firstName: string | null;
    lastName: string | null;
    consents: string[];
    status: string;
    events: Array<{ kind: string; at: string }>;
  }>;
  mails: Array<{ kind: string; to: string; createdAt: string; delivery: { status: string } }>;
  reference: string;
}

describe('download my data (GDPR Art. 15, 20; D59)', () => {
  it('gives the addresses, names, consents, every consent event with its time and every mail with its delivery state', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'Anna.Data@example.com', 'AT', {
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Daten',
    });
    service.advance(3600_000);
    await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { consents: [] } });
    const answer = await visitor.call<Exported>('GET', `${SUBSCRIBERS}/${token}/data`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body;
    expect(data.addresses).toEqual(['Anna.Data@example.com']);
    expect(data.subscription).toMatchObject({ email: 'Anna.Data@example.com', firstName: 'Anna' });
    expect(data.requests).toHaveLength(1);
    expect(data.requests[0]).toMatchObject({
      firstName: 'Anna',
      lastName: 'Daten',
      consents: [],
      status: 'SUBSCRIBED',
    });
    expect(data.requests[0]!.events.map((e) => [e.kind, e.at])).toEqual([
      ['requested', '2026-11-23T09:00:00.000Z'],
      ['confirmed', '2026-11-23T09:00:00.000Z'],
      ['updated', '2026-11-23T10:00:00.000Z'],
    ]);
    expect(data.mails.map((m) => [m.kind, m.to, m.delivery.status])).toEqual([
      ['doi', 'Anna.Data@example.com', 'pending'],
      ['welcome', 'Anna.Data@example.com', 'pending'],
    ]);
    // Never a mail's body: it holds tokens (D27).
    expect(JSON.stringify(data)).not.toContain(token);
    expect(data.reference).toMatch(/^DR-[0-9A-F]{12}$/);
  });

  it('with ?download is saved as a file', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'file@example.com');
    const answer = await visitor.call('GET', `${SUBSCRIBERS}/${token}/data?download=1`);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="newsletter-data.json"');
  });

  it("shows only the token's own address: another subscriber's token opens theirs, a made-up one nothing", async () => {
    const service = new ServiceHarness();
    const a = await subscribed(service, 'a@example.com');
    const b = await subscribed(service, 'b@example.com');
    const ofA = await a.visitor.call<Exported>('GET', `${SUBSCRIBERS}/${a.token}/data`);
    expect(JSON.stringify(ofA.body)).not.toContain('b@example.com');
    const ofB = await a.visitor.call<Exported>('GET', `${SUBSCRIBERS}/${b.token}/data`);
    expect(ofB.body.addresses).toEqual(['b@example.com']);
    const made = await a.visitor.call<{ type: string; detail?: string }>('GET', `${SUBSCRIBERS}/${a.token}x/data`);
    expect(made.status).toBe(404);
    expect(JSON.stringify(made.body)).not.toContain('@');
  });

  it('a token revoked by an unsubscribe still opens the data and erases it (issue 43); once erased, nothing', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'gone@example.com');
    await visitor.call('DELETE', `${SUBSCRIBERS}/${token}`);
    const read = await visitor.call<{ type: string }>('GET', `${SUBSCRIBERS}/${token}`);
    expect([read.status, read.body.type]).toEqual([410, 'urn:newsletter:subscriber_unsubscribed']);
    const data = await visitor.call<Exported>('GET', `${SUBSCRIBERS}/${token}/data`);
    expect(data.status).toBe(200);
    expect(data.body.addresses).toEqual(['gone@example.com']);
    // Leaving does not give the link its powers back: no change, no second unsubscribe.
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { consents: [] } })).status).toBe(404);
    expect((await visitor.call('DELETE', `${SUBSCRIBERS}/${token}`)).status).toBe(404);
    expect((await visitor.call('POST', `${SUBSCRIBERS}/${token}/erasure`)).status).toBe(200);
    expect(await rowsMentioning('gone@example.com')).toEqual([]);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).status).toBe(404);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}/data`)).status).toBe(404);
  });

  it('signed up again, the old revoked link opens nothing: the new link is the one that opens the address', async () => {
    const service = new ServiceHarness();
    const first = await subscribed(service, 'back@example.com');
    await first.visitor.call('DELETE', `${SUBSCRIBERS}/${first.token}`);
    await subscribed(service, 'back@example.com');
    expect((await first.visitor.call('GET', `${SUBSCRIBERS}/${first.token}`)).status).toBe(404);
    expect((await first.visitor.call('GET', `${SUBSCRIBERS}/${first.token}/data`)).status).toBe(404);
  });

  it('each export is a line of the erasure log, without the address', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'logged@example.com');
    const { reference } = (await visitor.call<Exported>('GET', `${SUBSCRIBERS}/${token}/data`)).body;
    const log = await testDatabase.query<{ reference: string; action: string; via: string; row: string }>(
      'select reference, action, via, row_to_json(l)::text as row from erasure_log l',
    );
    expect(log.map(({ reference, action, via }) => ({ reference, action, via }))).toEqual([
      { reference, action: 'export', via: 'preference-page' },
    ]);
    expect(log[0]!.row).not.toContain('logged');
  });
});

describe('erase my data (GDPR Art. 17; D59)', () => {
  it('removes every personal field and event of the address, answers what was erased, and keeps only a keyed hash and a log line', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'Erase.Me@example.com', 'HU', {
      salutation: 'MR',
      firstName: 'Ödön',
      lastName: 'Törlés',
    });
    const other = await subscribed(service, 'stays@example.com');
    // A second, pending request of the same address (another spelling): it goes too.
    await signUp(await service.visitor().arrive(), 'erase.me@EXAMPLE.com', 'HU', {
      salutation: 'MR',
      firstName: 'Ödön',
      lastName: 'Törlés',
    });
    const answer = await visitor.call<{ status: string; reference: string; erased: Record<string, unknown> }>(
      'POST',
      `${SUBSCRIBERS}/${token}/erasure`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'ERASED',
      erasedAt: '2026-11-23T09:00:00.000Z',
      // the welcome mail's token; the "already subscribed" notice of the second sign-up brought a second one
      erased: { subscription: true, requests: 1, consentEvents: 2, mails: 3, manageTokens: 2 },
    });
    expect(await rowsMentioning('erase.me')).toEqual([]);
    expect(await rowsMentioning('Ödön')).toEqual([]);
    expect(await rowsMentioning('Törlés')).toEqual([]);
    // Kept: the hash (not the address, not its plain SHA-256) and the log line.
    const kept = await testDatabase.query<{ address_hash: string }>('select address_hash from erased_addresses');
    expect(kept).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    expect(kept[0]!.address_hash).not.toBe(createHash('sha256').update('erase.me@example.com').digest('hex'));
    const log = await testDatabase.query<{ reference: string; action: string; summary: object }>(
      'select reference, action, summary from erasure_log',
    );
    expect(log).toEqual([{ reference: answer.body.reference, action: 'erase', summary: answer.body.erased }]);
    const store = createStore(testDatabase);
    expect(await store.wasErased('ERASE.ME@example.com')).toBe(true);
    expect(await store.wasErased('stays@example.com')).toBe(false);
    // The other subscriber is untouched.
    expect((await other.visitor.call('GET', `${SUBSCRIBERS}/${other.token}`)).status).toBe(200);
  });

  it('a second erase, and every other call with the used token, is the bare 404', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'twice@example.com');
    expect((await visitor.call('POST', `${SUBSCRIBERS}/${token}/erasure`)).status).toBe(200);
    const second = await visitor.call('POST', `${SUBSCRIBERS}/${token}/erasure`);
    expect(second.status).toBe(404);
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/data'],
      ['PUT', ''],
      ['DELETE', ''],
    ] as const) {
      const body = method === 'PUT' ? { firstName: 'X' } : undefined;
      expect((await visitor.call(method, `${SUBSCRIBERS}/${token}${path}`, { body })).status, `${method} ${path}`).toBe(
        404,
      );
    }
    expect(await testDatabase.query('select action from erasure_log')).toEqual([{ action: 'erase' }]);
  });

  it('from another site’s page nothing is erased (D39)', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'csrf@example.com');
    expect(
      (
        await visitor.call('POST', `${SUBSCRIBERS}/${token}/erasure`, {
          headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        })
      ).status,
    ).toBe(403);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).status).toBe(200);
  });

  it("someone else's token erases their address, never the caller's", async () => {
    const service = new ServiceHarness();
    const a = await subscribed(service, 'keep-a@example.com');
    const b = await subscribed(service, 'erase-b@example.com');
    await a.visitor.call('POST', `${SUBSCRIBERS}/${b.token}/erasure`);
    expect(await rowsMentioning('erase-b@')).toEqual([]);
    expect((await a.visitor.call('GET', `${SUBSCRIBERS}/${a.token}`)).status).toBe(200);
  });

  it('a later sign-up of the address starts afresh: a new double opt-in, no trace of the old consent, no longer marked erased once confirmed', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'again@example.com', 'TR');
    await visitor.call('POST', `${SUBSCRIBERS}/${token}/erasure`);
    service.advance(DAY);
    const fresh = await subscribed(service, 'again@example.com', 'TR');
    const data = (await fresh.visitor.call<Exported>('GET', `${SUBSCRIBERS}/${fresh.token}/data`)).body;
    expect(data.requests).toHaveLength(1);
    expect(data.requests[0]!.events.map((e) => [e.kind, e.at.slice(0, 10)])).toEqual([
      ['requested', '2026-11-24'],
      ['confirmed', '2026-11-24'],
    ]);
    expect(await createStore(testDatabase).wasErased('again@example.com')).toBe(false);
  });

  it('an erase racing sign-ups of the same address leaves one whole state: each sign-up is before the erase (erased with it) or after (a whole new request)', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'race@example.com');
    const signer = await service.visitor().arrive();
    const answers = await Promise.all([
      signUp(signer, 'race@example.com', 'AT'),
      visitor.call('POST', `${SUBSCRIBERS}/${token}/erasure`),
      signUp(signer, 'race@example.com', 'AT'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 200, 202]);
    // Whatever is left is whole: a pending request with its one event and its DOI mail, nothing else.
    const requests = await testDatabase.query<{ confirmed_at: unknown; events: number; mails: number }>(
      `select confirmed_at,
         (select count(*)::int from consent_events e where e.request_id = r.id) as events,
         (select count(*)::int from mail_outbox m where m.request_id = r.id) as mails
       from subscription_requests r`,
    );
    for (const r of requests) expect(r).toEqual({ confirmed_at: null, events: 1, mails: 1 });
    expect(await testDatabase.query('select 1 from subscribers')).toEqual([]);
    expect(await testDatabase.query('select 1 from manage_tokens')).toEqual([]);
    expect(await testDatabase.query("select 1 from mail_outbox where request_id is null or kind <> 'doi'")).toEqual([]);
  });
});

describe('retention (D24, D60): what the service deletes by itself, on a moved clock', () => {
  it('a withdrawn subscription keeps its proof for the documented period, then its names, events and mails go', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'withdrawn@example.com', 'AT', { firstName: 'Wanda' });
    const stays = await subscribed(service, 'subscribed@example.com', 'AT', { firstName: 'Stella' });
    await visitor.call('DELETE', `${SUBSCRIBERS}/${token}`);
    service.advance(RETENTION.withdrawnSubscriptionDays * DAY - 1);
    expect((await visitor.call('POST', '/service/__admin/cleanup')).body).toMatchObject({ withdrawn: 0 });
    expect(await rowsMentioning('Wanda')).not.toEqual([]);
    service.advance(1);
    expect((await visitor.call('POST', '/service/__admin/cleanup')).body).toMatchObject({ withdrawn: 1 });
    expect(await rowsMentioning('withdrawn@example.com')).toEqual([]);
    expect(await rowsMentioning('Wanda')).toEqual([]);
    // A subscription that was not withdrawn stays, however old.
    expect((await stays.visitor.call('GET', `${SUBSCRIBERS}/${stays.token}`)).status).toBe(200);
  });

  it('an unconfirmed request goes with its mail when its link expires: 30 days, 14 in Turkey', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    await signUp(visitor, 'pending-tr@example.com', 'TR');
    await signUp(visitor, 'pending-de@example.com', 'DE');
    service.advance(14 * DAY);
    await visitor.call('POST', '/service/__admin/cleanup');
    expect(await rowsMentioning('pending-tr@')).toEqual([]);
    expect(await rowsMentioning('pending-de@')).not.toEqual([]);
    service.advance(16 * DAY);
    await visitor.call('POST', '/service/__admin/cleanup');
    expect(await rowsMentioning('pending-de@')).toEqual([]);
  });

  it("an erased address's hash and the erasure's log line are kept for the documented period, then go", async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'hash@example.com');
    await visitor.call('POST', `${SUBSCRIBERS}/${token}/erasure`);
    const store = createStore(testDatabase);
    service.advance(RETENTION.erasedAddressDays * DAY - 1);
    await visitor.call('POST', '/service/__admin/cleanup');
    expect(await store.wasErased('hash@example.com')).toBe(true);
    service.advance(1);
    expect((await visitor.call('POST', '/service/__admin/cleanup')).body).toMatchObject({
      erasedAddresses: 1,
      erasureLog: 1,
    });
    expect(await store.wasErased('hash@example.com')).toBe(false);
    expect(await testDatabase.query('select 1 from erasure_log')).toEqual([]);
  });
});
