import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_SITES } from '../../core/markets';
import { footerSeoLinks, loadFooterContent } from '../../core/footer';
import {
  admin,
  baseUrl,
  expectAccessible,
  useBrowser,
  openPage,
  screenshot,
  seriousErrors,
  VIEWPORTS,
  type ViewportName,
} from './harness';

const browser = useBrowser();

const FOOTER = 'footer.sk-footer';
const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// Each market at one width, each width in three markets: the layout is the same code in every market, the content
// (texts, logos, links) is the market's own.
describe.each(COUNTRIES.map((country, i) => [country, VIEWPORT_NAMES[i % VIEWPORT_NAMES.length]!] as const))(
  'footer of the %s page',
  (country, viewport) => {
    const path = `/${COUNTRY_SITES[country].slug}/`;

    it('server HTML (no JavaScript) holds every SEO category link and the legal links', async () => {
      const content = await loadFooterContent(country);
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      expect(html).toContain('class="sk-footer"');
      for (const link of [...footerSeoLinks(content), ...content.legalLinks])
        expect(html).toContain(`href="${escapeAttr(link.url)}"`);
    });

    it(`at ${viewport} width: hydrates without warnings, axe clean, right layout, panels open by keyboard`, async () => {
      const { page, context, errors } = await openPage(browser, path, { viewport });
      const footer = page.locator(FOOTER);
      await footer.scrollIntoViewIfNeeded();
      const layout = await footer.getAttribute('data-layout');
      expect(layout).toBe({ phone: 'phone', tablet: 'tablet', desktop: 'desktop' }[viewport]);

      const selector = page.locator(`${FOOTER} .sk-footer__countries`);
      if (viewport === 'desktop') {
        await expect(selector.isVisible()).resolves.toBe(true);
        await expect(selector.locator('a').count()).resolves.toBe(COUNTRIES.length);
        await expect(selector.locator('a[aria-current="page"]').getAttribute('data-code')).resolves.toBe(country);
        await expect(
          page.locator(`${FOOTER} .sk-footer__groups--columns > section`).count(),
        ).resolves.toBeGreaterThanOrEqual(4);
      } else {
        await expect(selector.count()).resolves.toBe(0);
        // The panels are native disclosures (FooterPanel): a <summary> opens its <details>.
        const triggers = page.locator(`${FOOTER} details > summary`);
        const count = await triggers.count();
        expect(count).toBeGreaterThanOrEqual(5);
        const isOpen = (trigger: typeof triggers) =>
          trigger.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
        // Open the SEO panel and the first teaser panel by keyboard: Tab-focus, Enter, Space.
        const seo = triggers.nth(count - 1);
        await seo.focus();
        await page.keyboard.press('Enter');
        await expect(isOpen(seo)).resolves.toBe(true);
        await expect(seo.locator('xpath=..').locator('a').first().isVisible()).resolves.toBe(true);
        const first = triggers.first();
        await first.focus();
        await page.keyboard.press('Space');
        await expect(isOpen(first)).resolves.toBe(true);
      }

      await expectAccessible(page, FOOTER);
      await screenshot(page, `footer-${country.toLowerCase()}-${viewport}`);
      expect(seriousErrors(errors)).toEqual([]);
      await context.close();
    });
  },
);

describe('footer panels without JavaScript', () => {
  it('a mobile browser gets the phone layout in the HTML: its panels open by pointer and keyboard with scripts off', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
    });
    const page = await context.newPage();
    await page.goto(new URL('/de/', baseUrl()).href);
    await expect(page.locator(FOOTER).getAttribute('data-layout')).resolves.toBe('phone');
    const panels = page.locator(`${FOOTER} details`);
    expect(await panels.count()).toBeGreaterThanOrEqual(5);
    const first = panels.first();
    await expect(first.locator('a').first().isVisible()).resolves.toBe(false);
    await first.locator('summary').click();
    await expect(first.locator('a').first().isVisible()).resolves.toBe(true);
    await panels.last().locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(panels.last().locator('a').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'footer-de-phone-without-javascript');
    await context.close();
  });
});

