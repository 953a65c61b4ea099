// The demo server's production rules (decision D22): configuration, start-up lines, hostile paths, the nonce.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addNonce,
  guardedApp,
  isHostilePath,
  parseShopOrigin,
  productionConfig,
  StartupError,
  startupFailureLine,
  originsNote,
} from '../../demo/security';

const SECRET = randomBytes(36).toString('base64url');

describe('production configuration', () => {
  it('takes SHOP_ORIGIN and LOGIN_TOKEN_SECRET from the environment, options first', () => {
    expect(productionConfig({}, { SHOP_ORIGIN: 'https://shop.example/', LOGIN_TOKEN_SECRET: SECRET })).toEqual({
      shopOrigin: 'https://shop.example',
      loginTokenSecret: SECRET,
      trustedOrigins: [],
    });
    expect(
      productionConfig(
        {},
        {
          SHOP_ORIGIN: 'https://shop.example',
          LOGIN_TOKEN_SECRET: SECRET,
          TRUSTED_ORIGINS: 'http://localhost:5174/, https://cms.example:443',
        },
      ).trustedOrigins,
    ).toEqual(['http://localhost:5174', 'https://cms.example']);
    expect(() =>
      productionConfig(
        {},
        { SHOP_ORIGIN: 'https://shop.example', LOGIN_TOKEN_SECRET: SECRET, TRUSTED_ORIGINS: 'shop.example/x' },
      ),
    ).toThrow(/^TRUSTED_ORIGINS: "shop.example\/x" is not an origin like https:\/\/shop.example/);
    expect(
      productionConfig(
        { shopOrigin: 'http://127.0.0.1:8080' },
        { SHOP_ORIGIN: 'https://other.example', LOGIN_TOKEN_SECRET: SECRET },
      ).shopOrigin,
    ).toBe('http://127.0.0.1:8080');
  });

  it.each([
    [{}, /set SHOP_ORIGIN .* and LOGIN_TOKEN_SECRET/],
    [{ SHOP_ORIGIN: 'https://shop.example' }, /set LOGIN_TOKEN_SECRET \(at least 32/],
    [{ SHOP_ORIGIN: 'https://shop.example', LOGIN_TOKEN_SECRET: 'short' }, /LOGIN_TOKEN_SECRET/],
    [{ SHOP_ORIGIN: 'shop.example', LOGIN_TOKEN_SECRET: SECRET }, /SHOP_ORIGIN \("shop.example" is not an origin/],
    [{ SHOP_ORIGIN: 'https://shop.example/de/', LOGIN_TOKEN_SECRET: SECRET }, /SHOP_ORIGIN/],
    [{ SHOP_ORIGIN: 'javascript:alert(1)', LOGIN_TOKEN_SECRET: SECRET }, /SHOP_ORIGIN/],
  ])('refuses %o with one line naming what to set', (env, message) => {
    let error: unknown;
    try {
      productionConfig({}, env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StartupError);
    const line = startupFailureLine(error, 5173, '127.0.0.1');
    expect(line).toMatch(message);
    expect(line).not.toMatch(/\n/);
  });

  it('parses only bare http(s) origins', () => {
    expect(parseShopOrigin('HTTPS://Shop.Example:443/')).toBe('https://shop.example');
    expect(parseShopOrigin('https://user:pw@shop.example')).toBeUndefined();
    expect(parseShopOrigin('https://shop.example/?x=1')).toBeUndefined();
    expect(parseShopOrigin(undefined)).toBeUndefined();
  });
});

describe('start-up failures', () => {
  it('says a busy port plainly', () => {
    const busy = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:5173'), {
      code: 'EADDRINUSE',
    });
    expect(startupFailureLine(busy, 5173, '127.0.0.1')).toBe(
      'Port 5173 on 127.0.0.1 is already in use: stop what runs there, or start with PORT=<another port>.',
    );
  });
});

describe('hostile paths', () => {
  it.each([
    '/%E0%A4%A',
    '/%',
    '/assets/..%2f..%2fpackage.json',
    '/assets/../x',
    '/assets/%2e%2e/x',
    '/a/./b',
    '/assets/%00',
    '/a%0d%0aSet-Cookie:x',
    '/a\\b',
    `/${'a'.repeat(2048)}`,
  ])('%s is refused', (path) => expect(isHostilePath(path)).toBe(true));
  it.each(['/', '/de/', '/assets/client-BrC9LxY7.js', '/ch-fr/', '/%C3%BC/', '/at/.well-known', '/a..b/'])(
    '%s is an ordinary path',
    (path) => {
      expect(isHostilePath(path)).toBe(false);
    },
  );
});

describe('nonce on a built HTML file', () => {
  it('goes on every script and module preload, and nowhere without a nonce', () => {
    const html =
      '<script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css">';
    expect(addNonce(html, 'n0')).toBe(
      '<script nonce="n0" type="module" crossorigin src="/a.js"></script><link rel="modulepreload" nonce="n0" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css">',
    );
    expect(addNonce(html, undefined)).toBe(html);
  });
});

describe('the guarded app every answer passes', () => {
  const build = (production = true) => {
    const logged: unknown[] = [];
    const app = guardedApp({
      production,
      https: false,
      service: async (request) =>
        new Response(JSON.stringify({ path: new URL(request.url).pathname }), {
          headers: { 'content-type': 'application/json' },
        }),
      logError: (message, error) => logged.push([message, error]),
    });
    app.get('/boom/', () => {
      throw new Error('render failed');
    });
    app.all('*', (c) => c.html(`<p>${c.req.method} page</p>`));
    return { app, logged };
  };

  it('answers an error with a logged 500 page and keeps answering', async () => {
    const { app, logged } = build();
    const failed = await app.request('/boom/');
    expect(failed.status).toBe(500);
    expect(await failed.text()).toMatch(/Something went wrong/);
    expect(failed.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(logged).toHaveLength(1);
    expect(String((logged[0] as unknown[])[1])).toMatch(/render failed/);
    expect((await app.request('/de/')).status).toBe(200);
  });

  it('answers hostile paths with a plain 404 before any route', async () => {
    const { app } = build();
    for (const path of ['/%E0%A4%A', '/assets/..%2f..%2fpackage.json', `/${'a'.repeat(3000)}`]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toMatch(/Not found/);
    }
  });

  it('leaves odd paths under /service to the service, which answers them as problems (issue 41)', async () => {
    const { app } = build();
    for (const path of ['/service/..%2f..%2fx', '/service/a%00b', '/service/%E0%A4%A']) {
      const answer = await app.request(path);
      expect(await answer.json(), path).toEqual({ path: expect.stringMatching(/^\/service\//) });
    }
  });

  it('refuses a TRACE under /service itself: the request handed on would be a GET (the node adapter keeps TRACE only in a getter)', async () => {
    const { app } = build();
    const trace = new Request('http://shop.test/service/preview/api/auth/logout');
    Object.defineProperty(trace, 'method', { get: () => 'TRACE' });
    const answer = await app.fetch(trace);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
  });

  it('answers an error under /service as a problem, not the page', async () => {
    const logged: unknown[] = [];
    const app = guardedApp({
      production: true,
      https: false,
      service: () => Promise.reject(new Error('primary gone')),
      logError: (message, error) => logged.push([message, error]),
    });
    const failed = await app.request('/service/csrf');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toBe('application/problem+json');
    expect(await failed.json()).toMatchObject({ type: 'urn:service:internal_error', status: 500 });
    expect(logged).toHaveLength(1);
  });

  it('sends a fresh nonce per answer in production and the headers on service answers too', async () => {
    const { app } = build();
    const [a, b] = await Promise.all([app.request('/de/'), app.request('/de/')]);
    const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
    const service = await app.request('/service/x');
    expect(await service.json()).toEqual({ path: '/service/x' });
    expect(service.headers.get('x-content-type-options')).toBe('nosniff');
    expect(service.headers.get('x-frame-options')).toBe('DENY');
  });

  it('takes GET, HEAD and POST on pages, 405 for anything else; a POST reaches the form handlers, never a JSON refusal', async () => {
    const { app } = build();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await app.request('http://shop.test/de/', {
        method,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD, POST');
    }
    // The form handler (demo/newsletter-post.ts) answers a cross-site post with the form: the guard leaves it to it.
    const posted = await app.request('http://shop.test/de/', {
      method: 'POST',
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(await posted.text()).toBe('<p>POST page</p>');
  });

  it('relaxes the CSP for Vite in development, keeping framing, object and base rules', async () => {
    const { app } = build(false);
    const csp = (await app.request('/de/')).headers.get('content-security-policy')!;
    expect(csp).not.toMatch(/nonce-/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
  });
});

describe('the start line’s word on origins (D42)', () => {
  it('says where shoppers open the shop when that is not the printed address, and that the proxy needs nothing', () => {
    expect(originsNote('http://127.0.0.1:8080', 'https://shop.example', [])).toBe(
      "shoppers open https://shop.example (SHOP_ORIGIN), served by a proxy in front of http://127.0.0.1:8080 that needs no set-up; other sites' pages are refused",
    );
    expect(originsNote('http://127.0.0.1:8080', 'https://shop.example', ['http://localhost:5174'])).toMatch(
      /; pages of http:\/\/localhost:5174 may call it too \(TRUSTED_ORIGINS\)$/,
    );
    expect(originsNote('http://127.0.0.1:5173', undefined, [])).toBe(
      "other sites' pages are refused (TRUSTED_ORIGINS lists those to allow)",
    );
    expect(originsNote('http://127.0.0.1:5173', 'http://127.0.0.1:5173', [])).not.toMatch(/shoppers open/);
  });
});
