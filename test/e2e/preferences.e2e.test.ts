/**
 * Withdrawing is as easy as giving (D27): the whole journey from the sign-up to the unsubscribe through the mailbox,
 * the preference page without JavaScript, and each of its states accessible and looked at in DE, HU and TR.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COUNTRY_SITES, NEWSLETTER_MARKETS, type Country } from '../../core/markets';
import {
  loadNewsletterTexts,
  loadPreferencesTexts,
  type NewsletterTexts,
  type PreferencesTexts,
} from '../../core/newsletter';
import {
  baseUrl,
  expectAccessible,
  expectAccessibleWithoutScripts,
  useBrowser,
  openPage,
  screenshot,
  seriousErrors,
  VIEWPORTS,
  waitForHydration,
} from './harness';
import { mailsTo } from './outbox';
import { subscribedAddress } from './subscriber';

const browser = useBrowser();
afterEach(async () => {
  await fetch(url('/service/__admin/faults'), { method: 'DELETE' });
});

const PAGE = 'section.sk-preferences';
let unique = 0;
const addressFor = (what: string) => `e2e.prefs.${what.toLowerCase()}.${Date.now()}.${unique++}@example.com`;
const url = (path: string) => new URL(path, baseUrl()).href;

const fault = (operationId: string, status: number, times: number) =>
  fetch(url('/service/__admin/faults'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationId, status, times }),
  });

/** The HU sign-up as a shopper fills it on the page (the market requires salutation and names). */
async function signUpOnPage(page: Page, address: string, dne: boolean): Promise<void> {
  const form = 'section.sk-newsletter';
  await page.locator(`${form} input[name="email"]`).focus();
  await page.locator(`${form} input[name="email"]`).fill(address);
  await page.locator(`${form} select[name="salutation"]`).selectOption('MRS');
  await page.locator(`${form} input[name="firstName"]`).fill('Ágnes');
  await page.locator(`${form} input[name="lastName"]`).fill('Kovács');
  if (dne) await page.locator(`${form} input[name="dne"]`).check();
  await page.locator(`${form} button[type="submit"]`).click();
}

