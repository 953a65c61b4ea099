import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_MAX_BYTES } from '../openapi/facts';
import { problem } from './problem';

/** JSON request bodies above this are refused with 413 before they are read any further (decision D22). */
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

/**
 * Request bodies of mutating calls, checked before any handler works on them: more than 16 KB is 413 (also a body
 * that streams without a length), a non-empty body that is not `application/json` is 415, JSON nested deeper than
 * 20 levels or that does not parse is 400. Bodyless POSTs (renewal, logout) pass whatever their content type.
 */
export function jsonBodyGuard(maxBytes = JSON_BODY_MAX_BYTES, maxDepth = JSON_MAX_DEPTH): MiddlewareHandler {
  const limit = bodySizeLimit(maxBytes);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const limited = await limit(c, async () => {
      const text = c.req.raw.body ? await c.req.text() : '';
      if (text === '') return next();
      if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
        c.res = problem(c, 415, 'urn:service:media_type_unsupported', 'Unsupported media type', 'Send the body as application/json.');
        return;
      }
      if (jsonNestsDeeperThan(text, maxDepth) || !parses(text)) {
        c.res = problem(c, 400, 'urn:service:json_invalid', 'Malformed JSON', `Send one JSON value nested at most ${maxDepth} levels.`);
        return;
      }
      return next();
    });
    if (limited instanceof Response) return limited;
  };
}

/** 413 for a body over `maxBytes`, whatever its type (the one-click form of D27 gets only this check). */
export function bodySizeLimit(maxBytes = JSON_BODY_MAX_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    // The connection closes after the answer: the rest of the body is never read (issue 27, H5).
    onError: (c) => {
      c.header('Connection', 'close');
      return problem(c, 413, 'urn:service:body_too_large', 'Request body too large', `At most ${maxBytes} bytes.`);
    },
  });
}

/**
 * POSTs to `path` get `instead` (default: nothing) in place of `guard`: the RFC 8058 one-click POST (D27) is a form,
 * not JSON, and comes from a mail provider's server or a webmail page on another site; its token authorises it.
 */
export function exceptPost(path: RegExp, guard: MiddlewareHandler, instead?: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !path.test(c.req.path)) return guard(c, next);
    return instead ? instead(c, next) : next();
  };
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Mutating calls (anything but GET/HEAD/OPTIONS) from another site are refused with 403, whatever their content
 * type: `Sec-Fetch-Site: cross-site`, or an `Origin` header that is not the shop's (`null` included). Callers
 * that send neither (curl, server-to-server) pass; the CSRF token (D8) still guards the contract's calls.
 * `allowedOrigin(c)`: the configured shop origin, or without one the origin the request came to.
 */
export function refuseCrossSite(allowedOrigin: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (isCrossSite(c, allowedOrigin(c))) {
      return problem(c, 403, 'urn:service:cross_site', 'Cross-site request refused', 'Calls that change data must come from the shop’s own pages.');
    }
    return next();
  };
}

export function isCrossSite(c: Context, allowedOrigin: string): boolean {
  if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== allowedOrigin;
}

/** The origin links and same-origin checks use: the configured shop origin, else the one the request came to. */
export function shopOriginOf(c: Context, configured: string | undefined): string {
  return configured ?? new URL(c.req.url).origin;
}

/** Cookies get `Secure` (and the CSRF cookie the `__Host-` prefix) when the shop is served over HTTPS. */
export function isHttpsShop(c: Context, configured: string | undefined): boolean {
  return shopOriginOf(c, configured).startsWith('https:');
}
