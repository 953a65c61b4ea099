/**
 * /vanilla/: the newsletter sign-up as a custom element with plain DOM (demo/vanilla/), the same core machine,
 * rules and texts as the React view, against the reference service. The page must load no React at all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MARKETS } from '../../core/markets';
import { loadNewsletterTexts, loadPreferencesTexts, type NewsletterTexts } from '../../core/newsletter';
import {
  baseUrl,
  expectAccessible,
  openPage,
  useBrowser,
  screenshot,
  seriousErrors,
  type OpenedPage,
  type ViewportName,
} from './harness';
import { mailsTo as outboxTo } from './outbox';

const browser = useBrowser();
let texts: NewsletterTexts;
beforeAll(async () => {
  texts = await loadNewsletterTexts(NEWSLETTER_MARKETS.AT.locale);
});

const ELEMENT = 'newsletter-signup';
const FORM = `${ELEMENT} section`;

/** Opens the page (no hydration marker here: nothing is hydrated) and waits until the element has rendered. */
async function openVanilla(path: string, viewport: ViewportName = 'desktop'): Promise<OpenedPage> {
  return openPage(browser, path, { viewport, ready: (page) => page.locator(`${FORM} form`).waitFor() });
}

/** A script or style that is React: the react/react-dom packages, their JSX runtimes, React refresh, our React views. */
function reactRequests(urls: string[]): string[] {
  return urls.filter((u) => {
    const path = new URL(u).pathname;
    return /react-dom|\/react[._-][^/]*\.js|jsx-(dev-)?runtime|react-refresh|@react-refresh|scheduler|@xstate_react|\/react\/.+\.tsx?$/.test(
      path,
    );
  });
}

