import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../openapi';
import { testDatabase } from '../support/database';
import { ServiceHarness, START, type ConsentRecordView, type OutboxMailView, type Visitor } from './harness';

const DAY = 24 * 60 * 60 * 1000;

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';

const request = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  consents: ['DNE'],
  origin: 'onsite',
  originAddition: 'subsite',
  ...extra,
});

async function setUp() {
  const service = new ServiceHarness();
  const visitor = await service.visitor().arrive();
  return { service, visitor };
}

/** A sign-up as the market's form sends it (in TR with the required commercial-message consent). */
function subscribe(visitor: Visitor, email: string, market = 'AT', extra: Record<string, unknown> = {}, from?: string) {
  const legals = market === 'TR' ? { legals: ['NEWSLETTER'] } : {};
  return visitor.call(`POST`, SUBSCRIBERS, {
    body: request(email, { ...legals, ...extra }),
    headers: { 'X-Hunter-Site': market, ...(from ? { 'X-Forwarded-For': from } : {}) },
  });
}

function tokenOf(link: string | undefined): string {
  return new URL(link!, 'http://shop.test').searchParams.get('doi')!;
}

/** The management token of the address's latest welcome mail (its "manage my subscription" link, D27). */
async function manageTokenOf(service: ServiceHarness, to: string): Promise<string> {
  const welcome = (await service.outbox()).filter((m) => m.kind === 'welcome' && m.to === to).at(-1);
  return new URL(welcome!.link!).searchParams.get('token')!;
}

