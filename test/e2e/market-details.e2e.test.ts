/**
 * Issue 29, what the spec audit found last: the bot trap read from the field itself (React view and custom element,
 * every market), the extra fields revealed by CSS before the form's code has loaded, and no layout shift when a
 * logged-in customer's header session appears.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COUNTRIES, COUNTRY_SITES, NEWSLETTER_MARKETS, type Country } from '../../core/markets';
import { loadNewsletterTexts } from '../../core/newsletter';
import {
  SIGNUP_VIEW_CODE,
  VIEWPORTS,
  baseUrl,
  openPage,
  screenshot,
  seriousErrors,
  useBrowser,
  waitForHydration,
} from './harness';
import { mailsTo } from './outbox';

const browser = useBrowser();
let unique = 0;
const addressFor = (country: Country) => `e2e.trap.${country.toLowerCase()}.${Date.now()}.${unique++}@example.com`;
const SIGNUP_POST = /\/service\/newsletter\/api\/(internal|private)\/newsletter-subscribers$/;

/** What the market requires besides the address, filled by typing (as a person would). */
async function fillRequired(page: Page, form: string, country: Country) {
  const { requires } = NEWSLETTER_MARKETS[country];
  if (requires.salutation) await page.locator(`${form} select[name="salutation"]`).selectOption('MRS');
  if (requires.firstName) await page.locator(`${form} input[name="firstName"]`).fill('Ágnes');
  if (requires.lastName) await page.locator(`${form} input[name="lastName"]`).fill('Kovács');
  if (requires.legals) await page.locator(`${form} input[name="legals"]`).check();
}

/** A bot's way: the trap's value set by a script, no input event; then the form is sent by its button. */
async function trapByScript(page: Page, form: string, country: Country, address: string) {
  const posts: string[] = [];
  page.on(
    'request',
    (r) => void (r.method() === 'POST' && SIGNUP_POST.test(new URL(r.url()).pathname) && posts.push(r.url())),
  );
  await page.locator(`${form} input[name="email"]`).focus();
  await page.locator(`${form} input[name="email"]`).fill(address);
  await fillRequired(page, form, country);
  await page.locator(`${form} input[name="homepage"]`).evaluate((trap: HTMLInputElement) => {
    trap.value = 'http://spam.example';
  });
  await page.locator(`${form} button[type="submit"]`).click();
  return posts;
}

// Each market once, the two renderers taking turns: the trap is one getter in both, the fields to fill are the market's.
const TRAP_CASES = COUNTRIES.map((country, i) => [country, i % 2 ? 'custom element' : 'React view'] as const);

describe('the bot trap is read from the field when the form is sent (issue 29.1)', () => {
  it.each(TRAP_CASES)(
    '%s: %s: a trap a script filled sends nothing and shows the success view',
    async (country, view) => {
      const texts = await loadNewsletterTexts(NEWSLETTER_MARKETS[country].locale);
      const element = view === 'custom element';
      const { page, context, errors } = element
        ? await openPage(browser, `/vanilla/?market=${country}`, {
            viewport: 'desktop',
            ready: (p) => p.locator('newsletter-signup section form').waitFor(),
          })
        : await openPage(browser, `/${COUNTRY_SITES[country].slug}/`, { viewport: 'desktop' });
      const form = element ? 'newsletter-signup section' : 'section.sk-newsletter';
      const address = addressFor(country);
      const posts = await trapByScript(page, form, country, address);
      await page.locator(form).getByText(texts.pending.headline).waitFor();
      expect(posts).toEqual([]);
      await expect(mailsTo(address)).resolves.toEqual([]);
      expect(seriousErrors(errors)).toEqual([]);
      await context.close();
    },
  );
});

describe('before the form’s code has loaded, the e-mail field’s focus reveals the extra fields (issue 29.3)', () => {
  it('TR: names and the required consent show on focus and stay; the code, once run, keeps them shown', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    // The sign-up's code is held back until released: the page runs its boot script, not the form's code.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SIGNUP_VIEW_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL('/tr/', baseUrl()).href);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const form = 'section.sk-newsletter';
    const extra = page.locator(`${form} .sk-newsletter__extra`);
    const visibleNow = async () =>
      Promise.all(
        ['firstName', 'lastName', 'legals'].map((name) => page.locator(`${form} input[name="${name}"]`).isVisible()),
      );
    await page.locator(form).scrollIntoViewIfNeeded();
    await expect(extra.getAttribute('data-collapsed')).resolves.toBe('');
    await expect(visibleNow()).resolves.toEqual([false, false, false]);

    await page.locator(`${form} input[name="email"]`).focus();
    await expect(visibleNow()).resolves.toEqual([true, true, true]);
    await screenshot(page, 'newsletter-TR-revealed-before-code-375', { part: form });
    // Focus moves on into the revealed fields, then leaves the form: the fields stay, as the spec's rule says.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('firstName');
    await page.locator('#shop-title').click();
    await expect(visibleNow()).resolves.toEqual([true, true, true]);
    await expect(page.locator('[data-island-name="signup"]').getAttribute('data-island')).resolves.toBe('pending');

    release();
    await page.locator('[data-island-name="signup"][data-island="ready"]').waitFor({ state: 'attached' });
    // The machine took over what the shopper saw: revealed by its own rule, not by the stylesheet alone.
    await expect(extra.getAttribute('data-collapsed')).resolves.toBeNull();
    await expect(visibleNow()).resolves.toEqual([true, true, true]);
    await context.close();
  });

  it('DE: untouched before the code loads, the extra fields stay collapsed; pressing submit moves nothing', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.route(SIGNUP_VIEW_CODE, () => undefined);
    await page.goto(new URL('/de/', baseUrl()).href);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const form = 'section.sk-newsletter';
    await page.locator(form).scrollIntoViewIfNeeded();
    const submit = page.locator(`${form} button[type="submit"]`);
    const before = await submit.boundingBox();
    await submit.dispatchEvent('pointerdown');
    await submit.focus();
    await expect(page.locator(`${form} .sk-newsletter__extra`).isVisible()).resolves.toBe(false);
    expect(await submit.boundingBox()).toEqual(before);
    await context.close();
  });
});

