import type { NewsletterMarket } from '../../markets/newsletter-markets';
import { EMAIL_MAX, NAME_MAX, SALUTATIONS, type Salutation } from '../../../openapi/facts';
import { isValidEmailAddress, normalizeEmailAddress } from '../common/email.rules';

/** One e-mail rule for the form, the element, the no-JS handlers and the service. */
export { checkEmailAddress, type EmailCheck, type EmailProblem } from '../common/email.rules';
export { isValidEmailAddress, normalizeEmailAddress };

/** Salutations in the order the form offers them (spec section 3); the contract's list (openapi/http.ts). */
export const SIGNUP_SALUTATIONS = SALUTATIONS;
export type SignupSalutation = Salutation;

/** The contract's limits (openapi/http.ts), under the names core has always exported. */
export const SIGNUP_EMAIL_MAX = EMAIL_MAX;
export const SIGNUP_NAME_MAX = NAME_MAX;
export const SIGNUP_DEFAULT_ORIGIN = 'onsite';
export const SIGNUP_DEFAULT_ORIGIN_ADDITION = 'subsite';

/** Form fields that can carry an error, in the order they appear on the page (focus goes to the first). */
export const SIGNUP_FIELDS = ['email', 'salutation', 'firstName', 'lastName', 'dne', 'legals'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
/** The value a ticked checkbox posts (the legals checkbox is NEWSLETTER, spec section 3). */
export const SIGNUP_CHECKBOX_VALUES = { dne: 'DNE', legals: 'NEWSLETTER' } as const;

/** Every input of the form, the bot trap included. */
export type SignupInput = SignupField | 'honeypot';

/** Every message code a sign-up field can show. */
export const SIGNUP_ERROR_CODES = [
  'emailRequired',
  'emailTooLong',
  'emailInvalid',
  'nameInvalid',
  'nameTooLong',
  'firstNameRequired',
  'lastNameRequired',
  'salutationRequired',
  'legalsRequired',
] as const;
export type SignupErrorCode = (typeof SIGNUP_ERROR_CODES)[number];

export type SignupErrors = Partial<Record<SignupField, SignupErrorCode>>;

export interface SignupValues {
  email: string;
  salutation: SignupSalutation | '';
  firstName: string;
  lastName: string;
  /** Personal-offers consent. */
  dne: boolean;
  /** The legals checkbox (value NEWSLETTER); required in TR. */
  legals: boolean;
  /** The bot trap: people never fill it. */
  honeypot: string;
}

export const EMPTY_SIGNUP_VALUES: Readonly<SignupValues> = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  dne: false,
  legals: false,
  honeypot: '',
};

/** What `POST {base}/newsletter-subscribers` receives (openapi SubscriptionRequest). */
export interface NewsletterSubscriptionRequest {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: 'DNE'[];
  /** The ticked legals checkbox (TR): consent to commercial electronic messages, recorded with the proof of consent. */
  legals?: 'NEWSLETTER'[];
  origin: string;
  originAddition: string;
  /** "Send again": the shopper asked for the mail again; without it a repeat within seconds sends none (a second tab). */
  resend?: boolean;
}

/** The logged-in customer's data that prefills the form (openapi CustomerBaseData). */
export interface NewsletterBaseData {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: string[];
  legals: string[];
}

// Letters of every script with their marks, digits, whitespace and + & ' ` ´ , ( ) / . -
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}\s+&'`´,()/.-]*$/u;
// Matched from the start of each run only, so linear; the run is a scheme when it holds a letter (`hasUrlScheme`).
const URL_SCHEME = /(?<![a-z0-9+.-])[a-z0-9+.-]*:\/\//gi;
const hasUrlScheme = (value: string) => [...value.matchAll(URL_SCHEME)].some(([run]) => /[a-z]/i.test(run));
const WWW = /(?:^|[^\p{L}\p{N}])www\d*\./iu;
// "Dr.med Anna", "anna.maria" and "Jo.ann" are names, not domains. One character before the dot keeps it linear.
const TLD =
  '(?:[a-z]{2}|com|net|org|info|biz|io|co|de|at|ch|pl|cz|hu|sk|tr|eu|ru|cn|xyz|top|online|site|shop|store|app|dev|me|ly|uk|fr|it|es|nl|us|be|dk|se|no|fi|si|li|lu|example|test|invalid)(?![\\p{L}\\p{N}])';