async function look(page: Page, name: string, widths: readonly number[] = [1280, 375]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ ...VIEWPORTS.desktop, width });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('the journey (D27): subscribe, confirm, welcome mail, manage, change, unsubscribe, sign up again', () => {
  it('HU, in the browser with JavaScript', async () => {
    const [texts, prefs] = await Promise.all([loadNewsletterTexts('hu-HU'), loadPreferencesTexts('hu-HU')]);
    const { page, context, errors } = await openPage(browser, '/hu/');
    await waitForHydration(page);
    const address = addressFor('journey');
    await signUpOnPage(page, address, true);
    await page.getByText(texts.pending.headline).waitFor();

    // The DOI mail in the mailbox; its link confirms.
    await page.goto(url('/mailbox/'));
    await waitForHydration(page);
    const mailOf = (kind: string) =>
      page
        .locator('article.demo-mail', { hasText: address })
        .filter({ has: page.getByTestId(kind) })
        .first();
    await mailOf('doi-link').getByTestId('doi-link').click();
    await page.getByText(texts.doi.confirmed).waitFor();

    // The welcome mail: the voucher, the manage link once, the one-click headers beside it.
    await page.goto(url('/mailbox/'));
    await waitForHydration(page);
    const welcome = mailOf('manage-link');
    await expect(welcome.textContent()).resolves.toContain('WELCOME-');
    await expect(welcome.locator('a[href*="/newsletter/preferences?token="]').count()).resolves.toBe(1);
    // The mailto comes from SHOP_ORIGIN (the production run sets it); the development server has none, so no mailto (D57).
    const mailto = process.env.E2E_PROD === '1' ? ', <mailto:unsubscribe@' : '';
    await expect(welcome.locator('.demo-mail-headers').textContent()).resolves.toMatch(
      new RegExp(`List-Unsubscribe<[^>]*/unsubscribe>${mailto}.*List-Unsubscribe-PostList-Unsubscribe=One-Click`),
    );
    await expectAccessible(page);
    await screenshot(page, 'preferences-journey-mailbox-welcome-1280');
    await welcome.getByTestId('manage-link').click();

    // The preference page: what was given and when; take back the personal offers.
    await waitForHydration(page);
    await page.locator(PAGE).getByText(address).waitFor();
    await expect(page.locator(`${PAGE} input[name="dne"]`).isChecked()).resolves.toBe(true);
    await page.locator(`${PAGE} input[name="dne"]`).uncheck();
    await page.getByRole('button', { name: prefs.save }).click();
    await page.getByText(prefs.saved).waitFor();
    await expect(page.locator('.sk-preferences__consents').textContent()).resolves.toContain(prefs.notGiven);
    await expectAccessible(page, PAGE);

    // Unsubscribe with one button.
    await page.getByRole('button', { name: prefs.unsubscribe }).click();
    await page.getByText(prefs.unsubscribed).waitFor();
    await expectAccessible(page, PAGE);
    // The link no longer changes anything; it still opens the data rights (issue 43).
    await page.reload();
    await waitForHydration(page);
    await page.getByText(prefs.unsubscribedHeadline).waitFor();
    await expect(page.getByRole('button', { name: prefs.unsubscribe }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: prefs.viewData }).count()).resolves.toBe(1);

    // The record shows each event, with who and how.
    await page.goto(url('/mailbox/'));
    await waitForHydration(page);
    // The welcome mail no longer holds its link once unsubscribing cancelled it (no token at rest, issue 42).
    const welcomeAfter = page
      .locator('article.demo-mail', { hasText: address })
      .filter({ hasText: 'WELCOME-' })
      .first();
    await expect(welcomeAfter.getByTestId('manage-link').count()).resolves.toBe(0);
    const events = welcomeAfter.locator('.demo-consent-events li');
    await expect(events.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-kind')))).resolves.toEqual([
      'requested',
      'confirmed',
      'updated',
      'withdrawn',
    ]);
    await expect(events.nth(2).textContent()).resolves.toContain(
      'by token holder via preference-page; changed consents DNE → none given',
    );
    await expect(events.nth(3).textContent()).resolves.toContain('withdrew the newsletter');
    await expect(welcomeAfter.locator('.demo-consent').textContent()).resolves.toContain('WITHDRAWN');
    await expectAccessible(page);
    await screenshot(page, 'preferences-journey-mailbox-withdrawn-1280');

    // A second sign-up with the same address starts a new double opt-in.
    await page.goto(url('/hu/'));
    await waitForHydration(page);
    await signUpOnPage(page, address, false);
    await page.getByText(texts.pending.headline).waitFor();
    expect((await mailsTo(address)).map((m) => m.kind)).toEqual(['doi', 'welcome', 'doi']);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('the preference page without JavaScript (D23)', () => {
  it('TR: shows the record, saves, refuses an invalid name with its message and the input kept, unsubscribes; a reload sends nothing', async () => {
    const [texts, prefs] = await Promise.all([loadNewsletterTexts('tr-TR'), loadPreferencesTexts('tr-TR')]);
    const { address, manage } = await subscribedAddress('TR', { firstName: 'Ayşe', lastName: 'Yılmaz' });
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(manage);
    await page.locator(PAGE).getByText(address).waitFor();
    await expect(page.locator('.sk-preferences__consents li').count()).resolves.toBe(3);
    await expectAccessibleWithoutScripts(page, PAGE);
    await look(page, 'preferences-nojs-TR-editing');

    // Save: a POST, a 303 back to the page, the notice.
    await page.locator(`${PAGE} input[name="dne"]`).uncheck();
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST'),
      page.getByRole('button', { name: prefs.save }).click(),
    ]);
    expect(new URL(post.url()).pathname).toBe('/tr/newsletter/preferences');
    expect(post.postData()).not.toContain(address);
    await page.waitForURL(/[?&]done=1/);
    await page.getByText(prefs.saved).waitFor();
    await expect(page.locator(`${PAGE} input[name="dne"]`).isChecked()).resolves.toBe(false);

    // A name the rules refuse: its message, tied to the field, the input kept; nothing sent.
    await page.locator(`${PAGE} input[name="firstName"]`).fill('www.spam.com');
    await page.getByRole('button', { name: prefs.save }).click();
    await page.waitForURL(/[?&]done=1/);
    const error = page.locator('#newsletter-preferences-firstName-error');
    await expect(error.textContent()).resolves.toContain(texts.errors.nameInvalid);
    await expect(page.locator(`${PAGE} input[name="firstName"]`).inputValue()).resolves.toBe('www.spam.com');
    await expectAccessibleWithoutScripts(page, PAGE);
    await look(page, 'preferences-nojs-TR-error');

    // A failing service: the message, and what was typed stays.
    await fault('updateSubscriber', 503, 1);
    await page.locator(`${PAGE} input[name="firstName"]`).fill('Ayla');
    await page.getByRole('button', { name: prefs.save }).click();
    await page.getByText(prefs.saveFailed).waitFor();
    await expect(page.locator(`${PAGE} input[name="firstName"]`).inputValue()).resolves.toBe('Ayla');

    // Unsubscribe: one button; a reload shows the same and sends nothing; the link is dead afterwards.
    await page.getByRole('button', { name: prefs.unsubscribe }).click();
    await page.getByText(prefs.unsubscribed).waitFor();
    await expectAccessibleWithoutScripts(page, PAGE);
    await look(page, 'preferences-nojs-TR-unsubscribed');
    await page.reload();
    await page.getByText(prefs.unsubscribed).waitFor();
    await page.goto(manage);
    await page.getByText(prefs.unsubscribedHeadline).waitFor();
    await expect(page.getByRole('button', { name: prefs.erase }).count()).resolves.toBe(1);
    await context.close();
  });

  it("a GET of the List-Unsubscribe URL (a mail scanner) unsubscribes nobody: it shows the preference page; the provider's one-click POST from its own site does", async () => {
    const prefs = await loadPreferencesTexts('de-DE');
    const { address } = await subscribedAddress('DE');
    const welcome = (await mailsTo(address)).find((m) => m.kind === 'welcome')!;
    const oneClick = /<(http[^>]+)>/.exec(welcome.headers['List-Unsubscribe']!)![1]!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(oneClick);
    expect(new URL(page.url()).pathname).toBe('/de/newsletter/preferences');
    await page.locator(PAGE).getByText(address).waitFor();
    await expect(page.getByRole('button', { name: prefs.unsubscribe }).isVisible()).resolves.toBe(true);

    // The mail provider's POST (RFC 8058), from its own site, through the shop's server: unsubscribed, 200.
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    await page.reload();
    await page.getByText(prefs.unsubscribedHeadline).waitFor();
    await context.close();
  });
});

