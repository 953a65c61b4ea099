// Issue 29: the proof-of-consent summary is what its events say (2), a confirmed record has no expiry (7), and the
// welcome mail's mailto address comes from the configuration, never from the request's host (5).
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../core/markets';
import { ServiceHarness, type ConsentRecordView, type Visitor } from './harness';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';

/** Signs up without the personal-offers consent and confirms; answers the welcome mail's management token. */
async function confirmedWithoutOffers(service: ServiceHarness, email: string, market: string) {
  const visitor = await service.visitor().arrive();
  const names =
    market === 'HU' || market === 'TR'
      ? { firstName: 'Ilona', lastName: 'Kovács', ...(market === 'HU' ? { salutation: 'MRS' } : {}) }
      : {};
  await visitor.call('POST', SUBSCRIBERS, {
    body: {
      email,
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
      ...(market === 'TR' ? { legals: ['NEWSLETTER'] } : {}),
      ...names,
    },
    headers: { 'X-Hunter-Site': market },
  });
  const doi = (await service.outbox()).filter((m) => m.kind === 'doi' && m.to === email).at(-1)!;
  await visitor.call('PUT', `${SUBSCRIBERS}/${doi.subscriberToken}/doi`);
  const welcome = (await service.outbox()).filter((m) => m.kind === 'welcome' && m.to === email).at(-1)!;
  return { visitor, welcome, token: new URL(welcome.link!).searchParams.get('token')! };
}

const recordOf = async (visitor: Visitor, email: string) =>
  (
    await visitor.call<{ subscribers: ConsentRecordView[] }>('GET', '/service/__admin/subscribers')
  ).body.subscribers.find((r) => r.email === email)!;

/** The summary the events give: the consents and legals of the latest event. */
const summaryOfEvents = (record: ConsentRecordView) => ({
  consents: record.events.at(-1)!.consents,
  legals: record.events.at(-1)!.legals,
});

describe('the proof-of-consent summary is derived from its events (issue 29.2)', () => {
  it.each(COUNTRIES)(
    '%s: a consent given on the preference page shows in the subscriber list and the mailbox; withdrawn, it shows none',
    async (market) => {
      const service = new ServiceHarness();
      const email = `summary-${market.toLowerCase()}@example.com`;
      const { visitor, token } = await confirmedWithoutOffers(service, email, market);
      const legals = market === 'TR' ? ['NEWSLETTER'] : [];
      expect(await recordOf(visitor, email)).toMatchObject({ consents: [], legals });

      expect((await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { consents: ['DNE'] } })).status).toBe(200);
      const record = await recordOf(visitor, email);
      expect(record.events.map((e) => e.kind)).toEqual(['requested', 'confirmed', 'updated']);
      expect(record).toMatchObject({ status: 'SUBSCRIBED', consents: ['DNE'], legals });
      expect(summaryOfEvents(record)).toEqual({ consents: record.consents, legals: record.legals });
      // The demo mailbox shows the same record beside each mail of the subscription.
      const mails = (await service.outbox()).filter((m) => m.to === email);
      expect(mails.map((m) => m.consentRecord?.consents)).toEqual(mails.map(() => ['DNE']));

      expect(
        (
          await visitor.call('POST', `${SUBSCRIBERS}/${token}/unsubscribe`, {
            body: 'List-Unsubscribe=One-Click',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(200);
      const withdrawn = await recordOf(visitor, email);
      expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', consents: [], legals: [] });
      expect(summaryOfEvents(withdrawn)).toEqual({ consents: [], legals: [] });
    },
  );
});

describe('a confirmed record has no expiry (issue 29.7)', () => {
  it('waiting, the record says when its link expires; confirmed, it says nothing of an expiry', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    await visitor.call('POST', SUBSCRIBERS, {
      body: { email: 'expiry@example.com', consents: [] },
      headers: { 'X-Hunter-Site': 'HU' },
    });
    const waiting = await recordOf(visitor, 'expiry@example.com');
    expect(waiting.status).toBe('WAITING_FOR_DOI');
    expect(typeof waiting.expiresAt).toBe('string');
    const doi = (await service.outbox()).find((m) => m.kind === 'doi')!;
    await visitor.call('PUT', `${SUBSCRIBERS}/${doi.subscriberToken}/doi`);
    const confirmed = await recordOf(visitor, 'expiry@example.com');
    expect(confirmed.status).toBe('SUBSCRIBED');
    expect(confirmed.expiresAt).toBeNull();
  });
});

describe('the welcome mail’s List-Unsubscribe mailto (issue 29.5)', () => {
  const mailtoOf = (headers: Record<string, string> | undefined) =>
    /<mailto:([^?>]+)/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];

  it('without a configured origin or address there is no mailto at all, never one at the request host', async () => {
    const service = new ServiceHarness();
    const { welcome, token } = await confirmedWithoutOffers(service, 'nomailto@example.com', 'DE');
    expect(welcome.headers['List-Unsubscribe']).toBe(`<http://shop.test${SUBSCRIBERS}/${token}/unsubscribe>`);
    expect(welcome.headers['List-Unsubscribe']).not.toContain('mailto:');
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('with SHOP_ORIGIN it is unsubscribe@ the shop’s host, whatever host the request came to', async () => {
    const service = new ServiceHarness({ shopOrigin: 'https://shop.example' });
    const { welcome } = await confirmedWithoutOffers(service, 'origin@example.com', 'AT');
    expect(mailtoOf(welcome.headers)).toBe('unsubscribe@shop.example');
  });

  it('a configured address wins, with or without SHOP_ORIGIN; the "already subscribed" notice carries it too', async () => {
    for (const shopOrigin of [undefined, 'https://shop.example']) {
      const service = new ServiceHarness({
        ...(shopOrigin ? { shopOrigin } : {}),
        unsubscribeMailbox: 'leave@lists.shop.example',
      });
      const { visitor, welcome } = await confirmedWithoutOffers(service, 'mailbox@example.com', 'PL');
      expect(mailtoOf(welcome.headers)).toBe('leave@lists.shop.example');
      await visitor.call('POST', SUBSCRIBERS, {
        body: { email: 'mailbox@example.com', consents: [] },
        headers: { 'X-Hunter-Site': 'PL' },
      });
      const notice = (await service.outbox()).find((m) => m.kind === 'already_subscribed')!;
      expect(mailtoOf(notice.headers)).toBe('leave@lists.shop.example');
    }
  });
});
