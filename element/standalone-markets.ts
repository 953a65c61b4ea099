/**
 * The standalone element's market table: the rows `renderSignupFormHtml` wrote beside its forms, not all nine
 * markets' (D153). vite.standalone.config.ts resolves core/markets/newsletter-markets here.
 */
import type { NewsletterMarket } from '../core/markets/newsletter-markets';

export type { NewsletterMarket };

/** What the element says when the page's form was not rendered by `renderSignupFormHtml`. */
export const withoutServerMarkup = (what: string) =>
  `storefront-kit/standalone: <newsletter-signup> has no ${what}; render it with renderSignupFormHtml (storefront-kit/core/server).`;

const rows = new Map<string, NewsletterMarket>();

/** The page's market rows (JSON on the texts' data block, which no CSP stops), read again for a market not seen yet. */
function embedded(country: string): NewsletterMarket | undefined {
  if (!rows.has(country))
    for (const block of document.querySelectorAll('script[data-sk-market]')) {
      try {
        const row = JSON.parse(block.getAttribute('data-sk-market')!) as NewsletterMarket;
        rows.set(row.country, row);
      } catch {
        // A damaged block is no row: the market's form says so below.
      }
    }
  return rows.get(country);
}

/** The market row for a code; anything unknown is treated as DE (spec section 1), as the full table does. */
export function newsletterMarket(market: string): NewsletterMarket {
  const row = embedded(market) ?? embedded('DE');
  if (!row) throw new Error(withoutServerMarkup(`market data for "${market}"`));
  return row;
}
