/**
 * storefront-kit/element: the newsletter sign-up as the `<newsletter-signup>` custom element, for pages without
 * React. Nothing is registered on import; call `defineNewsletterSignup()` once. Its style sheet is
 * `storefront-kit/element.css`.
 */
export { NewsletterSignupElement, defineNewsletterSignup, type InspectObserver } from './newsletter-signup';
