/**
 * storefront-kit/standalone: `<newsletter-signup>` registered by one script tag on any server, no bundler, no import
 * map. It enhances the form `renderSignupFormHtml` rendered (texts included); its style sheet is
 * `storefront-kit/standalone.css`.
 */
import { defineNewsletterSignup } from './newsletter-signup';
import './newsletter-signup.css';

defineNewsletterSignup();
