import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

// In openapi/facts.ts, so the machines' actors name the prefix without loading this client (openapi-fetch) with them.
export { newsletterAccess, type NewsletterAccess } from './facts';

import { CSRF_HEADER, CSRF_TOKEN_PATH, DEFAULT_TIMEOUT_MS } from './http';
import { ServiceError, isServiceError } from './errors';
import { createServiceFetch, type ServiceClientOptions } from './transport';

export {
  CSRF_COOKIES,
  type CsrfOptions,
  type ServiceClientOptions,
  type ServiceHeaders,
  type ServiceTimer,
} from './transport';

export { CSRF_HEADER, CSRF_TOKEN_PATH, DEFAULT_TIMEOUT_MS };

export type ServiceClient = Client<paths>;

export { ServiceError, isServiceError, type ServiceErrorReason } from './errors';

/**
 * The typed client for `service.yaml`. Every call resolves `{ data, response }` for a 2xx answer or rejects
 * with a `ServiceError` (non-2xx, network failure, time-out, caller abort, unparsable 2xx JSON).
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const { baseUrl, fetch: serviceFetch } = createServiceFetch(options);
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