describe('subscribe', () => {
  it('accepts a new address and mails a double opt-in link to the market slug, in the market language', async () => {
    const { service, visitor } = await setUp();
    const answer = await subscribe(visitor, 'anna@example.com', 'AT');
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ status: 'ACCEPTED' });
    const [mail] = await service.outbox();
    expect(mail).toMatchObject({ kind: 'doi', to: 'anna@example.com', locale: 'de-AT' });
    // Absolute, on the origin the request came to: a mail client has no page to resolve a relative link against.
    expect(mail!.link).toMatch(/^http:\/\/shop\.test\/at\/\?doi=[\w-]+$/);
    expect(mail!.text).toContain(mail!.link);
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
  });

  it('links to the configured shop origin when the service runs elsewhere (shopOrigin)', async () => {
    const service = new ServiceHarness({ shopOrigin: 'https://shop.example/' });
    const visitor = await service.visitor().arrive();
    await subscribe(visitor, 'anna@example.com', 'HU');
    const [mail] = await service.outbox();
    expect(mail!.link).toMatch(/^https:\/\/shop\.example\/hu\/\?doi=token-[\d-]+$/);
  });

  it('links to the pages the operator set (shopPaths): the DOI, welcome, notice and unsubscribe links', async () => {
    const service = new ServiceHarness({
      shopOrigin: 'https://shop.example',
      shopPaths: {
        doi: '/{slug}/newsletter/confirm?doi={token}&m={market}',
        preferences: (market, token) => `/${market === 'AT' ? 'oesterreich' : 'de'}/konto/newsletter?t=${token}`,
      },
    });
    const visitor = await service.visitor().arrive();
    await subscribe(visitor, 'anna@example.com', 'AT');
    const [doi] = await service.outbox();
    expect(doi!.link).toMatch(/^https:\/\/shop\.example\/at\/newsletter\/confirm\?doi=[\w-]+&m=AT$/);
    expect(doi!.text).toContain(doi!.link);
    await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(doi!.link)}/doi`);
    await subscribe(visitor, 'anna@example.com', 'AT');
    const [, welcome, notice] = await service.outbox();
    expect(welcome!.link).toMatch(/^https:\/\/shop\.example\/oesterreich\/konto\/newsletter\?t=[\w-]+$/);
    expect(notice!.link).toMatch(/^https:\/\/shop\.example\/oesterreich\/konto\/newsletter\?t=/);
    const token = new URL(welcome!.link!).searchParams.get('t')!;
    const open = await visitor.call('GET', `${SUBSCRIBERS}/${token}/unsubscribe`);
    expect(open.status).toBe(303);
    expect(open.headers.get('Location')).toBe(`/oesterreich/konto/newsletter?t=${token}`);
  });

  it.each([
    ['CH_FR', '/ch-fr/', 'fr-CH', 'Veuillez confirmer'],
    ['TR', '/tr/', 'tr-TR', 'Lütfen'],
    ['PL', '/pl/', 'pl-PL', 'Potwierdź'],
  ])('market %s gets its slug %s, locale %s and language', async (market, slug, locale, subject) => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'anna@example.com', market);
    const [mail] = await service.outbox();
    expect(mail!.link!.startsWith(`http://shop.test${slug}?doi=`)).toBe(true);
    expect(mail!.locale).toBe(locale);
    expect(mail!.subject.startsWith(subject)).toBe(true);
  });

  it('a sign-up without X-Hunter-Site is DE; a market the contract does not name is a 400 naming the header, and nothing is sent', async () => {
    const { service, visitor } = await setUp();
    const unknown = await subscribe(visitor, 'anna@example.com', 'XX');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      type: 'urn:service:request_invalid',
      detail: expect.stringMatching(/^X-Hunter-Site: /),
    });
    expect(await service.outbox()).toHaveLength(0);
    await visitor.call('POST', SUBSCRIBERS, { body: request('anna@example.com') });
    const [mail] = await service.outbox();
    expect(mail!.link!.startsWith('http://shop.test/de/?doi=')).toBe(true);
    expect(mail!.locale).toBe('de-DE');
  });

  // The last: 257 characters that, cut to 256, would be a valid and different address ("…@example.co").
  it.each([
    '',
    'anna',
    'anna@example',
    'anna@@example.com',
    'an na@example.com',
    `${'a'.repeat(250)}@example.com`,
    `${'a'.repeat(244)}@example.com`.padEnd(257, 'm'),
  ])('answers the email_invalid problem for %j and sends nothing', async (email) => {
    const { service, visitor } = await setUp();
    const answer = await subscribe(visitor, email);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    expect(answer.body).toMatchObject({ type: 'urn:newsletter:email_invalid', status: 400 });
    expect(await service.outbox()).toHaveLength(0);
  });

  it.each([
    [{ firstName: 'www.example.com' }],
    [{ lastName: 'Ann<script>' }],
    [{ firstName: 'A'.repeat(41) }],
    [{ salutation: 'DR' }],
    [{ consents: ['SPAM'] }],
  ])('answers a request_invalid problem for %j', async (extra) => {
    const { visitor } = await setUp();
    const answer = await subscribe(visitor, 'anna@example.com', 'AT', extra);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'urn:newsletter:request_invalid' });
  });

  it('accepts names with the allowed punctuation', async () => {
    const { visitor } = await setUp();
    const answer = await subscribe(visitor, 'anna@example.com', 'AT', {
      firstName: "Anne-Marie O'Neil (2.)",
      lastName: 'Müller & Söhne',
    });
    expect(answer.status).toBe(202);
  });

  it('answers a body that is not JSON with a problem', async () => {
    const { visitor } = await setUp();
    const answer = await visitor.call('POST', SUBSCRIBERS, {
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'urn:service:json_invalid' });
  });

  it('answers under the private prefix the same way, and 404 for any other prefix (it names no resource)', async () => {
    const { service, visitor } = await setUp();
    const ok = await visitor.call('POST', '/service/newsletter/api/private/newsletter-subscribers', {
      body: request('p@example.com'),
    });
    expect(ok.status).toBe(202);
    // The access enum has two values only.
    const missing = await visitor.call('POST', '/service/newsletter/api/public/newsletter-subscribers', {
      body: request('p@example.com'),
    });
    expect(missing.status).toBe(404);
    expect(await service.outbox()).toHaveLength(1);
  });
});

