/**
 * The standalone element on a page of any server (issue 40): a plain Node `http` server writes the sign-up form with
 * `renderSignupFormHtml` and one script tag (dist/standalone, no bundler, no import map), answers the form posted
 * without JavaScript with `handleNewsletterPost`, and passes `/service/...` on to the reference service. Signs up
 * without and with JavaScript, with the script arriving after the shopper typed, under a strict CSP with a nonce, and
 * with two forms on one page, at 375 and 1280 px.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadNewsletterTexts, type NewsletterTexts, type SignupResume } from '../../core/newsletter';
import {
  decodeSignupResume,
  encodeSignupResume,
  handleNewsletterPost,
  renderSignupFormHtml,
} from '../../core/newsletter/server';
import { createServiceClient } from '../../openapi/client';
import { baseUrl, screenshot, useBrowser, VIEWPORTS, type ViewportName } from './harness';
import { NL } from './subscriber';

const browser = useBrowser();
const DIST = join(process.cwd(), 'dist/standalone');
const NONCE = 'r4nd0m-n0nce';
const CSP = `default-src 'self'; script-src 'nonce-${NONCE}'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'`;

let texts: NewsletterTexts;
let server: Server;
let origin: string;
/** The script waits for this before it is served (`?late`): the shopper types first. */
let releaseLateScript: () => void = () => {};
let lateScript = Promise.resolve();

