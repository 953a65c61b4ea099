/**
 * The "see my data" page a subscriber reaches from the preference page (D59), as a person reads it (issue 43.2):
 * plain words, the market's name order and clock, nothing cut off on a phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COUNTRY_SITES } from '../../core/markets';
import { loadNewsletterTexts, loadPreferencesTexts } from '../../core/newsletter';
import {
  baseUrl,
  expectAccessible,
  expectAccessibleWithoutScripts,
  screenshot,
  useBrowser,
  VIEWPORTS,
} from './harness';
import { subscribedAddress } from './subscriber';

const browser = useBrowser();
const DATA = 'section.sk-preferences-data';

const PEOPLE = {
  AT: { names: { salutation: 'MRS', firstName: 'Ida', lastName: 'Huber' }, shown: 'Frau Ida Huber' },
  HU: { names: { salutation: 'MR', firstName: 'Péter', lastName: 'Kovács' }, shown: 'Úr Kovács Péter' },
  TR: { names: { firstName: 'Ayşe', lastName: 'Yılmaz' }, shown: 'Ayşe Yılmaz' },
} as const;

/** Parts of the page wider than the viewport: what a person at this width would not see. */
const cutOff = (page: Page) =>
  page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    // The stacked tables' column headers are visually hidden (each value carries its column's name).
    return [...document.querySelectorAll(`${selector} *`)]
      .filter((el) => !el.closest('thead') && el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName}: ${el.textContent?.slice(0, 40)}`);
  }, DATA);

describe.each(['AT', 'HU', 'TR'] as const)('the %s data page in plain words (issue 43.2)', (country) => {
  it('consents and salutations as words, names in the market’s order, its clock; at 320 and 375 px nothing cut off', async () => {
    const { locale, timeZone } = COUNTRY_SITES[country];
    const [prefs, texts] = await Promise.all([loadPreferencesTexts(locale), loadNewsletterTexts(locale)]);
    const { manage } = await subscribedAddress(country, PEOPLE[country].names);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(manage);
    await page.getByRole('link', { name: prefs.viewData }).click();
    await page.getByRole('heading', { name: prefs.dataPageHeadline }).waitFor();
    const text = (await page.locator(DATA).innerText()).replace(/\s+/g, ' ');

    expect(text).not.toMatch(/\b(MRS?|DNE|NEWSLETTER|UTC)\b/);
    expect(text).toContain(PEOPLE[country].shown);
    const consent = texts.dneConsentLabel.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    expect(text).toContain(consent);
    // The sign-up's time, as the market's clock showed it.
    const href = await page.getByRole('link', { name: prefs.downloadData }).getAttribute('href');
    const json = (await (await fetch(new URL(href!, baseUrl()))).json()) as { requests: { requestedAt: string }[] };
    const at = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
      new Date(json.requests[0]!.requestedAt),
    );
    expect(text).toContain(at);
    await expectAccessible(page, DATA);

    for (const width of [320, 375]) {
      await page.setViewportSize({ ...VIEWPORTS.phone, width });
      await expect(cutOff(page)).resolves.toEqual([]);
      await screenshot(page, `data-page-${country}-${width}`);
    }
    await expectAccessible(page, DATA);
    await context.close();
  });
});

describe('rights after leaving (issue 43.3): an unsubscribed person still sees, downloads and erases their data', () => {
  it.each([
    ['HU', true],
    ['TR', false],
  ] as const)(
    '%s (JavaScript: %s): from the page they were on, and later from the link they have',
    async (country, js) => {
      const prefs = await loadPreferencesTexts(COUNTRY_SITES[country].locale);
      const { address, manage } = await subscribedAddress(country, PEOPLE[country].names);
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: js });
      const page = await context.newPage();
      // axe runs on timers: a page without JavaScript is checked as it stands, in a page of its own.
      const accessible = (part: string) =>
        js ? expectAccessible(page, part) : expectAccessibleWithoutScripts(page, part);
      await page.goto(manage);
      if (js) await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await page.getByRole('button', { name: prefs.unsubscribe }).click();
      await page.getByText(prefs.unsubscribedHeadline).waitFor();
      // On the page they were on: see and download.
      await expect(page.getByRole('link', { name: prefs.downloadData }).count()).resolves.toBe(1);
      await accessible('section.sk-preferences');
      await screenshot(page, `left-${country}-unsubscribed-375`);
      await page.getByRole('link', { name: prefs.viewData }).click();
      await page.getByRole('heading', { name: prefs.dataPageHeadline }).waitFor();
      await expect(page.locator(DATA).innerText()).resolves.toContain(address);
      await expect(page.locator(DATA).innerText()).resolves.toContain(prefs.eventWithdrawn);

      // Later, from the link in their mail: not "invalid", but their rights.
      await page.goto(manage);
      if (js) await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await page.getByText(prefs.unsubscribedHeadline).waitFor();
      await expect(page.getByText(prefs.invalidLink).count()).resolves.toBe(0);
      await page.getByRole('button', { name: prefs.erase }).click();
      await page.getByText(prefs.eraseQuestion).waitFor();
      await accessible('section.sk-preferences');
      await page.getByRole('button', { name: prefs.eraseConfirm }).click();
      await page.getByText(prefs.erasedHeadline).waitFor();
      // Erased: the link opens nothing any more.
      await page.goto(manage);
      await page.getByText(prefs.invalidLink).waitFor();
      await context.close();
    },
  );
});
