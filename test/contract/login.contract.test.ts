import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../../service/app';
import { decodeJwsPayload, ServiceHarness, START, type Visitor } from './harness';

const LOGIN = '/service/login/api/v1/login';
const RENEW = '/service/login/api/v1/logintoken/renew';
const BASE_DATA = '/service/newsletter/api/private/customers/base-data';
const PSDATA = '/service/customerfrontenddata/api/v1/psdata';
const nowSeconds = (ms: number) => Math.floor(ms / 1000);

async function loggedIn(service = new ServiceHarness(), email = 'shopper@example.com') {
  const visitor = await service.visitor().arrive();
  const answer = await visitor.call('POST', LOGIN, { body: { email, password: 'demo' } });
  expect(answer.status).toBe(200);
  return { service, visitor, answer };
}

describe('login', () => {
  it('sets a LoginToken cookie: a compact JWS with sub, exp = now + 10 min and renewAt = now + 2 min', async () => {
    const { visitor, answer } = await loggedIn();
    const token = visitor.cookies.get('LoginToken')!;
    expect(token.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as unknown;
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decodeJwsPayload(token);
    expect(payload).toEqual({ sub: 'customer-1001', exp: nowSeconds(START) + 600, renewAt: nowSeconds(START) + 120 });
    expect(answer.body).toEqual({ exp: payload.exp, renewAt: payload.renewAt });
    expect(answer.setCookies.find((c) => c.startsWith('LoginToken='))).toMatch(/Path=\//);
  });

  it('takes the token lifetime and renewal offset from the options', async () => {
    const service = new ServiceHarness({ loginTokenTtlSeconds: 60, loginTokenRenewAfterSeconds: 30 });
    const { visitor } = await loggedIn(service);
    expect(decodeJwsPayload(visitor.cookies.get('LoginToken')!)).toMatchObject({
      exp: nowSeconds(START) + 60,
      renewAt: nowSeconds(START) + 30,
    });
  });

  it.each([
    [{ email: 'shopper@example.com', password: 'wrong' }],
    [{ email: 'nobody@example.com', password: 'demo' }],
    [{}],
  ])('answers 401 for %j and sets no token', async (body) => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call('POST', LOGIN, { body });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ type: 'urn:login:unauthorized' });
    expect(visitor.cookies.has('LoginToken')).toBe(false);
  });
});

describe('login token renewal windows', () => {
  async function renew(visitor: Visitor) {
    return visitor.call('POST', RENEW, { body: {} });
  }

  it('answers 200 before renewAt, 201 with a new token between renewAt and exp, 401 after exp', async () => {
    const { service, visitor } = await loggedIn();
    const first = visitor.cookies.get('LoginToken')!;

    service.advance(119_000);
    const early = await renew(visitor);
    expect(early.status).toBe(200);
    expect(early.setCookies.some((c) => c.startsWith('LoginToken='))).toBe(false);
    expect(visitor.cookies.get('LoginToken')).toBe(first);

    service.advance(1_000); // exactly renewAt
    const due = await renew(visitor);
    expect(due.status).toBe(201);
    const second = visitor.cookies.get('LoginToken')!;
    expect(second).not.toBe(first);
    const now = nowSeconds(service.now);
    expect(decodeJwsPayload(second)).toMatchObject({ exp: now + 600, renewAt: now + 120 });
    expect(due.body).toEqual({ exp: now + 600, renewAt: now + 120 });

    service.advance(600_000); // past the new exp
    const late = await renew(visitor);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ type: 'urn:login:token_invalid' });
  });

  it('answers 201 right before exp and 401 at exp', async () => {
    const { service, visitor } = await loggedIn();
    const token = visitor.cookies.get('LoginToken')!;
    service.advance(599_000);
    expect((await renew(visitor)).status).toBe(201);
    visitor.cookies.set('LoginToken', token);
    service.advance(1_000);
    expect((await renew(visitor)).status).toBe(401);
  });

  it('answers 401 without a token, with a tampered token and with one signed by another secret', async () => {
    const { visitor } = await loggedIn();
    const token = visitor.cookies.get('LoginToken')!;
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'customer-1001', exp: 9_999_999_999, renewAt: 0 })).toString('base64url');
    for (const bad of [undefined, `${h}.${forged}.${s}`, 'a.b', 'garbage']) {
      if (bad === undefined) visitor.cookies.delete('LoginToken');
      else visitor.cookies.set('LoginToken', bad);
      expect((await renew(visitor)).status).toBe(401);
    }
    const other = createServiceApp({ loginTokenSecret: 'other', now: () => START });
    const res = await other.fetch(
      new Request(`http://shop.test${RENEW}`, {
        method: 'POST',
        headers: { Cookie: `csrf_token=x; LoginToken=${token}`, 'X-CSRF-Token': 'x', 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(401);
  });

  it('renews the long-term token with 204', async () => {
    const { visitor } = await loggedIn();
    const answer = await visitor.call('POST', '/service/login/api/v1/longtermtoken/renew');
    expect(answer.status).toBe(204);
  });
});

