/**
 * A country page is server HTML with islands (demo/boot.ts, demo/islands.tsx): a shopper's first visit loads no React
 * until the sign-up nears the viewport or is touched; the logged-out long-term renewal call needs no React; every
 * island hydrates without a warning and nothing moves while they do.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, useBrowser, viewportOf, VIEWPORTS, type ViewportName } from './harness';

const browser = useBrowser();

const SIGNUP_ISLAND = '[data-island-name="signup"]';
/** React's code: the build's `react-<hash>.js` chunk, or the development server's pre-bundled react / react-dom. */
const isReact = (url: string) =>
  /\/assets\/react-[\w-]+\.js$|\/\.vite\/deps\/react(-dom)?[_.]/.test(new URL(url).pathname);

interface Watched {
  page: Page;
  context: BrowserContext;
  requests: string[];
  /** console errors and warnings, and uncaught exceptions (hydration mismatches are among them). */
  problems: string[];
}

/** A fresh context with a tall-enough viewport where the sign-up starts well below the fold; layout shifts recorded. */
async function open(
  path: string,
  viewport: ViewportName | { width: number; height: number },
  options: { headers?: Record<string, string> } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: viewportOf(viewport),
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  });
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const problems: string[] = [];
  // Warnings count too; the development server's own socket messages do not.
  context.on('page', (page) => {
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !/WebSocket|\[vite\]/.test(m.text()))
        problems.push(m.text());
    });
    page.on('pageerror', (e) => !/WebSocket|\[vite\]/.test(String(e)) && problems.push(String(e)));
  });
  const { page, requests } = await openPage(browser, path, {
    context,
    ready: async (page) => {
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
    },
  });
  return { page, context, requests, problems };
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

/**
 * Scrolls down as a person reading does (wheel steps, what comes in loaded before the next) until the sign-up island
 * (and the footer, where it hydrates) has hydrated. (The footer hydrates a screen height ahead where its layout changes: a person who flings the page to
 * the footer faster than its code arrives would see the change; a mobile browser that sends Sec-CH-UA-Mobile gets the
 * phone layout in the HTML and never does.)
 */
async function scrollToSignup(page: Page): Promise<void> {
  const inFlight = new Set<unknown>();
  const started = (r: unknown) => void inFlight.add(r);
  const ended = (r: unknown) => void inFlight.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    for (let i = 0; i < 60; i++) {
      const ready = await page.evaluate(() =>
        [...document.querySelectorAll('[data-island]')].every((e) => e.getAttribute('data-island') === 'ready'),
      );
      if (ready) break;
      await page.mouse.wheel(0, 300);
      // What the step brought into view has loaded and run before the next (counted requests, not a pause): two
      // frames for the observers to ask, then until every request is answered, then a frame for what they ran.
      const frames = () =>
        page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      await frames();
      await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0);
      await frames();
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await page.locator(SIGNUP_ISLAND).scrollIntoViewIfNeeded();
}

async function allIslandsReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-island]')].every((e) => e.getAttribute('data-island') === 'ready'),
    undefined,
    {
      timeout: 30_000,
    },
  );
}

describe('a shopper on a country page', () => {
  // Viewports where the sign-up (in the footer) starts well below the fold.
  it.each([
    ['desktop', { width: 1280, height: 600 }],
    ['phone', VIEWPORTS.phone],
  ] as const)(
    'at %s width: no React until the sign-up nears the viewport; then it hydrates without a warning, CLS 0',
    async (name, viewport) => {
      const { page, context, requests, problems } = await open('/de/', viewport);
      expect(requests.filter(isReact)).toEqual([]);
      await expect(page.locator(SIGNUP_ISLAND).getAttribute('data-island')).resolves.toBe('pending');
      // The logged-out visitor's one long-term renewal call (spec section 7) is made without React.
      expect(requests.filter((u) => u.endsWith('/service/login/api/v1/longtermtoken/renew'))).toHaveLength(1);

      await scrollToSignup(page);
      await allIslandsReady(page);
      expect(requests.filter(isReact).length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      if (name === 'phone')
        await expect(page.locator('footer.sk-footer').getAttribute('data-layout')).resolves.toBe('phone');
      await expect(layoutShift(page)).resolves.toBe(0);
      // Typed (key events: a shift right after input is the person's own doing and not counted), the form takes it.
      await page.locator(`${SIGNUP_ISLAND} input[name="email"]`).pressSequentially('islands@example.com');
      await expect(page.locator(`${SIGNUP_ISLAND} input[name="email"]`).inputValue()).resolves.toBe(
        'islands@example.com',
      );
      expect(problems).toEqual([]);
      await screenshot(page, `islands-de-shopper-${name}`);
      await context.close();
    },
  );

  it('touching the form before it is near (focus) loads its code at once', async () => {
    const { page, context, requests } = await open('/at/', 'phone');
    expect(requests.filter(isReact)).toEqual([]);
    await page
      .locator(`${SIGNUP_ISLAND} input[name="email"]`)
      .evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await page.waitForSelector(`${SIGNUP_ISLAND}[data-island="ready"]`, { state: 'attached', timeout: 30_000 });
    expect(requests.filter(isReact).length).toBeGreaterThan(0);
    await context.close();
  });

  it('a mobile browser gets the phone footer in the HTML: its footer needs no React at phone width', async () => {
    const { page, context, requests, problems } = await open('/pl/', 'phone', {
      headers: { 'sec-ch-ua-mobile': '?1' },
    });
    await expect(page.locator('footer.sk-footer').getAttribute('data-layout')).resolves.toBe('phone');
    await expect(page.locator('[data-island-name="footer"]').getAttribute('data-island')).resolves.toBe('ready');
    expect(requests.filter(isReact)).toEqual([]);
    await scrollToSignup(page);
    await allIslandsReady(page);
    await expect(layoutShift(page)).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the footer view switch before its island has loaded', () => {
  it('a click on "to the mobile view" loads the footer and is not lost', async () => {
    const { page, context } = await open('/de/', 'desktop');
    const footer = page.locator('footer.sk-footer');
    await expect(footer.getAttribute('data-layout')).resolves.toBe('desktop');
    await page.locator('.sk-footer__view-changer').click();
    await expect.poll(() => footer.getAttribute('data-layout'), { timeout: 30_000 }).toBe('phone');
    await context.close();
  });
});
