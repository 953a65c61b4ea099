// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, NEWSLETTER_MARKETS } from '../../../core/markets';
import { loadNewsletterTexts, type NewsletterTexts } from '../../../core/newsletter';
import { renderSignupFormHtml } from '../../../core/newsletter/server';

// The standalone file reads its market's row from the server's markup, not from the nine markets' table (D153).
let de: NewsletterTexts;
beforeAll(async () => {
  de = await loadNewsletterTexts('de-DE');
});
afterEach(() => document.body.replaceChildren());

/** A fresh copy of the module, so no row read by another test is kept. */
const standaloneMarkets = async () => {
  vi.resetModules();
  return import('../../../element/standalone-markets');
};

describe("the standalone element's market rows", () => {
  it.each(COUNTRIES)('%s: the row the server rendered is the table’s row', async (country) => {
    document.body.innerHTML = renderSignupFormHtml({ market: country, texts: de });
    const { newsletterMarket } = await standaloneMarkets();
    expect(newsletterMarket(country)).toEqual(NEWSLETTER_MARKETS[country]);
  });

  it('two forms of two markets on one page: each its own row, and anything unknown is DE, as the table says', async () => {
    document.body.innerHTML =
      renderSignupFormHtml({ market: 'HU', texts: de, idPrefix: 'a' }) +
      renderSignupFormHtml({ market: 'DE', texts: de, idPrefix: 'b' });
    const { newsletterMarket } = await standaloneMarkets();
    expect(newsletterMarket('HU')).toEqual(NEWSLETTER_MARKETS.HU);
    expect(newsletterMarket('XX')).toEqual(NEWSLETTER_MARKETS.DE);
  });

  it('keeps a row once read: the element replaces the server markup with its own', async () => {
    document.body.innerHTML = renderSignupFormHtml({ market: 'TR', texts: de });
    const { newsletterMarket } = await standaloneMarkets();
    expect(newsletterMarket('TR')).toEqual(NEWSLETTER_MARKETS.TR);
    document.body.replaceChildren();
    expect(newsletterMarket('TR')).toEqual(NEWSLETTER_MARKETS.TR);
  });

  it('a page without the server markup gets an error that names the way out', async () => {
    const { newsletterMarket } = await standaloneMarkets();
    expect(() => newsletterMarket('AT')).toThrow(/no market data for "AT"; render it with renderSignupFormHtml/);
  });
});
