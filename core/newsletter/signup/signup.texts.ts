import type { NewsletterLinkKey } from '../../markets/newsletter-markets';

// The loaders apart: the sign-up's island gets its texts with the page data and never loads a locale itself.
export { loadNewsletterTexts, NEWSLETTER_TEXT_LOCALES } from './signup.texts-loader';

export type NewsletterTextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK_MARKUP = /\[([^\]]+)\]\((\w+)\)/g;

/**
 * Splits a text with `[label](linkKey)` marks into plain and link segments. A key the market has no
 * target for stays plain text, so a missing page never becomes a broken link. No HTML is ever produced.
 */
export function parseNewsletterText(
  text: string,
  links: Partial<Record<NewsletterLinkKey, string>>,
): NewsletterTextSegment[] {
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

export type { NewsletterTexts } from './signup.text-keys';
