export { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';
export { NewsletterPreferences, type NewsletterPreferencesProps } from './NewsletterPreferences';
export { NewsletterData, type NewsletterDataProps } from './NewsletterData';
