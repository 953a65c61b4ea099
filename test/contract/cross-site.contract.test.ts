// Cross-site protection by Fetch Metadata and trusted origins (decision D39) and CORS for the trusted origins only
// (D40), as an attacker, an old browser, a proxy and a page on another origin meet them. Issue "works where shop
// developers put it".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, ServiceHarness } from './harness';
import { createTestService } from '../support/service';

const SUBSCRIBE = '/service/newsletter/api/internal/newsletter-subscribers';
const SHOP = 'https://shop.example';
const signUp = (email = 'anna@example.com') => ({ email, consents: [], origin: 'onsite', originAddition: 'subsite' });

/** A sign-up with exactly these headers (no cookie, no token: the rule needs neither), and where it was logged. */
async function signUpWith(
  headers: Record<string, string>,
  options: { shopOrigin?: string; trustedOrigins?: string[]; url?: string } = {},
) {
  const logged: string[] = [];
  const service = new ServiceHarness({
    shopOrigin: options.shopOrigin,
    trustedOrigins: options.trustedOrigins,
    logCrossSite: (line) => logged.push(line),
  });
  const answer = await service.app.fetch(
    new Request(options.url ?? `${ORIGIN}${SUBSCRIBE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(signUp()),
    }),
  );
  const body = answer.headers.get('content-type')?.includes('json')
    ? ((await answer.json()) as { type?: string; detail?: string })
    : undefined;
  return { status: answer.status, body, headers: answer.headers, logged, mails: await service.outbox() };
}

describe('cross-site protection (D39)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    [
      'Sec-Fetch-Site: same-site (a sibling subdomain)',
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.shop.example' },
    ],
    ['an old browser: an Origin that is not the host, no Sec-Fetch-Site', { Origin: 'https://evil.example' }],
    ['an opaque Origin (a sandboxed frame, a data: page)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses %s: 403 urn:service:cross_site, nothing sent, one line logged', async (_, headers) => {
    const answer = await signUpWith(headers, { shopOrigin: SHOP });
    expect(answer.status).toBe(403);
    expect(answer.body?.type).toBe('urn:service:cross_site');
    expect(answer.mails).toHaveLength(0);
    expect(answer.logged).toHaveLength(1);
    expect(answer.logged[0]).toMatch(/^\[service\] 403 cross-site POST \/service\/newsletter/);
  });

  it('tells the developer which origin was refused and how to trust it', async () => {
    const answer = await signUpWith(
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost:5174' },
      { shopOrigin: SHOP },
    );
    expect(answer.body?.detail).toContain('http://localhost:5174');
    expect(answer.body?.detail).toContain('Sec-Fetch-Site: cross-site');
    expect(answer.body?.detail).toContain(`the trusted origins are ${SHOP}`);
    expect(answer.body?.detail).toContain('TRUSTED_ORIGINS=http://localhost:5174');
    expect(answer.logged[0]).toContain('TRUSTED_ORIGINS=http://localhost:5174');
  });

  it.each([
    ['a look-alike host', 'https://shop.example.evil.test'],
    ['another port', 'https://shop.example:8443'],
    ['another scheme', 'http://shop.example'],
    ['a subdomain', 'https://www.shop.example'],
  ])('does not trust %s of a trusted origin (%s)', async (_, origin) => {
    for (const headers of [{ Origin: origin, 'Sec-Fetch-Site': 'cross-site' }, { Origin: origin }] as Array<
      Record<string, string>
    >) {
      const answer = await signUpWith(headers, { shopOrigin: SHOP, trustedOrigins: ['https://admin.example'] });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it.each([
    ['SHOP_ORIGIN', { shopOrigin: SHOP }, SHOP],
    ['TRUSTED_ORIGINS', { shopOrigin: SHOP, trustedOrigins: ['http://localhost:5174'] }, 'http://localhost:5174'],
    [
      'TRUSTED_ORIGINS written with a default port and a slash',
      { trustedOrigins: ['https://cms.example:443/'] },
      'https://cms.example',
    ],
  ])('takes a page of a trusted origin (%s) that the browser calls cross-site', async (_, options, origin) => {
    const answer = await signUpWith({ Origin: origin, 'Sec-Fetch-Site': 'cross-site' }, options);
    expect(answer.status).toBe(202);
    expect(answer.logged).toEqual([]);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN }],
    ['Sec-Fetch-Site: none (typed into the address bar, a bookmark)', { 'Sec-Fetch-Site': 'none' }],
    ['neither header: curl, Node fetch, a server', {}],
    ['an old browser whose Origin is the host', { Origin: ORIGIN }],
  ])('takes %s', async (_, headers) => {
    const answer = await signUpWith(headers, { shopOrigin: SHOP });
    expect(answer.status).toBe(202);
    expect(answer.mails).toHaveLength(1);
  });

  it('takes a sign-up through a proxy that rewrites Host (Vite changeOrigin, Next.js rewrites): the browser still says same-origin', async () => {
    // The page is http://localhost:5173, the proxy calls the service as 127.0.0.1:8787 with that Host.
    const headers = { Origin: 'http://localhost:5173', 'Sec-Fetch-Site': 'same-origin', Host: '127.0.0.1:8787' };
    expect((await signUpWith(headers, { url: `http://127.0.0.1:8787${SUBSCRIBE}` })).status).toBe(202);
    // An old browser behind that proxy sends only Origin, which no longer matches Host: trust it by TRUSTED_ORIGINS.
    const old = { Origin: 'http://localhost:5173', Host: '127.0.0.1:8787' };
    expect((await signUpWith(old, { url: `http://127.0.0.1:8787${SUBSCRIBE}` })).status).toBe(403);
    expect(
      (await signUpWith(old, { url: `http://127.0.0.1:8787${SUBSCRIBE}`, trustedOrigins: ['http://localhost:5173'] }))
        .status,
    ).toBe(202);
  });

  it('takes the page opened at the address the server listens on, whatever SHOP_ORIGIN says (production behind a proxy)', async () => {
    const headers = { Origin: 'http://127.0.0.1:8080', 'Sec-Fetch-Site': 'same-origin', Host: '127.0.0.1:8080' };
    expect((await signUpWith(headers, { shopOrigin: SHOP, url: `http://127.0.0.1:8080${SUBSCRIBE}` })).status).toBe(
      202,
    );
  });

  it('refuses every operation that changes data from another site, and never a read', async () => {
    const service = new ServiceHarness({ logCrossSite: () => undefined });
    const evil = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const visitor = service.visitor();
    for (const [method, path] of [
      ['POST', SUBSCRIBE],
      ['PUT', `${SUBSCRIBE}/some-token`],
      ['PUT', `${SUBSCRIBE}/some-token/doi`],
      ['DELETE', `${SUBSCRIBE}/some-token`],
      ['POST', '/service/login/api/v1/login'],
      ['POST', '/service/login/api/v1/logintoken/renew'],
      ['POST', '/service/login/api/v1/longtermtoken/renew'],
      ['POST', '/service/login/api/v1/logout'],
      ['POST', '/service/__admin/staff/login'],
    ] as const) {
      const answer = await visitor.call(method, path, {
        body: '{}',
        headers: { ...evil, 'Content-Type': 'text/plain' },
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(
        answer.setCookies.filter((c) => !c.startsWith('csrf_token=')),
        `${method} ${path}`,
      ).toEqual([]);
    }
    expect((await visitor.call('GET', '/service/abtestfrontend/api/v1/getassignment', { headers: evil })).status).toBe(
      200,
    );
  });

  it('lets the one-click unsubscribe of a mail provider through from its own site (RFC 8058, D27)', async () => {
    const answer = await new ServiceHarness().app.fetch(
      new Request(`${ORIGIN}${SUBSCRIBE}/unknown/unsubscribe`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://mail.example',
          'Sec-Fetch-Site': 'cross-site',
        },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(answer.status).toBe(404); // an unknown token, not a cross-site refusal
  });

  it('logs to console.warn by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = createTestService();
    await app.fetch(
      new Request(`${ORIGIN}${SUBSCRIBE}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        body: '{}',
      }),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[service\] 403 cross-site POST .*https:\/\/evil\.example/);
  });
});

describe('CORS for the trusted origins only (D40)', () => {
  const PAGE = 'http://localhost:5174';
  const service = () => new ServiceHarness({ shopOrigin: SHOP, trustedOrigins: [PAGE], logCrossSite: () => undefined });
  const preflight = (s: ServiceHarness, origin: string) =>
    s.app.fetch(
      new Request(`${ORIGIN}${SUBSCRIBE}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-hunter-site,x-original-address',
        },
      }),
    );

  it('logs a refused preflight or cross-origin read once per origin, naming the origin and TRUSTED_ORIGINS', async () => {
    const logged: string[] = [];
    const s = new ServiceHarness({
      shopOrigin: SHOP,
      trustedOrigins: [PAGE],
      logCrossSite: (line) => logged.push(line),
    });
    await preflight(s, 'http://localhost:3000');
    await preflight(s, 'http://localhost:3000');
    await s.app.fetch(
      new Request(`${ORIGIN}/service/promotion/api/promotion/SHOP_FOOTER`, {
        headers: { Origin: 'https://other.example', 'Sec-Fetch-Site': 'cross-site' },
      }),
    );
    await preflight(s, PAGE);
    await s.app.fetch(new Request(`${ORIGIN}/service/promotion/api/promotion/SHOP_FOOTER`));
    expect(logged).toEqual([
      `[service] preflight from http://localhost:3000 refused to its page (${SUBSCRIBE}): http://localhost:3000 is not in TRUSTED_ORIGINS (${SHOP}, ${PAGE}). If that page is yours: TRUSTED_ORIGINS=http://localhost:3000`,
      `[service] cross-origin GET from https://other.example refused to its page (/service/promotion/api/promotion/SHOP_FOOTER): https://other.example is not in TRUSTED_ORIGINS (${SHOP}, ${PAGE}). If that page is yours: TRUSTED_ORIGINS=https://other.example`,
    ]);
  });

  it('answers a trusted page’s preflight: its origin, credentials, the kit’s headers and methods', async () => {
    const answer = await preflight(service(), PAGE);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = answer.headers.get('access-control-allow-headers')!.toLowerCase().split(',');
    expect(allowed).toEqual(
      expect.arrayContaining(['content-type', 'x-hunter-site', 'x-original-address', 'x-logintoken', 'x-csrf-token']),
    );
    expect(answer.headers.get('access-control-allow-methods')!.split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
  });

  it('lets a trusted page on another origin sign up and read the answer (the element with service-base)', async () => {
    const answer = await signUpWith(
      { Origin: PAGE, 'Sec-Fetch-Site': 'cross-site', 'X-Hunter-Site': 'DE' },
      { shopOrigin: SHOP, trustedOrigins: [PAGE] },
    );
    expect(answer.status).toBe(202);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('vary')).toMatch(/Origin/);
  });

  it.each([
    ['an untrusted origin', 'https://evil.example'],
    ['a look-alike of a trusted one', 'http://localhost:5174.evil.test'],
    ['a trusted host on another port', 'http://localhost:5175'],
  ])('sends %s no CORS header at all, not even credentials', async (_, origin) => {
    const s = service();
    const answers = [
      await preflight(s, origin),
      await s.app.fetch(
        new Request(`${ORIGIN}/service/abtestfrontend/api/v1/getassignment`, {
          headers: { Origin: origin, 'Sec-Fetch-Site': 'cross-site' },
        }),
      ),
      await s.app.fetch(
        new Request(`${ORIGIN}${SUBSCRIBE}`, {
          method: 'POST',
          headers: { Origin: origin, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
          body: JSON.stringify(signUp()),
        }),
      ),
    ];
    for (const answer of answers) {
      expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(answer.headers.get('vary')).toMatch(/Origin/);
    }
    expect(answers[2]!.status).toBe(403);
  });

  it('sends a same-origin page (no Origin on a GET) no CORS header either', async () => {
    const answer = await service().app.fetch(new Request(`${ORIGIN}/service/abtestfrontend/api/v1/getassignment`));
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
