/** The market a call is for, and its site's slug and language: all from core's market tables (one source). */
import { COUNTRY_SITES, type Country } from '../core/markets/countries';
import { newsletterMarket } from '../core/markets/newsletter-markets';
import type { Locale } from '../core/i18n/locales';

/** X-Hunter-Site names the market; unknown or missing is what the market table says (DE). */
export function marketOf(header: string | undefined): Country {
  return newsletterMarket(header?.trim().toUpperCase() ?? '').country;
}

export function slugOf(market: Country): string {
  return COUNTRY_SITES[market].slug;
}

export function localeOf(market: Country): Locale {
  return COUNTRY_SITES[market].locale;
}
