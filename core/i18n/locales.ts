/** Every page locale the shop serves (spec section 1). */
export const LOCALES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'pl-PL',
  'sk-SK',
  'cs-CZ',
  'hu-HU',
  'tr-TR',
  'da-DK',
  'sv-SE',
  'en',
] as const;
export type Locale = (typeof LOCALES)[number];

/** ISO 4217 currency of prices in each locale (the market's, for Intl number formatting). */
export const LOCALE_CURRENCIES: Readonly<
  Record<Locale, 'EUR' | 'CHF' | 'PLN' | 'CZK' | 'HUF' | 'TRY' | 'DKK' | 'SEK'>
> = {
  'de-DE': 'EUR',
  'de-AT': 'EUR',
  'de-CH': 'CHF',
  'fr-CH': 'CHF',
  'pl-PL': 'PLN',
  'sk-SK': 'EUR',
  'cs-CZ': 'CZK',
  'hu-HU': 'HUF',
  'tr-TR': 'TRY',
  'da-DK': 'DKK',
  'sv-SE': 'SEK',
  en: 'EUR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a locale falls back to before English: de-AT -> de-DE, anything else -> en. */
export function fallbackLocales(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  if (locale.startsWith('de-') && locale !== 'de-DE') chain.push('de-DE');
  if (locale !== 'en') chain.push('en');
  return chain;
}
