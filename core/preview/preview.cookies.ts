// Imports kept minimal: a shopper's page imports the cookie check from this file alone to decide whether to load the panel.
import type { CookiePort } from '../env/ports';
import { COOKIE } from '../../openapi/http';

const PREVIEW_AUTH_COOKIES: readonly string[] = [COOKIE.staffAuth, COOKIE.cobraAuth, COOKIE.staffPresent];

/**
 * The panel loads only with a staff or cobra auth cookie (spec section 6). The service's `staff_auth` is HttpOnly,
 * so its readable `staff_present` companion counts as well.
 */
export function hasPreviewAuthCookie(cookies: CookiePort): boolean {
  return PREVIEW_AUTH_COOKIES.some((name) => Boolean(cookies.get(name)));
}

/** The same, from a `Cookie` header or `document.cookie` string (for a server render or a page deciding to load the panel). */
export function cookieHeaderHasPreviewAuth(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const name = part.slice(0, part.indexOf('=')).trim();
    const value = part.slice(part.indexOf('=') + 1).trim();
    return part.includes('=') && value !== '' && PREVIEW_AUTH_COOKIES.includes(name);
  });
}
