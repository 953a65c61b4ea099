import { withoutServerMarkup } from './standalone-markets';

// The standalone element's texts come with the server's markup, so no locale is bundled.
export const NEWSLETTER_TEXT_LOCALES: string[] = [];
export async function loadNewsletterTexts(): Promise<never> {
  throw new Error(withoutServerMarkup('texts'));
}
