import type { Catalogues, Locale, TranslatorOptions, Translate } from '../../i18n';
import { createTranslator, devMissingKeyWarning, fallbackLocales, LOCALE_CURRENCIES } from '../../i18n';
import type { WidgetCatalogue, WidgetTextKey } from './keys';

export { WIDGET_TEXT_KEYS, type WidgetTextKey, type WidgetCatalogue } from './keys';

export type WidgetCatalogues = Catalogues<WidgetTextKey>;

/** One dynamic import per locale, so a page ships only its own language's widget texts. */
const LOADERS: Record<Locale, () => Promise<{ default: Partial<WidgetCatalogue> }>> = {
  'de-DE': () => import('./de-DE'),
  'de-AT': () => import('./de-AT'),
  'de-CH': () => import('./de-CH'),
  'fr-CH': () => import('./fr-CH'),
  'pl-PL': () => import('./pl-PL'),
  'sk-SK': () => import('./sk-SK'),
  'cs-CZ': () => import('./cs-CZ'),
  'hu-HU': () => import('./hu-HU'),
  'tr-TR': () => import('./tr-TR'),
  'da-DK': () => import('./da-DK'),
  'sv-SE': () => import('./sv-SE'),
  en: () => import('./en'),
};

/** Loads the catalogues a locale needs (no English rides along): serialisable for hydration, for `createWidgetTexts`. */
export async function loadWidgetTexts(locale: Locale): Promise<WidgetCatalogues> {
  const chain = fallbackLocales(locale).filter((l) => l === locale || l !== 'en');
  const loaded = await Promise.all(chain.map((l) => LOADERS[l]()));
  const catalogues: WidgetCatalogues = {};
  chain.forEach((l, i) => (catalogues[l] = loaded[i]!.default));
  return catalogues;
}

/** Currency for prices in a locale: the market's currency; da-DK, sv-SE and en use their own or EUR. */
export function localeCurrency(locale: Locale): string {
  return LOCALE_CURRENCIES[locale];
}

export interface BasePriceInput {
  /** Content of the pack, e.g. 500. */
  quantity: number;
  /** Unit of quantity and base quantity, e.g. g, ml. */
  unit: string;
  /** Price per base quantity. */
  price: number;
  /** The base quantity the price is for, e.g. 1000. */
  baseQuantity: number;
  /** ISO currency; defaults to the locale's. */
  currency?: string;
}

export interface WidgetTexts {
  locale: Locale;
  t: Translate<WidgetTextKey>;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatPrice(amount: number, currency?: string): string;
  basePrice(input: BasePriceInput): string;
  paging(page: number, totalPages: number): string;
  energyLabel(energyClass: string): string;
  removeFile(name: string): string;
  searchSuggestion(term: string): string;
}

/** Translator plus the parameterised texts, numbers and prices through `Intl` for one locale. */
export function createWidgetTexts(
  catalogues: WidgetCatalogues,
  locale: Locale,
  options: TranslatorOptions = { onMissing: devMissingKeyWarning },
): WidgetTexts {
  const t = createTranslator(catalogues, locale, options);
  const intlLocale = locale === 'en' ? 'en-GB' : locale;
  const formatNumber = (value: number, opts?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(intlLocale, opts).format(value);
  const formatPrice = (amount: number, currency = localeCurrency(locale)) =>
    new Intl.NumberFormat(intlLocale, { style: 'currency', currency }).format(amount);
  return {
    locale,
    t,
    formatNumber,
    formatPrice,
    basePrice: ({ quantity, unit, price, baseQuantity, currency }) =>
      t('basePrice', {
        quantity: formatNumber(quantity),
        unit,
        price: formatPrice(price, currency),
        baseQuantity: formatNumber(baseQuantity),
      }),
    paging: (page, totalPages) => t('paging', { page: formatNumber(page), totalPages: formatNumber(totalPages) }),
    energyLabel: (energyClass) => t('energyLabel', { class: energyClass }),
    removeFile: (name) => t('removeFile', { name }),
    searchSuggestion: (term) => t('searchSuggestion', { term }),
  };
}
