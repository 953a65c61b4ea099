// Withdrawing is as easy as giving (D27): the welcome mail and its headers, the management token, the one-click
// unsubscribe (RFC 8058), the spec's GET and PUT by that token under hostile input, and the consent record.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadNewsletterTexts } from '../../core/newsletter/signup/signup.texts';
import { testDatabase } from '../support/database';
import { ServiceHarness, START, type ConsentRecordView, type Visitor } from './harness';

/** A page of another site calling (D39): refused with 403 `urn:service:cross_site`. */
const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const HOUR = 3600_000;

async function subscribed(service: ServiceHarness, email: string, market: string, extra: Record<string, unknown> = {}) {
  const visitor = await service.visitor().arrive();
  await visitor.call('POST', SUBSCRIBERS, {
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
  const doi = (await service.outbox()).filter((m) => m.kind === 'doi' && m.to === email).at(-1)!;
  await visitor.call('PUT', `${SUBSCRIBERS}/${doi.subscriberToken}/doi`);
  const welcome = (await service.outbox()).filter((m) => m.kind === 'welcome' && m.to === email).at(-1)!;
  return { visitor, doi, welcome, token: new URL(welcome.link!).searchParams.get('token')! };
}

/** A POST as a mail provider's server sends it: no cookie, the RFC 8058 body. */
function oneClick(
  service: ServiceHarness,
  token: string,
  extra: { body?: string; headers?: Record<string, string> } = {},
) {
  return service.visitor().call('POST', `${SUBSCRIBERS}/${encodeURIComponent(token)}/unsubscribe`, {
    body: extra.body ?? 'List-Unsubscribe=One-Click',
    headers: { ...FORM, ...extra.headers },
  });
}

const recordOf = async (visitor: Visitor, email: string) =>
  (
    await visitor.call<{ subscribers: ConsentRecordView[] }>('GET', '/service/__admin/subscribers')
  ).body.subscribers.filter((r) => r.email === email);

describe('the welcome mail (D27)', () => {
  it.each([
    ['HU', 'hu-HU', '/hu/', 'Üdvözöljük', 'https://shop.example/kupon-feltetelek'],
    ['TR', 'tr-TR', '/tr/', 'hoş geldiniz', 'https://shop.example/kupon-kosullari'],
    ['DE', 'de-DE', '/de/', 'Willkommen', 'https://shop.example/gutscheinbedingungen'],
  ])(
    '%s: in the market language, with its voucher wording and conditions, the manage link and the RFC 8058 headers',
    async (market, locale, slug, greeting, conditions) => {
      // The voucher as the market's form words it.
      const offer = (await loadNewsletterTexts(locale)).discountBanner;
      const service = new ServiceHarness({ shopOrigin: 'https://shop.example' });
      const { doi, welcome, token } = await subscribed(service, `w-${market}@example.com`, market);
      expect(welcome).toMatchObject({ kind: 'welcome', locale, to: `w-${market}@example.com` });
      expect(welcome.subject).toContain(greeting);
      expect(welcome.text).toContain(offer);
      expect(welcome.text).toMatch(/WELCOME-[A-Z0-9]+/);
      expect(welcome.text).toContain(conditions);
      expect(welcome.link).toBe(`https://shop.example${slug}newsletter/preferences?token=${token}`);
      expect(welcome.text).toContain(welcome.link);
      expect(welcome.headers).toEqual({
        'List-Unsubscribe': `<https://shop.example${SUBSCRIBERS}/${token}/unsubscribe>, <mailto:unsubscribe@shop.example?subject=unsubscribe%20${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // Not the DOI token; kept only as its SHA-256.
      expect(token).not.toBe(doi.subscriberToken);
      const stored = await testDatabase.query<{ token_hash: string }>('select token_hash from manage_tokens');
      // (the "already subscribed" notice's token is kept only when that notice is sent)
      expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    },
  );

  it('comes once: a second confirmation of the same link sends nothing', async () => {
    const service = new ServiceHarness();
    const { visitor, doi } = await subscribed(service, 'once@example.com', 'AT');
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${doi.subscriberToken}/doi`)).body).toEqual({
      status: 'ALREADY_CONFIRMED',
    });
    expect((await service.outbox()).map((m) => m.kind)).toEqual(['doi', 'welcome']);
  });
});

describe('the "already subscribed" notice (D27)', () => {
  it('is a mail to a subscriber: it carries the headers and a manage link of its own that opens the subscription', async () => {
    const service = new ServiceHarness({ shopOrigin: 'https://shop.example' });
    const { visitor } = await subscribed(service, 'again@example.com', 'CZ');
    await visitor.call('POST', SUBSCRIBERS, {
      body: { email: 'again@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' },
      headers: { 'X-Hunter-Site': 'CZ' },
    });
    const notice = (await service.outbox()).at(-1)!;
    expect(notice.kind).toBe('already_subscribed');
    const token = new URL(notice.link!).searchParams.get('token')!;
    expect(notice.text).toContain(notice.link);
    expect(notice.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(notice.headers['List-Unsubscribe']).toContain(`${SUBSCRIBERS}/${token}/unsubscribe`);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).body).toMatchObject({
      email: 'again@example.com',
      status: 'SUBSCRIBED',
      consents: ['DNE'],
    });
    expect((await oneClick(service, token)).status).toBe(200);
  });
});

