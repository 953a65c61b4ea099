// The standalone element's texts come with the server's markup, so no locale is bundled.
export const NEWSLETTER_TEXT_LOCALES: string[] = [];
export async function loadNewsletterTexts(): Promise<never> {
  throw new Error(
    'storefront-kit/standalone: <newsletter-signup> has no texts; render it with renderSignupFormHtml (storefront-kit/core/server).',
  );
}