describe('<newsletter-signup> without React', () => {
  it('renders the Austrian form from the core texts, loads no React, and axe finds nothing', async () => {
    const { page, context, requests, errors } = await openVanilla('/vanilla/');
    await expect(page.locator(`${FORM} h2`).textContent()).resolves.toBe(texts.headline);
    await expect(page.locator('#newsletter-email').getAttribute('type')).resolves.toBe('email');
    // Its accessible name is the label text (the required asterisk is hidden from assistive technology).
    await expect(page.getByRole('textbox', { name: texts.emailLabel, exact: true }).getAttribute('id')).resolves.toBe(
      'newsletter-email',
    );
    await expect(page.locator(`${FORM} button[type="submit"]`).textContent()).resolves.toBe(texts.submit);
    await expect(page.locator(FORM).getAttribute('lang')).resolves.toBe('de-AT');

    // Module graph as the browser saw it: the page's scripts ran, none of them React.
    const scripts = requests.filter((u) => /\.(m?js|ts)(\?|$)/.test(new URL(u).pathname));
    expect(scripts.length).toBeGreaterThan(0);
    expect(reactRequests(requests)).toEqual([]);
    // And nothing React left its marks in the page: no React root or fiber on any element.
    const reactMarks = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].some((el) => Object.keys(el).some((k) => k.startsWith('__react'))) ||
        ('__REACT_DEVTOOLS_GLOBAL_HOOK__' in window &&
          Boolean(
            (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers?: Map<unknown, unknown> } })
              .__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers?.size,
          )),
    );
    expect(reactMarks).toBe(false);

    await expectAccessible(page);
    await screenshot(page, 'vanilla-form-1280');
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the same React check does find React on the React country page (the check can fail)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(new URL('/at/', baseUrl()).href);
    // The sign-up (in the footer) loads React once it nears the viewport, wherever the page's layout puts it.
    await page.locator('#footer-newsletter').scrollIntoViewIfNeeded();
    await page.waitForSelector('html[data-hydrated="true"]');
    // The sign-up island loads React once it comes near the viewport (D33): brought there, not left to the page's length.
    await page.locator('section.sk-newsletter').scrollIntoViewIfNeeded();
    await page.locator('[data-island-name="signup"][data-island="ready"]').waitFor({ state: 'attached' });
    expect(reactRequests(requests).length).toBeGreaterThan(0);
    await context.close();
  });

  it('an empty submit shows the field error tied to the input and focuses it (phone)', async () => {
    const { page, context } = await openVanilla('/vanilla/', 'phone');
    await page.locator(`${FORM} button[type="submit"]`).click();
    await page.getByText(texts.errors.emailRequired).waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('newsletter-email');
    await expect(page.locator('#newsletter-email').getAttribute('aria-describedby')).resolves.toBe(
      'newsletter-email-error',
    );
    await expect(page.locator('#newsletter-email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#newsletter-email-error').textContent()).resolves.toContain(texts.errors.emailRequired);
    // The extra fields were revealed by the focus; the form keeps what was typed (D2).
    await page.locator('#newsletter-email').fill('not-an-address');
    await page.locator('#newsletter-email').blur();
    await page.getByText(texts.errors.emailInvalid).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'vanilla-errors-375');
    await context.close();
  });

  it('subscribes against the reference service: pending view names the address, the DOI mail is in the outbox, its token confirms', async () => {
    const { page, context, errors } = await openVanilla('/vanilla/', 'tablet');
    const address = `vanilla.${Date.now()}@example.com`;
    await page.locator('#newsletter-email').focus();
    await page.locator('#newsletter-email').fill(address);
    const market = NEWSLETTER_MARKETS.AT;
    if (market.requires.salutation) await page.locator('#newsletter-salutation').selectOption('MRS');
    if (market.requires.firstName) await page.locator('#newsletter-firstName').fill('Anna');
    if (market.requires.lastName) await page.locator('#newsletter-lastName').fill('Huber');
    if (market.requires.legals) await page.locator('#newsletter-legals').check();
    await page.locator(`${FORM} button[type="submit"]`).click();
    await page.getByText(texts.pending.headline).waitFor();
    await expect(page.locator(FORM).textContent()).resolves.toContain(address);
    await expect(page.locator(`${FORM} form`).isVisible()).resolves.toBe(false);
    const mails = await outboxTo(address);
    expect(mails).toHaveLength(1);
    // The same service and DOI link as the React page: the link leads to the Austrian shop page.
    expect(mails[0]!.link).toMatch(/\/at\/\?doi=/);
    await expectAccessible(page);
    await screenshot(page, 'vanilla-pending-768');

    // The mail's token confirmed by the element's own double opt-in machine; a second time: already confirmed.
    const token = new URL(mails[0]!.link!, baseUrl()).searchParams.get('doi')!;
    await page.goto(new URL(`/vanilla/?doi=${encodeURIComponent(token)}`, baseUrl()).href);
    await page.getByText(texts.doi.confirmed).waitFor();
    await expectAccessible(page);
    await page.reload();
    await page.getByText(texts.doi.alreadyConfirmed).waitFor();
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('another market by attribute: ?market=PL renders the Polish texts and fields', async () => {
    const pl = await loadNewsletterTexts(NEWSLETTER_MARKETS.PL.locale);
    const { page, context } = await openVanilla('/vanilla/?market=PL', 'phone');
    await expect(page.locator(`${FORM} h2`).textContent()).resolves.toBe(pl.headline);
    await page.locator('#newsletter-email').focus();
    if (NEWSLETTER_MARKETS.PL.requires.legals) await page.locator('#newsletter-legals').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'vanilla-PL-revealed-375');
    await context.close();
  });
});

