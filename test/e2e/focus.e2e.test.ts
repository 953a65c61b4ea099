import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  expectAccessible,
  openPage,
  SIGNUP_VIEW_CODE,
  useBrowser,
  VIEWPORTS,
  waitForHydration,
} from './harness';

const browser = useBrowser();

const FORM = 'section.sk-newsletter';
const CLIPPED =
  '.sk-expandable-text[data-assumed] .sk-expandable-text__content, .sk-expandable-text[data-state="collapsed"] .sk-expandable-text__content';

/** Every element that took focus, as `tag name|text`, with whether it sat in a clipped notice or an inert part. */
async function watchFocus(page: Page) {
  await page.addInitScript((clipped) => {
    const log: { what: string; clipped: boolean; inert: boolean }[] = [];
    (window as unknown as { __focus: typeof log }).__focus = log;
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      log.push({
        what: `${el.tagName} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30)}`,
        clipped: Boolean(el.closest(clipped)),
        inert: Boolean(el.closest('[inert]')),
      });
    });
  }, CLIPPED);
}
const focusLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __focus: { what: string; clipped: boolean; inert: boolean }[] }).__focus);
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el && el !== document.body
      ? `${el.tagName} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30)}`
      : 'BODY';
  });

/** Types an address and presses Tab `tabs` times, with no pause between keys (a practised keyboard user). */
async function typeAndTab(page: Page, tabs: number) {
  await page.locator(`${FORM} input[name="email"]`).focus();
  await page.keyboard.type('fast.keys@example.com');
  for (let i = 0; i < tabs; i++) await page.keyboard.press('Tab');
}

describe.each(['TR', 'DE'] as const)('a keyboard user at full speed on the %s page (issue 43.1)', (country) => {
  const path = `/${country.toLowerCase()}/`;

  it('before the code loads, tabbing skips the collapsed legal notice; when the code arrives focus stays put', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await watchFocus(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SIGNUP_VIEW_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL(path, baseUrl()).href);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.locator(FORM).scrollIntoViewIfNeeded();
    await typeAndTab(page, country === 'TR' ? 3 : 1);
    const log = await focusLog(page);
    expect(log.filter((entry) => entry.clipped || entry.inert)).toEqual([]);
    const before = await focused(page);
    expect(before).not.toBe('BODY');

    release();
    await page.locator('[data-island-name="signup"][data-island="ready"]').waitFor({ state: 'attached' });
    await page.locator(`${FORM} .sk-expandable-text[data-state="collapsed"]`).waitFor({ state: 'attached' });
    await expect(focused(page)).resolves.toBe(before);
    await context.close();
  });

  it('with the code loaded, tabbing through the form never lands in the clipped notice nor drops to the page', async () => {
    const { page, context } = await openPage(browser, path, { viewport: 'phone', ready: async (page) => page });
    await watchFocus(page);
    await page.reload();
    await waitForHydration(page);
    await typeAndTab(page, 6);
    const log = await focusLog(page);
    expect(log.filter((entry) => entry.clipped || entry.inert)).toEqual([]);
    expect(log.map((entry) => entry.what)).toContainEqual(
      expect.stringMatching(/^BUTTON (Daha fazla göster|Mehr anzeigen)/),
    );
    await expect(focused(page)).resolves.not.toBe('BODY');
    await expectAccessible(page, FORM);
    await context.close();
  });
});
