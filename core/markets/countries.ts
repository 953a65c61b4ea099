import type { Locale } from '../i18n/locales';

/** The nine country sites. CH is the German-speaking Swiss site, CH_FR the French-speaking one. */
export const COUNTRIES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;
export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** Flags the country selector can show (spec section 3). */
export const FLAGS = ['AT', 'CZ', 'EU', 'DE', 'HU', 'PL', 'SK', 'SI', 'CH', 'TR'] as const;
export type Flag = (typeof FLAGS)[number];

export interface CountrySite {
  country: Country;
  /** Page and sign-up form locale (spec section 1 mapping). */
  locale: Locale;
  /** URL path segment of the demo shop: /de/, /ch-fr/ ... */
  slug: string;
  /** Name of the site in its own language, for the country selector. */
  label: string;
  flag: Flag;
  /** The IANA time zone the market's people read times in (the data page's times). */
  timeZone: string;
}

/** One row per country site: the single source of locale, slug and label. */
export const COUNTRY_SITES: Readonly<Record<Country, CountrySite>> = {
  DE: { country: 'DE', locale: 'de-DE', slug: 'de', label: 'Deutschland', flag: 'DE', timeZone: 'Europe/Berlin' },
  AT: { country: 'AT', locale: 'de-AT', slug: 'at', label: 'Österreich', flag: 'AT', timeZone: 'Europe/Vienna' },
  CH: { country: 'CH', locale: 'de-CH', slug: 'ch', label: 'Schweiz (Deutsch)', flag: 'CH', timeZone: 'Europe/Zurich' },
  CH_FR: {
    country: 'CH_FR',
    locale: 'fr-CH',
    slug: 'ch-fr',
    label: 'Suisse (français)',
    flag: 'CH',
    timeZone: 'Europe/Zurich',
  },
  PL: { country: 'PL', locale: 'pl-PL', slug: 'pl', label: 'Polska', flag: 'PL', timeZone: 'Europe/Warsaw' },
  CZ: { country: 'CZ', locale: 'cs-CZ', slug: 'cz', label: 'Česko', flag: 'CZ', timeZone: 'Europe/Prague' },
  HU: { country: 'HU', locale: 'hu-HU', slug: 'hu', label: 'Magyarország', flag: 'HU', timeZone: 'Europe/Budapest' },
  SK: { country: 'SK', locale: 'sk-SK', slug: 'sk', label: 'Slovensko', flag: 'SK', timeZone: 'Europe/Bratislava' },
  TR: { country: 'TR', locale: 'tr-TR', slug: 'tr', label: 'Türkiye', flag: 'TR', timeZone: 'Europe/Istanbul' },
};

/** Sign-up form locale for a market code: anything unknown gets de-DE (spec section 1). */
export function localeForMarket(market: string): Locale {
  return isCountry(market) ? COUNTRY_SITES[market].locale : 'de-DE';
}

export function countryForSlug(slug: string): Country | undefined {
  return COUNTRIES.find((c) => COUNTRY_SITES[c].slug === slug);
}