describe('no enumeration (D15)', () => {
  it('answers a new, a pending and a confirmed address identically; a pending one gets a link of its own request (D20)', async () => {
    const { service, visitor } = await setUp();
    const first = await subscribe(visitor, 'anna@example.com');
    service.advance(60_000); // the same sign-up within 10 seconds is one (two tabs, issue 42)
    const pending = await subscribe(visitor, 'ANNA@example.com');
    const mails = await service.outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.kind).toBe('doi');
    expect(mails[1]!.link).not.toBe(mails[0]!.link);

    await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(mails[0]!.link)}/doi`);
    const confirmed = await subscribe(visitor, 'anna@example.com');
    const fresh = await subscribe(visitor, 'someone.else@example.com');

    for (const answer of [pending, confirmed, fresh]) {
      expect(answer.status).toBe(first.status);
      expect(answer.body).toEqual(first.body);
      expect(answer.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'));
    }
    const after = await service.outbox();
    expect(after.map((m) => [m.to.toLowerCase(), m.kind])).toEqual([
      ['anna@example.com', 'doi'],
      ['anna@example.com', 'doi'],
      ['anna@example.com', 'welcome'],
      ['anna@example.com', 'already_subscribed'],
      ['someone.else@example.com', 'doi'],
    ]);
    // The notice goes to a subscriber: it links to the subscription's management, never to a confirmation (D27).
    expect(after[3]!.link).toMatch(/\/newsletter\/preferences\?token=/);
  });
});

describe('proof of consent (D17, D20)', () => {
  it('records consents, market, locale, origin, originAddition, page path, text version and the times of sign-up and confirmation', async () => {
    const { service, visitor } = await setUp();
    await visitor.call('POST', SUBSCRIBERS, {
      body: request('ben@example.com', { origin: 'checkout', originAddition: 'basket', firstName: 'Ben' }),
      headers: { 'X-Hunter-Site': 'HU', 'X-Original-Address': 'http://shop.test/hu/?email=ben%40example.com#top' },
    });
    let [mail] = await service.outbox();
    expect(mail!.consentRecord).toEqual({
      email: 'ben@example.com',
      status: 'WAITING_FOR_DOI',
      consents: ['DNE'],
      legals: [],
      market: 'HU',
      locale: 'hu-HU',
      origin: 'checkout',
      originAddition: 'basket',
      // The page's path only: a query string or fragment can hold the address or a token.
      pagePath: '/hu/',
      consentTextsVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
      requestedAt: new Date(START).toISOString(),
      expiresAt: new Date(START + 30 * DAY).toISOString(),
      confirmedAt: null,
      withdrawnAt: null,
      events: [
        {
          kind: 'requested',
          at: new Date(START).toISOString(),
          consents: ['DNE'],
          legals: [],
          detail: expect.any(Object),
        },
      ],
    });

    service.advance(60 * 60 * 1000);
    await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(mail!.link)}/doi`);
    [mail] = await service.outbox();
    expect(mail!.consentRecord).toMatchObject({
      confirmedAt: new Date(START + 60 * 60 * 1000).toISOString(),
      status: 'SUBSCRIBED',
      requestedAt: new Date(START).toISOString(),
    });
    expect(mail!.consentRecord!.events.map((e) => e.kind)).toEqual(['requested', 'confirmed']);
  });

  it('names a different consent text version per language, the same for markets that share the texts', async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'a@example.com', 'DE');
    await visitor.call('POST', SUBSCRIBERS, { body: request('b@example.com') });
    await subscribe(visitor, 'c@example.com', 'PL');
    const [de, xx, pl] = (await service.outbox()).map((m) => m.consentRecord!.consentTextsVersion);
    expect(de).toBe(xx);
    expect(pl).not.toBe(de);
  });

  it("a third party re-submitting a pending address changes nothing of the owner's request: the owner confirms their own consents, market and origin", async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'owner@example.com', 'AT', { consents: ['DNE'], origin: 'onsite', firstName: 'Olga' });
    const stranger = await service.visitor().arrive();
    service.advance(60_000);
    await subscribe(stranger, 'Owner@Example.com', 'TR', { consents: [], origin: 'elsewhere', firstName: 'Mallory' });
    const [ownerMail, strangerMail] = await service.outbox();
    expect(strangerMail!.link).not.toBe(ownerMail!.link);

    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(ownerMail!.link)}/doi`)).body).toEqual({
      status: 'CONFIRMED',
    });
    const manage = await manageTokenOf(service, 'owner@example.com');
    const read = await visitor.call('GET', `${SUBSCRIBERS}/${manage}`);
    expect(read.body).toMatchObject({ status: 'SUBSCRIBED', firstName: 'Olga', consents: ['DNE'] });
    const records = (await visitor.call<{ subscribers: ConsentRecordView[] }>('GET', '/service/__admin/subscribers'))
      .body.subscribers;
    const confirmed = records.filter((r) => r.status === 'SUBSCRIBED');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ market: 'AT', consents: ['DNE'], origin: 'onsite', locale: 'de-AT' });

    // The stranger's link no longer subscribes anything: the address is confirmed, and nothing changes.
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(strangerMail!.link)}/doi`)).body).toEqual({
      status: 'ALREADY_CONFIRMED',
    });
    const update = await stranger.call('PUT', `${SUBSCRIBERS}/${tokenOf(strangerMail!.link)}`, {
      body: { consents: [], firstName: 'Mallory' },
    });
    expect(update.status).toBe(404);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${manage}`)).body).toMatchObject({
      firstName: 'Olga',
      consents: ['DNE'],
    });
  });

  it('keeps consent events append-only in the database', async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'eve@example.com');
    await expect(testDatabase.query("update consent_events set consents = '{}'")).rejects.toThrow(/append-only/);
    expect((await service.outbox())[0]!.consentRecord!.consents).toEqual(['DNE']);
  });

  it('requires the commercial-message consent in TR (legals NEWSLETTER) and records it', async () => {
    const { service, visitor } = await setUp();
    const without = await visitor.call('POST', SUBSCRIBERS, {
      body: request('t@example.com'),
      headers: { 'X-Hunter-Site': 'TR' },
    });
    expect(without.status).toBe(400);
    expect(await service.outbox()).toHaveLength(0);
    await subscribe(visitor, 't@example.com', 'TR');
    expect((await service.outbox())[0]!.consentRecord!.legals).toEqual(['NEWSLETTER']);
  });
});

describe('mail cap (D21)', () => {
  it('sends at most 4 mails to one address in 24 hours, answers every sign-up the same, and sends again a day later', async () => {
    const { service, visitor } = await setUp();
    const answers: Array<{ status: number; body: unknown }> = [];
    // A minute apart: the same sign-up within 10 seconds is one (two tabs, issue 42).
    for (let i = 0; i < 6; i++, service.advance(60_000)) answers.push(await subscribe(visitor, 'cap@example.com'));
    expect(answers.every((a) => a.status === 202 && (a.body as { status: string }).status === 'ACCEPTED')).toBe(true);
    expect(await service.outbox()).toHaveLength(4);
    service.advance(DAY);
    await subscribe(visitor, 'cap@example.com');
    expect(await service.outbox()).toHaveLength(5);
  });
});

describe('DOI link expiry (D24)', () => {
  it('a DOI link works for 30 days (TR 14); the clean-up then deletes the unconfirmed request and its events', async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'late@example.com', 'DE');
    await subscribe(visitor, 'kept@example.com', 'DE');
    await subscribe(visitor, 'edge@example.com', 'DE');
    const [late, kept, edge] = await service.outbox();
    await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(kept!.link)}/doi`);
    service.advance(30 * DAY - 1);
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(edge!.link)}/doi`)).status).toBe(200);
    service.advance(1);
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(late!.link)}/doi`)).status).toBe(404);
    expect((await visitor.call('POST', '/service/__admin/cleanup')).body).toEqual({
      requests: 1,
      withdrawn: 0,
      mails: 1,
      erasedAddresses: 0,
      erasureLog: 0,
    });
    const records = (await visitor.call<{ subscribers: ConsentRecordView[] }>('GET', '/service/__admin/subscribers'))
      .body.subscribers;
    expect(records.map((r) => r.email)).toEqual(['edge@example.com', 'kept@example.com']);
    expect((await testDatabase.query<{ n: number }>('select count(*)::int as n from consent_events'))[0]!.n).toBe(4);
  });
});

