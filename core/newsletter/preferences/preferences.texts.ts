import type { PreferencesTexts } from './preferences.text-keys';
import type { Locale } from '../../i18n/locales';

const LOADERS: Record<string, () => Promise<{ default: PreferencesTexts }>> = {
  'de-DE': () => import('./texts/de-DE'),
  'de-AT': () => import('./texts/de-AT'),
  'de-CH': () => import('./texts/de-CH'),
  'fr-CH': () => import('./texts/fr-CH'),
  'pl-PL': () => import('./texts/pl-PL'),
  'cs-CZ': () => import('./texts/cs-CZ'),
  'hu-HU': () => import('./texts/hu-HU'),
  'sk-SK': () => import('./texts/sk-SK'),
  'tr-TR': () => import('./texts/tr-TR'),
};

/** The locales the preference page has texts for (one per market). */
export const PREFERENCES_TEXT_LOCALES = Object.keys(LOADERS) as Locale[];

/** Loads one locale's preference-page texts (a chunk per locale); any other locale gets de-DE. */
export async function loadPreferencesTexts(locale: Locale | string): Promise<PreferencesTexts> {
  const load = LOADERS[locale] ?? LOADERS['de-DE']!;
  return (await load()).default;
}

export type { PreferencesTexts } from './preferences.text-keys';
