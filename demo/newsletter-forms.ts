/** Where the newsletter forms of a country page sit (`#id`) and post to; shared by the page and the server (tiny on purpose). */
export const NEWSLETTER_ANCHORS = { signup: 'footer-newsletter', doi: 'doi-newsletter' } as const;

/** The page's form posts here: the country page itself, landing on the form's answer. */
export const newsletterAction = (slug: string, form: keyof typeof NEWSLETTER_ANCHORS) =>
  `/${slug}/#${NEWSLETTER_ANCHORS[form]}`;
