// Spec section 7. A module of its own (no xstate) so a page can poll for the login cookie before it loads the machine.
export const SESSION_TIMING = { checkIntervalMs: 3 * 60_000, cookiePollMs: 10_000 } as const;

/** Largest delay a browser timer takes (about 24.8 days). */
export const MAX_TIMER_MS = 2 ** 31 - 1;
