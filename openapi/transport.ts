// The service calls' one transport (base URL, host headers, CSRF header, time-out, errors): the typed client
// (openapi-fetch) and the element's lean calls (calls.ts) both send through it, so they cannot drift (D151).
import { COOKIE, CSRF_HEADER, DEFAULT_TIMEOUT_MS, parseCookies } from './http';
import { ServiceError, isServiceError } from './errors';

export interface ServiceTimer {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * The spec's CSRF header (section 7): calls that change data and the psdata GET carry the token the shop's platform
 * gives, read from a cookie and sent in a header, as axios and Angular do. No token, no header.
 */
export interface CsrfOptions {
  /** Cookies the token is read from (`document.cookie`), the first one present wins. Default `__Host-csrf_token`, `csrf_token`. */
  cookie?: string | readonly string[];
  /** The header the token is sent in. Default `X-CSRF-Token`. */
  header?: string;
  /** Reads the token instead of the cookie (e.g. from a `<meta>` tag, or in Node where there is no `document`). */
  token?: () => string | undefined;
  /**
   * Asked once (a GET with credentials) when the page holds no token before a call that needs it, so the platform sets
   * its cookie. Default: none. The reference service answers `/service/csrf`.
   */
  tokenUrl?: string;
}

/** The cookies the token is read from by default (the reference service's). */
export const CSRF_COOKIES: readonly string[] = [COOKIE.csrfHttps, COOKIE.csrf];

/** Headers as `new Headers()` takes them (named without the DOM library: a Node project type-checks without it). */
export type ServiceHeaders = Headers | Record<string, string> | [string, string][];

export interface ServiceClientOptions {
  /**
   * Where the contract's paths (`/service/...`) are served: an origin or an address with a path of its own; a path
   * alone is read against the page's address. Default: `origin`.
   */
  baseUrl?: string;
  /** The same as `baseUrl` (the name of 0.1.0); one of the two is required. */
  origin?: string;
  /** The host's own headers for every call (auth, tenancy), or a function asked per call; the call's own headers win. */
  headers?: ServiceHeaders | (() => ServiceHeaders | Promise<ServiceHeaders>);
  /** The CSRF header, see `CsrfOptions`; `false` sends none. */
  csrf?: CsrfOptions | false;
  /** Receives the final `Request`; defaults to `globalThis.fetch`, read at call time. */
  fetch?: (req: Request) => Promise<Response>;
  /** Per-request time-out, default 15000 ms. */
  timeoutMs?: number;
  /** Drives the time-out; defaults to the global timers, read at call time. */
  timer?: ServiceTimer;
  /** Reads the CSRF token; the same as `csrf.token` (the name of 0.1.0). */
  csrfToken?: () => string | undefined;
}

/** Calls that change nothing carry no CSRF token; every other method does (POST, PUT, DELETE), and psdata (spec section 7). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** A TypeError alone ("Failed to fetch") names no cause; across origins the likeliest is CORS, shown only in the console. */
function networkFailure(method: string, url: URL, cause: unknown): string {
  const why = cause instanceof Error ? cause.message : String(cause);
  const page = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!page || page === 'null' || page === url.origin) {
    return `${method} ${url.pathname} failed (${why}): ${url.origin} could not be reached`;
  }
  return (
    `${method} ${url.origin}${url.pathname} failed (${why}): the browser refused this call from ${page} to another ` +
    `origin, or could not reach ${url.origin}. That service must let ${page} call it with credentials (the ` +
    `reference service: TRUSTED_ORIGINS=${page}; a backend of your own: CORS for ${page}, its headers allowed) and ` +
    `be running; the browser's console says which.`
  );
}

/** The base the paths are appended to: without a trailing slash, a bare path read against the page's address. */
function resolveBase(options: ServiceClientOptions): string {
  const base = options.baseUrl ?? options.origin;
  if (base === undefined)
    throw new TypeError('createServiceClient: give `baseUrl` (or `origin`), e.g. https://shop.example');
  const pageAddress = (globalThis as { location?: { href?: string } }).location?.href;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(base) || !pageAddress ? base : new URL(base, pageAddress).href;
  return absolute.replace(/\/+$/, '');
}

/** The token a call carries: the host's reader, else the first named cookie of the page. */
function csrfTokenReader(options: ServiceClientOptions): () => string | undefined {
  const csrf = options.csrf || {};
  const read = csrf.token ?? options.csrfToken;
  if (read) return read;
  const names =
    csrf.cookie === undefined ? CSRF_COOKIES : typeof csrf.cookie === 'string' ? [csrf.cookie] : csrf.cookie;
  return () => {
    const jar = parseCookies((globalThis as { document?: { cookie?: string } }).document?.cookie);
    for (const name of names) {
      const token = jar.get(name);
      if (token) return token;
    }
    return undefined;
  };
}

const globalTimer: ServiceTimer = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

/** `AbortSignal.any` is missing in older runtimes: follow several signals with one controller. */
function followSignals(signals: AbortSignal[]): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const cleanups: Array<() => void> = [];
  for (const s of signals) {
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    const onAbort = () => controller.abort(s.reason);
    s.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => s.removeEventListener('abort', onAbort));
  }
  return { signal: controller.signal, dispose: () => cleanups.forEach((c) => c()) };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isJsonType(contentType: string | null): boolean {
  return contentType === null || contentType === '' || /[/+]json\b/i.test(contentType);
}

function problemTypeOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'type' in body) {
    const t = (body as { type: unknown }).type;
    if (typeof t === 'string') return t;
  }
  return undefined;
}

/**
 * Sends a `Request` to the service: resolves a 2xx `Response` whose JSON body parses, or rejects with a `ServiceError`
 * (non-2xx, network failure, time-out, caller abort, unparsable 2xx JSON). `baseUrl` is where the contract's paths go.
 */
export function createServiceFetch(options: ServiceClientOptions): {
  baseUrl: string;
  fetch: (input: Request) => Promise<Response>;
} {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = options.timer ?? globalTimer;
  const baseUrl = resolveBase(options);
  const csrf = options.csrf === false ? undefined : (options.csrf ?? {});
  const csrfHeader = csrf?.header ?? CSRF_HEADER;
  const readCsrf = csrfTokenReader(options);
  let tokenAsked: Promise<unknown> | undefined;

  /** The token for a call that carries one; asks `tokenUrl` once per client when the page holds none yet. */
  async function csrfToken(signal: AbortSignal): Promise<string | undefined> {
    const token = readCsrf();
    if (token || !csrf?.tokenUrl) return token;
    tokenAsked ??= (options.fetch ?? ((r: Request) => globalThis.fetch(r)))(
      new Request(new URL(csrf.tokenUrl, baseUrl + '/'), { credentials: 'include', cache: 'no-store', signal }),
    )
      // Read to its end: an unread body keeps the request (and its connection) open.
      .then((response) => response.text())
      .catch(() => undefined);
    await tokenAsked;
    return readCsrf();
  }

  async function serviceFetch(input: Request): Promise<Response> {
    const url = new URL(input.url);
    const method = input.method.toUpperCase();
    const isPsdata = url.pathname.endsWith(PSDATA_PATH);
    const headers = new Headers(input.headers);
    if (options.headers) {
      const own = typeof options.headers === 'function' ? await options.headers() : options.headers;
      new Headers(own).forEach((value, name) => {
        if (!headers.has(name)) headers.set(name, value);
      });
    }

    const callerSignal = input.signal;
    if (callerSignal.aborted) {
      throw new ServiceError('aborted', `${method} ${url.pathname} aborted`, { cause: callerSignal.reason });
    }

    let timedOut = false;
    const timeoutController = new AbortController();
    const timerId = timer.setTimeout(() => {
      timedOut = true;
      timeoutController.abort(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    const combined = followSignals([callerSignal, timeoutController.signal]);

    const body = method === 'GET' || method === 'HEAD' ? undefined : await input.arrayBuffer();
    if (csrf && (!SAFE_METHODS.has(method) || isPsdata) && !headers.has(csrfHeader)) {
      const token = await csrfToken(combined.signal);
      if (token) headers.set(csrfHeader, token);
    }
    const request = () =>
      new Request(url, {
        method,
        headers,
        body: body && body.byteLength > 0 ? body : undefined,
        credentials: 'include',
        referrerPolicy: 'no-referrer',
        redirect: input.redirect,
        signal: combined.signal,
        ...(isPsdata ? { cache: 'no-store' as const } : {}),
      });

    const failure = (cause: unknown): ServiceError => {
      if (isServiceError(cause)) return cause;
      if (timedOut)
        return new ServiceError('timeout', `${method} ${url.pathname} timed out after ${timeoutMs} ms`, { cause });
      if (callerSignal.aborted) return new ServiceError('aborted', `${method} ${url.pathname} aborted`, { cause });
      return new ServiceError('network', networkFailure(method, url, cause), { cause });
    };

    // Abort even a fetch that ignores its signal, and keep the timer running while the body is read.
    const aborted = new Promise<never>((_, reject) => {
      const onAbort = () => reject(combined.signal.reason);
      if (combined.signal.aborted) onAbort();
      else combined.signal.addEventListener('abort', onAbort, { once: true });
    });
    aborted.catch(() => undefined);

    const doFetch = options.fetch ?? ((r: Request) => globalThis.fetch(r));
    try {
      let response: Response;
      let text: string;
      try {
        response = await Promise.race([doFetch(request()), aborted]);
        text = await Promise.race([response.clone().text(), aborted]);
      } catch (cause) {
        throw failure(cause);
      }

      const contentType = response.headers.get('Content-Type');
      if (!response.ok) {
        const parsed = text && isJsonType(contentType) ? parseJson(text) : { ok: false as const };
        const errorBody = parsed.ok ? parsed.value : text || undefined;
        const problemType = problemTypeOf(errorBody);
        throw new ServiceError(
          'http',
          `${method} ${url.pathname} answered ${response.status}${problemType ? ` (${problemType})` : ''}`,
          { status: response.status, problemType, body: errorBody },
        );
      }
      if (text && isJsonType(contentType) && !parseJson(text).ok) {
        throw new ServiceError(
          'malformed',
          `${method} ${url.pathname} answered ${response.status} with a body that is not JSON`,
          {
            status: response.status,
            body: text,
          },
        );
      }
      return response;
    } finally {
      timer.clearTimeout(timerId);
      combined.dispose();
    }
  }

  return { baseUrl, fetch: serviceFetch };
}
