// A browser-like visitor of the reference service for this feature's tests: a cookie jar and the typed client.
import { createTestService, type TestServiceOptions } from '../../support/service';
import { createServiceClient, type ServiceClient } from '../../../openapi';
import { CookieJar } from '../../support/cookie-jar';

export const ORIGIN = 'http://shop.test';
export const START = Date.UTC(2026, 10, 23, 9, 0, 0);

let services = 0;

export class TestService {
  now = START;
  /** Paths of every request that reached the service, in order. */
  readonly requests: string[] = [];
  /** The same requests' paths with their query strings. */
  readonly addresses: string[] = [];
  readonly app: ReturnType<typeof createTestService>;
  private counter = 0;
  private readonly serial = ++services;
  constructor(options: TestServiceOptions = {}) {
    this.app = createTestService({
      now: () => this.now,
      randomToken: () => `token-${this.serial}-${++this.counter}`,
      ...options,
    });
  }
  visitor(): Visitor {
    return new Visitor(this);
  }
}

export class Visitor {
  readonly cookies = new CookieJar();
  constructor(private readonly service: TestService) {}

  readonly fetch = async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    if (this.cookies.size) headers.set('Cookie', this.cookies.header());
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    this.service.requests.push(new URL(request.url).pathname);
    this.service.addresses.push(new URL(request.url).pathname + new URL(request.url).search);
    const response = await this.service.app.fetch(new Request(request.url, { method: request.method, headers, body }));
    this.cookies.keep(response);
    return response;
  };

  client(): ServiceClient {
    return createServiceClient({ origin: ORIGIN, fetch: this.fetch, csrfToken: () => this.cookies.get('csrf_token') });
  }

  /** A plain call (admin switches); the CSRF cookie is echoed like the client does. */
  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const csrf = this.cookies.get('csrf_token');
    if (csrf) headers['X-CSRF-Token'] = csrf;
    return this.fetch(
      new Request(ORIGIN + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
  }

  /** A first GET, as a page load does, so the visitor holds a CSRF cookie. */
  async arrive(): Promise<this> {
    await this.call('GET', '/service/abtestfrontend/api/v1/getassignment');
    return this;
  }
}