const KNOWN_TLD = new RegExp(`[\\p{L}\\p{N}-]\\.${TLD}`, 'iu');
// A title's dot is no domain's, unless what follows it is a top-level domain that is no title ("Prof.de").
const TITLE =
  '(?:prof|dr|dipl|ing|mag|med|phil|rer|nat|jur|habil|dent|vet|oec|pol|theol|techn|univ|mult|bc|mgr|phdr|rndr|mudr|judr|paeddr|pharmdr|thdr|mvdr|mddr|doc|csc|drsc|phd|art|arch|akad|inż|lek|hab|ks|ifj|id|özv|doç|av|op|uzm|yrd|öğr|gör|pr|me|sen|jun|kfm|mr|mrs|ms|jr|sr|rev|hon|st|h|c)';
// From the start of a word only, each title and its dot once: linear.
const TITLES = new RegExp(`(?<![\\p{L}\\p{N}.-])(?:${TITLE}\\.-?(?!(?!${TITLE}(?![\\p{L}\\p{N}]))${TLD}))+`, 'giu');

/** A host name of three or more labels ("mail.shop.example"), found in one linear pass. */
function looksLikeHostName(value: string): boolean {
  let word = 0;
  while (word < value.length) {
    let next = word;
    while (next < value.length && !isSpace(value.charCodeAt(next))) next++;
    let start = word;
    let end = next;
    while (start < end && !isLetterOrDigitAt(value, start)) start += unitsAt(value, start);
    while (end > start && !isLetterOrDigitAt(value, end - unitsBefore(value, end))) end -= unitsBefore(value, end);
    let labels = 1;
    let label = 0;
    let host = start < end;
    for (let i = start; i < end && host; i += unitsAt(value, i)) {
      if (value.charCodeAt(i) === 0x2e) {
        host = label >= 2;
        labels++;
        label = 0;
      } else if (value.charCodeAt(i) === 0x2d || isLetterOrDigitAt(value, i)) label++;
      else host = false;
    }
    if (host && label >= 2 && labels >= 3) return true;
    word = next + 1;
  }
  return false;
}

// JavaScript's \s: tab to carriage return, space, no-break spaces, the Unicode spaces, line and paragraph separators, BOM.
const isSpace = (unit: number) =>
  (unit >= 0x09 && unit <= 0x0d) ||
  unit === 0x20 ||
  unit === 0xa0 ||
  unit === 0x1680 ||
  (unit >= 0x2000 && unit <= 0x200a) ||
  unit === 0x2028 ||
  unit === 0x2029 ||
  unit === 0x202f ||
  unit === 0x205f ||
  unit === 0x3000 ||
  unit === 0xfeff;
const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
/** UTF-16 units of the character at `i` / ending at `end`: 2 for a surrogate pair. */
const unitsAt = (value: string, i: number) => (isHigh(value.charCodeAt(i)) && isLow(value.charCodeAt(i + 1)) ? 2 : 1);
const unitsBefore = (value: string, end: number) =>
  end >= 2 && isLow(value.charCodeAt(end - 1)) && isHigh(value.charCodeAt(end - 2)) ? 2 : 1;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
function isLetterOrDigitAt(value: string, i: number): boolean {
  const unit = value.charCodeAt(i);
  if (unit < 0x80)
    return (unit >= 0x61 && unit <= 0x7a) || (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x30 && unit <= 0x39);
  return LETTER_OR_DIGIT.test(value.slice(i, i + unitsAt(value, i)));
}

// Invisible characters that can split a mail header or disguise what a name says.
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029\p{Default_Ignorable_Code_Point}]/u;

/** True when the value holds a control, format, surrogate or other invisible character (refused in names). */
export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTERS.test(value);
}

/** True for anything that looks like a URL or web address (refused in names, D55). */
export function looksLikeWebAddress(value: string): boolean {
  const text = value.replace(TITLES, ' ');
  return hasUrlScheme(text) || WWW.test(text) || KNOWN_TLD.test(text) || looksLikeHostName(text);
}

/** True for an allowed name of any length (characters and no web address; length is checked separately). */
export function isAllowedName(value: string): boolean {
  return NAME_CHARACTERS.test(value) && !hasUnsafeCharacters(value) && !looksLikeWebAddress(value);
}

