import { LOGINS_PER_CLIENT } from '../../service/limits';
import { describe, expect, it } from 'vitest';
import { createTestService } from '../support/service';
import { decodeJwsPayload, ServiceHarness, START, type Visitor } from './harness';

/** A page of another site calling (D39): refused with 403 `urn:service:cross_site`. */
const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

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
    expect(payload).toEqual({
      sub: 'customer-1001',
      exp: nowSeconds(START) + 600,
      renewAt: nowSeconds(START) + 120,
      jti: expect.any(String),
      sid: expect.any(String),
    });
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
    [{ email: 'not an address', password: 'demo' }],
  ])('answers 401 for %j and sets no token', async (body) => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call('POST', LOGIN, { body });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ type: 'urn:login:unauthorized' });
    expect(visitor.cookies.has('LoginToken')).toBe(false);
  });

  it.each([
    [{}, 'email: is required.'],
    [{ email: 'shopper@example.com' }, 'password: is required.'],
    [{ email: 'shopper@example.com', password: 'demo', remember: true }, 'remember: is not a field of this request.'],
    [{ email: 'shopper@\u0000example.com', password: 'demo' }, 'email: holds a control character.'],
    [{ email: 'shopper@example.com', password: 'x'.repeat(201) }, 'password: must be at most 200 characters.'],
  ])('answers a 400 naming the field for %j, counts no attempt and sets no token', async (body, detail) => {
    const visitor = await new ServiceHarness({ limits: { loginsPerClient: { ...LOGINS_PER_CLIENT, max: 1 } } })
      .visitor()
      .arrive();
    const answer = await visitor.call('POST', LOGIN, { body });
    expect(answer.body).toMatchObject({ status: 400, type: 'urn:service:request_invalid', detail });
    expect(visitor.cookies.has('LoginToken')).toBe(false);
    const login = await visitor.call('POST', LOGIN, { body: { email: 'shopper@example.com', password: 'demo' } });
    expect(login.status).toBe(200);
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
    const forged = Buffer.from(JSON.stringify({ sub: 'customer-1001', exp: 9_999_999_999, renewAt: 0 })).toString(
      'base64url',
    );
    for (const bad of [undefined, `${h}.${forged}.${s}`, 'a.b', 'garbage']) {
      if (bad === undefined) visitor.cookies.delete('LoginToken');
      else visitor.cookies.set('LoginToken', bad);
      expect((await renew(visitor)).status).toBe(401);
    }
    const other = createTestService({ loginTokenSecret: 'other', now: () => START });
    const res = await other.fetch(
      new Request(`http://shop.test${RENEW}`, {
        method: 'POST',
        headers: {
          Cookie: `csrf_token=x; LoginToken=${token}`,
          'X-CSRF-Token': 'x',
          'Content-Type': 'application/json',
        },
        body: '{}',
      }),
    );
    expect(res.status).toBe(401);
  });
});

