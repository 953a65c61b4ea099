// Imports kept minimal: a shopper's page imports the cookie check from this file alone to decide whether to load the panel.
import type { CookiePort } from '../env/ports';
import { COOKIE } from '../env/cookies';

const PREVIEW_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real calendar day (2026-02-30 is not one). */
export function isPreviewDate(value: string): boolean {
  const m = PREVIEW_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * The preview date/time sent to the services (decision D10): the date itself when it is `YYYY-MM-DD`,
 * else the current time (spec section 5; the caller logs the error).
 */
export function previewDateTime(date: string, now: number): { dateTime: string; valid: boolean } {
  if (isPreviewDate(date)) return { dateTime: date, valid: true };
  return { dateTime: new Date(now).toISOString(), valid: false };
}

/** The value for a date input: the date part of a preview date/time, or today (UTC). */
export function previewDateInputValue(dateTime: string | undefined, now: number): string {
  const date = dateTime?.slice(0, 10);
  if (date && isPreviewDate(date)) return date;
  return new Date(now).toISOString().slice(0, 10);
}

const PREVIEW_AUTH_COOKIES: readonly string[] = [COOKIE.staffAuth, COOKIE.cobraAuth, COOKIE.staffPresent];

/**
 * The panel's code is loaded and checkauth asked only with a staff or cobra auth cookie (spec section 6). The
 * reference service's `staff_auth` is HttpOnly, so its readable `staff_present` companion counts as well.
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
