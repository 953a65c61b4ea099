import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CSRF_HEADER,
  createServiceClient as createTypedClient,
  isServiceError,
  newsletterAccess,
  ServiceError,
  type ServiceClientOptions,
} from '../../../openapi';
import { createServiceCalls, type ServiceCalls } from '../../../openapi/calls';
import { WAIT } from '../../support/wait';

const ORIGIN = 'https://shop.example';

function json(body: unknown, status = 200, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

async function rejection(p: Promise<unknown>): Promise<ServiceError> {
  try {
    await p;
  } catch (e) {
    expect(isServiceError(e)).toBe(true);
    return e as ServiceError;
  }
  throw new Error('expected the call to reject');
}

const subscription = {
  email: 'anna@example.com',
  consents: ['DNE' as const],
  origin: 'onsite',
  originAddition: 'subsite',
};

describe('newsletterAccess', () => {
  it('uses the private prefix in single-page mode only', () => {
    expect(newsletterAccess(true)).toBe('private');
    expect(newsletterAccess(false)).toBe('internal');
  });
});

// The typed client (openapi-fetch) and the element's lean calls share one transport; each must do all of this (D151).
const IMPLEMENTATIONS: [string, (options: ServiceClientOptions) => ServiceCalls][] = [
  ['the typed client', createTypedClient],
  ['the lean calls', createServiceCalls],
];

describe.each(IMPLEMENTATIONS)('%s', (_name, createServiceClient) => {
  /** A client whose fetch records the real Request objects and answers with `answer`. */
  function recordingClient(
    answer: (req: Request) => Response | Promise<Response>,
    extra: Partial<ServiceClientOptions> = {},
  ) {
    const requests: Request[] = [];
    const client = createServiceClient({
      origin: ORIGIN,
      fetch: async (req) => {
        requests.push(req);
        return answer(req);
      },
      ...extra,
    });
    return { client, requests };
  }

  describe('requests the client produces', () => {
    it('POSTs a subscription under the internal prefix with credentials, no referrer, the market header and no token (D39)', async () => {
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 202));
      const { data, response } = await client.POST('/service/newsletter/api/{access}/newsletter-subscribers', {
        params: { path: { access: newsletterAccess(false) }, header: { 'X-Hunter-Site': 'AT' } },
        body: subscription,
      });
      expect(response.status).toBe(202);
      expect(data).toEqual({ status: 'ACCEPTED' });
      const req = requests[0]!;
      expect(req.method).toBe('POST');
      expect(req.url).toBe(`${ORIGIN}/service/newsletter/api/internal/newsletter-subscribers`);
      expect(req.credentials).toBe('include');
      expect(req.referrerPolicy).toBe('no-referrer');
      expect(req.headers.has(CSRF_HEADER)).toBe(false);
      expect(req.headers.get('X-Hunter-Site')).toBe('AT');
      expect(req.headers.get('Content-Type')).toBe('application/json');
      expect(await req.json()).toEqual(subscription);
    });

    it('uses the private prefix and sends X-LoginToken for base data, without a CSRF header on GET', async () => {
      const base = { email: 'anna@example.com', consents: [], legals: [] };
      const { client, requests } = recordingClient(() => json(base));
      const { data } = await client.GET('/service/newsletter/api/{access}/customers/base-data', {
        params: { path: { access: newsletterAccess(true) }, header: { 'X-LoginToken': 'a.b.c' } },
      });
      expect(data).toEqual(base);
      const req = requests[0]!;
      expect(req.method).toBe('GET');
      expect(req.url).toBe(`${ORIGIN}/service/newsletter/api/private/customers/base-data`);
      expect(req.headers.get('X-LoginToken')).toBe('a.b.c');
      expect(req.headers.has(CSRF_HEADER)).toBe(false);
      expect(req.credentials).toBe('include');
      expect(req.referrerPolicy).toBe('no-referrer');
      expect(req.cache).not.toBe('no-store');
    });

    it('sends psdata with cache no-store and, without a cookie, no token', async () => {
      const { client, requests } = recordingClient(() => json({ nl_status: 'SUBSCRIBED' }));
      const { data } = await client.GET('/service/customerfrontenddata/api/v1/psdata');
      expect(data).toEqual({ nl_status: 'SUBSCRIBED' });
      const req = requests[0]!;
      expect(req.url).toBe(`${ORIGIN}/service/customerfrontenddata/api/v1/psdata`);
      expect(req.cache).toBe('no-store');
      expect(req.headers.has(CSRF_HEADER)).toBe(false);
      expect(req.credentials).toBe('include');
    });

    it('keeps an explicit CSRF header and the optional X-Original-Address header', async () => {
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 202));
      await client.POST('/service/newsletter/api/{access}/newsletter-subscribers', {
        params: {
          path: { access: 'private' },
          header: { 'X-CSRF-Token': 'explicit', 'X-Original-Address': 'https://shop.example/at/' },
        },
        body: subscription,
      });
      expect(requests[0]!.url).toBe(`${ORIGIN}/service/newsletter/api/private/newsletter-subscribers`);
      expect(requests[0]!.headers.get(CSRF_HEADER)).toBe('explicit');
      expect(requests[0]!.headers.get('X-Original-Address')).toBe('https://shop.example/at/');
    });

    it('encodes query values (a date-time with an offset keeps its +)', async () => {
      const { client, requests } = recordingClient(() => json([]));
      await client.GET('/service/abtestfrontend/api/v1/gettestsat', {
        params: { query: { time: '2026-12-01T08:00:00+01:00' } },
      });
      expect(new URL(requests[0]!.url).searchParams.get('time')).toBe('2026-12-01T08:00:00+01:00');
    });

    it('puts the preview date time and the test/group in the query', async () => {
      const { client, requests } = recordingClient(() => json({ status: 'SUCCESS' }));
      await client.GET('/service/preview/api/token', {
        params: { query: { test: 'winter teaser', group: 'B', dateTime: '2026-12-01' } },
      });
      const url = new URL(requests[0]!.url);
      expect(url.pathname).toBe('/service/preview/api/token');
      expect(url.searchParams.get('test')).toBe('winter teaser');
      expect(url.searchParams.get('group')).toBe('B');
      expect(url.searchParams.get('dateTime')).toBe('2026-12-01');
    });

    it('strips a trailing slash from the origin', async () => {
      const { client, requests } = recordingClient(() => json({ assignments: [] }), { origin: `${ORIGIN}/` });
      await client.GET('/service/abtestfrontend/api/v1/getassignment');
      expect(requests[0]!.url).toBe(`${ORIGIN}/service/abtestfrontend/api/v1/getassignment`);
    });

    it('resolves an empty 204 answer with no data', async () => {
      const { client } = recordingClient(() => new Response(null, { status: 204 }));
      const { data, response } = await client.POST('/service/login/api/v1/longtermtoken/renew');
      expect(response.status).toBe(204);
      expect(data).toBeUndefined();
    });
  });

  describe('error mapping', () => {
    it('turns a 4xx problem into reason http with status, problem type and body', async () => {
      const problem = { type: 'urn:newsletter:email_invalid', title: 'Invalid e-mail address', status: 400 };
      const { client } = recordingClient(() => json(problem, 400, 'application/problem+json'));
      const err = await rejection(
        client.POST('/service/newsletter/api/{access}/newsletter-subscribers', {
          params: { path: { access: 'internal' } },
          body: subscription,
        }),
      );
      expect(err).toBeInstanceOf(ServiceError);
      expect(err.reason).toBe('http');
      expect(err.status).toBe(400);
      expect(err.problemType).toBe('urn:newsletter:email_invalid');
      expect(err.body).toEqual(problem);
    });

    it('turns a 404 on the footer promotion into reason http 404', async () => {
      const { client } = recordingClient(() =>
        json({ type: 'urn:promotion:not_found', title: 'No content', status: 404 }, 404, 'application/problem+json'),
      );
      const err = await rejection(client.GET('/service/promotion/api/promotion/SHOP_FOOTER'));
      expect(err.reason).toBe('http');
      expect(err.status).toBe(404);
      expect(err.problemType).toBe('urn:promotion:not_found');
    });

    it('turns a 5xx with a non-JSON body into reason http with the text body and no problem type', async () => {
      const { client } = recordingClient(
        () => new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }),
      );
      const err = await rejection(client.GET('/service/abtestfrontend/api/v1/getassignment'));
      expect(err.reason).toBe('http');
      expect(err.status).toBe(502);
      expect(err.problemType).toBeUndefined();
      expect(err.body).toBe('Bad gateway');
    });

    it('keeps the text of a 4xx problem body that is not valid JSON, still as reason http', async () => {
      const { client } = recordingClient(
        () => new Response('{"type":', { status: 400, headers: { 'Content-Type': 'application/problem+json' } }),
      );
      const err = await rejection(
        client.GET('/service/abtestfrontend/api/v1/gettestsat', { params: { query: { time: 'x' } } }),
      );
      expect(err.reason).toBe('http');
      expect(err.status).toBe(400);
      expect(err.problemType).toBeUndefined();
      expect(err.body).toBe('{"type":');
    });

    it('clears the time-out timer after a network failure', async () => {
      const timer = { setTimeout: vi.fn(() => 'id'), clearTimeout: vi.fn() };
      const client = createServiceClient({
        origin: ORIGIN,
        timer,
        fetch: () => Promise.reject(new TypeError('offline')),
      });
      await rejection(client.GET('/service/preview/api/auth/checkauth'));
      expect(timer.clearTimeout).toHaveBeenCalledWith('id');
    });

    it('turns a network failure into reason network', async () => {
      const client = createServiceClient({
        origin: ORIGIN,
        fetch: () => Promise.reject(new TypeError('fetch failed')),
      });
      const err = await rejection(client.GET('/service/preview/api/auth/checkauth'));
      expect(err.reason).toBe('network');
      expect(err.status).toBeUndefined();
      expect(err.cause).toBeInstanceOf(TypeError);
    });

    it('names what the browser refused when a call to another origin fails, and the way out', async () => {
      vi.stubGlobal('location', { origin: 'http://localhost:5173', href: 'http://localhost:5173/' });
      const client = createServiceClient({
        baseUrl: 'http://localhost:8787',
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      const err = await rejection(client.GET('/service/preview/api/auth/checkauth'));
      vi.unstubAllGlobals();
      expect(err.reason).toBe('network');
      expect(err.message).toContain(
        'GET http://localhost:8787/service/preview/api/auth/checkauth failed (Failed to fetch)',
      );
      expect(err.message).toContain('the browser refused this call from http://localhost:5173 to another origin');
      expect(err.message).toContain('TRUSTED_ORIGINS=http://localhost:5173');
    });

    it('says a same-origin network failure is an unreachable service, not a refusal', async () => {
      vi.stubGlobal('location', { origin: ORIGIN, href: `${ORIGIN}/de/` });
      const client = createServiceClient({
        origin: ORIGIN,
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      const err = await rejection(client.GET('/service/preview/api/auth/checkauth'));
      vi.unstubAllGlobals();
      expect(err.message).toBe(
        `GET /service/preview/api/auth/checkauth failed (Failed to fetch): ${ORIGIN} could not be reached`,
      );
    });

    it('turns a 2xx JSON body that does not parse into reason malformed', async () => {
      const { client } = recordingClient(
        () => new Response('{"contentJSON": ', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
      const err = await rejection(client.GET('/service/promotion/api/promotion/SHOP_FOOTER'));
      expect(err.reason).toBe('malformed');
      expect(err.status).toBe(200);
      expect(err.body).toBe('{"contentJSON": ');
    });

    it('rejects with reason aborted when the caller aborts, and the fetch sees the abort', async () => {
      const controller = new AbortController();
      let seen: Request | undefined;
      const client = createServiceClient({
        origin: ORIGIN,
        fetch: (req) => {
          seen = req;
          return new Promise<Response>(() => undefined);
        },
      });
      const call = client.GET('/service/preview/api/auth/checkauth', { signal: controller.signal });
      await vi.waitFor(() => expect(seen).toBeDefined(), WAIT);
      controller.abort();
      const err = await rejection(call);
      expect(err.reason).toBe('aborted');
      expect(seen!.signal.aborted).toBe(true);
    });

    it('rejects with reason aborted at once when the caller signal is already aborted', async () => {
      const fetch = vi.fn(() => Promise.resolve(json({})));
      const client = createServiceClient({ origin: ORIGIN, fetch });
      const err = await rejection(client.GET('/service/preview/api/auth/checkauth', { signal: AbortSignal.abort() }));
      expect(err.reason).toBe('aborted');
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('time-out', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    function hangingClient(extra: Partial<ServiceClientOptions> = {}) {
      const requests: Request[] = [];
      const timer = {
        setTimeout: vi.fn((fn: () => void, ms: number) => setTimeout(fn, ms)),
        clearTimeout: vi.fn((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>)),
      };
      const client = createServiceClient({
        origin: ORIGIN,
        timer,
        fetch: (req) => {
          requests.push(req);
          return new Promise<Response>(() => undefined); // never answers and ignores the signal
        },
        ...extra,
      });
      return { client, requests, timer };
    }

    it('aborts after 15 000 ms by the injected timer with reason timeout, not a moment earlier', async () => {
      vi.useFakeTimers();
      const { client, requests, timer } = hangingClient();
      let settled: ServiceError | undefined;
      client
        .GET('/service/abtestfrontend/api/v1/gettestsat', { params: { query: { time: '2026-12-01' } } })
        .catch((e) => {
          settled = e as ServiceError;
        });
      await vi.advanceTimersByTimeAsync(14_999);
      expect(requests).toHaveLength(1);
      expect(settled).toBeUndefined();
      expect(requests[0]!.signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBeInstanceOf(ServiceError);
      expect(settled!.reason).toBe('timeout');
      expect(requests[0]!.signal.aborted).toBe(true);
      expect(timer.setTimeout).toHaveBeenCalledWith(expect.any(Function), 15_000);
      expect(timer.clearTimeout).toHaveBeenCalledTimes(1);
    });

    it('gives each request its own timer and honours a custom time-out', async () => {
      vi.useFakeTimers();
      const { client, timer } = hangingClient({ timeoutMs: 500 });
      const errors: ServiceError[] = [];
      client.GET('/service/preview/api/auth/checkauth').catch((e) => errors.push(e as ServiceError));
      await vi.advanceTimersByTimeAsync(300);
      client.GET('/service/preview/api/auth/checkauth').catch((e) => errors.push(e as ServiceError));
      await vi.advanceTimersByTimeAsync(200);
      expect(errors.map((e) => e.reason)).toEqual(['timeout']);
      await vi.advanceTimersByTimeAsync(300);
      expect(errors.map((e) => e.reason)).toEqual(['timeout', 'timeout']);
      expect(timer.setTimeout).toHaveBeenCalledTimes(2);
    });

    it('clears the timer once a call answered, so nothing fires later', async () => {
      vi.useFakeTimers();
      const timer = { setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() };
      const client = createServiceClient({
        origin: ORIGIN,
        timer,
        fetch: () => Promise.resolve(json({ assignments: [] })),
      });
      await client.GET('/service/abtestfrontend/api/v1/getassignment');
      expect(timer.clearTimeout).toHaveBeenCalledWith(7);
    });

    it('times out a body that never finishes arriving', async () => {
      vi.useFakeTimers();
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":'));
        },
      });
      const client = createServiceClient({
        origin: ORIGIN,
        fetch: () =>
          Promise.resolve(new Response(stalled, { status: 200, headers: { 'Content-Type': 'application/json' } })),
      });
      let settled: ServiceError | undefined;
      client.GET('/service/preview/api/auth/checkauth').catch((e) => {
        settled = e as ServiceError;
      });
      await vi.advanceTimersByTimeAsync(15_000);
      expect(settled?.reason).toBe('timeout');
    });
  });

  describe('the CSRF header (spec section 7, D8): the token the platform gives, named by the host', () => {
    const SUBSCRIBE = '/service/newsletter/api/{access}/newsletter-subscribers' as const;
    const subscribe = (client: ReturnType<typeof createServiceClient>) =>
      client.POST(SUBSCRIBE, { params: { path: { access: 'internal' } }, body: subscription });
    const sent = (requests: Request[], header = CSRF_HEADER) =>
      requests.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.get(header) ?? '-'}`);
    /** Every kind of call: POST, PUT (DOI, preferences), DELETE, the psdata GET, and GETs that change nothing. */
    async function everyCall(client: ReturnType<typeof createServiceClient>) {
      await subscribe(client);
      await client.PUT('/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}/doi', {
        params: { path: { access: 'internal', subscriberToken: 'tok' } },
      });
      await client.PUT('/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}', {
        params: { path: { access: 'internal', subscriberToken: 'tok' } },
        body: { consents: [] },
      });
      await client.DELETE('/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}', {
        params: { path: { access: 'internal', subscriberToken: 'tok' } },
      });
      await client.GET('/service/customerfrontenddata/api/v1/psdata');
      await client.GET('/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}', {
        params: { path: { access: 'internal', subscriberToken: 'tok' } },
      });
      await client.GET('/service/promotion/api/promotion/SHOP_FOOTER');
    }
    afterEach(() => vi.unstubAllGlobals());

    it('sends the page cookie’s token on POST, PUT, DELETE and the psdata GET, never on the other GETs', async () => {
      vi.stubGlobal('document', { cookie: 'other=1; csrf_token=t0k%2B1' });
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 200));
      await everyCall(client).catch(() => undefined);
      expect(sent(requests)).toEqual([
        'POST /service/newsletter/api/internal/newsletter-subscribers t0k+1',
        'PUT /service/newsletter/api/internal/newsletter-subscribers/tok/doi t0k+1',
        'PUT /service/newsletter/api/internal/newsletter-subscribers/tok t0k+1',
        'DELETE /service/newsletter/api/internal/newsletter-subscribers/tok t0k+1',
        'GET /service/customerfrontenddata/api/v1/psdata t0k+1',
        'GET /service/newsletter/api/internal/newsletter-subscribers/tok -',
        'GET /service/promotion/api/promotion/SHOP_FOOTER -',
      ]);
    });

    it('prefers the __Host- cookie of an HTTPS shop (a sibling subdomain cannot plant it)', async () => {
      vi.stubGlobal('document', { cookie: 'csrf_token=planted; __Host-csrf_token=real' });
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 202));
      await subscribe(client);
      expect(sent(requests)).toEqual(['POST /service/newsletter/api/internal/newsletter-subscribers real']);
    });

    it('reads the cookie and sends the header the host names (a platform’s own convention)', async () => {
      vi.stubGlobal('document', { cookie: 'csrf_token=ours; XSRF-TOKEN=platform' });
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 200), {
        csrf: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' },
      });
      await everyCall(client).catch(() => undefined);
      expect(requests.every((r) => !r.headers.has(CSRF_HEADER))).toBe(true);
      expect(sent(requests, 'X-XSRF-TOKEN').map((line) => line.split(' ').pop())).toEqual([
        'platform',
        'platform',
        'platform',
        'platform',
        'platform',
        '-',
        '-',
      ]);
    });

    it('takes the token from a reader of the host (a meta tag, Node), also under the 0.1.0 name csrfToken', async () => {
      const reader = recordingClient(() => json({ status: 'ACCEPTED' }, 202), { csrf: { token: () => 'from-meta' } });
      await subscribe(reader.client);
      const legacy = recordingClient(() => json({ status: 'ACCEPTED' }, 202), { csrfToken: () => 'legacy' });
      await subscribe(legacy.client);
      expect([...sent(reader.requests), ...sent(legacy.requests)]).toEqual([
        'POST /service/newsletter/api/internal/newsletter-subscribers from-meta',
        'POST /service/newsletter/api/internal/newsletter-subscribers legacy',
      ]);
    });

    it('sends each call once and as it is when there is no token (no document, no cookie): a host without one loses nothing', async () => {
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 202));
      await subscribe(client);
      vi.stubGlobal('document', { cookie: '' });
      await subscribe(client);
      expect(sent(requests)).toEqual([
        'POST /service/newsletter/api/internal/newsletter-subscribers -',
        'POST /service/newsletter/api/internal/newsletter-subscribers -',
      ]);
    });

    it('sends no header with csrf: false', async () => {
      vi.stubGlobal('document', { cookie: 'csrf_token=page' });
      const off = recordingClient(() => json({ status: 'ACCEPTED' }, 202), { csrf: false });
      await subscribe(off.client);
      expect(sent(off.requests)).toEqual(['POST /service/newsletter/api/internal/newsletter-subscribers -']);
    });

    it('asks tokenUrl once when the page holds no token, then sends the token the platform set', async () => {
      const jar = { cookie: '' };
      vi.stubGlobal('document', jar);
      const { client, requests } = recordingClient(
        (req) => {
          if (new URL(req.url).pathname === '/service/csrf') jar.cookie = 'csrf_token=given';
          return json({ status: 'ACCEPTED' }, 202);
        },
        { csrf: { tokenUrl: '/service/csrf' } },
      );
      await subscribe(client);
      await subscribe(client);
      expect(sent(requests)).toEqual([
        'GET /service/csrf -',
        'POST /service/newsletter/api/internal/newsletter-subscribers given',
        'POST /service/newsletter/api/internal/newsletter-subscribers given',
      ]);
      expect(requests[0]!.credentials).toBe('include');
    });

    it('still sends the call, once, when tokenUrl fails', async () => {
      vi.stubGlobal('document', { cookie: '' });
      const { client, requests } = recordingClient(
        (req) => {
          if (new URL(req.url).pathname === '/service/csrf') throw new TypeError('Failed to fetch');
          return json({ status: 'ACCEPTED' }, 202);
        },
        { csrf: { tokenUrl: '/service/csrf' } },
      );
      await subscribe(client);
      await subscribe(client);
      expect(sent(requests)).toEqual([
        'GET /service/csrf -',
        'POST /service/newsletter/api/internal/newsletter-subscribers -',
        'POST /service/newsletter/api/internal/newsletter-subscribers -',
      ]);
    });

    it('reports a cross-site refusal as the call’s answer, once, with its problem type', async () => {
      const { client, requests } = recordingClient(() =>
        json({ type: 'urn:service:cross_site', title: 'x', status: 403 }, 403, 'application/problem+json'),
      );
      const error = await rejection(subscribe(client));
      expect(error).toMatchObject({ reason: 'http', status: 403, problemType: 'urn:service:cross_site' });
      expect(requests).toHaveLength(1);
    });
  });

  describe('the same contract under any base URL, with the host’s own headers', () => {
    const SUBSCRIBE = '/service/newsletter/api/{access}/newsletter-subscribers' as const;
    afterEach(() => vi.unstubAllGlobals());

    it('appends the contract’s paths to a base URL with a path of its own, psdata still kept out of caches', async () => {
      const { client, requests } = recordingClient(() => json({ nl_status: 'SUBSCRIBED' }), {
        origin: undefined,
        baseUrl: 'https://api.shop.example/gateway/',
      });
      await client.GET('/service/customerfrontenddata/api/v1/psdata');
      expect(requests[0]!.url).toBe('https://api.shop.example/gateway/service/customerfrontenddata/api/v1/psdata');
      expect(requests[0]!.cache).toBe('no-store');
    });

    it('reads a bare path against the page’s address', async () => {
      vi.stubGlobal('location', { href: 'https://shop.example/de/newsletter?x=1' });
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 202), {
        origin: undefined,
        baseUrl: '/gateway',
      });
      await client.POST(SUBSCRIBE, { params: { path: { access: 'internal' } }, body: subscription });
      expect(requests[0]!.url).toBe(
        'https://shop.example/gateway/service/newsletter/api/internal/newsletter-subscribers',
      );
    });

    it('sends the host’s headers on every call, asked at each call, without overriding the call’s own', async () => {
      let n = 0;
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 202), {
        headers: async () => ({ Authorization: `Bearer t${++n}`, 'X-Tenant': 'eu', 'X-Hunter-Site': 'DE' }),
      });
      await client.POST(SUBSCRIBE, {
        params: { path: { access: 'internal' }, header: { 'X-Hunter-Site': 'AT' } },
        body: subscription,
      });
      await client.GET('/service/promotion/api/promotion/SHOP_FOOTER');
      expect(requests.map((r) => [r.headers.get('Authorization'), r.headers.get('X-Tenant')])).toEqual([
        ['Bearer t1', 'eu'],
        ['Bearer t2', 'eu'],
      ]);
      expect(requests[0]!.headers.get('X-Hunter-Site')).toBe('AT');
    });

    it('takes a plain headers object too', async () => {
      const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 202), {
        headers: { 'X-Tenant': 'ch' },
      });
      await client.POST(SUBSCRIBE, { params: { path: { access: 'internal' } }, body: subscription });
      expect(requests[0]!.headers.get('X-Tenant')).toBe('ch');
    });

    it('refuses a client without a base, naming the option', () => {
      expect(() => createServiceClient({})).toThrow(/baseUrl/);
    });
  });
});
