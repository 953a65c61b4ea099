import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../openapi';
import { ServiceHarness, START, type Visitor } from './harness';

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

function subscribe(visitor: Visitor, email: string, market = 'AT', extra: Record<string, unknown> = {}) {
  return visitor.call(`POST`, SUBSCRIBERS, { body: request(email, extra), headers: { 'X-Hunter-Site': market } });
}

function tokenOf(link: string | undefined): string {
  return new URL(link!, 'http://shop.test').searchParams.get('doi')!;
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
    expect(mail!.link).toMatch(/^https:\/\/shop\.example\/hu\/\?doi=token-\d+$/);
  });

  it.each([
    ['CH_FR', '/ch-fr/', 'fr-CH', 'Veuillez confirmer'],
    ['TR', '/tr/', 'tr-TR', 'Lütfen'],
    ['PL', '/pl/', 'pl-PL', 'Potwierdź'],
    ['XX', '/de/', 'de-DE', 'Bitte bestätigen'],
  ])('market %s gets its slug %s, locale %s and language', async (market, slug, locale, subject) => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'anna@example.com', market);
    const [mail] = await service.outbox();
    expect(mail!.link!.startsWith(`http://shop.test${slug}?doi=`)).toBe(true);
    expect(mail!.locale).toBe(locale);
    expect(mail!.subject.startsWith(subject)).toBe(true);
  });

  it.each(['', 'anna', 'anna@example', 'anna@@example.com', 'an na@example.com', `${'a'.repeat(250)}@example.com`])(
    'answers the email_invalid problem for %j and sends nothing',
    async (email) => {
      const { service, visitor } = await setUp();
      const answer = await subscribe(visitor, email);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
      expect(answer.body).toMatchObject({ type: 'urn:newsletter:email_invalid', status: 400 });
      expect(await service.outbox()).toHaveLength(0);
    },
  );

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
    const answer = await subscribe(visitor, 'anna@example.com', 'AT', { firstName: "Anne-Marie O'Neil (2.)", lastName: 'Müller & Söhne' });
    expect(answer.status).toBe(202);
  });

  it('answers a body that is not JSON with a problem', async () => {
    const { visitor } = await setUp();
    const answer = await visitor.call('POST', SUBSCRIBERS, { body: '{nope', headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'urn:service:json_invalid' });
  });

  it('answers under the private prefix the same way, and 404 for any other prefix', async () => {
    const { service, visitor } = await setUp();
    const ok = await visitor.call('POST', '/service/newsletter/api/private/newsletter-subscribers', { body: request('p@example.com') });
    expect(ok.status).toBe(202);
    // Not a contract path, so straight to the app: the access enum has two values only.
    const missing = await service.app.fetch(
      new Request('http://shop.test/service/newsletter/api/public/newsletter-subscribers', {
        method: 'POST',
        headers: { Cookie: visitor.cookieHeader(), 'X-CSRF-Token': visitor.cookies.get('csrf_token')!, 'Content-Type': 'application/json' },
        body: JSON.stringify(request('p@example.com')),
      }),
    );
    expect(missing.status).toBe(404);
    expect(await service.outbox()).toHaveLength(1);
  });
});

describe('no enumeration (D15)', () => {
  it('answers a new, a pending and a confirmed address identically; a pending one gets the link again', async () => {
    const { service, visitor } = await setUp();
    const first = await subscribe(visitor, 'anna@example.com');
    const pending = await subscribe(visitor, 'ANNA@example.com');
    const mails = await service.outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.kind).toBe('doi');
    expect(mails[1]!.link).toBe(mails[0]!.link);

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
      ['anna@example.com', 'already_subscribed'],
      ['someone.else@example.com', 'doi'],
    ]);
    expect(after[2]!.link).toBeUndefined();
  });
});