describe('customer base data', () => {
  it('answers the seeded customer for a valid X-LoginToken', async () => {
    const { visitor } = await loggedIn();
    const answer = await visitor.call('GET', BASE_DATA, { headers: { 'X-LoginToken': visitor.cookies.get('LoginToken')! } });
    expect(answer).toMatchObject({
      status: 200,
      body: { email: 'shopper@example.com', salutation: 'MRS', firstName: 'Anna', lastName: 'Beispiel', consents: ['DNE'], legals: [] },
    });
  });

  it('answers a customer without data with empty lists only', async () => {
    const { visitor } = await loggedIn(undefined, 'new.shopper@example.com');
    const answer = await visitor.call('GET', BASE_DATA, { headers: { 'X-LoginToken': visitor.cookies.get('LoginToken')! } });
    expect(answer.body).toEqual({ email: 'new.shopper@example.com', consents: [], legals: [] });
  });

  it('answers 401 for a missing, invalid or expired token', async () => {
    const { service, visitor } = await loggedIn();
    const token = visitor.cookies.get('LoginToken')!;
    // A missing header is outside the contract (X-LoginToken is required), so ask the app directly.
    const missing = await service.app.fetch(new Request(`http://shop.test${BASE_DATA}`));
    expect(missing.status).toBe(401);
    expect((await visitor.call('GET', BASE_DATA, { headers: { 'X-LoginToken': 'x.y.z' } })).status).toBe(401);
    service.advance(600_000);
    const expired = await visitor.call('GET', BASE_DATA, { headers: { 'X-LoginToken': token } });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ type: 'urn:login:token_invalid' });
  });
});

describe('psdata', () => {
  it('answers {} for an anonymous visitor, with Cache-Control no-store', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call('GET', PSDATA);
    expect(answer).toMatchObject({ status: 200, body: {} });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('follows the logged-in customer through sign-up (WAITING_FOR_DOI) and confirmation (SUBSCRIBED)', async () => {
    const { service, visitor } = await loggedIn();
    expect((await visitor.call('GET', PSDATA)).body).toEqual({});
    await visitor.call('POST', '/service/newsletter/api/internal/newsletter-subscribers', {
      body: { email: 'Shopper@Example.com', consents: [], origin: 'onsite', originAddition: 'subsite' },
    });
    expect((await visitor.call('GET', PSDATA)).body).toEqual({ nl_status: 'WAITING_FOR_DOI' });
    const [mail] = await service.outbox();
    await visitor.call('PUT', `/service/newsletter/api/internal/newsletter-subscribers/${mail!.subscriberToken}/doi`);
    expect((await visitor.call('GET', PSDATA)).body).toEqual({ nl_status: 'SUBSCRIBED' });
    // Another visitor (not logged in) learns nothing.
    const stranger = await service.visitor().arrive();
    expect((await stranger.call('GET', PSDATA)).body).toEqual({});
  });

  it('is read by the typed client with cache no-store and the CSRF header', async () => {
    const { visitor } = await loggedIn();
    const { data } = await visitor.client().GET('/service/customerfrontenddata/api/v1/psdata');
    expect(data).toEqual({});
  });
});

describe('test switch: the service clock (/service/__admin/clock, not in the contract)', () => {
  it('moves the clock the tokens are issued and renewed by forward; reset puts it back', async () => {
    const { visitor } = await loggedIn();
    const first = decodeJwsPayload(visitor.cookies.get('LoginToken')!) as { exp: number; renewAt: number };
    const moved = await visitor.call<{ now: number; offsetMs: number }>('POST', '/service/__admin/clock', { body: { advanceMs: 150_000 } });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ now: START + 150_000, offsetMs: 150_000 });
    // 150 s after login is past renewAt (120 s): a new token, issued at the moved time.
    const due = await visitor.call('POST', RENEW, { body: {} });
    expect(due.status).toBe(201);
    expect(decodeJwsPayload(visitor.cookies.get('LoginToken')!)).toMatchObject({ exp: first.exp + 150, renewAt: first.renewAt + 150 });

    expect((await visitor.call('POST', '/service/__admin/clock', { body: { advanceMs: 1_000 } })).body).toEqual({ now: START + 151_000, offsetMs: 151_000 });
    expect((await visitor.call('POST', '/service/__admin/reset')).status).toBe(204);
    expect((await visitor.call('GET', '/service/__admin/clock')).body).toEqual({ now: START, offsetMs: 0 });
  });

  it.each([[{}], [{ advanceMs: -1 }], [{ advanceMs: 1.5 }], [{ advanceMs: '1000' }]])('rejects %j and leaves the clock alone', async (body) => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call('POST', '/service/__admin/clock', { body });
    expect(answer.status).toBe(400);
    expect((await visitor.call('GET', '/service/__admin/clock')).body).toEqual({ now: START, offsetMs: 0 });
    expect((await visitor.call('DELETE', '/service/__admin/clock')).status).toBe(204);
  });
});
