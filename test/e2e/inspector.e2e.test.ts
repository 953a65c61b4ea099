/**
 * `?inspect` in the browser: the offline panel lists the page's live actors (React page and the page without
 * React alike), `?inspect` also opens Stately's inspector window, and a page without `?inspect` loads neither.
 * Against the production build (E2E_PROD=1) `?inspect` does nothing at all: the inspectors are development-only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { NEWSLETTER_MARKETS } from '../../core/markets';
import { loadNewsletterTexts, type NewsletterTexts } from '../../core/newsletter';
import {
  VIEWPORTS,
  baseUrl,
  expectAccessible,
  openPage,
  useBrowser,
  screenshot,
  seriousErrors,
  type OpenedPage,
  type ViewportName,
} from './harness';

const production = process.env.E2E_PROD === '1';
const PANEL = 'aside[aria-label="Machine inspector"]';
/** Requests of the inspectors' own code: the panel module/chunk or Stately's package. */
const INSPECTOR_CODE = /inspector\/panel|panel-[\w-]+\.js|statelyai|@statelyai/;

const browser = useBrowser();
let texts: NewsletterTexts;
beforeAll(async () => {
  texts = await loadNewsletterTexts(NEWSLETTER_MARKETS.AT.locale);
});

/** Stately's inspector lives on stately.ai: answer its window locally, the tests never use the network. */
async function stubStately(context: BrowserContext): Promise<BrowserContext> {
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Stately inspector (stub)</title>',
    }),
  );
  return context;
}

/** Opens a page; React pages are awaited until hydrated, the vanilla page until its element has rendered. */
async function open(path: string, viewport: ViewportName = 'desktop'): Promise<OpenedPage> {
  const context = await stubStately(await browser.newContext({ viewport: VIEWPORTS[viewport] }));
  return openPage(browser, path, {
    context,
    ready: path.startsWith('/vanilla/') ? (page) => page.locator('newsletter-signup form').waitFor() : undefined,
  });
}

const actorItem = (page: Page, name: string) => page.locator(`${PANEL} li[data-actor-name="${name}"]`);

describe.skipIf(production)('?inspect in development', () => {
  it('the page without React: the panel shows the sign-up machine, its state, context and events', async () => {
    const { page, context, errors, requests } = await open('/vanilla/?inspect=panel');
    const signup = actorItem(page, 'newsletterSignup');
    await signup.waitFor();
    // The panel's code is loaded on demand (the request check below, for pages without ?inspect, can fail).
    expect(requests.some((u) => INSPECTOR_CODE.test(new URL(u).pathname))).toBe(true);
    await expect(signup.locator('[data-part="state"]').textContent()).resolves.toContain(
      '"form":{"filling":"editing"}',
    );
    await page.locator('newsletter-signup button[type="submit"]').click();
    await page.getByText(texts.errors.emailRequired).waitFor();
    // Newest first: the submit, then the focus the machine moved to the invalid field.
    const events = await signup.locator('[data-part="events"] li').allTextContents();
    expect(events.slice(0, 2)).toEqual(['FOCUS field="email"', 'SUBMIT']);
    await expect(signup.locator('[data-part="context"]').textContent()).resolves.toContain('"email":"emailRequired"');
    await expectAccessible(page);
    await screenshot(page, 'inspector-vanilla-panel-1280');
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a React country page: every view actor is listed, a committed address shows up as a CHANGE event', async () => {
    const { page, context, errors } = await open('/at/?inspect=panel');
    const signup = actorItem(page, 'newsletterSignup');
    await signup.waitFor();
    // Widget views are inspected too (the e-mail field's own machine).
    await actorItem(page, 'textInput').first().waitFor();
    await page.locator('#footer-newsletter-email').fill('ada@example.com');
    // The machine hears the address when it is committed (D38): here on leaving the field.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => signup.locator('[data-part="context"]').textContent())
      .toContain('"email":"ada@example.com"');
    await expect.poll(() => signup.locator('[data-part="events"]').textContent()).toContain('CHANGE field="email"');
    // The panel collapses to its header and opens again, by keyboard.
    await page.locator(`${PANEL} button`).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`${PANEL} ol`).first().isHidden()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator(`${PANEL} ol`).first().isVisible()).resolves.toBe(true);
    await expectAccessible(page, PANEL);
    await screenshot(page, 'inspector-country-panel-1280');
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it("?inspect also opens Stately's inspector window (stubbed here) next to the panel", async () => {
    const context = await stubStately(await browser.newContext({ viewport: VIEWPORTS.desktop }));
    const page = await context.newPage();
    const popup = context.waitForEvent('page', { timeout: 20_000 });
    await page.goto(new URL('/vanilla/?inspect', baseUrl()).href);
    const inspectorWindow = await popup;
    expect(inspectorWindow.url()).toMatch(/^https:\/\/stately\.ai\/inspect/);
    await actorItem(page, 'newsletterSignup').waitFor();
    await context.close();
  });
});

describe('without ?inspect (and always in production)', () => {
  for (const path of ['/at/', '/vanilla/', ...(production ? ['/at/?inspect', '/vanilla/?inspect'] : [])]) {
    it(`${path} loads no inspector code and shows no panel`, async () => {
      const { page, context, requests } = await open(path, 'phone');
      await page.waitForLoadState('networkidle');
      expect(requests.filter((u) => INSPECTOR_CODE.test(new URL(u).pathname))).toEqual([]);
      await expect(page.locator(PANEL).count()).resolves.toBe(0);
      expect(context.pages()).toHaveLength(1);
      await context.close();
    });
  }
});
