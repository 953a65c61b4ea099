import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient, type ServiceClientOptions } from '../../../openapi';
import { parseCookies } from '../../../openapi/http';
import { createNewsletterCalls } from '../../../core/newsletter/signup/signup.actors';
import { createPreferencesCalls } from '../../../core/newsletter/preferences/preferences.actors';
import { visitorClient } from '../../../demo/newsletter-post';

const SUBSCRIBER = {
  email: 'anna@example.com',
  consents: [],
  legals: [],
  market: 'DE',
  confirmedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/**
 * A shop backend that checks the spec's CSRF header (section 7) as platforms do (double submit): every call but a
 * GET must carry the header, equal to the cookie; so must psdata. The cookie comes with the request (a browser's jar)
 * or, in these tests, from the page's `document.cookie`.
 */
function checkingBackend(cookieName = 'csrf_token', headerName = 'X-CSRF-Token') {
  const seen: string[] = [];
  const fetch = async (req: Request): Promise<Response> => {
    const path = new URL(req.url).pathname;
    const jar = parseCookies(
      req.headers.get('cookie') ?? (globalThis as { document?: { cookie: string } }).document?.cookie,
    );
    const expected = jar.get(cookieName);
    const needsToken = req.method !== 'GET' || path.endsWith('/psdata');
    const ok = !needsToken || (expected !== undefined && req.headers.get(headerName) === expected);
    seen.push(`${req.method} ${path} ${ok ? 'passed' : 'refused'}`);
    if (!ok) return Response.json({ type: 'urn:shop:csrf', status: 403 }, { status: 403 });
    if (path.endsWith('/doi')) return Response.json({ status: 'CONFIRMED' });
    if (path.endsWith('/psdata')) return Response.json({ nl_status: 'NONE' });
    if (req.method === 'POST') return Response.json({ status: 'ACCEPTED' }, { status: 202 });
    return Response.json(SUBSCRIBER);
  };
  return { fetch, seen };
}

const request = {
  email: 'anna@example.com',
  consents: [],
  origin: 'onsite',
  originAddition: 'subsite',
} as const;

async function signUpConfirmAndSave(options: ServiceClientOptions) {
  const client = createServiceClient(options);
  const signup = createNewsletterCalls(client, { market: 'DE' });
  const preferences = createPreferencesCalls(client, { market: 'DE' });
  await signup.subscribe({ ...request, consents: [] });
  await signup.confirmDoi('doi-token');
  await preferences.load('manage-token');
  await preferences.update('manage-token', { consents: [] });
  await client.GET('/service/customerfrontenddata/api/v1/psdata');
}

describe('a shop backend that checks the CSRF header (spec section 7, D8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the sign-up, the DOI link, the preference page and psdata through with the page’s token', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_token=abc123' });
    const backend = checkingBackend();
    await signUpConfirmAndSave({ baseUrl: 'https://shop.example', fetch: backend.fetch });
    expect(backend.seen.every((line) => line.endsWith('passed'))).toBe(true);
    expect(backend.seen).toHaveLength(5);
  });

  it('lets them through under the platform’s own cookie and header names', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=platform' });
    const backend = checkingBackend('XSRF-TOKEN', 'X-XSRF-TOKEN');
    await signUpConfirmAndSave({
      baseUrl: 'https://shop.example',
      fetch: backend.fetch,
      csrf: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' },
    });
    expect(backend.seen.filter((line) => line.endsWith('refused'))).toEqual([]);
  });

  it('lets the demo server’s calls for a visitor through with the token of the visitor’s cookie', async () => {
    const backend = checkingBackend();
    const client = visitorClient('https://shop.example', 'csrf_token=visitor', backend.fetch);
    await createNewsletterCalls(client, { market: 'DE' }).subscribe({ ...request, consents: [] });
    expect(backend.seen).toEqual(['POST /service/newsletter/api/internal/newsletter-subscribers passed']);
  });

  it('refuses a client that sends no header (so the tests above prove the header got them through)', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_token=abc123' });
    const backend = checkingBackend();
    await expect(
      signUpConfirmAndSave({ baseUrl: 'https://shop.example', fetch: backend.fetch, csrf: false }),
    ).rejects.toMatchObject({
      reason: 'http',
      status: 403,
    });
    expect(backend.seen).toEqual(['POST /service/newsletter/api/internal/newsletter-subscribers refused']);
  });
});
