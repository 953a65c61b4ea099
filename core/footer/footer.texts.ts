import type { Catalogues } from '../i18n/translate';
import { createTranslator, devMissingKeyWarning, type Translate } from '../i18n/translate';
import type { Locale } from '../i18n/locales';

/** Interface texts of the footer that are not editorial content (landmark and list names). */
export type FooterTextKey = 'footerLabel' | 'countrySelector' | 'legalLinks' | 'seoLinks' | 'paymentLogos' | 'newsletter';

export const FOOTER_TEXTS: Catalogues<FooterTextKey> = {
  'de-DE': {
    footerLabel: 'Fußzeile',
    countrySelector: 'Land wählen',
    legalLinks: 'Rechtliches',
    seoLinks: 'Kategorien',
    paymentLogos: 'Zahlungsarten und Versandpartner',
    newsletter: 'Newsletter',
  },
  'de-CH': { footerLabel: 'Fusszeile' },
  'fr-CH': {
    footerLabel: 'Pied de page',
    countrySelector: 'Choisir le pays',
    legalLinks: 'Informations légales',
    seoLinks: 'Catégories',
    paymentLogos: 'Modes de paiement et transporteurs',
    newsletter: 'Newsletter',
  },
  'pl-PL': {
    footerLabel: 'Stopka',
    countrySelector: 'Wybierz kraj',
    legalLinks: 'Informacje prawne',
    seoLinks: 'Kategorie',
    paymentLogos: 'Formy płatności i przewoźnicy',
    newsletter: 'Newsletter',
  },
  'cs-CZ': {
    footerLabel: 'Zápatí',
    countrySelector: 'Vybrat zemi',
    legalLinks: 'Právní informace',
    seoLinks: 'Kategorie',
    paymentLogos: 'Způsoby platby a dopravci',
    newsletter: 'Newsletter',
  },
  'sk-SK': {
    footerLabel: 'Päta stránky',
    countrySelector: 'Vybrať krajinu',
    legalLinks: 'Právne informácie',
    seoLinks: 'Kategórie',
    paymentLogos: 'Spôsoby platby a prepravcovia',
    newsletter: 'Newsletter',
  },
  'hu-HU': {
    footerLabel: 'Lábléc',
    countrySelector: 'Ország kiválasztása',
    legalLinks: 'Jogi információk',
    seoLinks: 'Kategóriák',
    paymentLogos: 'Fizetési módok és szállítók',
    newsletter: 'Hírlevél',
  },
  'tr-TR': {
    footerLabel: 'Alt bilgi',
    countrySelector: 'Ülke seçin',
    legalLinks: 'Yasal bilgiler',
    seoLinks: 'Kategoriler',
    paymentLogos: 'Ödeme yöntemleri ve kargo firmaları',
    newsletter: 'Bülten',
  },
  en: {
    footerLabel: 'Footer',
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