describe('one-click unsubscribe (RFC 8058, D27)', () => {
  it('unsubscribes with 200 without cookie, CSRF token or page, also from another site, and records who and how', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'olga@example.com', 'AT');
    service.advance(HOUR);
    const answer = await oneClick(service, token, {
      headers: { Origin: 'https://mail.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'UNSUBSCRIBED' });
    // Unsubscribed: the link still opens the data rights (issue 43).
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).status).toBe(410);
    const [record] = await recordOf(visitor, 'olga@example.com');
    expect(record).toMatchObject({ status: 'WITHDRAWN', withdrawnAt: new Date(START + HOUR).toISOString() });
    expect(record!.events.map((e) => e.kind)).toEqual(['requested', 'confirmed', 'withdrawn']);
    expect(record!.events[2]).toMatchObject({
      at: new Date(START + HOUR).toISOString(),
      consents: [],
      detail: { by: 'token holder', via: 'one-click', withdrew: { consents: ['DNE'], legals: [] } },
    });
    const psdata = await visitor.call('GET', '/service/customerfrontenddata/api/v1/psdata');
    expect(psdata.body).not.toMatchObject({ nl_status: 'SUBSCRIBED' });
  });

  it('answers an unknown and a revoked token with the same bare 404: nothing says whether an address exists', async () => {
    const service = new ServiceHarness();
    const { token } = await subscribed(service, 'rita@example.com', 'DE');
    expect((await oneClick(service, token)).status).toBe(200);
    const revoked = await oneClick(service, token);
    const unknown = await oneClick(service, 'no-such-token');
    expect(revoked.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(revoked.body).toEqual(unknown.body);
    expect(JSON.stringify(unknown.body)).not.toMatch(/rita|example|address|mail/i);
  });

  it('takes multipart too, refuses any other form (400), a JSON body (415) and bodies over 16 KB (413), and unsubscribes nobody then', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'mia@example.com', 'PL');
    for (const body of ['', 'List-Unsubscribe=Yes', 'one-click', '{"List-Unsubscribe":"One-Click"}']) {
      expect((await oneClick(service, token, { body })).status, body).toBe(400);
    }
    expect(
      (
        await oneClick(service, token, {
          body: '{"List-Unsubscribe":"One-Click"}',
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(415);
    expect(
      (await oneClick(service, token, { body: `List-Unsubscribe=One-Click&pad=${'x'.repeat(17 * 1024)}` })).status,
    ).toBe(413);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).status).toBe(200);
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const response = await service.app.fetch(
      new Request(`http://shop.test${SUBSCRIBERS}/${token}/unsubscribe`, { method: 'POST', body: multipart }),
    );
    expect(response.status).toBe(200);
  });

  it('a GET of the List-Unsubscribe URL never unsubscribes: it leads to the preference page (unknown tokens too)', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'hanna@example.com', 'HU');
    const opened = await visitor.call('GET', `${SUBSCRIBERS}/${token}/unsubscribe`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toBe(`/hu/newsletter/preferences?token=${token}`);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).body).toMatchObject({ status: 'SUBSCRIBED' });
    const unknown = await visitor.call('GET', `${SUBSCRIBERS}/nobody/unsubscribe`);
    expect(unknown.headers.get('Location')).toBe('/de/newsletter/preferences?token=nobody');
  });
});