describe('<newsletter-signup> in detail (issue 18)', () => {
  it('HU: family name first, a too-long address says so and sends nothing, the collapsed notice takes no focus, X-Original-Address without the query', async () => {
    const hu = await loadNewsletterTexts(NEWSLETTER_MARKETS.HU.locale);
    const { page, context, errors } = await openVanilla('/vanilla/?market=HU#newsletter', 'phone');
    const sent: [string, string | null][] = [];
    page.on('request', (r) => {
      if (r.url().includes('/service/newsletter/') && r.method() !== 'GET')
        sent.push([r.method(), r.headers()['x-original-address'] ?? null]);
    });
    await page.locator('#newsletter-email').focus();
    const names = await page.locator(`${FORM} .skv-names input`).evaluateAll((els) => els.map((e) => e.id));
    expect(names).toEqual(['newsletter-lastName', 'newsletter-firstName']);

    // The clipped legal notice: its links take no focus until it is opened.
    const privacy = page.locator('#newsletter-legal-content a[href="/privacy"]');
    await privacy.evaluate((a: HTMLElement) => a.focus());
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.not.toBe('/privacy');
    await page.getByRole('button', { name: hu.showMore }).click();
    await privacy.evaluate((a: HTMLElement) => a.focus());
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe('/privacy');
    await page.getByRole('button', { name: hu.showLess }).click();

    const tooLong = `${'a'.repeat(244)}@example.com`.padEnd(257, 'm');
    await page.locator('#newsletter-email').focus();
    await page.keyboard.insertText(tooLong);
    await page.locator('#newsletter-salutation').selectOption('MRS');
    await page.locator('#newsletter-lastName').fill('Kovács');
    await page.locator('#newsletter-firstName').fill('Ágnes');
    await page.locator(`${FORM} button[type="submit"]`).click();
    await page.getByText(hu.errors.emailTooLong).waitFor();
    await expect(page.locator('#newsletter-email').inputValue()).resolves.toBe(tooLong);
    expect(sent).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'vanilla-HU-too-long-375');

    const address = `e2e.vanilla.hu.${Date.now()}@example.com`;
    await page.locator('#newsletter-email').fill(address);
    await page.locator(`${FORM} button[type="submit"]`).click();
    await page.getByText(hu.pending.headline).waitFor();
    expect(sent).toEqual([['POST', `${baseUrl()}/vanilla/`]]);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('<newsletter-preferences> without React (the management link on /vanilla/?token=)', () => {
  const NL = '/service/newsletter/api/internal/newsletter-subscribers';
  const at = (path: string) => new URL(path, baseUrl()).href;

  /** A subscriber made through the service as the shop's page and the DOI link make one: the welcome mail's token. */
  async function subscribedToken(address: string): Promise<string> {
    const headers = { 'content-type': 'application/json', 'x-hunter-site': 'AT' };
    await fetch(at(NL), {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: address, consents: ['DNE'], origin: 'onsite', originAddition: 'subsite' }),
    });
    const outbox = async () => {
      const url = new URL('/service/__admin/outbox', baseUrl());
      url.searchParams.set('to', address);
      return (
        (await (await fetch(url)).json()) as {
          mails: { kind: string; link?: string; subscriberToken: string | null }[];
        }
      ).mails;
    };
    const doi = (await outbox()).find((m) => m.subscriberToken);
    await fetch(at(`${NL}/${doi!.subscriberToken}/doi`), { method: 'PUT', headers });
    const welcome = (await outbox()).find((m) => m.kind === 'welcome');
    return new URL(welcome!.link!, baseUrl()).searchParams.get('token')!;
  }

  it('loads the subscriber, saves, unsubscribes and links back to the sign-up; no React, axe finds nothing (375)', async () => {
    const prefs = await loadPreferencesTexts(NEWSLETTER_MARKETS.AT.locale);
    const token = await subscribedToken(`e2e.vanilla.prefs.${Date.now()}@example.com`);
    const { page, context, requests, errors } = await openPage(
      browser,
      `/vanilla/?market=AT&token=${encodeURIComponent(token)}`,
      {
        viewport: 'phone',
        ready: (p) => p.getByRole('button', { name: prefs.save }).waitFor(),
      },
    );
    await expect(page.locator('newsletter-signup').count()).resolves.toBe(0);
    // The subscriber's consent as the service holds it.
    await expect(page.locator('newsletter-preferences input[type="checkbox"]').first().isChecked()).resolves.toBe(true);
    await expectAccessible(page, 'newsletter-preferences');
    await screenshot(page, 'vanilla-preferences-AT-375');

    await page.getByRole('button', { name: prefs.save }).click();
    await page.locator('newsletter-preferences').getByText(prefs.saved).waitFor();
    await page.getByRole('button', { name: prefs.unsubscribe }).click();
    await page.locator('newsletter-preferences').getByText(prefs.unsubscribed).waitFor();
    await expect(page.locator('newsletter-preferences a[href="/vanilla/"]').count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page, 'newsletter-preferences');
    await screenshot(page, 'vanilla-preferences-AT-unsubscribed-375');
    expect(reactRequests(requests)).toEqual([]);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });
});
