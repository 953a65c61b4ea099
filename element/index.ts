/**
 * storefront-kit/element: the newsletter sign-up as the `<newsletter-signup>` custom element, and its preference page
 * as `<newsletter-preferences>`, for pages without React. Nothing is registered on import; call
 * `defineNewsletterSignup()` / `defineNewsletterPreferences()` once. Their style sheet is `storefront-kit/element.css`.
 */
export { NewsletterSignupElement, defineNewsletterSignup, type InspectObserver } from './newsletter-signup';
export { NewsletterPreferencesElement, defineNewsletterPreferences } from './newsletter-preferences';
export { spreadProps } from './spread-props';
