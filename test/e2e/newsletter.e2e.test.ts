import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COUNTRIES, COUNTRY_SITES, NEWSLETTER_MARKETS, type Country } from '../../core/markets';
import { loadNewsletterTexts, type NewsletterTexts } from '../../core/newsletter';
import {
  admin,
  baseUrl,
  expectAccessible,
  useBrowser,
  openPage,
  screenshot,
  seriousErrors,
  VIEWPORTS,
  waitForHydration,
} from './harness';
import { mailsTo } from './outbox';

const browser = useBrowser();

const FORM = 'section.sk-newsletter';
const EMAIL = `${FORM} input[name="email"]`;
let unique = 0;
const addressFor = (country: Country) => `e2e.${country.toLowerCase()}.${Date.now()}.${unique++}@example.com`;

/** Fills what the market requires (names, salutation, legals), then the address, and submits. */
async function subscribe(page: Page, country: Country, address: string) {
  const market = NEWSLETTER_MARKETS[country];
  await page.locator(`${FORM} input[name="email"]`).focus();
  await page.locator(`${FORM} input[name="email"]`).fill(address);
  if (market.requires.salutation) await page.locator(`${FORM} select[name="salutation"]`).selectOption('MRS');
  if (market.requires.firstName) await page.locator(`${FORM} input[name="firstName"]`).fill('Ágnes-Şule');
  if (market.requires.lastName) await page.locator(`${FORM} input[name="lastName"]`).fill('Kovács Öztürk');
  if (market.requires.legals) await page.locator(`${FORM} input[name="legals"]`).check();
  await page.locator(`${FORM} button[type="submit"]`).click();
}

