// The sign-up texts' shape, on its own: each locale's catalogue and the loader import it (no import loop).
import type { Locale } from '../../i18n/locales';
import type { SignupErrorCode, SignupSalutation } from './signup.rules';

/**
 * Every text of the sign-up form for one locale. `[link text](linkKey)` marks a link to one of the
 * market's link targets; `{name}` placeholders are filled by the connect (`{email}`, `{minimumAge}`).
 */
export interface NewsletterTexts {
  locale: Locale;
  headline: string;
  intro: string;
  /** On the image: the welcome discount. */
  discountBanner: string;
  imageAlt: string;
  emailLabel: string;
  salutationLabel: string;
  salutationPlaceholder: string;
  salutations: Record<SignupSalutation, string>;
  firstNameLabel: string;
  lastNameLabel: string;
  /** Appended to the label of a field that may stay empty. */
  optional: string;
  /** Visually hidden label of the bot trap: tells anyone who reaches it to leave it empty. */
  honeypotLabel: string;
  legalNoticeHeading: string;
  legalNotice: string;
  /** Toggle of the collapsed legal notice. */
  showMore: string;
  showLess: string;
  dneConsentLabel: string;
  legalsConsentLabel: string;
  submit: string;
  submitting: string;
  voucherFootnote: string;
  privacyNotice: string;
  /** Visually hidden prefix of every field error ("Fehler:"). */
  errorPrefix: string;
  errors: Record<SignupErrorCode, string> & { generic: string; invalidDoiLink: string };
  pending: {
    headline: string;
    /** Names the address: `{email}`. */
    body: string;
    hint: string;
    resendHint: string;
    resend: string;
    resending: string;
    resent: string;
    resendFailed: string;
    resendExhausted: string;
  };
  doi: {
    /** Without JavaScript a DOI link shows this with a button that posts the confirmation. */
    confirmHint: string;
    /** The button that confirms a DOI link ("confirm my subscription"). */
    confirm: string;
    confirming: string;
    confirmed: string;
    alreadyConfirmed: string;
    failed: string;
  };
}