describe('after an unsubscribe (D27)', () => {
  it('the address gets no mail: unsent mails are cancelled, old DOI links are dead, a new sign-up starts a new double opt-in with a new token', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const sign = (consents: string[]) =>
      visitor.call('POST', SUBSCRIBERS, {
        body: { email: 'nina@example.com', consents, origin: 'onsite', originAddition: 'subsite' },
        headers: { 'X-Hunter-Site': 'CZ' },
      });
    await sign(['DNE']);
    await sign([]);
    const [first, second] = await service.outbox();
    await visitor.call('PUT', `${SUBSCRIBERS}/${first!.subscriberToken}/doi`);
    const welcome = (await service.outbox()).find((m) => m.kind === 'welcome')!;
    const token = new URL(welcome.link!).searchParams.get('token')!;
    expect((await visitor.call('DELETE', `${SUBSCRIBERS}/${token}`)).body).toEqual({ status: 'UNSUBSCRIBED' });

    const mails = await service.outbox();
    expect(mails.every((m) => m.delivery.status === 'cancelled')).toBe(true);
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${second!.subscriberToken}/doi`)).status).toBe(404);
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${first!.subscriberToken}/doi`)).status).toBe(404);

    await sign([]);
    const third = (await service.outbox()).at(-1)!;
    expect(third).toMatchObject({ kind: 'doi', delivery: { status: 'pending' } });
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${third.subscriberToken}/doi`)).body).toEqual({
      status: 'CONFIRMED',
    });
    const next = new URL((await service.outbox()).filter((m) => m.kind === 'welcome').at(-1)!.link!).searchParams.get(
      'token',
    )!;
    expect(next).not.toBe(token);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).status).toBe(404);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${next}`)).body).toMatchObject({
      status: 'SUBSCRIBED',
      consents: [],
    });
    const records = await recordOf(visitor, 'nina@example.com');
    expect(records.map((r) => r.status)).toEqual(['SUBSCRIBED', 'SUPERSEDED', 'WITHDRAWN']);
    expect(records[2]!.events.at(-1)).toMatchObject({ kind: 'withdrawn', detail: { via: 'preference-page' } });
  });
});

