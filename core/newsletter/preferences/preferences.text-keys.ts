// The preference page texts' shape, on its own: each locale's catalogue and the loader import it (no import loop).
import type { Locale } from '../../i18n/locales';

/**
 * The preference page's own texts for one locale. Labels shared with the sign-up form come from the market's
 * `NewsletterTexts`, so both say the same. `{date}` is filled with a date in the page's language.
 */
export interface PreferencesTexts {
  locale: Locale;
  headline: string;
  intro: string;
  loading: string;
  /** Where the address is shown. */
  emailLabel: string;
  consentsHeading: string;
  /** The newsletter itself: the consent the double opt-in confirmed. */
  newsletterConsent: string;
  /** `{date}`: when a consent was given. */
  givenOn: string;
  /** `{date}`: the last change. */
  changedOn: string;
  /** The optional consent (DNE) was not given, or taken back. */
  notGiven: string;
  detailsHeading: string;
  save: string;
  saving: string;
  saved: string;
  unsubscribeHeading: string;
  unsubscribeHint: string;
  unsubscribe: string;
  unsubscribing: string;
  unsubscribedHeadline: string;
  unsubscribed: string;
  /** A link back to the sign-up, after an unsubscribe. */
  signUpAgain: string;
  /** Unknown or revoked token (the invalid-link banner). */
  invalidLink: string;
  loadFailed: string;
  timedOut: string;
  /** Every save failure says that nothing typed is lost. */
  saveFailed: string;
  saveTimedOut: string;
  unsubscribeFailed: string;
  retry: string;
  // Data rights: on the preference page …
  dataHeading: string;
  dataHint: string;
  /** The readable page of everything held. */
  viewData: string;
  /** The same as a JSON file. */
  downloadData: string;
  eraseHeading: string;
  eraseHint: string;
  erase: string;
  /** Asked once before erasing. */
  eraseQuestion: string;
  eraseConfirm: string;
  eraseCancel: string;
  erasing: string;
  erasedHeadline: string;
  /** `{requests}`, `{events}`, `{mails}`: what was erased. */
  erasedSummary: string;
  /** What is kept and for how long; `{reference}`: the erasure log's reference. */
  erasedKept: string;
  /** Says that nothing was erased. */
  eraseFailed: string;
  // … and on the readable page of the data. `{date}`: a date in the page's language.
  dataPageHeadline: string;
  dataPageIntro: string;
  addressesHeading: string;
  requestsHeading: string;
  requestedOn: string;
  nameLabel: string;
  consentsLabel: string;
  eventTime: string;
  eventKind: string;
  eventRequested: string;
  eventConfirmed: string;
  eventUpdated: string;
  eventWithdrawn: string;
  mailsHeading: string;
  mailDate: string;
  mailSubject: string;
  mailDelivery: string;
  deliveryPending: string;
  deliverySent: string;
  deliveryFailed: string;
  deliveryCancelled: string;
  /** An unknown, revoked or erased token. */
  noneHeld: string;
  backToPreferences: string;
}
