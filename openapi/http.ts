/**
 * HTTP facts of the service every caller shares, in a module without the client's code: a page's first script
 * (demo/boot.ts, no React, no openapi-fetch) makes a call or two with them.
 */

/** The CSRF header of decision D8 (its value is the `csrf_token` cookie). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Spec section 9: every call is aborted after 15 s. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Decision D25: where a client without a CSRF token asks for one. */
export const CSRF_TOKEN_PATH = '/service/csrf';
