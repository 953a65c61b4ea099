// Attacks on the reference service (issue "Safe to run in production", decisions D22, D25; cross-site calls: cross-site.contract.test.ts): each test is one attack
// that worked before the hardening.
import { describe, expect, it } from 'vitest';
import { ORIGIN, ServiceHarness } from './harness';

const NL = '/service/newsletter/api/internal';
const SUBSCRIBE = `${NL}/newsletter-subscribers`;
const signUp = (email = 'anna@example.com', extra: Record<string, unknown> = {}) => ({
  email,
  consents: [],
  origin: 'onsite',
  originAddition: 'subsite',
  ...extra,
});

const ADMIN_ROUTES: Array<[string, string]> = [
  ['GET', '/service/__admin/outbox'],
  ['DELETE', '/service/__admin/outbox'],
  ['GET', '/service/__admin/subscribers'],
  ['PUT', '/service/__admin/promotion/SHOP_FOOTER'],
  ['DELETE', '/service/__admin/promotion/SHOP_FOOTER'],
  ['GET', '/service/__admin/faults'],
  ['POST', '/service/__admin/faults'],
  ['DELETE', '/service/__admin/faults'],
  ['POST', '/service/__admin/staff/login'],
  ['POST', '/service/__admin/staff/logout'],
  ['GET', '/service/__admin/clock'],
  ['POST', '/service/__admin/clock'],
  ['DELETE', '/service/__admin/clock'],
  ['POST', '/service/__admin/reset'],
];

describe('production: no switches (D22)', () => {
  it.each(ADMIN_ROUTES)('%s %s does not exist with admin: false', async (method, path) => {
    const service = new ServiceHarness({ admin: false });
    const visitor = await service.visitor().arrive();
    const body =
      method === 'GET' || method === 'DELETE'
        ? undefined
        : { operationId: 'login', status: 500, advanceMs: 1, contentJSON: '{}' };
    const answer = await visitor.call(method, path, { body });
    expect(answer.status).toBe(404);
    expect(visitor.cookies.has('staff_auth')).toBe(false);
  });

  it('still answers every contract call with admin: false', async () => {
    const service = new ServiceHarness({ admin: false });
    const visitor = await service.visitor().arrive();
    expect((await visitor.call('POST', SUBSCRIBE, { body: signUp() })).status).toBe(202);
  });

  it("seeds no demo customer with the switches off: the README's demo login is refused (D47)", async () => {
    const visitor = await new ServiceHarness({ admin: false }).visitor().arrive();
    const answer = await visitor.call('POST', '/service/login/api/v1/login', {
      body: { email: 'shopper@example.com', password: 'demo' },
    });
    expect(answer.status).toBe(401);
  });

  it('keeps the switches by default (development and tests)', async () => {
    const service = new ServiceHarness();
    expect((await service.visitor().call('GET', '/service/__admin/outbox')).status).toBe(200);
  });
});

describe('links in mails (D22)', () => {
  it('ignore the Host header once a shop origin is configured', async () => {
    const service = new ServiceHarness({ shopOrigin: 'https://shop.example' });
    const visitor = await service.visitor().arrive();
    const response = await service.app.fetch(
      new Request('http://evil.example/service/newsletter/api/internal/newsletter-subscribers', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Host: 'evil.example',
          Cookie: visitor.cookieHeader(),
          'X-CSRF-Token': visitor.csrfToken()!,
        },
        body: JSON.stringify(signUp()),
      }),
    );
    expect(response.status).toBe(202);
    const [mail] = await service.outbox();
    expect(mail!.link).toMatch(/^https:\/\/shop\.example\/de\/\?doi=/);
  });

  it('use the origin the request came to when none is configured (development)', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    await visitor.call('POST', SUBSCRIBE, { body: signUp() });
    const [mail] = await service.outbox();
    expect(mail!.link!.startsWith(`${ORIGIN}/de/?doi=`)).toBe(true);
  });
});

