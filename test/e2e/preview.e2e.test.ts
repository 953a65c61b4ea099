import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, useBrowser, openPage, screenshot, seriousErrors, waitForHydration } from './harness';

const browser = useBrowser();

const trigger = (page: Page) => page.getByRole('button', { name: 'Preview settings' });
const dialog = (page: Page) => page.locator('dialog.sk-preview__dialog');
const banner = (page: Page) => page.getByRole('region', { name: 'Preview mode' });

async function openPanel(page: Page) {
  await trigger(page).click();
  // On a country page the panel's code loads when the button is reached for: the dialog opens once it runs.
  await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
  await dialog(page)
    .getByText('Active tests found.')
    .or(dialog(page).getByText('No active tests for this date.'))
    .waitFor();
  // axe measures colours: let the opening fade finish first.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('staff preview panel in Chromium', () => {
  it('a shopper never gets the panel or its code', async () => {
    const requested: string[] = [];
    const own = await browser.newContext();
    own.on('request', (r) => requested.push(r.url()));
    const { page, context, errors } = await openPage(browser, '/staff/', { context: own });
    await page.waitForLoadState('networkidle');
    await expect(trigger(page).count()).resolves.toBe(0);
    // Dev serves /react/preview/*, the build a preview-<hash>.js chunk: neither may load for a shopper.
    expect(requested.some((u) => /\/react\/widgets\//.test(u) || /\/assets\//.test(u))).toBe(true);
    expect(requested.filter((u) => /\/react\/preview\/|\/assets\/preview-/.test(u))).toEqual([]);
    expect(seriousErrors(errors)).toEqual([]);
    await expectAccessible(page);
    await context.close();
  });

  it('staff log in, pick date, test and group, apply; reload shows the applied test; banner; reset; logout', async () => {
    const { page, context, errors } = await openPage(browser, '/staff/');
    await page.getByRole('button', { name: 'Log in as staff' }).click();
    await trigger(page).waitFor();
    await expectAccessible(page);

    await openPanel(page);
    // Focus moved into the dialog.
    await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'preview-dialog-open-desktop');

    await dialog(page).getByLabel('Preview date').fill('2026-12-05');
    await dialog(page).getByRole('option', { name: 'winter-checkout' }).waitFor({ state: 'attached' });
    await dialog(page).getByLabel('A/B test', { exact: true }).selectOption('winter-checkout');
    await dialog(page).getByText('Required').waitFor();
    await dialog(page).getByRole('button', { name: 'Apply' }).click();
    await dialog(page).getByText('Please also select an A/B test group!').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'preview-dialog-group-missing-desktop');

    await dialog(page)
      .getByLabel(/A\/B test group/)
      .selectOption('variant');
    await dialog(page).getByRole('button', { name: 'Apply' }).click();
    await dialog(page).getByText('Settings applied successfully.').waitFor();
    await banner(page).waitFor();
    await expect(banner(page).textContent()).resolves.toContain('winter-checkout / variant');
    await expectAccessible(page);
    await screenshot(page, 'preview-dialog-applied-desktop');

    // Escape closes; focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(dialog(page).evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(false);
    await expect(trigger(page).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    // A click outside (on the backdrop) closes too.
    await openPanel(page);
    await page.mouse.click(5, 5);
    await expect(dialog(page).evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(false);

    // Reload: checkauth brings the applied settings back; the banner shows at once.
    await page.reload();
    await waitForHydration(page);
    await banner(page).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'preview-banner-desktop');
    await openPanel(page);
    await expect(dialog(page).getByLabel('Preview date').inputValue()).resolves.toBe('2026-12-05');
    await expect(dialog(page).getByLabel('A/B test', { exact: true }).inputValue()).resolves.toBe('winter-checkout');
    await expect(
      dialog(page)
        .getByLabel(/A\/B test group/)
        .inputValue(),
    ).resolves.toBe('variant');

    await dialog(page).getByRole('button', { name: 'Reset preview' }).click();
    await dialog(page).getByText('Preview reset: you see the live shop again.').waitFor();
    await expect(banner(page).count()).resolves.toBe(0);

    await dialog(page).getByRole('button', { name: 'Log out of preview' }).click();
    await trigger(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Log in as staff' }).waitFor();
    // Ended at the service, not only on the page: a reload finds no staff session.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Log in as staff' }).waitFor();
    await expect(trigger(page).count()).resolves.toBe(0);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('failures are shown and pass axe: test list failing offers only none; a failed apply says so', async () => {
    const { page, context } = await openPage(browser, '/staff/');
    const admin = (method: string, body?: unknown) =>
      page.evaluate(
        async ({ method, body }) =>
          (
            await fetch('/service/__admin/faults', {
              method,
              headers: { 'Content-Type': 'application/json' },
              body: body ? JSON.stringify(body) : undefined,
            })
          ).status,
        { method, body },
      );
    try {
      await page.getByRole('button', { name: 'Log in as staff' }).click();
      await openPanel(page);
      await expect(admin('POST', { operationId: 'getTestsAt', status: 500 })).resolves.toBeLessThan(300);
      await dialog(page).getByLabel('Preview date').fill('2026-12-06');
      await dialog(page).getByText('Failed to fetch AB tests.').waitFor();
      await expect(
        dialog(page).getByLabel('A/B test', { exact: true }).locator('option').allTextContents(),
      ).resolves.toEqual(['None']);
      await expectAccessible(page);
      await screenshot(page, 'preview-dialog-tests-failed-desktop');
      await admin('DELETE');
      await expect(admin('POST', { operationId: 'applyPreview', status: 500 })).resolves.toBeLessThan(300);
      await dialog(page).getByRole('button', { name: 'Apply' }).click();
      await dialog(page).getByText('Applying settings failed.').waitFor();
      await expectAccessible(page);
      await screenshot(page, 'preview-dialog-apply-failed-desktop');
    } finally {
      await admin('DELETE');
      await page.evaluate(() => fetch('/service/preview/api/auth/logout'));
      await context.close();
    }
  });

  it('customer login on the staff page: the session shows logged in, with its expiry', async () => {
    const { page, context, errors } = await openPage(browser, '/staff/');
    await page.getByTestId('session-status').getByText('Not logged in').waitFor();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText(/^Logged in\. The session below/).waitFor();
    await page.getByTestId('session-status').getByText('Logged in', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'session-logged-in-desktop');
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('phone: the dialog and the banner fit and pass axe', async () => {
    const { page, context } = await openPage(browser, '/staff/', { viewport: 'phone' });
    await page.getByRole('button', { name: 'Log in as staff' }).click();
    await openPanel(page);
    await dialog(page).getByLabel('Preview date').fill('2026-12-05');
    await dialog(page).getByRole('option', { name: 'winter-checkout' }).waitFor({ state: 'attached' });
    await dialog(page).getByLabel('A/B test', { exact: true }).selectOption('winter-checkout');
    await dialog(page)
      .getByLabel(/A\/B test group/)
      .selectOption('control');
    await dialog(page).getByRole('button', { name: 'Apply' }).click();
    await dialog(page).getByText('Settings applied successfully.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'preview-dialog-applied-phone');
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await screenshot(page, 'preview-banner-phone');
    await dialog(page).evaluate(() => fetch('/service/preview/api/auth/logout'));
    await context.close();
  });

  it(
    'on the DE, HU and TR pages: English throughout ("Error: Required"), date and time of day, opens and closes by button, Escape and a click outside',
    { timeout: 120_000 },
    async () => {
      const { page, context, errors } = await openPage(browser, '/staff/');
      await page.getByRole('button', { name: 'Log in as staff' }).click();
      await trigger(page).waitFor();
      for (const [path, market] of [
        ['/de/', 'de'],
        ['/hu/', 'hu'],
        ['/tr/', 'tr'],
      ] as const) {
        for (const viewport of [
          { width: 1280, height: 900 },
          { width: 375, height: 812 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(new URL(path, page.url()).href);
          await waitForHydration(page);
          await openPanel(page);
          await expect(dialog(page).getAttribute('lang')).resolves.toBe('en');
          await dialog(page).getByLabel('Preview date').fill('2026-12-05');
          await dialog(page)
            .getByLabel(/Time of day/)
            .fill('18:45');
          await dialog(page).getByRole('option', { name: 'winter-checkout' }).waitFor({ state: 'attached' });
          await dialog(page).getByLabel('A/B test', { exact: true }).selectOption('winter-checkout');
          const group = dialog(page).getByLabel(/A\/B test group/);
          const errorId = (await group.getAttribute('aria-describedby'))!
            .split(' ')
            .find((id) => id.endsWith('-error'))!;
          await expect(page.locator(`[id="${errorId}"]`).textContent()).resolves.toBe('Error: Required');
          await expectAccessible(page);
          await screenshot(page, `preview-dialog-${market}-${viewport.width}`, { fullPage: false });
          await group.selectOption('control');
          await dialog(page).getByRole('button', { name: 'Apply' }).click();
          await dialog(page).getByText('Settings applied successfully.').waitFor();
          // Escape closes, and so does a click outside the dialog; the button opens it again.
          await page.keyboard.press('Escape');
          await expect(dialog(page).evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(false);
          // The machine hears of the browser's own close through the dialog's close event: the button follows within a render.
          await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('false');
          await expect(banner(page).textContent()).resolves.toMatch(/Preview date: 2026-12-05 18:45 \(UTC/);
          await openPanel(page);
          await expect(
            dialog(page)
              .getByLabel(/Time of day/)
              .inputValue(),
          ).resolves.toBe('18:45');
          await page.mouse.click(3, viewport.height - 3);
          await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
        }
      }
      await dialog(page).evaluate(() => fetch('/service/preview/api/token'));
      expect(seriousErrors(errors)).toEqual([]);
      await context.close();
    },
  );
});
