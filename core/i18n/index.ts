export { LOCALES, LOCALE_CURRENCIES, isLocale, fallbackLocales, type Locale } from './locales';
export {
  createTranslator,
  interpolate,
  interpolatePlural,
  devMissingKeyWarning,
  type Catalogue,
  type Catalogues,
  type Translate,
  type TranslatorOptions,
} from './translate';