/** Which fields the form shows: the market's table row, minus the DNE consent a customer already gave. */
export interface SignupFieldVisibility {
  salutation: boolean;
  firstName: boolean;
  lastName: boolean;
  dne: boolean;
  legals: boolean;
}

export function signupFieldVisibility(market: NewsletterMarket, baseDataHasDne: boolean): SignupFieldVisibility {
  return {
    salutation: market.shows.salutation,
    firstName: market.shows.firstName,
    lastName: market.shows.lastName,
    dne: !baseDataHasDne,
    legals: market.shows.legals,
  };
}

/** Trims what people type around addresses and names and puts the address in NFC; nothing else is changed. */
export function normalizeSignupValues(values: SignupValues): SignupValues {
  return {
    ...values,
    email: normalizeEmailAddress(values.email),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

/** A name's first error: required and empty, too long, or characters a name does not have (length first). */
function nameError(value: string, requiredCode: SignupErrorCode | undefined): SignupErrorCode | undefined {
  if (requiredCode && value.length < 1) return requiredCode;
  // Length first: the patterns never run over a pasted 64 000 characters.
  if (value.length > SIGNUP_NAME_MAX) return 'nameTooLong';
  return isAllowedName(value) ? undefined : 'nameInvalid';
}

/** One field's first error for one market, on normalised values, in plain code (`signupSchema`, signup.schema.ts, wraps it for zod users). */
export function signupFieldError(
  market: NewsletterMarket,
  field: SignupField,
  values: SignupValues,
): SignupErrorCode | undefined {
  const { requires } = market;
  switch (field) {
    case 'email': {
      const v = values.email;
      if (v.length < 1) return 'emailRequired';
      // Over 256 characters says so (a pasted address is never cut to fit: cut, it could pass as another address).
      if (v.length > SIGNUP_EMAIL_MAX) return 'emailTooLong';
      return isValidEmailAddress(v) ? undefined : 'emailInvalid';
    }
    case 'salutation': {
      const v = values.salutation;
      return (v === '' ? !requires.salutation : (SIGNUP_SALUTATIONS as readonly string[]).includes(v))
        ? undefined
        : 'salutationRequired';
    }
    case 'firstName':
      return nameError(values.firstName, requires.firstName ? 'firstNameRequired' : undefined);
    case 'lastName':
      return nameError(values.lastName, requires.lastName ? 'lastNameRequired' : undefined);
    case 'dne':
      return undefined;
    case 'legals':
      return values.legals || !requires.legals ? undefined : 'legalsRequired';
  }
}

/** Validates the fields the market shows; returns the first error of each field (empty object when valid). */
export function validateSignup(market: NewsletterMarket, values: SignupValues): SignupErrors {
  // The DNE consent is optional everywhere: shown or hidden (base data holds it), it is never in error.
  const visible = signupFieldVisibility(market, false);
  const normalized = normalizeSignupValues(values);
  const errors: SignupErrors = {};
  for (const field of SIGNUP_FIELDS) {
    if (field !== 'email' && !visible[field]) continue;
    const code = signupFieldError(market, field, normalized);
    if (code) errors[field] = code;
  }
  return errors;
}

/** Validates one field (on blur). */
export function validateSignupField(
  market: NewsletterMarket,
  values: SignupValues,
  field: SignupField,
): SignupErrorCode | undefined {
  return validateSignup(market, values)[field];
}

/** The name fields in the order the market's form shows them (HU: family name first). */
export function signupNameOrder(
  market: Pick<NewsletterMarket, 'familyNameFirst'>,
): readonly ['firstName', 'lastName'] | readonly ['lastName', 'firstName'] {
  return market.familyNameFirst ? (['lastName', 'firstName'] as const) : (['firstName', 'lastName'] as const);
}

/** The fields in the order the market's form shows them. */
export function signupFieldOrder(market: Pick<NewsletterMarket, 'familyNameFirst'>): readonly SignupField[] {
  return ['email', 'salutation', ...signupNameOrder(market), 'dne', 'legals'];
}

/** The first field in page order that has an error (the market's order: HU shows the family name first). */
export function firstInvalidSignupField(
  errors: SignupErrors,
  market?: Pick<NewsletterMarket, 'familyNameFirst'>,
): SignupField | undefined {
  return (market ? signupFieldOrder(market) : SIGNUP_FIELDS).find((f) => errors[f] !== undefined);
}

/**
 * The page address sent with a sign-up and a DOI confirmation (`X-Original-Address`): origin and path only, since
 * the query and fragment can hold a DOI token or an address (D28); anything not absolute http(s) or too long is not sent.
 */
export function consentPageAddress(href: string | undefined): string | undefined {
  if (!href) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const address = `${url.origin}${url.pathname}`;
  return address.length <= PAGE_ADDRESS_MAX ? address : undefined;
}
/** Longest `X-Original-Address` the contract accepts. */
const PAGE_ADDRESS_MAX = 2048;

/** Extra fields appear once an e-mail is entered, a required name or salutation is filled, or the e-mail field was focused. */
export function extraSignupFieldsRevealed(
  market: NewsletterMarket,
  values: SignupValues,
  emailFocused: boolean,
): boolean {
  if (emailFocused || values.email.trim() !== '') return true;
  const { requires } = market;
  return (
    (requires.salutation && values.salutation !== '') ||
    (requires.firstName && values.firstName.trim() !== '') ||
    (requires.lastName && values.lastName.trim() !== '')
  );
}

export interface SubscriptionOptions {
  origin?: string;
  originAddition?: string;
  /** The customer's base data holds the DNE consent already (`baseDataHasDne`): it is not sent again. */
  baseDataHasDne?: boolean;
}

/** The logged-in customer gave the personal-offers consent (DNE) already: its checkbox is hidden and it is not sent again. */
export function baseDataHasDne(baseData: Pick<NewsletterBaseData, 'consents'> | null | undefined): boolean {
  // `?.`: a host's own loader may leave the list out.
  return baseData?.consents?.includes('DNE') ?? false;
}

/** The request for valid values: shown fields only, empty optional fields left out, consents already given removed. */
export function buildSubscriptionRequest(
  market: NewsletterMarket,
  values: SignupValues,
  options: SubscriptionOptions = {},
): NewsletterSubscriptionRequest {
  const v = normalizeSignupValues(values);
  const request: NewsletterSubscriptionRequest = {
    email: v.email,
    consents: v.dne && !options.baseDataHasDne ? ['DNE'] : [],
    origin: options.origin?.trim() || SIGNUP_DEFAULT_ORIGIN,
    originAddition: options.originAddition?.trim() || SIGNUP_DEFAULT_ORIGIN_ADDITION,
  };
  if (market.shows.salutation && v.salutation !== '') request.salutation = v.salutation;
  if (market.shows.firstName && v.firstName !== '') request.firstName = v.firstName;
  if (market.shows.lastName && v.lastName !== '') request.lastName = v.lastName;
  if (market.shows.legals && v.legals) request.legals = ['NEWSLETTER'];
  return request;
}

/** Values and disabled fields from base data: a prefilled field with a valid value is disabled. */
export function prefillFromBaseData(
  market: NewsletterMarket,
  values: SignupValues,
  baseData: NewsletterBaseData,
): { values: SignupValues; disabled: Partial<Record<SignupField, boolean>> } {
  const next: SignupValues = { ...values };
  const disabled: Partial<Record<SignupField, boolean>> = {};
  const email = baseData.email?.trim() ?? '';
  if (email) {
    next.email = email;
    disabled.email = isValidEmailAddress(email);
  }
  const salutation = baseData.salutation;
  if (salutation && (SIGNUP_SALUTATIONS as readonly string[]).includes(salutation)) {
    next.salutation = salutation;
    disabled.salutation = market.shows.salutation;
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const value = baseData[field]?.trim() ?? '';
    if (!value) continue;
    next[field] = value;
    disabled[field] = market.shows[field] && value.length <= SIGNUP_NAME_MAX && isAllowedName(value);
  }
  if (baseData.legals?.includes('NEWSLETTER')) next.legals = true;
  return { values: next, disabled };
}

/** The analytics event pushed after every submit (spec section 7). */
export function signupTrackingEvent(
  request: Pick<NewsletterSubscriptionRequest, 'origin' | 'originAddition'>,
): Record<string, string> {
  return {
    event: 'sign_up',
    name: 'sign_up',
    subject: 'newsletter',
    origin: `${request.origin}:${request.originAddition}`,
    type: 'ga4',
    emitter: 'newsletterservice',
  };
}
