/**
 * One set of browser checks for both renderers of the sign-up (issue 30, D64): the React country page and the custom
 * element of /vanilla/ spread the same prop getters, so they show the same form and tell the machine the same
 * things, in Germany, Hungary (family name first) and Turkey (required legals, DNE consent). The legal notice's
 * expand/collapse is core's expandable-text machine in both (D84).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COUNTRY_SITES, NEWSLETTER_MARKETS, type Country } from '../../core/markets';
import { loadNewsletterTexts, type NewsletterTexts } from '../../core/newsletter';
import {
  expectAccessible,
  openPage,
  screenshot,
  SCREENSHOTS,
  seriousErrors,
  useBrowser,
  waitForHydration,
  type OpenedPage,
  type ViewportName,
} from './harness';

const browser = useBrowser();
const production = process.env.E2E_PROD === '1';
// `npm run test:e2e:development` runs here only what the development server alone shows (the inspector's events, D101):
// the rest ran against the production build.
const elsewhere = process.env.E2E_DEVELOPMENT_CHECKS === '1';
const MARKETS: Country[] = ['DE', 'HU', 'TR'];

interface Renderer {
  name: 'react' | 'element';
  path(country: Country, query?: string): string;
  /** The sign-up's section. */
  root: string;
  ready(page: Page): Promise<unknown>;
}

const RENDERERS: Renderer[] = [
  {
    name: 'react',
    path: (country, query = '') => `/${COUNTRY_SITES[country].slug}/${query ? `?${query}` : ''}`,
    root: 'section.sk-newsletter',
    ready: (page) => waitForHydration(page),
  },
  {
    name: 'element',
    path: (country, query = '') => `/vanilla/?market=${country}${query ? `&${query}` : ''}`,
    root: 'newsletter-signup section',
    ready: (page) => page.locator('newsletter-signup section form').waitFor(),
  },
];

const open = (
  renderer: Renderer,
  country: Country,
  viewport: ViewportName = 'desktop',
  query?: string,
): Promise<OpenedPage> => openPage(browser, renderer.path(country, query), { viewport, ready: renderer.ready });

