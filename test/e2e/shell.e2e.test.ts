import { describe, expect, it } from 'vitest';
import { COUNTRY_SITES } from '../../core/markets';
import { baseUrl, expectAccessible, useBrowser, openPage, screenshot, seriousErrors } from './harness';

const browser = useBrowser();

describe('demo shell', () => {
  // Against the production build every country page is opened, its errors checked, by the footer's tests: here for
  // React's development warnings, in the markets whose forms differ (names first, required consents, French).
  it.skipIf(process.env.E2E_PROD === '1').each(['DE', 'CH_FR', 'HU', 'TR'] as const)(
    '%s page loads with its locale as lang, hydrates without errors',
    async (country) => {
      const site = COUNTRY_SITES[country];
      const { page, context, errors } = await openPage(browser, `/${site.slug}/`);
      expect(await page.getAttribute('html', 'lang')).toBe(site.locale);
      expect(await page.locator('[aria-current="page"]').first().textContent()).toBe(country.replace('_', '-'));
      expect(seriousErrors(errors)).toEqual([]);
      await context.close();
    },
  );

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
    const status = await page.evaluate(
      async () => (await fetch('/service/abtestfrontend/api/v1/gettestsat?time=2026-11-23T10:00:00Z')).status,
    );
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

describe.runIf(process.env.E2E_PROD === '1')('production pages', () => {
  it('paint from the HTML alone: CSS inlined (no stylesheet request, not even for the lazy sign-up), JS requested only after the first frame', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The first rendering frame (its animation-frame callbacks run just before it is painted).
    await page.addInitScript(() =>
      requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now())),
    );
    const requests: { url: string; type: string }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    await page.goto(new URL('/de/', baseUrl()).href);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    // Scroll the sign-up into view: its code loads now, and its CSS must not be fetched again.
    await page.locator('[data-island]').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="ready"]', { state: 'attached' });

    expect(requests.filter((r) => r.type === 'stylesheet').map((r) => r.url)).toEqual([]);
    const styled = await page.evaluate(() => ({
      inline: document.querySelectorAll('head style[data-href]').length,
      headerDisplay: getComputedStyle(document.querySelector('.demo-header')!).display,
    }));
    expect(styled.inline).toBeGreaterThan(0);
    expect(styled.headerDisplay).toBe('flex');

    const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame);
    const firstScript = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .sort((a, b) => a.startTime - b.startTime)[0]?.startTime ?? NaN,
    );
    expect(firstScript).toBeGreaterThan(firstFrame);
    await context.close();
  });
});
