import type { NewsletterTexts } from './signup.text-keys';
import type { Locale } from '../../i18n/locales';

const LOADERS: Record<string, () => Promise<{ default: NewsletterTexts }>> = {
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

/** The locales the sign-up form has texts for (one per market). */
export const NEWSLETTER_TEXT_LOCALES = Object.keys(LOADERS) as Locale[];

/** Loads one locale's texts (a separate chunk per locale); a locale without sign-up texts gets de-DE. */
export async function loadNewsletterTexts(locale: Locale | string): Promise<NewsletterTexts> {
  const load = LOADERS[locale] ?? LOADERS['de-DE']!;
  return (await load()).default;
}