describe.each(['DE', 'HU', 'TR'] as const)(
  'the preference page in %s: every state accessible, looked at at 375 and 1280',
  (country) => {
    const { slug, locale } = COUNTRY_SITES[country];
    let prefs: PreferencesTexts;
    let texts: NewsletterTexts;
    beforeAll(async () => {
      [prefs, texts] = await Promise.all([loadPreferencesTexts(locale), loadNewsletterTexts(locale)]);
    });

    it('editing, saved, save failed, unsubscribe failed, unsubscribed; invalid link; load failed', async () => {
      const names = NEWSLETTER_MARKETS[country].shows.firstName
        ? {
            salutation: NEWSLETTER_MARKETS[country].shows.salutation ? 'MRS' : undefined,
            firstName: 'Ágnes',
            lastName: 'Öztürk',
          }
        : {};
      const { manage } = await subscribedAddress(country, names);
      const { page, context, errors } = await openPage(browser, manage);
      await page.locator('.sk-preferences__consents').waitFor();
      await expectAccessible(page, PAGE);
      await look(page, `preferences-${country}-editing`);

      await page.getByRole('button', { name: prefs.save }).click();
      await page.getByText(prefs.saved).waitFor();
      await expectAccessible(page, PAGE);

      await fault('updateSubscriber', 500, 1);
      await page.getByRole('button', { name: prefs.save }).click();
      await page.getByText(prefs.saveFailed).waitFor();
      await expectAccessible(page, PAGE);
      await look(page, `preferences-${country}-save-failed`);

      await fault('unsubscribe', 503, 1);
      await page.getByRole('button', { name: prefs.unsubscribe }).click();
      await page.getByText(prefs.unsubscribeFailed).waitFor();
      await expectAccessible(page, PAGE);

      await page.getByRole('button', { name: prefs.unsubscribe }).click();
      await page.getByText(prefs.unsubscribed).waitFor();
      await expectAccessible(page, PAGE);
      await look(page, `preferences-${country}-unsubscribed`);

      await page.goto(url(`/${slug}/newsletter/preferences?token=unknown-${country}`));
      await waitForHydration(page);
      await page.getByText(prefs.invalidLink).waitFor();
      await expectAccessible(page, PAGE);
      await look(page, `preferences-${country}-invalid-link`);

      // The server's load and the page's own both fail: the message and a retry, which then loads.
      const second = await subscribedAddress(country, names);
      await fault('getSubscriber', 503, 2);
      await page.goto(second.manage);
      await waitForHydration(page);
      await page.getByText(prefs.loadFailed).waitFor();
      await expectAccessible(page, PAGE);
      await look(page, `preferences-${country}-load-failed`);
      await page.getByRole('button', { name: prefs.retry }).click();
      await page.getByText(second.address).waitFor();
      expect(texts.locale).toBe(locale);
      // The injected faults' 5xx answers are logged by the browser; nothing else may be.
      expect(seriousErrors(errors).filter((e) => !/status of 50[03]/.test(e))).toEqual([]);
      await context.close();
    });
  },
);

