/**
 * Cross-site protection in Chromium (decision D39, issue "works where shop developers put it"): a page of another
 * site cannot sign anybody up, with or without JavaScript, and reads no answer (no CORS, D40); the shop opened
 * through a proxy that rewrites `Host` (Vite's `changeOrigin`, Next.js rewrites) signs up, with and without
 * JavaScript, because the browser still says `same-origin`. Runs against the development server, and against the
 * production build with E2E_PROD=1.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NEWSLETTER_MARKETS } from '../../core/markets';
import { loadNewsletterTexts, type NewsletterTexts } from '../../core/newsletter';
import { baseUrl, screenshot, useBrowser, VIEWPORTS, waitForHydration } from './harness';
import { mailsTo } from './outbox';

const browser = useBrowser();
const FOOTER = '#footer-newsletter';
const SIGNUP = `${FOOTER} form.sk-newsletter__form`;
const SUBSCRIBE = '/service/newsletter/api/internal/newsletter-subscribers';
let unique = 0;
const addressFor = (what: string) => `e2e.cross-site.${what}.${Date.now()}.${unique++}@example.com`;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  // `localhost` is another site than the demo's 127.0.0.1 (a host, not a port, makes a site).
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

/** Another site: one page whose form posts the sign-up to the shop, and whose script tries the service directly. */
function attackerSite(): Server {
  return createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Another site</title>
<form method="post" action="${baseUrl()}/de/">
  <input type="hidden" name="sk-form" value="newsletter-signup"><input type="hidden" name="homepage" value="">
  <input name="email" aria-label="email"><button type="submit">Win a prize</button>
</form></html>`);
  });
}

/** A development proxy as most guides set it up: everything to the shop's server, `Host` rewritten to the target's. */
function hostRewritingProxy(): Server {
  const target = new URL(baseUrl());
  return createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

describe('a page of another site (D39, D40)', () => {
  let site: Server;
  let siteUrl: string;
  let texts: NewsletterTexts;
  beforeAll(async () => {
    site = attackerSite();
    siteUrl = await listen(site);
    texts = await loadNewsletterTexts(NEWSLETTER_MARKETS.DE.locale);
  });
  afterAll(() => new Promise<void>((ok) => site.close(() => ok())));

  it('without JavaScript: its form post gets the shop’s page with the form and the German message (403), never JSON; nothing is sent', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(siteUrl);
    const address = addressFor('nojs');
    await page.getByLabel('email').fill(address);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Win a prize' }).click(),
    ]);
    expect(answer.request().headers()['origin']).toBe(siteUrl);
    expect(answer.status()).toBe(403);
    expect(answer.headers()['content-type']).toMatch(/^text\/html/);
    await page.locator(FOOTER).getByText(texts.errors.generic).waitFor();
    await expect(page.locator(`${SIGNUP} input[name="email"]`).inputValue()).resolves.toBe(address);
    await page.locator(FOOTER).scrollIntoViewIfNeeded();
    await screenshot(page, 'cross-site-refused-nojs-375', { part: FOOTER });
    expect(await mailsTo(address)).toEqual([]);
    await context.close();
  });

  it('with JavaScript: a call gets no CORS answer (the page reads nothing), and even a simple no-cors POST, which the browser sends, signs nobody up', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.headers()['content-type']} ${r.failure()?.errorText}`));
    await page.goto(siteUrl);
    const address = addressFor('js');
    const body = JSON.stringify({ email: address, consents: [], origin: 'onsite', originAddition: 'subsite' });
    const outcome = await page.evaluate(
      async ({ url, body }) => {
        const cors = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'x-hunter-site': 'DE' },
          body,
        }).then(
          (r) => `answered ${r.status}`,
          (e: unknown) => `failed: ${String(e)}`,
        );
        // A "simple" request needs no preflight: the browser sends it, the service must refuse it itself (its answer
        // is then blocked as well, by Cross-Origin-Resource-Policy).
        await fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body,
        }).catch(() => undefined);
        return { cors };
      },
      { url: `${baseUrl()}${SUBSCRIBE}`, body },
    );
    expect(outcome.cors).toMatch(/^failed: TypeError/);
    // The JSON call's preflight got no CORS header, so it never went; the simple POST went, was answered (refused,
    // as the empty outbox shows) and its answer withheld from the page.
    expect(failed).toEqual([
      'application/json net::ERR_FAILED',
      'text/plain net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin',
    ]);
    expect(await mailsTo(address)).toEqual([]);
    await context.close();
  });
});

describe('the shop through a proxy that rewrites Host (changeOrigin)', () => {
  let proxy: Server;
  let shopUrl: string;
  let texts: NewsletterTexts;
  beforeAll(async () => {
    proxy = hostRewritingProxy();
    shopUrl = await listen(proxy);
    texts = await loadNewsletterTexts(NEWSLETTER_MARKETS.DE.locale);
  });
  afterAll(() => new Promise<void>((ok) => proxy.close(() => ok())));

  const signUp = async (page: Page, address: string) => {
    await page.locator(`${SIGNUP} input[name="email"]`).fill(address);
    await page.locator(`${SIGNUP} button[type="submit"]`).click();
  };

  it('signs up with JavaScript: the browser says same-origin, the service takes it', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const refused: number[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(r.status());
    });
    await page.goto(`${shopUrl}/de/`);
    await waitForHydration(page);
    const address = addressFor('proxy-js');
    const [call] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(SUBSCRIBE)),
      signUp(page, address),
    ]);
    expect(call.url().startsWith(shopUrl)).toBe(true);
    await page.getByText(texts.pending.headline).waitFor();
    expect(await mailsTo(address)).toHaveLength(1);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('signs up without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/de/`);
    const address = addressFor('proxy-nojs');
    await signUp(page, address);
    await page.waitForURL(/[?&]newsletter=sent/);
    await page.locator(FOOTER).getByText(texts.pending.headline).waitFor();
    expect(await mailsTo(address)).toHaveLength(1);
    await context.close();
  });
});
