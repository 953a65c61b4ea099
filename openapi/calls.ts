import type { ServiceClient, ServiceClientOptions } from './client';
import { ServiceError } from './errors';
import { createServiceFetch } from './transport';

/** The typed client's GET, POST, PUT and DELETE, typed against the same contract (`paths`), without middleware. */
export type ServiceCalls = Pick<ServiceClient, 'GET' | 'POST' | 'PUT' | 'DELETE'>;

type Primitive = string | number | boolean;
interface CallInit {
  params?: {
    path?: Record<string, Primitive>;
    query?: Record<string, Primitive | undefined>;
    header?: Record<string, Primitive | undefined>;
  };
  body?: unknown;
  signal?: AbortSignal;
}

const encoded = (value: Primitive) => encodeURIComponent(String(value));

/**
 * The typed client's calls over the same transport, without openapi-fetch (the standalone element's one file, D151):
 * path, query (the contract's are plain values) and header parameters, a JSON body, and `{ data, response }` with the
 * JSON answer (none for 204 or an empty body). Rejects with a `ServiceError` as the typed client does.
 */
export function createServiceCalls(options: ServiceClientOptions): ServiceCalls {
  const { baseUrl, fetch } = createServiceFetch(options);
  const call =
    (method: string) =>
    async (path: string, { params = {}, body, signal }: CallInit = {}) => {
      const query = Object.entries(params.query ?? {})
        .filter((entry): entry is [string, Primitive] => entry[1] !== undefined)
        .map(([name, value]) => `${encoded(name)}=${encoded(value)}`)
        .join('&');
      const url = baseUrl + path.replace(/\{([^{}]+)\}/g, (_, name: string) => encoded(params.path![name]!));
      const headers = new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' });
      for (const [name, value] of Object.entries(params.header ?? {}))
        if (value !== undefined) headers.set(name, String(value));
      const response = await fetch(
        new Request(query ? `${url}?${query}` : url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        }),
      );
      const text = response.status === 204 ? '' : await response.text();
      try {
        return { data: text ? (JSON.parse(text) as unknown) : undefined, response };
      } catch (cause) {
        throw new ServiceError('malformed', 'the answer could not be read', { cause });
      }
    };
  return { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), DELETE: call('DELETE') } as unknown as ServiceCalls;
}
