/**
 * Spec section 7: the preview auth is renewed every 5 minutes while the panel is shown. A module of its own (no
 * xstate) so a country page can renew it before it loads the panel's machine (demo/boot.ts).
 */
export const PREVIEW_TIMING = { authRenewalMs: 5 * 60_000 } as const;
