// No xstate here: a page's first script renews the preview auth and finds the banner before it loads the panel.

/** Spec section 7: the preview auth is renewed every 5 minutes while the panel is shown. */
export const PREVIEW_TIMING = { authRenewalMs: 5 * 60_000 } as const;

/** The container of the banner, first in <body>; a server may render it, with its banner inside. */
export const BANNER_ROOT_ID = 'sk-preview-banner-root';
/** Marks a banner a server rendered in the container: the live one replaces it once the panel runs. */
export const SERVER_BANNER_ATTRIBUTE = 'data-sk-server-banner';
