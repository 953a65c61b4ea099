import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

// In openapi/facts.ts, so the machines' actors name the prefix without loading this client (openapi-fetch) with them.
export { newsletterAccess, type NewsletterAccess } from './facts';

import { CSRF_HEADER, CSRF_TOKEN_PATH, DEFAULT_TIMEOUT_MS } from './http';
import { ServiceError, isServiceError } from './errors';

export { CSRF_HEADER, CSRF_TOKEN_PATH, DEFAULT_TIMEOUT_MS };

export type ServiceClient = Client<paths>;

export { ServiceError, isServiceError, type ServiceErrorReason } from './errors';

export interface ServiceTimer {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface ServiceClientOptions {
  /** The page origin, e.g. `https://shop.example`; all paths start with `/service`. */
  origin: string;
  /** Receives the final `Request`; defaults to `globalThis.fetch`, read at call time. */
  fetch?: (req: Request) => Promise<Response>;
  /** Per-request time-out, default 15000 ms. */
  timeoutMs?: number;
  /** Drives the time-out; defaults to the global timers, read at call time. */
  timer?: ServiceTimer;
  /**
   * @deprecated Ignored: the service no longer checks a CSRF token (decision D39: the browser's `Sec-Fetch-Site` and
   * `Origin` decide, so a client without a cookie jar needs nothing). Accepted so code written for 0.1.0 compiles.
   */
  csrfToken?: () => string | undefined;
}

const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

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
 * The typed client for `service.yaml`. Every call resolves `{ data, response }` for a 2xx answer or rejects
 * with a `ServiceError` (non-2xx, network failure, time-out, caller abort, unparsable 2xx JSON).
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = options.timer ?? globalTimer;
  const baseUrl = options.origin.replace(/\/+$/, '');

  async function serviceFetch(input: Request): Promise<Response> {
    const url = new URL(input.url);
    const method = input.method.toUpperCase();
    const isPsdata = url.pathname === PSDATA_PATH;
    const headers = new Headers(input.headers);

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
      return new ServiceError('network', `${method} ${url.pathname} failed`, { cause });
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

  const client = createClient<paths>({ baseUrl, fetch: serviceFetch });

  // openapi-fetch's own parsing can still throw (e.g. a 2xx JSON body with an odd content type): one error kind.
  const wrapped = { ...client } as ServiceClient;
  for (const name of ['request', 'GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const) {
    const original = client[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await original(...args);
      } catch (e) {
        if (isServiceError(e)) throw e;
        throw new ServiceError('malformed', 'the answer could not be read', { cause: e });
      }
    };
  }
  return wrapped;
}