describe('admin lists (development only)', () => {
  it('pages the outbox and the records newest first, 100 a page, and narrows the outbox to one address', async () => {
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    // From many client addresses: one alone may sign up 20 a minute.
    for (let i = 0; i < 101; i++) await subscribe(visitor, `p${i}@example.com`, 'DE', {}, `10.2.0.${i}`);
    const first = await visitor.call<{ mails: OutboxMailView[]; nextPage: number | null }>(
      'GET',
      '/service/__admin/outbox',
    );
    expect(first.body.mails).toHaveLength(100);
    expect(first.body.mails[0]!.to).toBe('p100@example.com');
    expect(first.body.nextPage).toBe(2);
    const second = await visitor.call<{ mails: OutboxMailView[]; nextPage: number | null }>(
      'GET',
      '/service/__admin/outbox?page=2',
    );
    expect(second.body.mails.map((m) => m.to)).toEqual(['p0@example.com']);
    expect(second.body.nextPage).toBeNull();
    const one = await visitor.call<{ mails: OutboxMailView[] }>('GET', '/service/__admin/outbox?to=P7@example.com');
    expect(one.body.mails.map((m) => m.to)).toEqual(['p7@example.com']);
    const records = await visitor.call<{ subscribers: ConsentRecordView[]; nextPage: number | null }>(
      'GET',
      '/service/__admin/subscribers?page=2',
    );
    expect(records.body.subscribers).toHaveLength(1);
  }, 30_000);
});