describe('a subscriber sees and erases their data from the mail’s link (D59)', () => {
  const markets = Object.keys(COUNTRY_SITES) as Country[];
  const namesFor = (country: Country) =>
    NEWSLETTER_MARKETS[country].shows.firstName
      ? {
          salutation: NEWSLETTER_MARKETS[country].shows.salutation ? 'MR' : undefined,
          firstName: 'Ödön',
          lastName: 'Müller',
        }
      : {};

  it.each(markets)(
    '%s without JavaScript: the readable page, then erase (asked once), in the market’s language',
    async (country) => {
      const prefs = await loadPreferencesTexts(COUNTRY_SITES[country].locale);
      const { address, manage } = await subscribedAddress(country, namesFor(country));
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      await page.goto(manage);
      await page.getByRole('link', { name: prefs.viewData }).click();
      await page.getByRole('heading', { name: prefs.dataPageHeadline }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(COUNTRY_SITES[country].locale);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain(address);
      expect(text).toContain(prefs.eventRequested);
      expect(text).toContain(prefs.eventConfirmed);
      expect(text).toContain(prefs.deliveryPending);
      if (country === 'HU' || country === 'TR') {
        await expectAccessibleWithoutScripts(page, 'section.sk-preferences-data');
        await look(page, `preferences-data-${country}`, [375, 1280]);
      }
      // The JSON file is the service's answer, saved as a file.
      const json = await page.request.get(
        await page
          .getByRole('link', { name: prefs.downloadData })
          .getAttribute('href')
          .then((href) => url(href!)),
      );
      expect(json.headers()['content-disposition']).toContain('attachment');
      expect(((await json.json()) as { addresses: string[] }).addresses).toEqual([address]);

      await page.getByRole('link', { name: prefs.backToPreferences }).click();
      await page.getByRole('button', { name: prefs.erase }).click();
      await page.getByText(prefs.eraseQuestion).waitFor();
      if (country === 'DE') await look(page, 'preferences-nojs-DE-erase-question', [375, 1280]);
      await page.getByRole('button', { name: prefs.eraseConfirm }).click();
      await page.getByText(prefs.erasedHeadline).waitFor();
      await expect(page.locator(PAGE).textContent()).resolves.toMatch(/DR-[0-9A-F]{12}/);
      expect(await mailsTo(address)).toEqual([]);
      // The link is dead, and its data page holds nothing.
      await page.goto(manage);
      await page.getByText(prefs.invalidLink).waitFor();
      await context.close();
    },
  );

  it.each(['DE', 'HU', 'TR'] as const)(
    '%s with JavaScript: "no" keeps everything, "yes" erases; each state accessible',
    async (country) => {
      const prefs = await loadPreferencesTexts(COUNTRY_SITES[country].locale);
      const { address, manage } = await subscribedAddress(country, namesFor(country));
      const { page, context, errors } = await openPage(browser, manage);
      await waitForHydration(page);
      await page.locator('.sk-preferences__consents').waitFor();
      await page.getByRole('button', { name: prefs.erase }).click();
      await page.getByRole('alert').getByText(prefs.eraseQuestion).waitFor();
      await expectAccessible(page, PAGE);
      await look(page, `preferences-${country}-erase-question`);
      await page.getByRole('button', { name: prefs.eraseCancel }).click();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      expect((await mailsTo(address)).length).toBeGreaterThan(0);

      await page.getByRole('button', { name: prefs.erase }).click();
      await page.getByRole('button', { name: prefs.eraseConfirm }).click();
      await page.getByText(prefs.erasedHeadline).waitFor();
      await expectAccessible(page, PAGE);
      await look(page, `preferences-${country}-erased`);
      expect(await mailsTo(address)).toEqual([]);
      expect(seriousErrors(errors)).toEqual([]);
      await context.close();
    },
  );
});
