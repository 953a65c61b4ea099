/** The preference page's path, shared by the route, the server and the mails' links: `/{slug}/newsletter/preferences`. */
export const PREFERENCES_PATH = /^\/([a-z-]+)\/newsletter\/preferences$/;

/** Where the page's forms post: the page itself (the token travels in the form, not in the address). */
export const preferencesAction = (slug: string) => `/${slug}/newsletter/preferences`;

/** The cookie that carries a posted preference form's answer across the redirect (10 minutes, this page only). */
export const PREFERENCES_RESULT_COOKIE = 'sk_preferences_result';
/** The query parameter of the page a post redirects to: look for the answer in the cookie. */
export const PREFERENCES_RESULT_PARAM = 'done';

/** The readable page of a subscriber's data: `/{slug}/newsletter/preferences/data?token=…`. */
export const PREFERENCES_DATA_PATH = /^\/([a-z-]+)\/newsletter\/preferences\/data$/;
export const preferencesDataHref = (slug: string, token: string) =>
  `/${slug}/newsletter/preferences/data?token=${encodeURIComponent(token)}`;
