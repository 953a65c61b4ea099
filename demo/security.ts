/**
 * What makes the demo server safe to run in production: the required configuration, the security headers and
 * nonce-based CSP, the checks that turn hostile paths into a 404, and the one-line start-up errors.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import {
  normalizeOrigin,
  parseTrustedOrigins,
  TRUSTED_ORIGINS_VARIABLE,
  trustedOriginsOf,
} from '../openapi/cross-origin';
import {
  clientAddress,
  proxyTrust,
  trustProxyFromEnv,
  type ProxyTrust,
  type TrustProxySetting,
} from '../service/proxy';
import { isClientAbort, logLine, loggedPath } from '../service/log';
import { refuseUnsafeMethod } from '../service/edge';
import { problemResponse } from '../service/problem';
import { LOGIN_TOKEN_SECRET_MIN_LENGTH, loginTokenSecretAdvice, loginTokenSecretProblem } from '../service/secrets';

/** A start-up problem the operator fixes by configuration: printed as its one line, no stack trace. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** What production needs to be told, with what `npm run serve` reads it from. */
export interface ProductionConfig {
  /** `SHOP_ORIGIN`: the origin shoppers use, e.g. `https://shop.example`; mail links use it, and it is trusted. */
  shopOrigin: string;
  /** `TRUSTED_ORIGINS`: other origins whose pages may call the service and post its forms. */
  trustedOrigins: string[];
  /** `LOGIN_TOKEN_SECRET`: signs the login tokens (at least 32 characters). */
  loginTokenSecret: string;
}

export { LOGIN_TOKEN_SECRET_MIN_LENGTH };

/** `https://shop.example/` → `https://shop.example`; undefined for anything that is not an http(s) origin. */
export function parseShopOrigin(value: string | undefined): string | undefined {
  return value ? normalizeOrigin(value) : undefined;
}

/** `TRUSTED_ORIGINS` from the option or the environment; a StartupError naming what is not an origin. */
export function trustedOriginsConfig(given: readonly string[] | undefined, env: NodeJS.ProcessEnv): string[] {
  const { origins, invalid } = given
    ? parseTrustedOrigins(given.join(' '))
    : parseTrustedOrigins(env[TRUSTED_ORIGINS_VARIABLE]);
  if (invalid.length) {
    throw new StartupError(
      `${TRUSTED_ORIGINS_VARIABLE}: ${invalid.map((item) => JSON.stringify(item)).join(', ')} is not an origin like https://shop.example (exact scheme, host and port; separate several by commas).`,
    );
  }
  return origins;
}

/** The start line's word on origins; `listening`: the address this server prints. */
export function originsNote(
  listening: string,
  shopOrigin: string | undefined,
  trustedOrigins: readonly string[],
): string {
  const trusted = trustedOriginsOf(undefined, trustedOrigins);
  const others = trusted.length ? `; pages of ${trusted.join(', ')} may call it too (${TRUSTED_ORIGINS_VARIABLE})` : '';
  if (!shopOrigin || shopOrigin === listening)
    return trusted.length
      ? `other sites' pages are refused${others}`
      : `other sites' pages are refused (${TRUSTED_ORIGINS_VARIABLE} lists those to allow)`;
  return `shoppers open ${shopOrigin} (SHOP_ORIGIN), served by a proxy in front of ${listening} that needs no set-up; other sites' pages are refused${others}`;
}

/** The production configuration from options or the environment; a StartupError naming every variable to set otherwise. */
export function productionConfig(given: Partial<ProductionConfig>, env: NodeJS.ProcessEnv): ProductionConfig {
  const rawOrigin = given.shopOrigin ?? env.SHOP_ORIGIN;
  const shopOrigin = parseShopOrigin(rawOrigin);
  const loginTokenSecret = given.loginTokenSecret ?? env.LOGIN_TOKEN_SECRET ?? '';
  const problems: string[] = [];
  if (!shopOrigin) {
    problems.push(
      rawOrigin
        ? `SHOP_ORIGIN (${JSON.stringify(rawOrigin)} is not an origin like https://shop.example)`
        : 'SHOP_ORIGIN (the shop’s origin, e.g. https://shop.example)',
    );
  }
  const secretProblem = loginTokenSecretProblem(loginTokenSecret);
  if (secretProblem === 'it is not set' || [...loginTokenSecret].length < LOGIN_TOKEN_SECRET_MIN_LENGTH) {
    problems.push(
      `LOGIN_TOKEN_SECRET (at least ${LOGIN_TOKEN_SECRET_MIN_LENGTH} random characters, e.g. from \`openssl rand -base64 48\`)`,
    );
  }
  if (problems.length) throw new StartupError(`Production needs configuration: set ${problems.join(' and ')}.`);
  // A known secret (the development default, an example) or one of little variety.
  if (secretProblem) throw new StartupError(loginTokenSecretAdvice(secretProblem));
  return { shopOrigin: shopOrigin!, loginTokenSecret, trustedOrigins: trustedOriginsConfig(given.trustedOrigins, env) };
}