describe('changes by management token (D27)', () => {
  it('each change is an updated event naming the token holder and what changed, never the names themselves', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'ida@example.com', 'HU', {
      salutation: 'MRS',
      firstName: 'Ida',
      lastName: 'Kovács',
    });
    service.advance(HOUR);
    const changed = await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, {
      body: { consents: [], firstName: 'Ilona', lastName: 'Kovács' },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { firstName: 'Ilona', lastName: 'Kovács', consents: [], updatedAt: new Date(START + HOUR).toISOString() },
    });
    const cleared = await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { salutation: '', firstName: '' } });
    expect(cleared.body).not.toHaveProperty('firstName');
    expect(cleared.body).not.toHaveProperty('salutation');
    // Nothing changed: no event.
    await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { lastName: 'Kovács' } });
    const [record] = await recordOf(visitor, 'ida@example.com');
    expect(record!.events.map((e) => e.kind)).toEqual(['requested', 'confirmed', 'updated', 'updated']);
    expect(record!.events[2]).toMatchObject({
      consents: [],
      detail: {
        by: 'token holder',
        via: 'preference-page',
        changed: { consents: { from: ['DNE'], to: [] }, firstName: true },
      },
    });
    expect(record!.events[3]!.detail).toEqual({
      by: 'token holder',
      via: 'preference-page',
      changed: { salutation: true, firstName: true },
    });
    expect(JSON.stringify(record!.events)).not.toMatch(/Ilona|Ida/);
  });

  it.each([
    ['a name with a control character', { firstName: 'Ida\u0000' }, 400],
    ['a name with a line break', { lastName: 'K\r\nBcc: x' }, 400],
    ['a bidi override', { firstName: '\u202Eadi' }, 400],
    ['a name that is a web address', { firstName: 'www.spam.com' }, 400],
    ['a name of 41 characters', { lastName: 'x'.repeat(41) }, 400],
    ['an unknown consent', { consents: ['DNE', 'SPAM'] }, 400],
    ['consents that are not a list', { consents: 'DNE' }, 400],
    ['a salutation that is none', { salutation: 'SIR' }, 400],
    ['a list instead of an object', ['DNE'], 400],
    ['a bare string', '"hello"', 400],
  ])('PUT refuses %s and changes nothing', async (_, body, status) => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'hostile@example.com', 'AT', { firstName: 'Hanna' });
    expect(
      (await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: typeof body === 'string' ? body : body })).status,
    ).toBe(status);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).body).toMatchObject({
      firstName: 'Hanna',
      consents: ['DNE'],
    });
  });

  it('PUT refuses bodies over 16 KB (413), not JSON (415), malformed or too deep (400), from another site’s page (403); fields besides its schema’s (400); the address cannot be changed', async () => {
    const service = new ServiceHarness();
    const { visitor, token } = await subscribed(service, 'body@example.com', 'DE');
    const path = `${SUBSCRIBERS}/${token}`;
    expect(
      (await visitor.call('PUT', path, { body: JSON.stringify({ firstName: 'x', pad: 'y'.repeat(16 * 1024) }) }))
        .status,
    ).toBe(413);
    expect((await visitor.call('PUT', path, { body: 'firstName=x', headers: FORM })).status).toBe(415);
    expect(
      (await visitor.call('PUT', path, { body: '{"firstName":', headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await visitor.call('PUT', path, {
          body: '['.repeat(30) + ']'.repeat(30),
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect((await visitor.call('PUT', path, { body: { firstName: 'x' }, headers: CROSS_SITE })).status).toBe(403);
    expect((await visitor.call('DELETE', path, { headers: CROSS_SITE })).status).toBe(403);
    // Fields the contract's SubscriberUpdate does not have are refused, naming the first.
    expect(
      (await visitor.call('PUT', path, { body: { email: 'thief@example.com', status: 'UNSUBSCRIBED' } })).body,
    ).toMatchObject({ status: 400, detail: 'email: is not a field of this request.' });
    expect((await visitor.call('GET', path)).body).toMatchObject({ email: 'body@example.com', status: 'SUBSCRIBED' });
  });

  it.each([
    ['a token of 10 000 characters', 'x'.repeat(10_000)],
    ['control characters', 'a%00b%0D%0A'],
    ['SQL', "x'%20or%20'1'='1"],
    ['a DOI token', undefined],
  ])('GET and PUT with %s answer the bare 404', async (_, raw) => {
    const service = new ServiceHarness();
    const { visitor, doi } = await subscribed(service, 'probe@example.com', 'SK');
    const token = raw ?? doi.subscriberToken!;
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}`)).status).toBe(404);
    expect((await visitor.call('PUT', `${SUBSCRIBERS}/${token}`, { body: { consents: [] } })).status).toBe(404);
  });
});
