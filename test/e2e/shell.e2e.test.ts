import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COUNTRIES, COUNTRY_SITES } from '../../core/markets';
import { baseUrl, expectAccessible, launchBrowser, openPage, screenshot, seriousErrors } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('demo shell', () => {
  it.each(COUNTRIES)('%s page loads with its locale as lang, hydrates without errors', async (country) => {
    const site = COUNTRY_SITES[country];
    const { page, context, errors } = await openPage(browser, `/${site.slug}/`);
    expect(await page.getAttribute('html', 'lang')).toBe(site.locale);
    expect(await page.locator('[aria-current="page"]').first().textContent()).toBe(country.replace('_', '-'));
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the home page lists every country and passes axe', async () => {
    const { page, context } = await openPage(browser, '/', { viewport: 'phone' });
    await expect(page.locator('.demo-grid a[href^="/"]').count()).resolves.toBeGreaterThanOrEqual(9);
    await expectAccessible(page);
    await screenshot(page, 'shell-home-phone');
    await context.close();
  });

  it('the reference service answers through the page origin', async () => {
    const response = await fetch(new URL('/service/promotion/api/promotion/SHOP_FOOTER', baseUrl()));
    expect([200, 404]).toContain(response.status);
    const { page, context } = await openPage(browser, '/de/');
    const status = await page.evaluate(async () => (await fetch('/service/abtestfrontend/api/v1/gettestsat?time=2026-11-23T10:00:00Z')).status);
    expect(status).toBe(200);
    await context.close();
  });

  it('an unknown path answers 404 with a way back', async () => {
    const response = await fetch(new URL('/nowhere/', baseUrl()));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('href="/"');
  });

  it('the mailbox page renders', async () => {
    const { page, context } = await openPage(browser, '/mailbox/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Mailbox');
    await context.close();
  });
});
