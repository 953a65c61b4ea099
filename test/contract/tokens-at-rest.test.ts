// No usable token at rest (issue 42, item 2; D27): a copy of the database, read table by table, holds nothing that
// acts for a subscriber on the running shop once their mails are delivered.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startMailSender, type MailTransport } from '../../service/mail-sender';
import { createStore } from '../../service/store';
import { testDatabase } from '../support/database';
import { ServiceHarness, type Visitor } from './harness';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';

/** Every string of the copy that looks like a token: URL-safe runs of 20 or more characters, decoded. */
async function tokensInCopy(): Promise<Set<string>> {
  const tables = await testDatabase.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
  );
  expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['mail_outbox', 'subscription_requests']));
  const found = new Set<string>();
  for (const { table_name } of tables) {
    for (const row of await testDatabase.query(`select * from ${table_name}`)) {
      const text = JSON.stringify(row);
      for (const piece of [text, decodeURIComponent(text.replace(/%(?![0-9A-F]{2})/gi, '%25'))])
        for (const match of piece.matchAll(/[A-Za-z0-9_-]{20,}/g)) found.add(match[0]);
    }
  }
  return found;
}

/** What a token opens on the running service: the statuses of each management call made with it. */
async function tryToken(visitor: Visitor, token: string): Promise<number[]> {
  const path = `${SUBSCRIBERS}/${encodeURIComponent(token)}`;
  return [
    (await visitor.call('GET', path)).status,
    (await visitor.call('GET', `${path}/data`)).status,
    (await visitor.call('PUT', `${path}/doi`)).status,
  ];
}

describe('a copy of the database', () => {
  it('holds no token that reads, exports, confirms or ends a subscription once its mails are delivered', async () => {
    const delivered: Parameters<MailTransport['send']>[0][] = [];
    const store = createStore(testDatabase);
    const sender = startMailSender({
      store,
      transport: { send: async (mail) => void delivered.push(mail) },
      now: () => harness.now,
      from: 'shop@example.com',
      start: false,
    });
    const harness = new ServiceHarness({
      randomToken: () => randomBytes(18).toString('base64url'),
      mailSender: sender,
    });
    const visitor = await harness.visitor().arrive();
    const signUp = (email: string) =>
      visitor.call('POST', SUBSCRIBERS, { body: { email, consents: [], origin: 'onsite', originAddition: 'subsite' } });
    const linkToken = (text: string, name: string) =>
      decodeURIComponent(new RegExp(`[?&]${name}=([^\\s&)]+)`).exec(text)![1]!);

    await signUp('subscriber@example.com');
    await signUp('pending@example.com');
    await sender.runOnce();
    const doi = linkToken(delivered.find((m) => m.to === 'subscriber@example.com')!.text, 'doi');
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${doi}/doi`)).status).toBe(200);
    await signUp('subscriber@example.com');
    await sender.runOnce();
    const welcome = delivered.find(
      (m) => m.to === 'subscriber@example.com' && /List-Unsubscribe/.test(JSON.stringify(m.headers)),
    )!;
    const manage = linkToken(welcome.text, 'token');
    // The mails themselves work: what the subscriber received reads their subscription.
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${manage}`)).status).toBe(200);
    expect(delivered.map((m) => m.to).sort()).toEqual([
      'pending@example.com',
      'subscriber@example.com',
      'subscriber@example.com',
      'subscriber@example.com',
    ]);

    const found = await tokensInCopy();
    expect(found.size).toBeGreaterThan(0);
    for (const token of found) {
      const statuses = await tryToken(visitor, token);
      expect(
        statuses.filter((s) => s < 400),
        token,
      ).toEqual([]);
    }
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${manage}`)).status).toBe(200);
  }, 120_000);
});
