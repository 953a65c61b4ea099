// The standalone element's stand-in for the texts loader: its texts come with the server's markup, so no locale is
// bundled. An element without them says so.
export const NEWSLETTER_TEXT_LOCALES: string[] = [];
export async function loadNewsletterTexts(): Promise<never> {
  throw new Error(
    'storefront-kit/standalone: <newsletter-signup> has no texts; render it with renderSignupFormHtml (storefront-kit/core/server).',
  );
}
