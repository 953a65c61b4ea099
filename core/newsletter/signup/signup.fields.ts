/** The names of the sign-up's HTML form fields, shared by the views and the server's form handlers. */

/** The hidden field that says which form was posted (a page may hold the sign-up and the DOI confirmation). */
export const NEWSLETTER_FORM_FIELD = 'sk-form';
export const NEWSLETTER_FORMS = { signup: 'newsletter-signup', doi: 'newsletter-doi' } as const;
/** Nothing reads it since posted forms are checked by their headers (D39); kept so older pages post nothing unknown. */
export const CSRF_FORM_FIELD = 'csrf_token';
/** The hidden field of the DOI confirmation form: the link's token. */
export const DOI_FORM_FIELD = 'doi';
/** The bot trap's field name. */
export const HONEYPOT_FORM_FIELD = 'homepage';
