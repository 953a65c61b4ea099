import type { NewsletterTexts } from './newsletter.text-keys';
import type { Locale } from '../i18n/locales';
import type { NewsletterLinkKey } from '../markets/newsletter-markets';

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

export type NewsletterTextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK_MARKUP = /\[([^\]]+)\]\((\w+)\)/g;

/**
 * Splits a text with `[label](linkKey)` marks into plain and link segments. A key the market has no
 * target for stays plain text, so a missing page never becomes a broken link. No HTML is ever produced.
 */
export function parseNewsletterText(text: string, links: Partial<Record<NewsletterLinkKey, string>>): NewsletterTextSegment[] {
  const segments: NewsletterTextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_MARKUP)) {
    const [whole, label = '', key = ''] = match;
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    const href = links[key as NewsletterLinkKey];
    segments.push(href ? { kind: 'link', text: label, href } : { kind: 'text', text: label });
    last = start + whole.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

export type { NewsletterTexts } from './newsletter.text-keys';