describe('bodies are checked before any work (D22)', () => {
  it('answers 413 to a 1 MB body and sends nothing', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', SUBSCRIBE, {
      body: signUp('anna@example.com', { pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ type: 'urn:service:body_too_large', status: 413 });
    expect(await service.outbox()).toHaveLength(0);
  });

  it('answers 413 to a body over 16 KB that streams without a Content-Length', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await service.app.fetch(
      new Request(ORIGIN + SUBSCRIBE, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: visitor.cookieHeader(),
          'X-CSRF-Token': visitor.csrfToken()!,
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it('accepts a body just under 16 KB', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    // Padded with whitespace: the contract takes no field that long.
    const answer = await visitor.call('POST', SUBSCRIBE, {
      body: JSON.stringify(signUp('anna@example.com')) + ' '.repeat(15 * 1024),
    });
    expect(answer.status).toBe(202);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers 415 to a %s body and sends nothing',
    async (type) => {
      const service = new ServiceHarness();
      const visitor = await service.visitor().arrive();
      const answer = await visitor.call('POST', SUBSCRIBE, {
        body: JSON.stringify(signUp()),
        headers: { 'Content-Type': type },
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ type: 'urn:service:media_type_unsupported' });
      expect(await service.outbox()).toHaveLength(0);
    },
  );

  it('answers 400 to JSON nested deeper than 20 levels, and parses 20', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const nested = (depth: number) =>
      `{"email":"anna@example.com","consents":[],"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const deep = await visitor.call('POST', SUBSCRIBE, { body: nested(21) });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ type: 'urn:service:json_invalid' });
    // 20 levels parse: then the contract's check refuses the field it does not have.
    const ok = await visitor.call('POST', SUBSCRIBE, { body: nested(20) });
    expect(ok.body).toMatchObject({ status: 400, detail: 'x: is not a field of this request.' });
    // Brackets inside strings are text, not nesting.
    const quoted = await visitor.call('POST', SUBSCRIBE, {
      body: signUp('anna@example.com', { origin: '[[[[[[[[[[[[[[[[[[[[[[[[[["\\' }),
    });
    expect(quoted.status).toBe(202);
  });

  it.each(['{"email":', '{email: 1}', '[1,]', '\u0000'])('answers 400 to the malformed body %j', async (body) => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', '/service/login/api/v1/login', {
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'urn:service:json_invalid' });
  });

  it('lets bodyless calls through whatever their content type', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', '/service/login/api/v1/logout', {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(answer.status).toBe(204);
  });
});

describe('control characters in addresses and names (D22)', () => {
  it.each(['\u0000', '\r\n', '\u202e', '\u2066', '\u200b', '\ufeff', '\u0085'])(
    'refuses %j with 400 and sends nothing',
    async (ch) => {
      const service = new ServiceHarness();
      const visitor = await service.visitor().arrive();
      const inAddress = await visitor.call('POST', SUBSCRIBE, { body: signUp(`anna${ch}@example.com`) });
      expect(inAddress.status).toBe(400);
      expect(inAddress.body).toMatchObject({ type: 'urn:newsletter:email_invalid' });
      const trailing = await visitor.call('POST', SUBSCRIBE, { body: signUp(`anna@example.com${ch}`) });
      expect(trailing.status).toBe(400);
      const inName = await visitor.call('POST', SUBSCRIBE, {
        body: signUp('anna@example.com', { firstName: `An${ch}na` }),
        headers: { 'X-Hunter-Site': 'AT' },
      });
      expect(inName.status).toBe(400);
      expect(inName.body).toMatchObject({ type: 'urn:newsletter:request_invalid' });
      expect(await service.outbox()).toHaveLength(0);
    },
  );
});

describe('cookies (D22)', () => {
  it('gives staff_auth HttpOnly and a readable staff_present with no secret in it', async () => {
    const service = new ServiceHarness();
    const answer = await service.visitor().call('POST', '/service/__admin/staff/login');
    const staff = answer.setCookies.find((c) => c.startsWith('staff_auth='))!;
    const present = answer.setCookies.find((c) => c.startsWith('staff_present='))!;
    expect(staff).toMatch(/; HttpOnly/);
    expect(present).toBe(`staff_present=1; Max-Age=1800; Path=/; SameSite=Lax`);
    expect(answer.setCookies.join()).not.toMatch(/Secure/);
  });

  it('marks every cookie Secure, and names the 0.1.0 token cookie __Host-, when the shop is HTTPS', async () => {
    const service = new ServiceHarness({ shopOrigin: 'https://shop.example' });
    const visitor = service.visitor();
    const first = await visitor.call('GET', '/service/abtestfrontend/api/v1/getassignment');
    const csrf = first.setCookies.find((c) => c.startsWith('__Host-csrf_token='))!;
    expect(csrf).toMatch(/; Path=\/; .*Secure/);
    expect(csrf).not.toMatch(/Domain/i);
    expect(first.setCookies.some((c) => c.startsWith('csrf_token='))).toBe(false);
    const staff = await visitor.call('POST', '/service/__admin/staff/login');
    for (const line of staff.setCookies) expect(line).toMatch(/; Secure/);
    const login = await visitor.call('POST', '/service/login/api/v1/login', {
      body: { email: 'shopper@example.com', password: 'demo', stayLoggedIn: true },
    });
    expect(login.status).toBe(200);
    for (const line of login.setCookies) expect(line).toMatch(/; Secure/);
  });
});

describe('GET /service/csrf (D25, kept for clients of 0.1.0 by D41)', () => {
  it('still gives a visitor without a cookie a token and the cookie, once', async () => {
    const service = new ServiceHarness();
    const visitor = service.visitor();
    const answer = await visitor.call<{ token: string }>('GET', '/service/csrf');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.token).toBe(visitor.cookies.get('csrf_token'));
    const again = await visitor.call<{ token: string }>('GET', '/service/csrf');
    expect(again.body.token).toBe(answer.body.token);
    expect(again.setCookies).toEqual([]);
  });

  it('lets a client with no cookie jar and no token sign up (Node fetch): the token is checked nowhere', async () => {
    const service = new ServiceHarness();
    const bare = await service.app.fetch(
      new Request(`${ORIGIN}${SUBSCRIBE}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(signUp()),
      }),
    );
    expect(bare.status).toBe(202);
    const stale = await service.visitor().arrive();
    const answer = await stale
      .client({ csrfToken: () => 'stale' })
      .POST('/service/newsletter/api/{access}/newsletter-subscribers', {
        params: { path: { access: 'internal' } },
        body: signUp('b@example.com'),
      });
    expect(answer.response.status).toBe(202);
    expect(await service.outbox()).toHaveLength(2);
  });
});
