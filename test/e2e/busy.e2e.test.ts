/**
 * Busy and done, said to everyone (issue 43.5): while a sign-up or a save runs the form is marked busy, its button
 * does nothing more and keeps the focus, and a live region says what the label says; the staff panel opens afresh.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { COUNTRY_SITES } from '../../core/markets';
import { loadNewsletterTexts, loadPreferencesTexts } from '../../core/newsletter';
import { expectAccessible, openPage, useBrowser, waitForHydration } from './harness';
import { NL, subscribedAddress } from './subscriber';

const browser = useBrowser();

/** Holds the page's calls that match until released (a retry after the client's timeout too); counts them. */
async function holdCalls(page: Page, method: string, path: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(path, (route) => {
    if (route.request().method() !== method) return route.fallback();
    held.push(route);
    if (released) return route.continue();
  });
  return {
    count: () => held.length,
    release: () => {
      released = true;
      return Promise.all(held.map((route) => route.continue()));
    },
  };
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement === document.body ? 'BODY' : document.activeElement?.textContent));

describe('busy and done (issue 43.5)', () => {
  it('DE sign-up: busy, its button aria-disabled and still focused, the label said in a live region; one call', async () => {
    const texts = await loadNewsletterTexts(COUNTRY_SITES.DE.locale);
    const { page, context } = await openPage(browser, '/de/', { viewport: 'phone' });
    const form = page.locator('section.sk-newsletter form.sk-newsletter__form');
    const calls = await holdCalls(page, 'POST', new RegExp(`${NL}$`));
    await form.locator('input[name="email"]').fill(`busy.${Date.now()}@example.com`);
    const submit = form.locator('button[type="submit"]');
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getAttribute('aria-busy')).toBe('true');
    await expect(submit.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(form.getByRole('status').textContent()).resolves.toBe(texts.submitting);
    await expect(focusedLabel(page)).resolves.toBe(texts.submitting);
    // A second press while it runs sends nothing more.
    await page.keyboard.press('Enter');
    // Playwright waits for an aria-disabled button to be enabled: the press is forced, as a person's would be.
    await submit.click({ force: true });
    expect(calls.count()).toBe(1);
    await expectAccessible(page, 'section.sk-newsletter');
    await calls.release();
    await page.getByText(texts.pending.headline).waitFor();
    await context.close();
  });

  it('HU preference page: a save marks the form busy, says "saving" in the live region, and keeps the focus', async () => {
    const prefs = await loadPreferencesTexts(COUNTRY_SITES.HU.locale);
    const { manage } = await subscribedAddress('HU', { salutation: 'MR', firstName: 'Péter', lastName: 'Kovács' });
    const { page, context } = await openPage(browser, manage);
    await waitForHydration(page);
    const save = page.getByRole('button', { name: prefs.save });
    await save.waitFor();
    const calls = await holdCalls(page, 'PUT', /\/newsletter-subscribers\/[^/]+$/);
    const name = page.getByLabel(/Keresztnév/);
    const form = page.locator('form', { has: name });
    await name.fill('Pál');
    await save.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getAttribute('aria-busy')).toBe('true');
    await expect(form.locator('button[type="submit"]').getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.locator('.sk-preferences__status').textContent()).resolves.toContain(prefs.saving);
    await expect(focusedLabel(page)).resolves.toBe(prefs.saving);
    await page.keyboard.press('Enter');
    expect(calls.count()).toBe(1);
    await expectAccessible(page, 'section.sk-preferences');
    await calls.release();
    await page.getByText(prefs.saved).waitFor();
    await expect(focusedLabel(page)).resolves.toBe(prefs.save);
    await context.close();
  });

  it('the staff panel opened again shows no result of its last opening', async () => {
    const { page, context } = await openPage(browser, '/staff/');
    await page.getByRole('button', { name: 'Log in as staff' }).click();
    const dialog = page.locator('dialog.sk-preview__dialog');
    await page.getByRole('button', { name: 'Preview settings' }).click();
    await dialog.getByText('Active tests found.').or(dialog.getByText('No active tests for this date.')).waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Settings applied successfully.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Preview settings' }).first().click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await expect(dialog.getByText('Settings applied successfully.').count()).resolves.toBe(0);
    await context.close();
  });
});
