import type { Catalogues } from '../i18n/translate';
import { createTranslator, devMissingKeyWarning, type Translate } from '../i18n/translate';
import type { Locale } from '../i18n/locales';

/** Interface texts of the footer that are not editorial content (landmark and list names). */
export type FooterTextKey = 'countrySelector' | 'legalLinks' | 'seoLinks' | 'paymentLogos' | 'newsletter';

export const FOOTER_TEXTS: Catalogues<FooterTextKey> = {
  'de-DE': {
    countrySelector: 'Land wählen',
    legalLinks: 'Rechtliches',
    seoLinks: 'Kategorien',
    paymentLogos: 'Zahlungsarten und Versandpartner',
    newsletter: 'Newsletter',
  },
  'fr-CH': {
    countrySelector: 'Choisir le pays',
    legalLinks: 'Informations légales',
    seoLinks: 'Catégories',
    paymentLogos: 'Modes de paiement et transporteurs',
    newsletter: 'Newsletter',
  },
  'pl-PL': {
    countrySelector: 'Wybierz kraj',
    legalLinks: 'Informacje prawne',
    seoLinks: 'Kategorie',
    paymentLogos: 'Formy płatności i przewoźnicy',
    newsletter: 'Newsletter',
  },
  'cs-CZ': {
    countrySelector: 'Vybrat zemi',
    legalLinks: 'Právní informace',
    seoLinks: 'Kategorie',
    paymentLogos: 'Způsoby platby a dopravci',
    newsletter: 'Newsletter',
  },
  'sk-SK': {
    countrySelector: 'Vybrať krajinu',
    legalLinks: 'Právne informácie',
    seoLinks: 'Kategórie',
    paymentLogos: 'Spôsoby platby a prepravcovia',
    newsletter: 'Newsletter',
  },
  'hu-HU': {
    countrySelector: 'Ország kiválasztása',
    legalLinks: 'Jogi információk',
    seoLinks: 'Kategóriák',
    paymentLogos: 'Fizetési módok és szállítók',
    newsletter: 'Hírlevél',
  },
  'tr-TR': {
    countrySelector: 'Ülke seçin',
    legalLinks: 'Yasal bilgiler',
    seoLinks: 'Kategoriler',
    paymentLogos: 'Ödeme yöntemleri ve kargo firmaları',
    newsletter: 'Bülten',
  },
  en: {
    countrySelector: 'Choose country',
    legalLinks: 'Legal',
    seoLinks: 'Categories',
    paymentLogos: 'Payment methods and carriers',
    newsletter: 'Newsletter',
  },
};

/** The footer's interface texts for a page locale. */
export function footerTranslator(locale: Locale): Translate<FooterTextKey> {
  return createTranslator(FOOTER_TEXTS, locale, { onMissing: devMissingKeyWarning });
}