describe('stay logged in: the long-term token', () => {
  const LONG_TERM_RENEW = '/service/login/api/v1/longtermtoken/renew';
  const LOGOUT = '/service/login/api/v1/logout';
  const DAY = 24 * 3600_000;
  const cookieLine = (answer: { setCookies: string[] }, name: string) =>
    answer.setCookies.find((c) => c.startsWith(`${name}=`));

  async function stayingLoggedIn(service = new ServiceHarness()) {
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', LOGIN, {
      body: { email: 'shopper@example.com', password: 'demo', stayLoggedIn: true },
    });
    expect(answer.status).toBe(200);
    return { service, visitor, answer };
  }

  /** What the browser does once the LoginToken's Max-Age has run out: the cookie is gone. */
  function dropLoginToken(visitor: Visitor) {
    visitor.cookies.delete('LoginToken');
  }

  it('login with stayLoggedIn sets an HttpOnly, 30-day LongTermToken cookie for the login calls only, besides the LoginToken', async () => {
    const { visitor, answer } = await stayingLoggedIn();
    expect(visitor.cookies.has('LoginToken')).toBe(true);
    const token = visitor.cookies.get('LongTermToken')!;
    expect(token).toMatch(/^token-[\d-]+$/); // opaque and random (the harness's randomToken), not a JWS
    const line = cookieLine(answer, 'LongTermToken')!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Max-Age=2592000/);
    expect(line).toMatch(/; Path=\/service\/login\//);
    expect(line).toMatch(/; SameSite=Strict/);
  });

  it('login without stayLoggedIn (absent or false) sets no long-term cookie', async () => {
    for (const body of [
      { email: 'shopper@example.com', password: 'demo' },
      { email: 'shopper@example.com', password: 'demo', stayLoggedIn: false },
    ]) {
      const visitor = await new ServiceHarness().visitor().arrive();
      const answer = await visitor.call('POST', LOGIN, { body });
      expect(answer.status).toBe(200);
      expect(visitor.cookies.has('LongTermToken')).toBe(false);
    }
  });

  it('a wrong password with stayLoggedIn sets neither cookie', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call('POST', LOGIN, {
      body: { email: 'shopper@example.com', password: 'x', stayLoggedIn: true },
    });
    expect(answer.status).toBe(401);
    expect([...visitor.cookies.keys()]).toEqual(['csrf_token']);
  });

  it('once the LoginToken has expired, renew answers 201 with a new LoginToken for the same customer and a rotated long-term token', async () => {
    const { service, visitor } = await stayingLoggedIn();
    const longTerm = visitor.cookies.get('LongTermToken')!;
    service.advance(3 * DAY);
    dropLoginToken(visitor);
    const answer = await visitor.call('POST', LONG_TERM_RENEW);
    expect(answer.status).toBe(201);
    const now = nowSeconds(service.now);
    expect(answer.body).toEqual({ exp: now + 600, renewAt: now + 120 });
    expect(decodeJwsPayload(visitor.cookies.get('LoginToken')!)).toEqual({
      sub: 'customer-1001',
      exp: now + 600,
      renewAt: now + 120,
      jti: expect.any(String),
      sid: expect.any(String),
    });
    const rotated = visitor.cookies.get('LongTermToken')!;
    expect(rotated).not.toBe(longTerm);
    expect(cookieLine(answer, 'LongTermToken')).toMatch(/; HttpOnly/);
    // The new token logs in: base data is the customer's.
    const baseData = await visitor.call('GET', BASE_DATA, {
      headers: { 'X-LoginToken': visitor.cookies.get('LoginToken')! },
    });
    expect(baseData.body).toMatchObject({ email: 'shopper@example.com' });
  });

  it('a LoginToken cookie that is still sent but expired counts as none: 201', async () => {
    const { service, visitor } = await stayingLoggedIn();
    service.advance(600_000);
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(201);
  });

  it('answers 204 and changes nothing while the LoginToken is valid', async () => {
    const { service, visitor } = await stayingLoggedIn();
    const before = new Map(visitor.cookies);
    service.advance(599_000);
    const answer = await visitor.call('POST', LONG_TERM_RENEW);
    expect(answer.status).toBe(204);
    expect(answer.setCookies.filter((c) => !c.startsWith('csrf_token='))).toEqual([]);
    expect(new Map(visitor.cookies)).toEqual(before);
  });

  it('answers 204 without a long-term cookie (a shopper who did not choose to stay logged in, or nobody)', async () => {
    const { service, visitor } = await loggedIn();
    service.advance(600_000);
    dropLoginToken(visitor);
    const answer = await visitor.call('POST', LONG_TERM_RENEW);
    expect(answer.status).toBe(204);
    expect(visitor.cookies.has('LoginToken')).toBe(false);
    const stranger = await service.visitor().arrive();
    expect((await stranger.call('POST', LONG_TERM_RENEW)).status).toBe(204);
  });

  it('answers 401 for an unknown long-term token and clears its cookie', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    visitor.cookies.set('LongTermToken', 'made-up');
    const answer = await visitor.call('POST', LONG_TERM_RENEW);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ type: 'urn:login:token_invalid' });
    expect(cookieLine(answer, 'LongTermToken')).toMatch(/Max-Age=0/);
    expect(visitor.cookies.has('LongTermToken')).toBe(false);
    expect(visitor.cookies.has('LoginToken')).toBe(false);
  });

  it('answers 401 once the long-term token is 30 days old (and clears it), 201 just before', async () => {
    const early = await stayingLoggedIn();
    early.service.advance(30 * DAY - 1_000);
    dropLoginToken(early.visitor);
    expect((await early.visitor.call('POST', LONG_TERM_RENEW)).status).toBe(201);

    const late = await stayingLoggedIn();
    late.service.advance(30 * DAY);
    dropLoginToken(late.visitor);
    const answer = await late.visitor.call('POST', LONG_TERM_RENEW);
    expect(answer.status).toBe(401);
    expect(late.visitor.cookies.has('LongTermToken')).toBe(false);
    expect(late.visitor.cookies.has('LoginToken')).toBe(false);
  });

  it('takes the long-term lifetime from the options, and every use starts it again', async () => {
    const { service, visitor } = await stayingLoggedIn(new ServiceHarness({ longTermTokenTtlSeconds: 3600 }));
    for (let visit = 0; visit < 3; visit++) {
      service.advance(3000_000); // 50 minutes: the LoginToken is gone, the long-term token not yet
      dropLoginToken(visitor);
      expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(201);
    }
    service.advance(3600_000);
    dropLoginToken(visitor);
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(401);
  });

  it('rotation: the replaced token still logs a parallel tab in for a minute (no second rotation); a replay after that ends the session (D46)', async () => {
    const { service, visitor } = await stayingLoggedIn();
    service.advance(DAY);
    dropLoginToken(visitor);
    const old = visitor.cookies.get('LongTermToken')!;
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(201);
    const rotated = visitor.cookies.get('LongTermToken')!;

    // A second tab's call sent with the old cookie at the same time: it gets a login token of its own, so that tab
    // does not tell the customer the session ended; the long-term cookie is neither rotated again nor cleared.
    const tab = service.visitor();
    tab.cookies.set('csrf_token', visitor.cookies.get('csrf_token')!);
    tab.cookies.set('LongTermToken', old);
    service.advance(59_000);
    const parallel = await tab.call('POST', LONG_TERM_RENEW);
    expect(parallel.status).toBe(201);
    expect(parallel.setCookies.map((c) => c.split('=')[0])).toEqual(['LoginToken']);
    expect(tab.cookies.has('LoginToken')).toBe(true);
    dropLoginToken(tab);

    // Later, the old value (copied, say) no longer logs anybody in, and its replay ends the session it belongs to.
    service.advance(1_000);
    const replayed = await tab.call('POST', LONG_TERM_RENEW);
    expect(replayed.status).toBe(401);
    expect(tab.cookies.has('LoginToken')).toBe(false);
    service.advance(DAY);
    dropLoginToken(visitor);
    expect(visitor.cookies.get('LongTermToken')).toBe(rotated);
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(401);
  });

  it('logout clears both cookies and revokes the long-term token on the server', async () => {
    const { service, visitor } = await stayingLoggedIn();
    const longTerm = visitor.cookies.get('LongTermToken')!;
    const answer = await visitor.call('POST', LOGOUT);
    expect(answer.status).toBe(204);
    expect(cookieLine(answer, 'LoginToken')).toMatch(/Max-Age=0/);
    expect(cookieLine(answer, 'LongTermToken')).toMatch(/Max-Age=0/);
    expect(visitor.cookies.has('LoginToken')).toBe(false);
    expect(visitor.cookies.has('LongTermToken')).toBe(false);
    // A page finding no login cookie: nothing happens.
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(204);
    // A copy of the cookie made before the logout is worthless.
    visitor.cookies.set('LongTermToken', longTerm);
    service.advance(1_000);
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(401);
    expect(visitor.cookies.has('LoginToken')).toBe(false);
  });

  it('logout ends the login token on the server: a copy of it gets 401 for base data and renewal (D22)', async () => {
    const { service, visitor } = await stayingLoggedIn();
    const loginToken = visitor.cookies.get('LoginToken')!;
    expect((await visitor.call('GET', BASE_DATA, { headers: { 'X-LoginToken': loginToken } })).status).toBe(200);
    await visitor.call('POST', LOGOUT);
    expect((await visitor.call('GET', BASE_DATA, { headers: { 'X-LoginToken': loginToken } })).status).toBe(401);
    visitor.cookies.set('LoginToken', loginToken);
    service.advance(3 * 60_000); // in the renewal window
    expect((await visitor.call('POST', '/service/login/api/v1/logintoken/renew', { body: {} })).status).toBe(401);
  });

  it("the parallel tab's one-minute grace mints nothing after a logout", async () => {
    const { service, visitor } = await stayingLoggedIn();
    const original = visitor.cookies.get('LongTermToken')!;
    service.advance(DAY);
    dropLoginToken(visitor);
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(201); // rotated
    await visitor.call('POST', LOGOUT);
    // A second tab still holding the value rotated away a moment ago.
    visitor.cookies.set('LongTermToken', original);
    dropLoginToken(visitor);
    service.advance(1_000);
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(401);
    expect(visitor.cookies.has('LoginToken')).toBe(false);
  });

  it('logout answers 204 when nobody is logged in, and 403 from another site’s page', async () => {
    const { visitor } = await stayingLoggedIn();
    expect((await visitor.call('POST', LOGOUT, { headers: CROSS_SITE })).status).toBe(403);
    expect(visitor.cookies.has('LongTermToken')).toBe(true);
    expect((await visitor.call('POST', LONG_TERM_RENEW, { headers: CROSS_SITE })).status).toBe(403);
    const stranger = await new ServiceHarness().visitor().arrive();
    expect((await stranger.call('POST', LOGOUT)).status).toBe(204);
  });

  it('a new login without stayLoggedIn ends staying logged in: the old long-term token is revoked and its cookie cleared', async () => {
    const { service, visitor } = await stayingLoggedIn();
    const longTerm = visitor.cookies.get('LongTermToken')!;
    const again = await visitor.call('POST', LOGIN, { body: { email: 'shopper@example.com', password: 'demo' } });
    expect(again.status).toBe(200);
    expect(visitor.cookies.has('LongTermToken')).toBe(false);
    service.advance(600_000);
    dropLoginToken(visitor);
    visitor.cookies.set('LongTermToken', longTerm);
    expect((await visitor.call('POST', LONG_TERM_RENEW)).status).toBe(401);
  });

  it('is what the typed client sends: loginCall with stayLoggedIn, then the session calls renewal', async () => {
    const { loginCall, sessionCallsFromClient } = await import('../../core/session');
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const client = visitor.client();
    expect(await loginCall(client, { email: 'shopper@example.com', password: 'demo', stayLoggedIn: true })).toBe(
      'success',
    );
    service.advance(DAY);
    dropLoginToken(visitor);
    expect(await sessionCallsFromClient(client).renewLongTermToken()).toBe(201);
    expect(visitor.cookies.has('LoginToken')).toBe(true);
  });
});

