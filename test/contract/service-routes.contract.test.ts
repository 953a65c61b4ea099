// Where the service applies its rules, as a caller sees it: the answers a client acts on (problem types, no-store),
// the order of a route's checks, the login throttle's keys, and the mail sender woken by a confirmation.
// Scored by the mutation scope service-routes (docs/mutation-testing.md).
import { describe, expect, it } from 'vitest';
import type { MailSender } from '../../service/mail-sender';
import { ServiceHarness, type Visitor } from './harness';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';
const LOGIN = '/service/login/api/v1/login';

/** Signs `email` up and confirms it; the management token of its welcome mail (its "manage" link, D27). */
async function confirmed(service: ServiceHarness, visitor: Visitor, email: string): Promise<string> {
  await visitor.call('POST', SUBSCRIBERS, {
    body: { email, consents: ['DNE'], origin: 'onsite', originAddition: 'subsite' },
    headers: { 'X-Hunter-Site': 'DE' },
  });
  const doi = (await service.outbox()).find((m) => m.kind === 'doi' && m.to === email)!;
  expect((await visitor.call('PUT', `${SUBSCRIBERS}/${doi.subscriberToken}/doi`)).status).toBe(200);
  const welcome = (await service.outbox()).find((m) => m.kind === 'welcome' && m.to === email)!;
  return new URL(welcome.link!).searchParams.get('token')!;
}

describe('the preference link (D27): what the page acts on', () => {
  it('an unknown link answers the subscriber-not-found problem, the sign the preference page shows its invalid-link banner for', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await visitor.call(
        method,
        `${SUBSCRIBERS}/made-up-token`,
        method === 'PUT' ? { body: { firstName: 'Eva' } } : {},
      );
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ type: 'urn:newsletter:subscriber_not_found' });
    }
  });

  it('a change is held against the contract before its link is looked up: a body that does not fit is 400 for any link, so the answer tells nothing about the link', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const token = await confirmed(service, visitor, 'order@example.com');
    for (const link of ['made-up-token', token]) {
      const answer = await visitor.call('PUT', `${SUBSCRIBERS}/${link}`, { body: '[1, 2]' });
      expect(answer).toMatchObject({ status: 400, body: { detail: 'body: must be a JSON object.' } });
    }
    const fits = await visitor.call('PUT', `${SUBSCRIBERS}/made-up-token`, { body: { firstName: 'Eva' } });
    expect(fits).toMatchObject({ status: 404, body: { type: 'urn:newsletter:subscriber_not_found' } });
  });

  it("a subscriber's data and the unsubscribe link's redirect are never kept by a cache (no-store): they hold personal data and the token", async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const token = await confirmed(service, visitor, 'cache@example.com');
    const read = await visitor.call('GET', `${SUBSCRIBERS}/${token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('Cache-Control')).toBe('no-store');
    const link = await visitor.call('GET', `${SUBSCRIBERS}/${token}/unsubscribe`);
    expect(link.status).toBe(303);
    expect(link.headers.get('Cache-Control')).toBe('no-store');
  });

  it('a change that is no JSON object, and a one-click POST without its body, say what to send', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const token = await confirmed(service, visitor, 'detail@example.com');
    const change = await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: '[1, 2]' });
    expect(change.status).toBe(400);
    expect((change.body as { detail: string }).detail).toMatch(/JSON object/);
    const oneClick = await visitor.call('POST', `${SUBSCRIBERS}/${token}/unsubscribe`, {
      body: 'unsubscribe=yes',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(400);
    expect((oneClick.body as { detail: string }).detail).toBe('List-Unsubscribe: is required.');
  });
});

describe('confirming a subscription (D14, D27)', () => {
  it('the mail sender is told at once, so the welcome mail does not wait for its next look at the outbox', async () => {
    let wakes = 0;
    const mailSender: MailSender = {
      wake: () => void (wakes += 1),
      runOnce: () => Promise.resolve(0),
      stop: () => Promise.resolve(),
    };
    const service = new ServiceHarness({ mailSender });
    const visitor = await service.visitor().arrive();
    await visitor.call('POST', SUBSCRIBERS, {
      body: { email: 'wake@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' },
    });
    const doi = (await service.outbox()).find((m) => m.kind === 'doi')!;
    const before = wakes;
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${doi.subscriberToken}/doi`)).body).toEqual({
      status: 'CONFIRMED',
    });
    expect(wakes).toBeGreaterThan(before);
    expect((await service.outbox()).filter((m) => m.kind === 'welcome')).toHaveLength(1);
  });
});

describe('the login (D22, D49)', () => {
  it('a login sent without a body, or with the JSON null, is a 400 saying so, never a server error', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    expect(await visitor.call('POST', LOGIN)).toMatchObject({ status: 400, body: { detail: 'body: is required.' } });
    expect(await visitor.call('POST', LOGIN, { body: 'null' })).toMatchObject({
      status: 400,
      body: { detail: 'body: must be a JSON object.' },
    });
  });

  it('a crowd guessing one account does not lock another account: its owner, after one typo, still logs in', async () => {
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    const login = (email: string, password: string, from: string) =>
      visitor.call('POST', LOGIN, { body: { email, password }, headers: { 'X-Forwarded-For': from } });
    for (let i = 0; i < 101; i++)
      expect((await login('new.shopper@example.com', `guess${i}`, `10.8.${Math.floor(i / 5)}.${i % 5}`)).status).toBe(
        401,
      );
    expect((await login('shopper@example.com', 'dmeo', '198.51.100.30')).status).toBe(401);
    expect((await login('shopper@example.com', 'demo', '198.51.100.30')).status).toBe(200);
  });
});
