// The contract's HTTP facts both sides import; cookie names and the CSRF header are in http.ts, which a page's first script loads.

/** Request header names of the contract (openapi/service.yaml). */
export const HEADER = {
  /** The market (country code) a call is made for. */
  site: 'X-Hunter-Site',
  /** The page address a sign-up was made on (only origin and path are kept). */
  originalAddress: 'X-Original-Address',
  /** The logged-in customer's login token, for the private newsletter and customer calls. */
  loginToken: 'X-LoginToken',
} as const;

/** Request bodies (JSON, or a form posted without JavaScript) above this are refused with 413. */
export const BODY_MAX_BYTES = 16 * 1024;

/** Salutations in the order the form offers them (spec section 3). */
export const SALUTATIONS = ['MRS', 'MR', 'DIVERS', 'COMPANY'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** At most this many characters in an e-mail address (spec section 5). */
export const EMAIL_MAX = 256;
/** At most this many characters in a first or last name. */
export const NAME_MAX = 40;
/** At most this many characters of a link's token (a DOI link's `?doi=`, a preference link's `?token=`) are read. */
export const LINK_TOKEN_MAX = 200;

/** Newsletter API prefix: `private` in single-page mode, else `internal` (spec section 6). */
export type NewsletterAccess = 'internal' | 'private';

export function newsletterAccess(singlePageMode: boolean): NewsletterAccess {
  return singlePageMode ? 'private' : 'internal';
}