describe('customer base data', () => {
  it('answers the seeded customer for a valid X-LoginToken', async () => {
    const { visitor } = await loggedIn();
    const answer = await visitor.call('GET', BASE_DATA, {
      headers: { 'X-LoginToken': visitor.cookies.get('LoginToken')! },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        email: 'shopper@example.com',
        salutation: 'MRS',
        firstName: 'Anna',
        lastName: 'Beispiel',
        consents: ['DNE'],
        legals: [],
      },
    });
  });

  it('answers a customer without data with empty lists only', async () => {
    const { visitor } = await loggedIn(undefined, 'new.shopper@example.com');
    const answer = await visitor.call('GET', BASE_DATA, {
      headers: { 'X-LoginToken': visitor.cookies.get('LoginToken')! },
    });
    expect(answer.body).toEqual({ email: 'new.shopper@example.com', consents: [], legals: [] });
  });

  it('answers 401 for an invalid or expired token, 400 for none', async () => {
    const { service, visitor } = await loggedIn();
    const token = visitor.cookies.get('LoginToken')!;
    // A missing header does not fit the contract (X-LoginToken is required): 400 naming it.
    expect((await visitor.call('GET', BASE_DATA)).body).toMatchObject({
      status: 400,
      detail: 'X-LoginToken: is required.',
    });
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
    const moved = await visitor.call<{ now: number; offsetMs: number }>('POST', '/service/__admin/clock', {
      body: { advanceMs: 150_000 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ now: START + 150_000, offsetMs: 150_000 });
    // 150 s after login is past renewAt (120 s): a new token, issued at the moved time.
    const due = await visitor.call('POST', RENEW, { body: {} });
    expect(due.status).toBe(201);
    expect(decodeJwsPayload(visitor.cookies.get('LoginToken')!)).toMatchObject({
      exp: first.exp + 150,
      renewAt: first.renewAt + 150,
    });

    expect((await visitor.call('POST', '/service/__admin/clock', { body: { advanceMs: 1_000 } })).body).toEqual({
      now: START + 151_000,
      offsetMs: 151_000,
    });
    expect((await visitor.call('POST', '/service/__admin/reset')).status).toBe(204);
    expect((await visitor.call('GET', '/service/__admin/clock')).body).toEqual({ now: START, offsetMs: 0 });
  });

  it.each([[{}], [{ advanceMs: -1 }], [{ advanceMs: 1.5 }], [{ advanceMs: '1000' }]])(
    'rejects %j and leaves the clock alone',
    async (body) => {
      const visitor = await new ServiceHarness().visitor().arrive();
      const answer = await visitor.call('POST', '/service/__admin/clock', { body });
      expect(answer.status).toBe(400);
      expect((await visitor.call('GET', '/service/__admin/clock')).body).toEqual({ now: START, offsetMs: 0 });
      expect((await visitor.call('DELETE', '/service/__admin/clock')).status).toBe(204);
    },
  );
});
