// A browser-like visitor of the reference service for contract tests: a cookie jar, a controllable clock, and every answer of a contract operation validated against service.yaml.
import { createTestService, type TestServiceOptions } from '../support/service';
import { createServiceClient, type ServiceClient, type ServiceClientOptions } from '../../openapi';
import { expectRequestMatchesContract, expectResponseMatchesContract } from './validate';
import type { ConsentRecord, Mail } from '../../service/store';
import { CookieJar } from '../support/cookie-jar';

export const ORIGIN = 'http://shop.test';
export const START = Date.UTC(2026, 10, 23, 9, 0, 0); // 2026-11-23T09:00:00Z

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Set-Cookie lines of this answer. */
  setCookies: string[];
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The client going away (a page's time-out, a closed tab): the service's request is aborted. */
  signal?: AbortSignal;
}

export class Visitor {
  readonly cookies = new CookieJar();
  constructor(private readonly service: ServiceHarness) {}

  cookieHeader(): string {
    return this.cookies.header();
  }

  /** fetch for the typed client: adds this visitor's cookies, keeps the answer's cookies, validates the answer. */
  readonly fetch = async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    if (this.cookies.size) headers.set('Cookie', this.cookieHeader());
    const method = request.method;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
    const response = await this.service.app.fetch(
      requestOf(request.url, method, { headers, body, signal: request.signal }),
    );
    this.cookies.keep(response);
    return response;
  };

  /** The typed client, as a page would build it, wired to this visitor; its request bodies are checked too. */
  client(options: Partial<ServiceClientOptions> = {}): ServiceClient {
    return createServiceClient({
      origin: ORIGIN,
      fetch: async (request) => {
        await expectRequestMatchesContract(request);
        return this.fetch(request);
      },
      ...options,
    });
  }

  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await this.fetch(
      requestOf(ORIGIN + path, method, {
        method,
        headers,
        signal: options.signal,
        body:
          options.body === undefined
            ? undefined
            : typeof options.body === 'string'
              ? options.body
              : JSON.stringify(options.body),
      }),
    );
    const text = await response.text();
    const type = response.headers.get('Content-Type') ?? '';
    return {
      status: response.status,
      body: (text && /json/.test(type) ? JSON.parse(text) : text || undefined) as T,
      headers: response.headers,
      setCookies: response.headers.getSetCookie(),
    };
  }

  /** The CSRF cookie's value: `__Host-csrf_token` when the shop is HTTPS, else `csrf_token`. */
  csrfToken(): string | undefined {
    return this.cookies.get('__Host-csrf_token') ?? this.cookies.get('csrf_token');
  }

  /** A first GET, as a page load would do, so the visitor holds a CSRF cookie. */
  async arrive(): Promise<this> {
    await this.call('GET', '/service/abtestfrontend/api/v1/getassignment');
    return this;
  }
}

/** Methods fetch's Request refuses to carry (RFC 9110 9.3.6, 9.3.8). */
const UNSENDABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * A Request of any method: TRACE, TRACK and CONNECT as the node adapter (@hono/node-server) hands them to the app,
 * a GET whose `method` says what came over the wire.
 */
export function requestOf(url: string, method: string, init: RequestInit = {}): Request {
  if (!UNSENDABLE.has(method.toUpperCase())) return new Request(url, { ...init, method });
  const request = new Request(url, { ...init, method: 'GET', body: undefined });
  Object.defineProperty(request, 'method', { get: () => method });
  return request;
}

/** Harnesses in one test share the database (like service processes): their tokens must differ too. */
let harnesses = 0;

export class ServiceHarness {
  now = START;
  /** `operationId status` of every answer validated against the contract. */
  readonly seen = new Set<string>();
  /**
   * The service, its `fetch` the one hook that holds every answer against service.yaml (the test switches under
   * /service/__admin aside): an answer the contract does not describe fails the test that got it.
   */
  readonly app: Pick<ReturnType<typeof createTestService>, 'fetch'>;
  /** The service without that check, for the tests that break the contract on purpose (injected malformed bodies). */
  readonly unchecked: ReturnType<typeof createTestService>;
  private counter = 0;
  private readonly serial = ++harnesses;

  constructor(options: TestServiceOptions = {}) {
    this.unchecked = createTestService({
      now: () => this.now,
      randomToken: () => `token-${this.serial}-${++this.counter}`,
      // Refusals are asserted where they matter (cross-site.contract.test.ts), not printed by every test.
      logCrossSite: () => undefined,
      ...options,
    });
    this.app = {
      // The server's env (the socket, for the client's address) and context pass through.
      fetch: async (request: Request, ...rest: unknown[]) => {
        const response = await (this.unchecked.fetch as (r: Request, ...rest: unknown[]) => Promise<Response>)(
          request,
          ...rest,
        );
        if (!new URL(request.url).pathname.startsWith('/service/__admin/')) {
          const check = await expectResponseMatchesContract(request.method, request.url, response);
          this.seen.add(`${check.operationId} ${response.status}`);
        }
        return response;
      },
    };
  }

  visitor(): Visitor {
    return new Visitor(this);
  }

  advance(ms: number): void {
    this.now += ms;
  }

  /** The demo mailbox's view of the outbox, oldest first (every page of it). */
  async outbox(): Promise<OutboxMailView[]> {
    const mails: OutboxMailView[] = [];
    for (let page: number | null = 1; page !== null;) {
      const answer: Answer<{ mails: OutboxMailView[]; nextPage: number | null }> = await this.visitor().call(
        'GET',
        `/service/__admin/outbox?page=${page}`,
      );
      mails.push(...answer.body.mails);
      page = answer.body.nextPage;
    }
    return mails.reverse();
  }
}

/** The admin views as JSON carries them (the service's own types). */
export type ConsentRecordView = ConsentRecord;
export type OutboxMailView = Mail;

/** Decodes a compact JWS payload (as clients do: no verification). */
export function decodeJwsPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
