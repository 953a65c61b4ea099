/**
 * The demo server's hardening in Chromium (issue "Safe to run in production", decision D22):
 * - every demo page sends a CSP, and no page (hydrated, islands loaded, the staff panel opened) reports a
 *   `securitypolicyviolation`; `/staff/` refuses to be framed;
 * - against the production build (E2E_PROD=1) a truly production server (`npm run serve`, no test switches) is
 *   started as a child process: it refuses to start without SHOP_ORIGIN/LOGIN_TOKEN_SECRET, has no admin routes,
 *   survives folders and hostile paths, refuses 1 MB bodies and cross-site writes.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freePort } from '../../scripts/measuring-server';
import { baseUrl, useBrowser, openPage, screenshot, waitForHydration } from './harness';
import { startProductionServer, type ProductionServer } from './production-server';

const production = process.env.E2E_PROD === '1';

const DEMO_PAGES = [
  '/',
  // The country pages are one template: three markets with the most to load (names first, required consents).
  '/de/',
  '/hu/',
  '/tr/',
  '/at/?doi=unknown-token',
  '/hu/newsletter/preferences?token=unknown-token',
  '/mailbox/',
  '/widgets/',
  '/staff/',
  '/vanilla/',
  '/no-such-page/',
];

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

const browser = useBrowser();

describe('CSP on every demo page', () => {
  for (const path of DEMO_PAGES) {
    it(`${path} sends the security headers and reports no CSP violation`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await recordViolations(page);
      const response = await page.goto(new URL(path, baseUrl()).href);
      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'none'/);
      if (production) expect(csp).toMatch(/script-src 'nonce-[\w+/=]+' 'strict-dynamic'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      if (path !== '/vanilla/') await waitForHydration(page);
      else await page.waitForSelector('newsletter-signup form', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }

  it('lets a staff member open the preview panel (code loaded later, through strict-dynamic) without a violation', async () => {
    const { page, context, errors } = await openPage(browser, '/staff/');
    await recordViolations(page);
    await page.getByRole('button', { name: 'Log in as staff' }).click();
    await page.goto(new URL('/de/', baseUrl()).href);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Preview settings' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'staff_auth')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/staff_auth/);
    // (The development server under test runs without HMR: Vite's client reports its socket, which is not a CSP matter.)
    expect(errors.filter((e) => !/WebSocket|\[vite\]/.test(e))).toEqual([]);
    await context.close();
  });

  it('an asset and a service answer carry nosniff and the CSP too', async () => {
    const html = await (await fetch(new URL('/de/', baseUrl()))).text();
    const asset = production ? /\/assets\/[\w.-]+\.js/.exec(html)?.[0] : '/demo/client.tsx';
    for (const path of [asset!, '/service/abtestfrontend/api/v1/getassignment']) {
      const response = await fetch(new URL(path, baseUrl()));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
    }
  });
});

describe('/staff/ refuses to be framed', () => {
  it('stays empty inside a frame of another origin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Another origin of the same server: localhost instead of 127.0.0.1.
    const other = new URL('/no-such-page/', baseUrl().replace('127.0.0.1', 'localhost')).href;
    await page.goto(other);
    const navigated = page.waitForEvent('framenavigated', { predicate: (f) => f !== page.mainFrame() });
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, new URL('/staff/', baseUrl()).href);
    const frame = await navigated;
    await frame.waitForLoadState('load').catch(() => undefined);
    // Chromium shows its own "This content is blocked" page in place of the refused document.
    expect(frame.url()).toMatch(/^chrome-error:/);
    const staffText = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    expect(staffText).not.toMatch(/Log in as staff/);
    await context.close();
  });
});

/** A raw HTTP request (any path as sent, any Host header), answered status and body. */
function raw(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const target = new URL(url);
    const headers = {
      ...options.headers,
      ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
    };
    const req = httpRequest(
      { host: target.hostname, port: target.port, path, method: options.method ?? 'GET', headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe.skipIf(!production)('a truly production server (npm run serve)', () => {
  it('refuses to start without SHOP_ORIGIN and LOGIN_TOKEN_SECRET, with one line saying what to set', async () => {
    const started = startProductionServer({ PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    const lines = started
      .output()
      .split('\n')
      .filter((l) => l.trim() && !/^npm warn/.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/set SHOP_ORIGIN .* and LOGIN_TOKEN_SECRET/);
    expect(started.output()).not.toMatch(/\n\s+at /);
  });

  describe('configured', () => {
    let server: ProductionServer;
    beforeAll(async () => {
      const port = String(await freePort());
      const started = startProductionServer({
        PORT: port,
        SHOP_ORIGIN: `http://127.0.0.1:${port}`,
        LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64url'),
      });
      expect(await started.listening).toBe(true);
      server = started;
    });
    afterAll(() => {
      server?.child.kill('SIGTERM');
    });

    it('has no /service/__admin routes at all', async () => {
      for (const [method, path] of [
        ['POST', '/service/__admin/staff/login'],
        ['GET', '/service/__admin/outbox'],
        ['GET', '/service/__admin/subscribers'],
        ['POST', '/service/__admin/faults'],
        ['POST', '/service/__admin/clock'],
        ['POST', '/service/__admin/reset'],
      ] as const) {
        const answer = await raw(
          server.url,
          path,
          method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json' }, body: '{}' },
        );
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.headers['set-cookie'] ?? []).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/^staff_auth=/)]),
        );
      }
    });

    it('survives GET /assets/ and 200 hostile paths, and still answers', async () => {
      const hostile = [
        '/assets/',
        '/assets',
        '/assets/..%2f..%2fpackage.json',
        '/assets/../../package.json',
        '/%E0%A4%A',
        '/%',
        '/assets/%00',
        '/assets/%2e%2e/%2e%2e/etc/passwd',
        `/${'a'.repeat(5000)}`,
        '/de/%ff',
      ];
      for (let i = hostile.length; i < 200; i++)
        hostile.push(`/assets/${i}-${'%c0%af'.repeat(i % 7)}${i % 3 ? '/' : '.js'}`);
      for (const path of hostile) {
        const answer = await raw(server.url, path);
        expect(answer.status, path).toBe(404);
      }
      expect((await raw(server.url, '/de/')).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    });

    it('answers a 1 MB body with 413 and a cross-site write with 403', async () => {
      const big = await raw(server.url, '/service/newsletter/api/internal/newsletter-subscribers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(1024 * 1024, 'a'),
      });
      expect(big.status).toBe(413);
      const crossSite = await raw(server.url, '/service/newsletter/api/internal/newsletter-subscribers', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body: '{"email":"anna@example.com"}',
      });
      expect(crossSite.status).toBe(403);
      expect(JSON.parse(crossSite.body)).toMatchObject({
        type: 'urn:service:cross_site',
        detail: expect.stringContaining('TRUSTED_ORIGINS=https://evil.example'),
      });
      // A form posted from another site: the page with the form and its German message, never JSON (D39).
      const page = await raw(server.url, '/de/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        body: 'sk-form=newsletter-signup&email=anna%40example.de',
      });
      expect(page.status).toBe(403);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Aus technischen Gründen');
      expect(server.output()).toMatch(
        /\[demo\] 403 cross-site form post to \/de\/: A POST from https:\/\/evil\.example was refused/,
      );
      expect(server.output()).toMatch(
        /\[service\] 403 cross-site POST \/service\/newsletter\/api\/internal\/newsletter-subscribers: /,
      );
    });

    it('says on /staff/ and /mailbox/ that the demo switches are off', async () => {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/staff/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Log in as staff' }).click();
      await page.getByText('the demo staff login is a development switch and is off here').waitFor();
      expect(await context.cookies()).not.toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'staff_auth' })]),
      );
      await screenshot(page, 'security-staff-production-375');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/mailbox/`);
        await waitForHydration(page);
        await page.getByText('the demo mailbox is a development switch and is off here').waitFor();
        await screenshot(page, `security-mailbox-production-${width}`, { fullPage: false });
      }
      await context.close();
    });
  });

  it('behind HTTPS gives __Host- and Secure cookies and HSTS, takes its own origin and refuses look-alikes', async () => {
    const port = String(await freePort());
    const https = startProductionServer({
      PORT: port,
      SHOP_ORIGIN: 'https://shop.example',
      LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64url'),
    });
    try {
      expect(await https.listening).toBe(true);
      const answer = await raw(https.url, '/de/');
      // The page sets no cookie of 0.1.0's CSRF token; the service's answers still do, for clients of 0.1.0 (D41).
      expect(answer.headers['set-cookie']).toBeUndefined();
      const service = await raw(https.url, '/service/csrf');
      const cookie = (service.headers['set-cookie'] as string[]).find((c) => c.startsWith('__Host-csrf_token='));
      expect(cookie?.split('; ').slice(1).sort()).toEqual(['Path=/', 'SameSite=Strict', 'Secure']);
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
      // A page of the shop posts with the shop's Origin (the proxy in front terminates TLS): no token needed (D39).
      const own = await raw(https.url, '/service/login/api/v1/logout', {
        method: 'POST',
        headers: { origin: 'https://shop.example' },
      });
      expect(own.status).toBe(204);
      for (const lookAlike of ['https://shop.example.evil.test', 'http://shop.example', 'https://shop.example:8443']) {
        const refused = await raw(https.url, '/service/login/api/v1/logout', {
          method: 'POST',
          headers: { origin: lookAlike, 'sec-fetch-site': 'cross-site' },
        });
        expect(refused.status, lookAlike).toBe(403);
      }
    } finally {
      https.child.kill('SIGTERM');
    }
  });
});

describe.skipIf(!production)('the README’s production command, opened at the address it prints (D42)', () => {
  let server: ProductionServer;
  beforeAll(async () => {
    const port = String(await freePort());
    const started = startProductionServer({
      PORT: port,
      SHOP_ORIGIN: 'https://shop.example',
      LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64url'),
    });
    expect(await started.listening).toBe(true);
    server = started;
  });
  afterAll(() => {
    server?.child.kill('SIGTERM');
  });

  it('says in its start line where shoppers open the shop', () => {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('demo shop:'))!;
    expect(line).toContain(
      `shoppers open https://shop.example (SHOP_ORIGIN), served by a proxy in front of ${server.url} that needs no set-up`,
    );
    expect(line).not.toContain('/mailbox/');
  });

  it('signs up there with JavaScript and without, and no page view is refused', async () => {
    const printed = /demo shop: (http:\/\/[^/ ]+)\//.exec(server.output())![1]!;
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 403) refused.push(r.url());
      });
      await page.goto(`${printed}/de/`);
      if (javaScriptEnabled) await waitForHydration(page);
      await page
        .locator('#footer-newsletter input[name="email"]')
        .fill(`readme.${javaScriptEnabled}.${Date.now()}@example.com`);
      await page.locator('#footer-newsletter form.sk-newsletter__form button[type="submit"]').click();
      await page.locator('#footer-newsletter').getByText('Fast geschafft').waitFor();
      expect(refused).toEqual([]);
      await context.close();
    }
    expect(server.output()).not.toMatch(/403 cross-site/);
  });
});

describe.skipIf(!production)('mail links on the browser tests’ server (SHOP_ORIGIN set)', () => {
  it('ignore the Host header', async () => {
    const csrf = 'e2e-security-token';
    const answer = await raw(baseUrl(), '/service/newsletter/api/internal/newsletter-subscribers', {
      method: 'POST',
      headers: {
        host: 'evil.example',
        'content-type': 'application/json',
        cookie: `csrf_token=${csrf}`,
        'x-csrf-token': csrf,
      },
      body: JSON.stringify({
        email: 'host-header@example.com',
        consents: [],
        origin: 'onsite',
        originAddition: 'subsite',
      }),
    });
    expect(answer.status).toBe(202);
    const outbox = (await (await fetch(new URL('/service/__admin/outbox', baseUrl()))).json()) as {
      mails: { to: string; link?: string }[];
    };
    const mail = outbox.mails.filter((m) => m.to === 'host-header@example.com').at(-1);
    expect(mail?.link?.startsWith(`${baseUrl()}/de/?doi=`)).toBe(true);
    expect(mail?.link).not.toMatch(/evil/);
  });
});