describe.each(COUNTRIES)('newsletter on the %s page', (country) => {
  const slug = COUNTRY_SITES[country].slug;
  const path = `/${slug}/`;
  let texts: NewsletterTexts;
  beforeAll(async () => {
    texts = await loadNewsletterTexts(NEWSLETTER_MARKETS[country].locale);
  });

  it('subscribe -> the mail is in the mailbox -> its link confirms; clicked again it says already confirmed', async () => {
    const { page, context, errors } = await openPage(browser, path, { viewport: 'desktop' });
    await page.locator(EMAIL).focus();
    await screenshot(page, `newsletter-${country}-form-1280`);
    await page.setViewportSize(VIEWPORTS.tablet);
    await screenshot(page, `newsletter-${country}-form-768`);
    await page.setViewportSize(VIEWPORTS.desktop);
    const address = addressFor(country);
    await subscribe(page, country, address);
    await page.getByText(texts.pending.headline).waitFor();
    await expect(page.locator(FORM).textContent()).resolves.toContain(address);
    await expectAccessible(page, FORM);
    await screenshot(page, `newsletter-${country}-pending-1280`);

    const [mail] = await mailsTo(address);
    // An absolute link to the shop the shopper signed up on: it has to work from a mail client.
    expect(mail?.link?.startsWith(`${baseUrl()}/${slug}/?doi=`)).toBe(true);
    await page.goto(new URL(mail!.link!, baseUrl()).href);
    await page.getByText(texts.doi.confirmed).waitFor();
    await expectAccessible(page, FORM);
    await page.reload();
    await page.getByText(texts.doi.alreadyConfirmed).waitFor();
    await expectAccessible(page, FORM);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('an unknown token shows the invalid-link banner, gone once the e-mail field is focused; then validation errors tied to the fields, focus on the first; axe clean in both (phone)', async () => {
    const { page, context, errors } = await openPage(browser, `${path}?doi=unknown-token-${country}`, {
      viewport: 'phone',
    });
    const banner = page.getByText(texts.errors.invalidDoiLink);
    await banner.waitFor();
    await expectAccessible(page, FORM);
    await screenshot(page, `newsletter-${country}-invalid-link-375`);
    await page.locator(EMAIL).focus();
    await banner.waitFor({ state: 'detached' });

    await page.locator(`${FORM} button[type="submit"]`).click();
    await page.getByText(texts.errors.emailRequired).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('email');
    await expect(page.locator(EMAIL).getAttribute('aria-describedby')).resolves.toMatch(/newsletter-email-error/);
    await expectAccessible(page, FORM);
    await screenshot(page, `newsletter-${country}-errors-375`);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('newsletter without enumeration (D15)', () => {
  it('subscribing twice with one address gives the same answer and two mails (a minute apart: seconds apart is one)', async () => {
    const address = addressFor('DE');
    const answers: string[] = [];
    for (let i = 0; i < 2; i++) {
      // The service's clock a minute on: the same sign-up within 10 seconds sends no second mail (two tabs).
      if (i === 1) expect((await admin('POST', 'clock', { advanceMs: 60_000 })).status).toBe(200);
      const { page, context } = await openPage(browser, '/de/', { viewport: i === 0 ? 'phone' : 'desktop' });
      await subscribe(page, 'DE', address);
      const texts = await loadNewsletterTexts('de-DE');
      await page.getByText(texts.pending.headline).waitFor();
      answers.push((await page.locator('.sk-newsletter__pending').innerText()).trim());
      if (i === 0) await screenshot(page, 'newsletter-DE-pending-375');
      await context.close();
    }
    expect(answers[1]).toBe(answers[0]);
    await expect(mailsTo(address)).resolves.toHaveLength(2);
  });
});

describe('typed key by key, the address reaches the machine when it is committed (D38)', () => {
  it('leaving the field with Tab validates what was typed; Enter sends the address as typed', async () => {
    const texts = await loadNewsletterTexts('de-DE');
    const { page, context, errors } = await openPage(browser, '/de/', { viewport: 'phone' });
    const email = page.locator(EMAIL);
    await email.click();
    await page.keyboard.type('anna@', { delay: 5 });
    await page.keyboard.press('Tab');
    await page.getByText(texts.errors.emailInvalid).waitFor();
    const address = addressFor('DE');
    await email.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(address, { delay: 5 });
    // Enter submits the form: the browser fires change first, so the machine has the whole address.
    await page.keyboard.press('Enter');
    await page.getByText(texts.pending.headline).waitFor();
    await expect(page.locator(FORM).textContent()).resolves.toContain(address);
    await expect.poll(() => mailsTo(address).then((mails) => mails.length), { timeout: 10_000 }).toBe(1);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a form a script sends with no change event before it sends the address the field shows', async () => {
    const texts = await loadNewsletterTexts('de-DE');
    const { page, context } = await openPage(browser, '/de/', { viewport: 'desktop' });
    const address = addressFor('DE');
    await page.locator(EMAIL).click();
    await page.keyboard.type(address, { delay: 5 });
    await page
      .locator(FORM)
      .locator('form')
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.getByText(texts.pending.headline).waitFor();
    await expect.poll(() => mailsTo(address).then((mails) => mails.length), { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});

describe('send again (D15)', () => {
  it('is offered after 30 s, at most 3 times, then says the mail was sent several times; axe clean in each state', async () => {
    const texts = await loadNewsletterTexts('de-DE');
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(new URL('/de/', baseUrl()).href);
    await waitForHydration(page);
    const address = addressFor('DE');
    await subscribe(page, 'DE', address);
    await page.getByText(texts.pending.headline).waitFor();
    const resend = page.getByRole('button', { name: texts.pending.resend });
    await expect(resend.count()).resolves.toBe(0);
    for (let i = 1; i <= 3; i++) {
      await page.clock.fastForward(30_000);
      await resend.waitFor();
      await expectAccessible(page, FORM);
      await resend.click();
      // Polled from Node: in-page polling runs on the page's (here faked) animation frames.
      await expect.poll(() => mailsTo(address).then((m) => m.length), { timeout: 10_000 }).toBe(1 + i);
      const expected = i < 3 ? texts.pending.resent.replace('{email}', address) : texts.pending.resendExhausted;
      await expect
        .poll(
          () =>
            page
              .locator(FORM)
              .innerText()
              .then((t) => t.replace(/\s+/g, ' ')),
          { timeout: 10_000 },
        )
        .toContain(expected);
    }
    await expectAccessible(page, FORM);
    await screenshot(page, 'newsletter-DE-resend-exhausted-375');
    await page.clock.fastForward(120_000);
    await expect(resend.count()).resolves.toBe(0);
    await expect(mailsTo(address)).resolves.toHaveLength(4);
    await context.close();
  });
});

// Cut to 256 characters this would read "…@example.co": a different, valid address.
const TOO_LONG = `${'a'.repeat(244)}@example.com`.padEnd(257, 'm');

/** The form alone, into test-results/screenshots/<name>.png. */
const formShot = (page: Page, name: string) => screenshot(page, name, { part: FORM });

describe('the sign-up in detail (issue 18)', () => {
  it('X-Original-Address is the page origin and path: never the query, a ?doi= token or the fragment', async () => {
    const texts = await loadNewsletterTexts('de-DE');
    const { page, context, errors } = await openPage(
      browser,
      '/de/?utm_source=mail&email=someone%40example.com#newsletter',
    );
    const sent: [string, string | null][] = [];
    page.on('request', (r) => {
      if (r.url().includes('/service/newsletter/') && r.method() !== 'GET')
        sent.push([r.method(), r.headers()['x-original-address'] ?? null]);
    });
    const address = addressFor('DE');
    await subscribe(page, 'DE', address);
    await page.getByText(texts.pending.headline).waitFor();
    const [mail] = await mailsTo(address);
    await page.goto(new URL(mail!.link!, baseUrl()).href);
    await page.getByText(texts.doi.confirmed).waitFor();
    expect(sent).toEqual([
      ['POST', `${baseUrl()}/de/`],
      ['PUT', `${baseUrl()}/de/`],
    ]);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a pasted address over 256 characters stays whole and says it is too long; nothing is sent', async () => {
    const texts = await loadNewsletterTexts('de-DE');
    const { page, context } = await openPage(browser, '/de/', { viewport: 'phone' });
    const posts: string[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && posts.push(r.url())));
    await page.locator(EMAIL).focus();
    await page.keyboard.insertText(TOO_LONG);
    await expect(page.locator(EMAIL).inputValue()).resolves.toBe(TOO_LONG);
    await page.locator(`${FORM} button[type="submit"]`).click();
    await page.getByText(texts.errors.emailTooLong).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('email');
    expect(posts).toEqual([]);
    await expectAccessible(page, FORM);
    await formShot(page, 'newsletter-DE-too-long-375');
    await context.close();
  });

  it.each(['DE', 'HU', 'TR'] as const)(
    '%s: names in the market order, the collapsed legal notice takes no focus; axe clean at 375 and 1280',
    async (country) => {
      const texts = await loadNewsletterTexts(NEWSLETTER_MARKETS[country].locale);
      const { page, context, errors } = await openPage(browser, `/${COUNTRY_SITES[country].slug}/`, {
        viewport: 'phone',
      });
      await page.locator(EMAIL).focus();
      const names = await page
        .locator(`${FORM} .sk-newsletter__names input`)
        .evaluateAll((els) => els.map((e) => e.getAttribute('name')));
      expect(names).toEqual({ DE: [], HU: ['lastName', 'firstName'], TR: ['firstName', 'lastName'] }[country]);
      const notice = `${FORM} .sk-expandable-text__content`;
      await page.locator(`${notice} a[href="/privacy"]`).waitFor({ state: 'attached' });
      // The server HTML is never inert (without JavaScript the whole notice works, D29): wait for the form's code to
      // measure and clip it, which focusing the e-mail field set going.
      await page.locator(`${notice}[inert]`).waitFor({ state: 'attached' });

      // Tab from the e-mail field to the submit button: the clipped notice's links are never on the way, its toggle is.
      const visited: { label: string; inNotice: boolean; submit: boolean }[] = [];
      for (let i = 0; i < 25 && !visited.at(-1)?.submit; i++) {
        await page.keyboard.press('Tab');
        visited.push(
          await page.evaluate(() => {
            const el = document.activeElement!;
            return {
              label: el.getAttribute('name') ?? el.textContent?.trim() ?? '',
              inNotice: Boolean(el.closest('.sk-expandable-text__content')),
              submit: el.getAttribute('type') === 'submit',
            };
          }),
        );
      }
      expect(visited.at(-1)?.submit).toBe(true);
      expect(visited.filter((v) => v.inNotice)).toEqual([]);
      expect(visited.map((v) => v.label)).toContain(texts.showMore);
      await page.locator(`${notice} a[href="/privacy"]`).evaluate((a: HTMLElement) => a.focus());
      await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.not.toBe('/privacy');

      await page.locator(`${FORM} button[type="submit"]`).click();
      await expectAccessible(page, FORM);
      await formShot(page, `newsletter-${country}-revealed-375`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await expectAccessible(page, FORM);
      await formShot(page, `newsletter-${country}-revealed-1280`);

      // Opened, the notice and its links are reachable.
      await page.getByRole('button', { name: texts.showMore }).click();
      await page.locator(`${notice} a[href="/privacy"]`).evaluate((a: HTMLElement) => a.focus());
      await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe('/privacy');
      expect(seriousErrors(errors)).toEqual([]);
      await context.close();
    },
  );
});
