/**
 * The staff preview on a country page (an island, demo/boot.ts): the server asks checkauth with the page's request and
 * renders the D16 banner and the panel's button; the panel's code loads only when the staff member reaches for either,
 * and the panel then works as on /staff/ (test/e2e/preview.e2e.test.ts), the applied preview in its form.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, expectAccessible, openPage, seriousErrors, useBrowser, waitForHydration } from './harness';

const browser = useBrowser();

const trigger = (page: Page) => page.getByRole('button', { name: 'Preview settings' });
const dialog = (page: Page) => page.locator('dialog.sk-preview__dialog');
const banner = (page: Page) => page.getByRole('region', { name: 'Preview mode' });
/** The panel's code: the build's preview-island chunk, or the development server's modules. */
const isPanelCode = (url: string) =>
  /\/assets\/preview-island-[\w-]+\.js$|\/react\/preview\/\w+\.tsx?$|\/core\/preview\/preview\.machine\.ts$/.test(
    new URL(url).pathname,
  );

/** A staff member with a preview applied (the service's own calls, as the panel makes them). */
async function staffContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  const login = await context.request.post(new URL('/service/__admin/staff/login', baseUrl()).href, { data: {} });
  expect(login.ok()).toBe(true);
  const query = new URLSearchParams({ dateTime: '2026-12-05', test: 'winter-checkout', group: 'variant' });
  const applied = await context.request.get(new URL(`/service/preview/api/token?${query}`, baseUrl()).href);
  await expect(applied.json()).resolves.toMatchObject({ status: 'SUCCESS' });
  return context;
}

async function expectPanelWithApplied(page: Page) {
  // The panel's code loads first.
  await page.waitForFunction(
    () => document.querySelector<HTMLDialogElement>('dialog.sk-preview__dialog')?.open === true,
    undefined,
    { timeout: 15_000 },
  );
  await dialog(page)
    .getByText('Active tests found.')
    .or(dialog(page).getByText('No active tests for this date.'))
    .waitFor();
  await expect(dialog(page).getByLabel('Preview date').inputValue()).resolves.toBe('2026-12-05');
  await expect(dialog(page).getByLabel('A/B test', { exact: true }).inputValue()).resolves.toBe('winter-checkout');
}

describe('staff preview on a country page', () => {
  it('banner and button are server HTML, styled, without the panel’s code; the button opens the panel with the applied preview', async () => {
    const { page, context, errors, requests } = await openPage(browser, '/de/', { context: await staffContext() });
    await page.waitForLoadState('networkidle');
    await expect(banner(page).textContent()).resolves.toContain('winter-checkout / variant');
    // Styled by the page's own CSS (the banner sticks to the top), before any of the panel's code.
    await expect(banner(page).evaluate((e) => getComputedStyle(e).position)).resolves.toBe('sticky');
    await expect(trigger(page).count()).resolves.toBe(1);
    expect(requests.filter(isPanelCode)).toEqual([]);
    await expectAccessible(page);

    await trigger(page).click();
    await expectPanelWithApplied(page);
    // The live banner replaces the server's (after the panel's render that hydrates): one banner.
    await expect.poll(() => banner(page).count()).toBe(1);
    expect(requests.some(isPanelCode)).toBe(true);
    await page.keyboard.press('Escape');
    // The machine hears of the browser's own close through an event: read until it has followed.
    await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the banner’s button, pressed before the panel’s code is there, opens the panel once it is', async () => {
    const context = await staffContext();
    const page = await context.newPage();
    await page.goto(new URL('/de/', baseUrl()).href);
    await waitForHydration(page, { islands: false });
    await banner(page).getByRole('button', { name: 'Change preview' }).click();
    await expectPanelWithApplied(page);
    await expect.poll(() => banner(page).count()).toBe(1);
    await context.close();
  });

  it('a shopper’s country page has no banner, no button and no panel code', async () => {
    const { page, context, requests } = await openPage(browser, '/de/');
    await page.waitForLoadState('networkidle');
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(trigger(page).count()).resolves.toBe(0);
    expect(requests.filter(isPanelCode)).toEqual([]);
    await context.close();
  });
});