describe('a logged-in customer’s header session moves nothing when it appears (issue 29.7)', () => {
  it.each(['HU', 'DE', 'TR'] as const)('%s at 375 px: no layout shift', async (country) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const login = await context.newPage();
    await login.goto(new URL('/staff/', baseUrl()).href);
    await waitForHydration(login);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await login.getByTestId('session-indicator').waitFor();
    await login.close();

    const page = await context.newPage();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((s) =>
              s.node instanceof Element
                ? `${s.node.tagName.toLowerCase()}.${s.node.className}`
                : String(s.node?.nodeName),
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(new URL(`/${COUNTRY_SITES[country].slug}/`, baseUrl()).href);
    await page.getByTestId('session-indicator').waitFor();
    // Two frames after it appeared, so its shift (if any) has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `header-session-${country}-375`, { fullPage: false });
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
    expect(shifts).toEqual([]);
    await context.close();
  });
});

describe('the demo shell speaks the market’s language on a country page (issue 29.8)', () => {
  it.each(COUNTRIES)(
    '%s: the page, its hero and its navigation are in its language; the developer tools are marked English',
    async (country) => {
      const site = COUNTRY_SITES[country];
      // The server's HTML, as it stands before any script runs.
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
      const { page } = await openPage(browser, `/${site.slug}/`, { context, ready: async () => undefined });
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(site.locale);
      const hero = page.locator('.demo-hero p').first();
      // No part of the hero is English: no lang="en" on it or inside it, and not the English sentence.
      await expect(hero.evaluate((p) => p.closest('[lang]')?.getAttribute('lang'))).resolves.toBe(site.locale);
      await expect(hero.locator('[lang="en"]').count()).resolves.toBe(0);
      await expect(hero.innerText()).resolves.not.toMatch(/Demo shop page|sign-up sits|mailbox/);
      await expect(hero.innerText()).resolves.toContain(site.label);
      // The tools (Mailbox, Widgets, Staff) are for developers: apart from the shop's header, English, and said so (D12, D61).
      for (const tool of ['Mailbox', 'Widgets', 'Staff']) {
        const link = page.locator('.demo-devbar').getByRole('link', { name: tool, exact: true });
        await expect(link.evaluate((a) => a.closest('[lang]')?.getAttribute('lang'))).resolves.toBe('en');
        await expect(link.evaluate((a) => a.closest('.demo-header'))).resolves.toBeNull();
      }
      await context.close();
    },
  );
});

describe('the sign-up image is sharp at every width (issue 29.6)', () => {
  /**
   * The image as drawn: its CSS width, the file the browser chose and that file's own width in pixels (read by
   * decoding the file: `naturalWidth` divides it by the density the srcset names).
   */
  const drawn = (page: Page) =>
    page.locator('section.sk-newsletter img').evaluate(async (img: HTMLImageElement) => {
      const file = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
      return { width: img.getBoundingClientRect().width, file: img.currentSrc, fileWidth: file.width };
    });

  it.each([
    // [viewport width, device pixel ratio, the file pixels wanted per CSS pixel]
    [767, 1, 1],
    [767, 2, 1],
    [375, 2, 2],
    [1024, 1, 1],
    [1024, 2, 2],
    [1280, 2, 2],
  ] as const)('at %i px and %ix: at least %i file pixel(s) per CSS pixel', async (width, deviceScaleFactor, wanted) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto(new URL('/de/', baseUrl()).href);
    await waitForHydration(page);
    await page.locator('section.sk-newsletter img').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('section.sk-newsletter img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    const image = await drawn(page);
    expect(
      image.fileWidth / image.width,
      `${image.file} (${image.fileWidth} px) drawn ${image.width} px wide`,
    ).toBeGreaterThanOrEqual(wanted);
    // The spec's two files and breakpoints stay: the 273 × 273 crop from 768 to 1024 px, 400 × 300 (or its double) else.
    expect(image.file).toMatch(
      width > 767 && width <= 1024
        ? /newsletter_image_(273x273|546x546)\.jpg$/
        : /newsletter_image_(400x300|800x600)\.jpg$/,
    );
    if ((deviceScaleFactor === 1 && width === 767) || width === 1024)
      await screenshot(page, `newsletter-image-${width}-${deviceScaleFactor}x`, { part: 'section.sk-newsletter' });
    await context.close();
  });
});
