import type { FooterTexts } from './footer.text-keys';
import type { Locale } from '../i18n/locales';

/** The language whose footer texts a page locale uses: the footer says the same in de-DE, de-AT and de-CH. */
export function footerTextsLocale(
  locale: Locale,
): 'de-DE' | 'fr-CH' | 'pl-PL' | 'cs-CZ' | 'sk-SK' | 'hu-HU' | 'tr-TR' | 'en' {
  switch (locale) {
    case 'de-DE':
    case 'de-AT':
    case 'de-CH':
      return 'de-DE';
    case 'fr-CH':
    case 'pl-PL':
    case 'cs-CZ':
    case 'sk-SK':
    case 'hu-HU':
    case 'tr-TR':
      return locale;
    default:
      return 'en';
  }
}

/**
 * The footer's interface texts for a locale, one dynamic import per language: load them where the content is loaded
 * (on the server) and pass them to the footer as `texts`.
 */
export async function loadFooterTexts(locale: Locale): Promise<FooterTexts> {
  switch (footerTextsLocale(locale)) {
    case 'de-DE':
      return (await import('./texts/de-DE')).default;
    case 'fr-CH':
      return (await import('./texts/fr-CH')).default;
    case 'pl-PL':
      return (await import('./texts/pl-PL')).default;
    case 'cs-CZ':
      return (await import('./texts/cs-CZ')).default;
    case 'sk-SK':
      return (await import('./texts/sk-SK')).default;
    case 'hu-HU':
      return (await import('./texts/hu-HU')).default;
    case 'tr-TR':
      return (await import('./texts/tr-TR')).default;
    case 'en':
      return (await import('./texts/en')).default;
  }
}

export type { FooterTextKey, FooterTexts } from './footer.text-keys';
