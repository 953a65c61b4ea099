/**
 * The header and the staff dialog at every width (issue 43.6): the country codes on one line from 320 px, no link in
 * the browser's default blue, the dialog's buttons in line; screenshots at 320, 375, 768 and 1280 px to look at.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COUNTRY_SITES } from '../../core/markets';
import { expectAccessible, openPage, screenshot, useBrowser, VIEWPORTS } from './harness';

const browser = useBrowser();
const WIDTHS = [320, 375, 768, 1280] as const;

/** Links in the browser's own colours (unvisited blue, visited purple): not styled by the kit or the shop. */
const defaultColouredLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .filter((a) => ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(a).color))
      .map((a) => a.textContent?.trim()),
  );

describe.each(['DE', 'TR', 'HU'] as const)('the %s page at every width (issue 43.6)', (country) => {
  it('the country codes stay on one line, every link in the kit’s colours', async () => {
    const { page, context } = await openPage(browser, `/${COUNTRY_SITES[country].slug}/`, { viewport: 'phone' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ ...VIEWPORTS.phone, width });
      const tops = await page
        .locator('.demo-nav a')
        .evaluateAll((links) => [...new Set(links.map((a) => Math.round(a.getBoundingClientRect().top)))]);
      expect(tops, `${width} px`).toHaveLength(1);
      await expect(defaultColouredLinks(page)).resolves.toEqual([]);
      await screenshot(page, `widths-${country}-${width}`, { fullPage: false });
    }
    await expectAccessible(page);
    // The skip link, in its colours when it shows (on focus).
    await page.keyboard.press('Tab');
    await expect(defaultColouredLinks(page)).resolves.toEqual([]);
    await context.close();
  });
});

describe('the staff dialog at every width (issue 43.6)', () => {
  it('its buttons are in line: "Log out of preview" with "Apply" and "Reset preview"', async () => {
    const { page, context } = await openPage(browser, '/staff/', { viewport: 'phone' });
    await page.getByRole('button', { name: 'Log in as staff' }).click();
    await page.getByRole('button', { name: 'Preview settings' }).click();
    const dialog = page.locator('dialog.sk-preview__dialog');
    await dialog.getByText('Active tests found.').or(dialog.getByText('No active tests for this date.')).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ ...VIEWPORTS.phone, width });
      const boxes = await dialog.locator('.sk-preview__actions button').evaluateAll((buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect();
          return { left: Math.round(r.left), right: Math.round(r.right) };
        }),
      );
      expect(boxes, `${width} px`).toHaveLength(3);
      expect(new Set(boxes.map((b) => `${b.left}-${b.right}`)).size, `${width} px: ${JSON.stringify(boxes)}`).toBe(1);
      await screenshot(page, `widths-staff-dialog-${width}`, { fullPage: false });
    }
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectAccessible(page);
    await context.close();
  });
});