describe('footer cookies and CMS override', () => {
  it('the affiliate cookie forces the reduced footer (legal and bottom section only)', async () => {
    const { page, context, errors } = await openPage(browser, '/de/', { cookies: { affiliate_number: '4711' } });
    const footer = page.locator(FOOTER);
    await expect(footer.getAttribute('data-reduced')).resolves.toBe('true');
    await expect(page.locator(`${FOOTER} .sk-footer__seo`).count()).resolves.toBe(0);
    await expect(page.locator(`${FOOTER} .sk-footer__legal a`).count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page, FOOTER);
    await screenshot(page, 'footer-de-reduced-desktop');
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it('hostile CMS content is sanitised in the browser: bad links and logos gone, the rest shown', async () => {
    const raw = JSON.parse(JSON.stringify(await loadFooterContent('DE')));
    raw.headline = 'CMS-Footer <img src=x onerror=alert(1)>';
    raw.teaserGroups[0].links[0].url = 'javascript:alert(1)';
    raw.seo.columns[0][0].url = 'data:text/html,<script>alert(1)</script>';
    raw.teaserGroups[1].images[0].source = 'real-brand';
    expect((await admin('PUT', 'promotion/SHOP_FOOTER', { contentJSON: JSON.stringify(raw) })).status).toBe(204);
    try {
      const { page, context, errors } = await openPage(browser, '/de/');
      await page.locator(`${FOOTER} .sk-footer__headline`, { hasText: 'CMS-Footer' }).waitFor();
      const hrefs = await page.locator(`${FOOTER} a`).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((h) => /^\s*(javascript|data):/i.test(h))).toEqual([]);
      await expect(page.locator(`${FOOTER} img[src="x"]`).count()).resolves.toBe(0);
      // the dropped parts are logged as errors (D4): nothing else is
      expect(seriousErrors(errors).every((e) => e.includes('footer: CMS content had parts that were dropped'))).toBe(
        true,
      );
      await context.close();
    } finally {
      await admin('DELETE', 'promotion/SHOP_FOOTER');
    }
  });
});

describe('issue 18: the footer right in every market', () => {
  it("CMS content is per market: DE's content shows on /de/ only, /tr/ and /pl/ keep their own footer", async () => {
    const de = { ...(await loadFooterContent('DE')), headline: 'Sommer im CMS' };
    expect((await admin('PUT', 'promotion/SHOP_FOOTER?market=DE', { contentJSON: JSON.stringify(de) })).status).toBe(
      204,
    );
    try {
      const headline = async (path: string) => {
        const { page, context } = await openPage(browser, path);
        const text = await page.locator(`${FOOTER} .sk-footer__headline`).textContent();
        await context.close();
        return text;
      };
      expect(await headline('/de/')).toBe('Sommer im CMS');
      expect(await headline('/tr/')).toBe((await loadFooterContent('TR')).headline);
      expect(await headline('/pl/')).toBe((await loadFooterContent('PL')).headline);
    } finally {
      await admin('DELETE', 'promotion/SHOP_FOOTER?market=DE');
    }
  });

  it.each([
    ['/de/', ['Zahlungsarten und Versandpartner', 'Kundenkarte', 'Partnermarken']],
    ['/pl/', ['Formy płatności i przewoźnicy', 'Karta lojalnościowa', 'Marki partnerskie', 'Certyfikaty i nagrody']],
    ['/hu/', ['Fizetési módok és szállítók', 'Törzsvásárlói kártya']],
  ])(
    "%s: each logo list has its own name in the page's language, and every logo is a drawn mark that loads",
    async (path, labels) => {
      const { page, context, errors } = await openPage(browser, path);
      await page.locator(FOOTER).scrollIntoViewIfNeeded();
      const lists = await page
        .locator(`${FOOTER} ul.sk-footer__logos`)
        .evaluateAll((uls) => uls.map((ul) => ul.getAttribute('aria-label')));
      expect(lists).toEqual(labels);
      const images = page.locator(`${FOOTER} .sk-footer__logos img`);
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
        expect(await img.getAttribute('alt')).not.toMatch(/^[A-Z ]+$/);
      }
      expect(seriousErrors(errors)).toEqual([]);
      await context.close();
    },
  );

  it('the Slovak flag carries the coat of arms, and each country name in the selector says its language', async () => {
    const { page, context } = await openPage(browser, '/sk/');
    const flag = page.locator(`${FOOTER} .sk-footer__countries a[data-code="SK"] svg[data-flag="SK"]`);
    await expect(flag.locator('path').count()).resolves.toBeGreaterThanOrEqual(3);
    const names = await page
      .locator(`${FOOTER} .sk-footer__countries a span[lang]`)
      .evaluateAll((spans) => spans.map((s) => [s.textContent, s.getAttribute('lang')]));
    expect(names).toEqual(COUNTRIES.map((c) => [COUNTRY_SITES[c].label, COUNTRY_SITES[c].locale]));
    await context.close();
  });

  it.each([
    ['NO_HEADER,NO_FOOTER', 0, 0],
    ['NO_FOOTER', 1, 0],
    ['NO_HEADER', 0, 1],
  ])('content type %s: header %i, footer %i', async (contentType, headers, footers) => {
    const { page, context, errors } = await openPage(browser, `/de/?contentType=${contentType}`);
    await expect(page.locator('header.demo-header').count()).resolves.toBe(headers);
    await expect(page.locator(FOOTER).count()).resolves.toBe(footers);
    await expect(page.locator('main h1').count()).resolves.toBe(1);
    expect(seriousErrors(errors)).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORT_NAMES)(
    "at %s width the footer's content lines up with the page's centred column",
    async (viewport) => {
      const { page, context } = await openPage(browser, '/tr/', { viewport });
      const box = async (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const r = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            return {
              left: Math.round(r.left + parseFloat(style.paddingLeft)),
              right: Math.round(r.right - parseFloat(style.paddingRight)),
            };
          });
      const column = await box('main .demo-section');
      expect(await box(`${FOOTER} .sk-footer__main`)).toEqual(column);
      expect(await box(`${FOOTER} .sk-footer__bottom`)).toEqual(column);
      await context.close();
    },
  );

  it("a page loads only its own language's footer labels and widget texts, no English fallback", async () => {
    const { page, context } = await openPage(browser, '/hu/', { viewport: 'desktop' });
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /\.(m?js|tsx?)(\?|$)/.test(n)),
    );
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    const js = bodies.join('\n');
    for (const foreign of [
      'Land wählen',
      'Choisir le pays',
      'Wybierz kraj',
      'Vybrat zemi',
      'Vybrať krajinu',
      'Ülke seçin',
      'Choose country',
    ]) {
      expect(js, foreign).not.toContain(foreign);
    }
    // Nor the English widget texts: not in the scripts, not in the page's data (Hungarian only).
    const english = (await import('../../core/widgets/texts/en')).default;
    for (const text of [english.backToTop, english.copyCode, english.previousPage])
      expect(js, text).not.toContain(text);
    const data = JSON.parse((await page.locator('#__sk_page').textContent()) ?? '{}') as {
      widgetTexts: Record<string, unknown>;
    };
    expect(Object.keys(data.widgetTexts)).toEqual(['hu-HU']);
    await context.close();
  });
});

