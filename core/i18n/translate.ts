import type { Locale } from './locales';
import { fallbackLocales } from './locales';

/** A catalogue of texts for one locale. `{name}` placeholders are filled by `t(key, params)`. */
export type Catalogue<K extends string> = Readonly<Record<K, string>>;
/** Catalogues per locale; only the base ones need every key, variants (de-AT) list what differs. */
export type Catalogues<K extends string> = Partial<Record<Locale, Partial<Catalogue<K>>>>;
export type Translate<K extends string> = (key: K, params?: Record<string, string | number>) => string;

export interface TranslatorOptions {
  /** Called once per missing key and locale; pass a warning only in development. */
  onMissing?: (key: string, locale: Locale) => void;
}

/** Fills `{name}` placeholders. Unknown placeholders are left as they are, so a gap is visible, not silent. */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params || !template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const PLURAL_BLOCK = /\{(\w+), plural,((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_FORM = /(\w+)\s*\{([^{}]*)\}/g;

/**
 * Fills `{name, plural, one {# item} other {# items}}` blocks with the form the locale's rules (Intl.PluralRules)
 * pick for the number, `#` standing for it in the locale's digits; a missing form falls back to `other`. Then fills
 * plain `{name}` placeholders as `interpolate` does, numbers written as the locale writes them.
 */
export function interpolatePlural(template: string, params: Record<string, number | string>, locale: string): string {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const filled = template.replace(PLURAL_BLOCK, (whole, name: string, body: string) => {
    const value = params[name];
    if (typeof value !== 'number') return whole;
    const forms = new Map([...body.matchAll(PLURAL_FORM)].map(([, category = '', text = '']) => [category, text]));
    const form = forms.get(rules.select(value)) ?? forms.get('other') ?? whole;
    return form.replaceAll('#', numbers.format(value));
  });
  const formatted = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? numbers.format(value) : value]),
  );
  return interpolate(filled, formatted);
}

/**
 * A translate function over per-locale catalogues: the locale, its language base (de-AT -> de-DE), then English; a
 * key found nowhere returns the key itself. Every miss of the asked locale is reported once.
 */
export function createTranslator<K extends string>(
  catalogues: Catalogues<K>,
  locale: Locale,
  options: TranslatorOptions = {},
): Translate<K> {
  const chain = fallbackLocales(locale);
  // de-AT / de-CH list only what differs from de-DE: falling back to the language base is not a miss.
  const base = chain.length > 2 ? chain[1] : locale;
  const reported = new Set<string>();
  return (key, params) => {
    for (const candidate of chain) {
      const text = catalogues[candidate]?.[key];
      if (text !== undefined) {
        if (candidate !== locale && candidate !== base && !reported.has(key)) {
          reported.add(key);
          options.onMissing?.(key, locale);
        }
        return interpolate(text, params);
      }
    }
    if (!reported.has(key)) {
      reported.add(key);
      options.onMissing?.(key, locale);
    }
    return key;
  };
}

/** Development-only warning for missing keys (spec section 8: "developer warning only"). */
export const devMissingKeyWarning: TranslatorOptions['onMissing'] =
  typeof process !== 'undefined' && process.env?.NODE_ENV === 'production'
    ? undefined
    : (key, locale) => console.warn(`[storefront-kit] missing text "${key}" for ${locale}`);
