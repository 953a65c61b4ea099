/**
 * What a country page's first script shares with the preview panel, in a module of its own (no xstate), so the page
 * can renew the preview auth and find the server's banner before it loads the panel's machine (demo/preview-watch.ts).
 */

/** Spec section 7: the preview auth is renewed every 5 minutes while the panel is shown. */
export const PREVIEW_TIMING = { authRenewalMs: 5 * 60_000 } as const;

/** The container of the banner, first in <body>; a server may render it, with its banner inside. */
export const BANNER_ROOT_ID = 'sk-preview-banner-root';
/** Marks a banner a server rendered in the container: the live one replaces it once the panel runs. */
export const SERVER_BANNER_ATTRIBUTE = 'data-sk-server-banner';
