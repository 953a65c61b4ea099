import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { CROSS_SITE_PROBLEM, TRUSTED_ORIGINS_VARIABLE, crossOriginVerdict } from '../openapi/cross-origin';
import { BODY_MAX_BYTES, HEADER } from '../openapi/facts';
import { CSRF_HEADER } from '../openapi/http';
import { logLine, loggedPath } from './log';
import { problem } from './problem';

/** JSON request bodies above this are refused with 413 before they are read any further. */
export const JSON_BODY_MAX_BYTES = BODY_MAX_BYTES;
/** Objects and arrays nested deeper than this are refused with 400 before they are parsed. */
export const JSON_MAX_DEPTH = 20;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** True when objects or arrays in `text` nest deeper than `max` (strings are skipped; nothing is parsed). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/** Bodyless POSTs (renewal, logout) pass whatever their content type. */
export function jsonBodyGuard(maxBytes = JSON_BODY_MAX_BYTES, maxDepth = JSON_MAX_DEPTH): MiddlewareHandler {
  const limit = bodySizeLimit(maxBytes);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const limited = await limit(c, async () => {
      const text = c.req.raw.body ? await c.req.text() : '';
      if (text === '') return next();
      if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
        c.res = problem(
          c,
          415,
          'urn:service:media_type_unsupported',
          'Unsupported media type',
          'Send the body as application/json.',
        );
        return;
      }
      if (jsonNestsDeeperThan(text, maxDepth) || !parses(text)) {
        c.res = problem(
          c,
          400,
          'urn:service:json_invalid',
          'Malformed JSON',
          `Send one JSON value nested at most ${maxDepth} levels.`,
        );
        return;
      }
      return next();
    });
    if (limited instanceof Response) return limited;
  };
}

/** 413 for a body over `maxBytes`, whatever its type (the one-click form gets only this check). */
export function bodySizeLimit(maxBytes = JSON_BODY_MAX_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    // The connection closes after the answer: the rest of the body is never read.
    onError: (c) => {
      c.header('Connection', 'close');
      return problem(c, 413, 'urn:service:body_too_large', 'Request body too large', `At most ${maxBytes} bytes.`);
    },
  });
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Cross-site protection of every call: a refused call's 403 tells the developer which origin to trust, and how. */
export function crossSiteProtection(
  trustedOrigins: readonly string[],
  log: (line: string) => void = (line) => console.warn(line),
  readsLikeWrites?: RegExp,
): MiddlewareHandler {
  return async (c, next) => {
    // A GET that does work (a data download logs it) is judged as a write: no other site's <img> triggers it.
    const method = readsLikeWrites?.test(c.req.path) && c.req.method === 'GET' ? 'POST' : c.req.method;
    const verdict = crossOriginVerdict({ method, headers: c.req.raw.headers, url: c.req.url }, trustedOrigins);
    if (verdict.allowed) return next();
    log(logLine(`[service] 403 cross-site ${c.req.method} ${loggedPath(c.req.path)}: ${verdict.detail}`));
    return problem(c, 403, CROSS_SITE_PROBLEM, 'Cross-site request refused', verdict.detail);
  };
}

/** The headers the kit's calls send; the 0.1.0 client's CSRF header too, so its preflight passes (D41). */
export const CORS_REQUEST_HEADERS = [
  'Content-Type',
  HEADER.site,
  HEADER.originalAddress,
  HEADER.loginToken,
  CSRF_HEADER,
];

/**
 * CORS for the trusted origins only. Any other origin gets no CORS header at all (Hono's middleware would still send
 * `Access-Control-Allow-Credentials`), so its page cannot read an answer.
 */
export function corsForTrustedOrigins(
  trustedOrigins: readonly string[],
  log: (line: string) => void = (line) => console.warn(line),
): MiddlewareHandler {
  // A page's every call would repeat the line: once per origin (and at most 100 origins) is enough to name the cause.
  const named = new Set<string>();
  const trusted = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowHeaders: CORS_REQUEST_HEADERS,
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && trustedOrigins.includes(origin)) return trusted(c, next);
    // A refused write logs in crossSiteProtection; here the preflight and the read whose answer the page cannot see.
    const unseen = c.req.method === 'OPTIONS' || c.req.method === 'GET' || c.req.method === 'HEAD';
    if (unseen && origin !== undefined && isCrossOrigin(c, origin) && !named.has(origin) && named.size < 100) {
      named.add(origin);
      const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
      log(
        `[service] ${preflight ? 'preflight' : `cross-origin ${c.req.method}`} from ${origin} refused to its page (${c.req.path.slice(0, 200)}): ${origin} is not in ${TRUSTED_ORIGINS_VARIABLE} (${trustedOrigins.length ? trustedOrigins.join(', ') : 'empty'}). If that page is yours: ${TRUSTED_ORIGINS_VARIABLE}=${origin}`,
      );
    }
    await next();
    // The answer depends on Origin: a cache must not hand a trusted page's answer (with its CORS headers) to others.
    c.header('Vary', 'Origin', { append: true });
  };
}

/** A page on another origin than the one this request reached (the browser's Sec-Fetch-Site, else Origin against Host). */
function isCrossOrigin(c: Context, origin: string): boolean {
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  if (site !== undefined) return site === 'cross-site' || site === 'same-site';
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The origin links and same-origin checks use: the configured shop origin, else the one the request came to. */
export function shopOriginOf(c: Context, configured: string | undefined): string {
  return configured ?? new URL(c.req.url).origin;
}

/** Cookies get `Secure` (and the CSRF cookie the `__Host-` prefix) when the shop is served over HTTPS. */
export function isHttpsShop(c: Context, configured: string | undefined): boolean {
  return shopOriginOf(c, configured).startsWith('https:');
}
