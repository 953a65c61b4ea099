import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CSRF_HEADER,
  createServiceClient,
  isServiceError,
  newsletterAccess,
  ServiceError,
  type ServiceClientOptions,
} from '../../../openapi';
import { WAIT } from '../../support/wait';

const ORIGIN = 'https://shop.example';

function json(body: unknown, status = 200, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

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

  it('sends psdata with cache no-store and no token', async () => {
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

describe('no token, no cookie jar (D39: the 0.1.0 CSRF token is gone)', () => {
  const SUBSCRIBE = '/service/newsletter/api/{access}/newsletter-subscribers' as const;
  const subscribe = (client: ReturnType<typeof createServiceClient>) =>
    client.POST(SUBSCRIBE, { params: { path: { access: 'internal' } }, body: subscription });
  const paths = (requests: Request[]) =>
    requests.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.get(CSRF_HEADER) ?? '-'}`);

  it('sends each call once, as it is, and never asks GET /service/csrf (a client without cookies, like Node fetch, needs nothing)', async () => {
    const requests: Request[] = [];
    const client = createServiceClient({
      origin: ORIGIN,
      fetch: async (req) => {
        requests.push(req);
        return json({ status: 'ACCEPTED' }, 202);
      },
    });
    await subscribe(client);
    await client.PUT('/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}/doi', {
      params: { path: { access: 'internal', subscriberToken: 'tok' } },
    });
    expect(paths(requests)).toEqual([
      'POST /service/newsletter/api/internal/newsletter-subscribers -',
      'PUT /service/newsletter/api/internal/newsletter-subscribers/tok/doi -',
    ]);
  });

  it('ignores the deprecated csrfToken option', async () => {
    const { client, requests } = recordingClient(() => json({ status: 'ACCEPTED' }, 202), { csrfToken: () => 'stale' });
    await subscribe(client);
    expect(paths(requests)).toEqual(['POST /service/newsletter/api/internal/newsletter-subscribers -']);
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