function page(body: string, script: boolean): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Shop</title><link rel="stylesheet" href="/storefront-signup.css"></head><body><main><h1>Kaffee &amp; Tee</h1>${body}</main>${script ? `<script type="module" nonce="${NONCE}" src="/storefront-signup.js"></script>` : ''}</body></html>`;
}

function proxy(req: IncomingMessage, res: ServerResponse) {
  const target = new URL(req.url!, baseUrl());
  const forwarded = request(target, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(forwarded);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url!, origin);
  if (url.pathname.startsWith('/service/')) return proxy(req, res);
  if (url.pathname === '/storefront-signup.js' || url.pathname === '/storefront-signup.css') {
    if (url.pathname.endsWith('.js') && url.searchParams.has('late')) await lateScript;
    const js = url.pathname.endsWith('.js');
    res.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/css' });
    return res.end(readFileSync(join(DIST, url.pathname)));
  }
  if (req.method === 'POST' && url.pathname === '/signup') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const answer = await handleNewsletterPost(new URLSearchParams(body), {
      market: 'AT',
      client: createServiceClient({ origin: baseUrl() }),
      requestHeaders: req.headers,
      requestUrl: url.href,
    });
    if (answer.kind === 'redirect') {
      res.writeHead(303, {
        location: '/',
        'set-cookie': `resume=${encodeSignupResume(answer.resume)}; Path=/; HttpOnly`,
      });
      return res.end();
    }
    res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP });
    return res.end(page(renderSignupFormHtml({ market: 'AT', texts, action: '/signup', resume: answer.resume }), true));
  }
  const cookie = /(?:^|;\s*)resume=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  const resume: SignupResume | undefined = decodeSignupResume(cookie);
  const forms = url.searchParams.has('two')
    ? ['nl-a', 'nl-b'].map((idPrefix) => renderSignupFormHtml({ market: 'AT', texts, action: '/signup', idPrefix }))
    : [renderSignupFormHtml({ market: 'AT', texts, action: '/signup', resume })];
  const html = page(forms.join(''), !url.searchParams.has('nojs')).replace(
    'src="/storefront-signup.js"',
    url.searchParams.has('late') ? 'src="/storefront-signup.js?late"' : 'src="/storefront-signup.js"',
  );
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CSP,
    ...(cookie ? { 'set-cookie': 'resume=; Path=/; Max-Age=0' } : {}),
  });
  res.end(html);
}

beforeAll(async () => {
  if (!existsSync(join(DIST, 'storefront-signup.js'))) {
    const { build } = await import('vite');
    await build({ configFile: join(process.cwd(), 'vite.standalone.config.ts'), logLevel: 'warn' });
  }
  texts = await loadNewsletterTexts('de-AT');
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  releaseLateScript();
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function open(path: string, viewport: ViewportName, javaScriptEnabled = true, late = false) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled });
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  tab.on('pageerror', (e) => problems.push(e.message));
  // A late script holds back `load` and DOMContentLoaded (a module script runs before it): the HTML is there at once.
  await tab.goto(`${origin}${path}`, { waitUntil: late ? 'commit' : 'load' });
  if (late) await tab.waitForSelector('newsletter-signup form');
  return { tab, problems, close: () => context.close() };
}
const ready = (tab: Page) =>
  tab.waitForFunction(() => document.querySelector('newsletter-signup')?.querySelector('script') === null);
const address = (name: string) => `${name}.${Date.now()}@example.de`;

describe.each(['phone', 'desktop'] as const)('the standalone element at %s', (viewport) => {
  it('signs up without JavaScript: the form posts, the page answers with the pending view', async () => {
    const { tab, close } = await open('/?nojs', viewport, false);
    try {
      const mail = address(`nojs-${viewport}`);
      await tab.fill('input[name="email"]', mail);
      await screenshot(tab, `standalone-nojs-${viewport}`);
      await Promise.all([tab.waitForURL(`${origin}/`), tab.click('button[type="submit"]')]);
      await expect.poll(() => tab.locator('.skv-pending').textContent()).toContain(texts.pending.headline);
    } finally {
      await close();
    }
  });

  it('signs up with JavaScript under a strict CSP (nonce, no unsafe-inline), one script and no errors', async () => {
    const { tab, problems, close } = await open('/', viewport);
    const scripts: string[] = [];
    tab.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    try {
      await ready(tab);
      const mail = address(`js-${viewport}`);
      await tab.click('input[name="email"]');
      await tab.fill('input[name="email"]', mail);
      await tab.click('button[type="submit"]');
      await expect.poll(() => tab.locator('.skv-pending').isVisible()).toBe(true);
      expect(await tab.locator('.skv-pending').textContent()).toContain(mail);
      await screenshot(tab, `standalone-js-${viewport}`);
      expect(problems).toEqual([]);
      expect(scripts.every((s) => s.startsWith(`${origin}/storefront-signup.js`))).toBe(true);
    } finally {
      await close();
    }
  });

  it('keeps what was typed, the focus and the layout when the script arrives late', async () => {
    lateScript = new Promise((resolve) => (releaseLateScript = resolve));
    const { tab, problems, close } = await open('/?late', viewport, true, true);
    try {
      await tab.click('input[name="email"]');
      await tab.fill('input[name="email"]', 'late@example.de');
      await tab.click('input[name="lastName"]');
      await tab.keyboard.type('Berg');
      const layout = () =>
        tab.evaluate(() =>
          [
            '.skv-headline',
            'input[name="email"]',
            '.skv-extra',
            'input[name="lastName"]',
            '.skv-legal',
            'button[type="submit"]',
          ].map((s) => {
            const r = document.querySelector(s)!.getBoundingClientRect();
            return [s, Math.round(r.top + scrollY), Math.round(r.height)];
          }),
        );
      const before = await layout();
      releaseLateScript();
      await ready(tab);
      expect(await tab.inputValue('input[name="email"]')).toBe('late@example.de');
      expect(await tab.inputValue('input[name="lastName"]')).toBe('Berg');
      expect(await tab.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('lastName');
      expect(await layout()).toEqual(before);
      await tab.keyboard.type('er');
      expect(await tab.inputValue('input[name="lastName"]')).toBe('Berger');
      await screenshot(tab, `standalone-late-${viewport}`);
      expect(problems).toEqual([]);
    } finally {
      releaseLateScript();
      await close();
    }
  });

  it('two forms on one page: each its own ids and machine', async () => {
    const { tab, problems, close } = await open('/?two', viewport);
    try {
      await tab.waitForFunction(() => document.querySelectorAll('newsletter-signup script').length === 0);
      expect(await tab.locator('#nl-a-email').count()).toBe(1);
      expect(await tab.locator('#nl-b-email').count()).toBe(1);
      const mail = address(`two-${viewport}`);
      await tab.click('#nl-b-email');
      await tab.fill('#nl-b-email', mail);
      await tab.locator('newsletter-signup').nth(1).locator('button[type="submit"]').click();
      await expect.poll(() => tab.locator('newsletter-signup').nth(1).locator('.skv-pending').isVisible()).toBe(true);
      expect(await tab.locator('newsletter-signup').nth(0).locator('.skv-pending').isVisible()).toBe(false);
      await screenshot(tab, `standalone-two-${viewport}`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

it('says "sending…" in a live region while the sign-up runs, then the pending view (issue 43.5)', async () => {
  const { tab, problems, close } = await open('/', 'phone');
  try {
    await ready(tab);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route(new RegExp(`${NL}$`), async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await tab.fill('input[name="email"]', address('busy'));
    await tab.click('button[type="submit"]');
    const region = tab.locator('newsletter-signup form [role="status"]');
    await expect.poll(() => region.textContent()).toBe(texts.submitting);
    expect(await tab.locator('newsletter-signup form').getAttribute('aria-busy')).toBe('true');
    release();
    await expect.poll(() => tab.locator('.skv-pending').isVisible()).toBe(true);
    expect(await tab.evaluate(() => document.activeElement?.contains(document.querySelector('.skv-pending')))).toBe(
      true,
    );
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