describe('proof of consent (D17)', () => {
  it('records consents, market, locale, origin, originAddition, address and the times of sign-up and confirmation', async () => {
    const { service, visitor } = await setUp();
    await visitor.call('POST', SUBSCRIBERS, {
      body: request('ben@example.com', { origin: 'checkout', originAddition: 'basket', firstName: 'Ben' }),
      headers: { 'X-Hunter-Site': 'HU', 'X-Original-Address': 'http://shop.test/hu/' },
    });
    let [mail] = await service.outbox();
    expect(mail!.consentRecord).toEqual({
      email: 'ben@example.com',
      consents: ['DNE'],
      market: 'HU',
      locale: 'hu-HU',
      origin: 'checkout',
      originAddition: 'basket',
      originalAddress: 'http://shop.test/hu/',
      subscribedAt: new Date(START).toISOString(),
      signUps: [new Date(START).toISOString()],
      confirmedAt: null,
      status: 'WAITING_FOR_DOI',
    });

    service.advance(60 * 60 * 1000);
    await visitor.call('PUT', `${SUBSCRIBERS}/${tokenOf(mail!.link)}/doi`);
    [mail] = await service.outbox();
    expect(mail!.consentRecord).toMatchObject({
      confirmedAt: new Date(START + 60 * 60 * 1000).toISOString(),
      status: 'SUBSCRIBED',
      subscribedAt: new Date(START).toISOString(),
    });
  });

  it('keeps every sign-up time of a re-sent subscription and what was consented to last', async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'cleo@example.com', 'DE', { consents: [] });
    service.advance(30_000);
    await subscribe(visitor, 'cleo@example.com', 'DE', { consents: ['DNE'] });
    const records = (await visitor.call<{ subscribers: Array<{ consents: string[]; signUps: string[] }> }>('GET', '/service/__admin/subscribers')).body
      .subscribers;
    expect(records).toHaveLength(1);
    expect(records[0]!.consents).toEqual(['DNE']);
    expect(records[0]!.signUps).toEqual([new Date(START).toISOString(), new Date(START + 30_000).toISOString()]);
  });
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
    const error = await client.PUT(path, { params: { path: { access: 'internal', subscriberToken: 'x' } } }).catch((e: unknown) => e);
    expect(isServiceError(error) && error.status === 404 && error.problemType === 'urn:newsletter:doi_token_invalid').toBe(true);
  });

  it('maps a bad address to ServiceError email_invalid through the typed client', async () => {
    const { visitor } = await setUp();
    const error = await visitor
      .client()
      .POST('/service/newsletter/api/{access}/newsletter-subscribers', {
        params: { path: { access: 'private' } },
        body: { email: 'nope@', consents: [], origin: 'onsite', originAddition: 'subsite' },
      })
      .catch((e: unknown) => e);
    expect(isServiceError(error) && error.reason === 'http' && error.problemType === 'urn:newsletter:email_invalid').toBe(true);
  });
});

describe('subscriber by token', () => {
  it('reads and updates a subscriber, and answers 404 for an unknown token', async () => {
    const { service, visitor } = await setUp();
    await subscribe(visitor, 'gina@example.com', 'AT', { salutation: 'MRS', firstName: 'Gina' });
    const token = tokenOf((await service.outbox())[0]!.link);
    const read = await visitor.call('GET', `${SUBSCRIBERS}/${token}`, { headers: { 'X-Hunter-Site': 'AT' } });
    expect(read).toMatchObject({
      status: 200,
      body: { email: 'gina@example.com', status: 'WAITING_FOR_DOI', salutation: 'MRS', firstName: 'Gina', consents: ['DNE'] },
    });
    const updated = await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { lastName: 'Gruber', consents: [] } });
    expect(updated).toMatchObject({ status: 200, body: { firstName: 'Gina', lastName: 'Gruber', consents: [] } });
    const invalid = await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { firstName: 'http://spam' } });
    expect(invalid.status).toBe(400);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/nobody`)).status).toBe(404);
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/nobody`, { body: {} })).status).toBe(404);
  });
});
