/** The names of the sign-up's HTML form fields (D23), shared by the views and the server's form handlers (signup.form.ts). */

/** The hidden field that says which form was posted (a page may hold the sign-up and the DOI confirmation). */
export const NEWSLETTER_FORM_FIELD = 'sk-form';
export const NEWSLETTER_FORMS = { signup: 'newsletter-signup', doi: 'newsletter-doi' } as const;
/**
 * The hidden field a form of 0.1.0 carried the CSRF token in. Nothing reads it any more (D39: a posted form is
 * checked by `requestHeaders`); kept so pages that still render it post nothing unknown.
 */
export const CSRF_FORM_FIELD = 'csrf_token';
/** The hidden field of the DOI confirmation form: the link's token. */
export const DOI_FORM_FIELD = 'doi';
/** The bot trap's field name. */
export const HONEYPOT_FORM_FIELD = 'homepage';
