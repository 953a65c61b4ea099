/** What the client reads from the `LoginToken` cookie. Times in epoch milliseconds. */
export interface LoginTokenClaims {
  expiresAt: number;
  renewAt: number;
}

/** The payload's two claims, as finite numbers (epoch seconds); anything else is not a token we can read. */
function tokenTimes(payload: unknown): { exp: number; renewAt: number } | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { exp, renewAt } = payload as Record<string, unknown>;
  return typeof exp === 'number' && typeof renewAt === 'number' && Number.isFinite(exp) && Number.isFinite(renewAt)
    ? { exp, renewAt }
    : undefined;
}

function base64UrlToText(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes the login token's payload. Never verifies it (the server does) and never puts the token into an error. */
export function decodeLoginToken(token: string | undefined): LoginTokenClaims | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    // No schema library for two numbers: the session's light parts ship to every page.
    const times = tokenTimes(JSON.parse(base64UrlToText(parts[1])));
    return times && { expiresAt: times.exp * 1000, renewAt: times.renewAt * 1000 };
  } catch {
    return undefined;
  }
}

/** Where a login token stands at a moment. */
export type LoginTokenStanding = 'missing' | 'fresh' | 'renewal-due' | 'expired';

/**
 * Before renewAt: fresh; until exp: renewal due; from exp: expired. A window already renewed (`renewedWindow`)
 * counts as fresh, so a 200 that keeps the same token does not trigger a second call.
 */
export function loginTokenStanding(
  claims: LoginTokenClaims | undefined,
  now: number,
  renewedWindow?: number,
): LoginTokenStanding {
  if (!claims) return 'missing';
  if (now >= claims.expiresAt) return 'expired';
  if (now < claims.renewAt) return 'fresh';
  return renewedWindow === claims.renewAt ? 'fresh' : 'renewal-due';
}

/**
 * Where the cookie's token stands, given the one the session knew. A cookie gone once the known token's expiry has
 * passed reads as expired, not missing (the browser drops it at Max-Age, the token's lifetime); gone before, a logout.
 */
export function readLoginTokenCookie(
  claims: LoginTokenClaims | undefined,
  now: number,
  options: { renewedWindow?: number; known?: LoginTokenClaims } = {},
): { standing: LoginTokenStanding; claims?: LoginTokenClaims } {
  const { renewedWindow, known } = options;
  if (!claims && known && now >= known.expiresAt) return { standing: 'expired', claims: known };
  return { standing: loginTokenStanding(claims, now, renewedWindow), claims };
}

/** Outcome of `POST /service/login/api/v1/logintoken/renew` (spec section 7 and 8). */
export type RenewalOutcome = 'renewed-new' | 'renewed' | 'server-error' | 'unknown';

/** 201 renewed with a new token, 200 renewed, 500 server error, anything else (or no answer) unknown. */
export function renewalOutcome(status: number | undefined): RenewalOutcome {
  if (status === 201) return 'renewed-new';
  if (status === 200) return 'renewed';
  if (status === 500) return 'server-error';
  return 'unknown';
}

/** Outcome of `POST /service/login/api/v1/login`. */
export type LoginOutcome = 'success' | 'unauthorized' | 'service-unavailable';

/** 200 success, 401 unauthorized, anything else or a failure (no status) service unavailable. */
export function loginOutcome(status: number | undefined): LoginOutcome {
  if (status === 200) return 'success';
  if (status === 401) return 'unauthorized';
  return 'service-unavailable';
}

/** Backoff for failed renewals: 5 s, 10 s, 20 s, 40 s, then 60 s; equal jitter. */
export const RENEWAL_BACKOFF = { baseMs: 5_000, capMs: 60_000 } as const;

/** Delay before retry `attempt` (1 = first), jittered into [delay/2, delay] so tabs that failed together spread out. */
export function renewalRetryDelay(attempt: number, random: number): number {
  const exponent = Math.max(0, attempt - 1);
  const capped = Math.min(RENEWAL_BACKOFF.capMs, RENEWAL_BACKOFF.baseMs * 2 ** Math.min(exponent, 20));
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(capped / 2 + (capped / 2) * r);
}

/** The native apps' web views set `<html data-platform>` to these; there the app renews the session. */
export function isAppPlatform(platformAttribute: string | undefined): boolean {
  return platformAttribute === 'SMARTPHONE' || platformAttribute === 'TABLET';
}