describe.each(MARKETS)('the sign-up form in %s', (country) => {
  const market = NEWSLETTER_MARKETS[country];
  let texts: NewsletterTexts;
  beforeAll(async () => {
    texts = await loadNewsletterTexts(market.locale);
  });

  describe.each(RENDERERS)('rendered by $name', (renderer) => {
    const { root } = renderer;
    const field = (name: string) => `${root} form [name="${name}"]`;

    it.skipIf(elsewhere)(
      'shows the same fields, options, order, values and bot trap from the same getters',
      async () => {
        const { page, context, errors } = await open(renderer, country);
        const email = page.locator(field('email'));
        await expect(email.getAttribute('type')).resolves.toBe('email');
        await expect(email.getAttribute('autocomplete')).resolves.toBe('email');
        await expect(email.evaluate((el: HTMLInputElement) => el.required)).resolves.toBe(true);
        await expect(
          page.locator(root).getByRole('textbox', { name: texts.emailLabel, exact: true }).count(),
        ).resolves.toBe(1);

        // The bot trap: out of the tab order and sight, ignored by autofill and by 1Password, LastPass and Bitwarden.
        const trap = page.locator(field('homepage'));
        await expect(trap.getAttribute('tabindex')).resolves.toBe('-1');
        await expect(trap.getAttribute('autocomplete')).resolves.toBe('off');
        await expect(
          trap.evaluate((el) => [
            el.hasAttribute('data-1p-ignore'),
            el.getAttribute('data-lpignore'),
            el.hasAttribute('data-bwignore'),
          ]),
        ).resolves.toEqual([true, 'true', true]);
        await expect(trap.evaluate((el) => Boolean(el.closest('[aria-hidden="true"]')))).resolves.toBe(true);

        await email.focus();
        if (market.shows.salutation) {
          const options = await page.locator(`${field('salutation')} option`).allTextContents();
          expect(options).toEqual([
            texts.salutationPlaceholder,
            texts.salutations.MRS,
            texts.salutations.MR,
            texts.salutations.DIVERS,
            texts.salutations.COMPANY,
          ]);
          await expect(page.locator(field('salutation')).getAttribute('autocomplete')).resolves.toBe(
            'honorific-prefix',
          );
        }
        if (market.shows.firstName && market.shows.lastName) {
          const order = await page
            .locator(`${root} form input[name="firstName"], ${root} form input[name="lastName"]`)
            .evaluateAll((els) => els.map((el) => el.getAttribute('name')));
          // Hungarians write the family name first.
          expect(order).toEqual(country === 'HU' ? ['lastName', 'firstName'] : ['firstName', 'lastName']);
          await expect(page.locator(field('firstName')).getAttribute('autocomplete')).resolves.toBe('given-name');
          await expect(page.locator(field('lastName')).evaluate((el: HTMLInputElement) => el.required)).resolves.toBe(
            market.requires.lastName,
          );
        }
        if (market.shows.legals) {
          await expect(page.locator(field('legals')).getAttribute('value')).resolves.toBe('NEWSLETTER');
          await expect(page.locator(field('legals')).evaluate((el: HTMLInputElement) => el.required)).resolves.toBe(
            market.requires.legals,
          );
        }
        if (await page.locator(field('dne')).count())
          await expect(page.locator(field('dne')).getAttribute('value')).resolves.toBe('DNE');
        await expect(page.locator(`${root} form`).getAttribute('method')).resolves.toBe('post');
        await expect(page.locator(`${root} form`).evaluate((el: HTMLFormElement) => el.noValidate)).resolves.toBe(true);
        await expectAccessible(page, root);
        expect(seriousErrors(errors)).toEqual([]);
        await context.close();
      },
    );

    it.skipIf(elsewhere)(
      'an empty submit shows the required message tied to the e-mail field and focuses it',
      async () => {
        const { page, context } = await open(renderer, country, 'phone');
        await page.locator(`${root} form button[type="submit"]`).click();
        await page.locator(root).getByText(texts.errors.emailRequired).waitFor();
        const email = page.locator(field('email'));
        const id = await email.getAttribute('id');
        await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('email');
        await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(email.getAttribute('aria-describedby')).resolves.toContain(`${id}-error`);
        await expect(page.locator(`#${id}-error`).textContent()).resolves.toContain(texts.errors.emailRequired);
        await context.close();
      },
    );

    it.skipIf(elsewhere)(
      'the legal notice: collapsed to 60 px with "show more", its links take no focus until it is opened, then collapses again',
      async () => {
        const { page, context, errors } = await open(renderer, country, 'phone');
        await page.locator(field('email')).focus();
        const toggle = page.locator(`${root} button[aria-controls$="-legal-content"]`);
        await toggle.waitFor();
        const content = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        const height = () => content.evaluate((el) => Math.round(el.getBoundingClientRect().height));
        const link = content.locator('a').first();
        /** Whether a link of the notice can take focus (an inert one cannot). */
        const linkFocusable = () => link.evaluate((a: HTMLAnchorElement) => (a.focus(), document.activeElement === a));

        await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
        await expect(toggle.textContent()).resolves.toContain(texts.showMore);
        await expect(height()).resolves.toBe(60);
        await expect(content.evaluate((el) => el.scrollHeight)).resolves.toBeGreaterThan(60);
        await expect(linkFocusable()).resolves.toBe(false);
        if (renderer.name === 'element')
          await screenshot(page, `signup-legal-element-${country}-375-collapsed`, { part: `${root} .skv-legal` });

        await toggle.click();
        await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
        await expect(toggle.textContent()).resolves.toContain(texts.showLess);
        await expect.poll(height).toBeGreaterThan(60);
        await expect(linkFocusable()).resolves.toBe(true);
        if (renderer.name === 'element')
          await screenshot(page, `signup-legal-element-${country}-375-expanded`, { part: `${root} .skv-legal` });

        await toggle.click();
        await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
        await expect(toggle.textContent()).resolves.toContain(texts.showMore);
        await expect(height()).resolves.toBe(60);
        await expect(linkFocusable()).resolves.toBe(false);
        expect(seriousErrors(errors)).toEqual([]);
        await context.close();
      },
    );

    it.skipIf(elsewhere)(
      'a legal notice that fits in 60 px has no toggle and nothing inert: measured again when its height changes',
      async () => {
        const { page, context } = await open(renderer, country, 'desktop');
        await page.locator(field('email')).focus();
        const toggle = page.locator(`${root} button[aria-controls$="-legal-content"]`);
        await toggle.waitFor();
        const content = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        // A shop's one-line notice: the text is cut short in the page, and the renderer's measuring sees the new height.
        await content.evaluate((el) => {
          el.textContent = 'Kurz.';
        });
        await expect.poll(() => toggle.isVisible()).toBe(false);
        await expect(
          content.evaluate((el) => el.closest('[inert]') === null && getComputedStyle(el).maxHeight === 'none'),
        ).resolves.toBe(true);
        await context.close();
      },
    );

    // Pictures for a person to look at, nothing to assert: only when screenshots are written.
    it.runIf(SCREENSHOTS && !elsewhere)("looks right at a phone's and a desktop's width (screenshots)", async () => {
      for (const [viewport, width] of [
        ['phone', 375],
        ['desktop', 1280],
      ] as const) {
        if (country === 'TR') return;
        const { page, context } = await open(renderer, country, viewport);
        await page.locator(field('email')).focus();
        await screenshot(page, `signup-${renderer.name}-${country}-${width}`, { part: root });
        await context.close();
      }
    });

    // The machine's own events, read in the development inspector's panel (none in production, D38).
    it.skipIf(production)(
      'a typed address reaches the machine when it is committed, not on each keystroke (D38)',
      async () => {
        const { page, context } = await open(renderer, country, 'desktop', 'inspect=panel');
        const signup = page.locator('aside[aria-label="Machine inspector"] li[data-actor-name="newsletterSignup"]');
        await signup.waitFor();
        const events = () => signup.locator('[data-part="events"]').textContent();
        await page.locator(field('email')).focus();
        await page.locator(field('email')).pressSequentially('typed@example.com');
        // Each keystroke's event reaches the panel at once; it renders them on the next frame: two frames later it shows all.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await events()).toContain('FOCUS field="email"');
        expect(await events()).not.toContain('CHANGE field="email"');
        await page.keyboard.press('Tab');
        await expect.poll(events).toContain('CHANGE field="email" value="typed@example.com"');
        const told = ((await events()) ?? '').split('CHANGE field="email"').length - 1;
        expect(told).toBe(1);
        await context.close();
      },
    );
  });
});