/** The one line a failed start prints: a StartupError's message, a busy port said plainly, else the error. */
export function startupFailureLine(error: unknown, port: number | string, host: string): string {
  if (error instanceof StartupError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `Port ${port} on ${host} is already in use: stop what runs there, or start with PORT=<another port>.`;
  if (code === 'EACCES')
    return `No permission to listen on port ${port} on ${host}: use a port above 1023 (PORT=<port>).`;
  return `The demo server could not start: ${error instanceof Error ? error.message : String(error)}`;
}

export interface SecurityHeaderOptions {
  /** Production: a strict nonce-based CSP. Development: Vite's injected scripts and styles are allowed. */
  production: boolean;
  /** The shop is served over HTTPS: HSTS too. */
  https: boolean;
}

/**
 * Security headers for every answer, by Hono's `secureHeaders`. Production gets a nonce-based CSP with
 * `'strict-dynamic'`; `'unsafe-inline'` and `https:` are only fallbacks for browsers before CSP 3, which ignore the
 * nonce otherwise. Development keeps the framing, object and base rules but lets Vite's scripts and styles run.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const common = {
    defaultSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
  };
  return secureHeaders({
    contentSecurityPolicy: options.production
      ? {
          ...common,
          scriptSrc: [NONCE, "'strict-dynamic'", "'unsafe-inline'", 'https:'],
          // Inline <style> blocks carry the nonce; style="" attributes (React's style prop) are harmless and allowed.
          styleSrc: ["'self'", NONCE],
          styleSrcAttr: ["'unsafe-inline'"],
          connectSrc: ["'self'"],
        }
      : {
          ...common,
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
        },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    // The development inspector (?inspect) talks to a window it opens; production needs no opener.
    crossOriginOpenerPolicy: options.production,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      displayCapture: [],
      browsingTopics: [],
    },
  });
}

/** The CSP nonce of this answer (production), for the `nonce` attribute of inline tags; undefined in development. */
export function cspNonce(c: Context): string | undefined {
  return (c as Context<{ Variables: { secureHeadersNonce?: string } }>).get('secureHeadersNonce');
}

/** Adds `nonce` to every `<script>` and `<link rel="modulepreload">` of a built HTML file (the /vanilla/ page). */
export function addNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  return html
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${nonce}"`);
}

export const MAX_PATH_LENGTH = 2048;

const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** A path no page or file can have (bad encoding, control characters, backslashes, dot segments, over 2048): a plain 404. */
export function isHostilePath(rawPath: string): boolean {
  if (rawPath.length > MAX_PATH_LENGTH) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return true;
  return decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

/** The request's path as sent (still percent-encoded), without the query. */
export function rawPath(c: Context): string {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  return start < 0 ? '/' : url.slice(start, end < 0 ? undefined : end);
}

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><h1>Not found</h1><p><a href="/">Storefront Kit demo shop</a></p></html>';
const ERROR_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment. <a href="/">Storefront Kit demo shop</a></p></html>';

/** A plain 404 page, rendered by nothing (for hostile paths and unknown asset files). */
export const notFound = (c: Context) => c.html(NOT_FOUND_PAGE, 404, { 'cache-control': 'no-store' });

export interface GuardedAppOptions extends SecurityHeaderOptions {
  /** The reference service, mounted at /service (it checks cross-site writes and bodies itself). */
  service: (request: Request) => Promise<Response>;
  /** Where errors are logged (default console.error). */
  logError?: (message: string, error: unknown) => void;
  /** The proxies in front that may name the client (`TRUST_PROXY`, service/proxy.ts); default none: the socket. */
  trustProxy?: ProxyTrust;
}

/**
 * Every answer passes here: an error becomes a logged 500, a hostile path outside /service a plain 404, every answer
 * gets the security headers, /service/* goes to the service, and pages take GET, HEAD and POST only. The caller adds
 * the page, /vanilla/ and asset routes.
 */
export function guardedApp(options: GuardedAppOptions): Hono {
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const app = new Hono();
  app.onError((error, c) => {
    const request = `[demo] ${c.req.method} ${loggedPath(rawPath(c))}`;
    // A shopper who closed the connection mid-upload is one line, not a stack trace.
    if (isClientAbort(error)) console.warn(logLine(`${request}: the client aborted the request`));
    else logError(logLine(`${request}:`), error);
    if (rawPath(c).startsWith('/service/'))
      return problemResponse(500, 'urn:service:internal_error', 'Internal error', undefined, {
        'cache-control': 'no-store',
      });
    return c.html(ERROR_PAGE, 500, { 'cache-control': 'no-store' });
  });
  app.use('*', securityHeaders(options));
  // TRACE is refused here: the node adapter would hand the service a GET in its place.
  app.all(
    '/service/*',
    (c) => refuseUnsafeMethod(c.req.method, rawPath(c)) ?? options.service(withClientAddress(c, options.trustProxy)),
  );
  app.use('*', async (c, next) => {
    if (isHostilePath(rawPath(c))) return notFound(c);
    await next();
  });
  app.use('*', async (c, next) => {
    if (!PAGE_METHODS.has(c.req.method)) return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD, POST' });
    await next();
  });
  return app;
}

/**
 * The request for the service with `X-Forwarded-For` set to the client's address (the socket's, or a trusted proxy's);
 * whatever the client sent is dropped, since the service's abuse limits trust this header.
 */
export function withClientAddress(c: Context, trust: ProxyTrust = proxyTrust(false)): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set('X-Forwarded-For', clientAddressOfRequest(c, trust));
  headers.delete('Forwarded');
  return new Request(c.req.raw, { headers });
}

/** The client's address as `withClientAddress` names it ('unknown' when not served from a socket, as in app.fetch). */
export function clientAddressOfRequest(c: Context, trust: ProxyTrust): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // Not served from a socket (app.fetch in a test): the service counts every such call as one client.
  }
  return clientAddress(socket, c.req.raw.headers, trust);
}

/** `TRUST_PROXY` from the option or the environment; a StartupError saying what it takes. */
export function trustProxyConfig(
  given: TrustProxySetting | ProxyTrust | undefined,
  env: NodeJS.ProcessEnv,
): ProxyTrust {
  if (given !== undefined) return proxyTrust(given);
  const parsed = trustProxyFromEnv(env);
  if ('problem' in parsed) throw new StartupError(parsed.problem);
  return parsed.trust;
}
