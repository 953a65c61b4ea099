import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../../openapi/errors';
import { createLazyServiceClient } from '../../../openapi/lazy-client';

describe("the islands' service client, fetched with its first call", () => {
  const options = (answer: () => Response, seen: Request[]) => ({
    origin: 'https://shop.example',
    fetch: async (request: Request) => {
      seen.push(request);
      return answer();
    },
  });

  it('makes the call as the client does: no token on a POST (D39), the JSON answer as data', async () => {
    const seen: Request[] = [];
    const client = createLazyServiceClient(options(() => Response.json({ status: 'SUCCESS' }), seen));
    const { data } = await client.GET('/service/preview/api/auth/checkauth');
    expect(data).toEqual({ status: 'SUCCESS' });
    await client.POST('/service/login/api/v1/longtermtoken/renew');
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.get('X-CSRF-Token')}`)).toEqual([
      'GET /service/preview/api/auth/checkauth null',
      'POST /service/login/api/v1/longtermtoken/renew null',
    ]);
  });

  it('a refused call rejects with the service error, as the client does', async () => {
    const client = createLazyServiceClient(
      options(() => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }), []),
    );
    const error = await client.POST('/service/login/api/v1/logintoken/renew', { body: {} }).catch((e: unknown) => e);
    expect(isServiceError(error) && error.reason === 'http' && error.status === 500).toBe(true);
  });
});