describe('double opt-in (D14)', () => {
  it('confirms, then says already confirmed, and answers an unknown token with doi_token_invalid', async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'dora@example.com');
    const token = tokenOf((await service.outbox())[0]!.link);
    const first = await visitor.call('PUT', `${SUBSCRIBERS}/${token}/doi`);
    expect(first).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
    const again = await visitor.call('PUT', `${SUBSCRIBERS}/${token}/doi`);
    expect(again).toMatchObject({ status: 200, body: { status: 'ALREADY_CONFIRMED' } });
    const unknown = await visitor.call('PUT', `${SUBSCRIBERS}/not-a-token/doi`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ type: 'urn:newsletter:doi_token_invalid', status: 404 });
  });

  it('lets an unconfirmed Turkish sign-up expire after 14 days', async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'emre@example.com', 'TR');
    const token = tokenOf((await service.outbox())[0]!.link);
    service.advance(14 * 24 * 60 * 60 * 1000 + 1);
    const answer = await visitor.call('PUT', `${SUBSCRIBERS}/${token}/doi`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ type: 'urn:newsletter:doi_token_invalid' });
  });

  it('works through the typed client: CONFIRMED, then ALREADY_CONFIRMED, then a ServiceError for an unknown token', async () => {
    const { service, visitor } = await setUp();
    const client = visitor.client();
    await client.POST('/service/newsletter/api/{access}/newsletter-subscribers', {
      params: { path: { access: 'internal' }, header: { 'X-Hunter-Site': 'SK' } },
      body: { email: 'fero@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' },
    });
    const token = tokenOf((await service.outbox())[0]!.link);
    const path = '/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}/doi' as const;
    const params = { path: { access: 'internal' as const, subscriberToken: token } };
    expect((await client.PUT(path, { params })).data).toEqual({ status: 'CONFIRMED' });
    expect((await client.PUT(path, { params })).data).toEqual({ status: 'ALREADY_CONFIRMED' });
    const error = await client
      .PUT(path, { params: { path: { access: 'internal', subscriberToken: 'x' } } })
      .catch((e: unknown) => e);
    expect(
      isServiceError(error) && error.status === 404 && error.problemType === 'urn:newsletter:doi_token_invalid',
    ).toBe(true);
  });

  it('maps a bad address to ServiceError email_invalid through the typed client', async () => {
    // One the contract's pattern lets through (it cannot name invisible characters) and the service's rule refuses (D51).
    const { visitor } = await setUp();
    const error = await visitor
      .client()
      .POST('/service/newsletter/api/{access}/newsletter-subscribers', {
        params: { path: { access: 'private' } },
        body: { email: 'an\u00ADna@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' },
      })
      .catch((e: unknown) => e);
    expect(
      isServiceError(error) && error.reason === 'http' && error.problemType === 'urn:newsletter:email_invalid',
    ).toBe(true);
  });
});

describe('subscriber by management token (D27)', () => {
  it('reads and updates a subscriber, and answers 404 for an unknown token and for the DOI token', async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'gina@example.com', 'AT', { salutation: 'MRS', firstName: 'Gina' });
    const doiToken = tokenOf((await service.outbox())[0]!.link);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${doiToken}`)).status).toBe(404);
    await visitor.call('PUT', `${SUBSCRIBERS}/${doiToken}/doi`);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${doiToken}`)).status).toBe(404);
    const token = await manageTokenOf(service, 'gina@example.com');
    const read = await visitor.call('GET', `${SUBSCRIBERS}/${token}`, { headers: { 'X-Hunter-Site': 'AT' } });
    expect(read).toMatchObject({
      status: 200,
      body: {
        email: 'gina@example.com',
        status: 'SUBSCRIBED',
        salutation: 'MRS',
        firstName: 'Gina',
        consents: ['DNE'],
        legals: [],
        market: 'AT',
        confirmedAt: new Date(START).toISOString(),
      },
    });
    const updated = await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, {
      body: { lastName: 'Gruber', consents: [] },
    });
    expect(updated).toMatchObject({ status: 200, body: { firstName: 'Gina', lastName: 'Gruber', consents: [] } });
    const invalid = await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { firstName: 'http://spam' } });
    expect(invalid.status).toBe(400);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/nobody`)).status).toBe(404);
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/nobody`, { body: {} })).status).toBe(404);
  });
});