describe('a footer whose logos arrive late (a slow phone, a slow network)', () => {
  // The quality logos (PL's trust seals) are lazy images: held here until the footer is on screen, as a slow connection
  // delivers them. Their space is reserved from their width and height, so nothing below them moves when they arrive.
  it('on /pl/ at phone width nothing moves when the quality logos load after the footer is seen (CLS 0)', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
    });
    const held: (() => Promise<void>)[] = [];
    await context.route('**/service/footer-images/logos/trust-*', (route) => void held.push(() => route.continue()));
    await context.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { page } = await openPage(browser, '/pl/', {
      context,
      ready: (p) => p.waitForSelector('html[data-hydrated="true"]', { state: 'attached' }),
    });
    const logos = page.locator(`${FOOTER} .sk-footer__quality-logo`);
    await logos.first().scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const bottom = () =>
      page.locator(`${FOOTER} .sk-footer__bottom`).evaluate((e) => e.getBoundingClientRect().top + scrollY);
    const before = await bottom();
    // The reserved box is the logo's own size before a byte of it has arrived.
    await expect(
      logos
        .first()
        .evaluate((img: HTMLImageElement) => [
          img.complete && img.naturalWidth > 0,
          img.getBoundingClientRect().height,
        ]),
    ).resolves.toEqual([false, 64]);
    await Promise.all(held.splice(0).map((go) => go()));
    await expect
      .poll(() =>
        logos.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete && img.naturalWidth > 0)),
      )
      .toBe(true);
    await expect(bottom()).resolves.toBe(before);
    await expect(
      page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0)),
    ).resolves.toBe(0);
    await context.close();
  });
});
