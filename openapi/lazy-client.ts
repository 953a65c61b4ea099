import type { ServiceClient, ServiceClientOptions } from './client';
import { ServiceError } from './errors';

const CALLS = ['request', 'GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * The islands' service client, whose code is fetched with its first call, not with the first island: a logged-in
 * session makes no call until its token needs renewing (D34). A failed fetch fails that call; the next tries again.
 */
export function createLazyServiceClient(options: ServiceClientOptions): ServiceClient {
  let loading: Promise<ServiceClient> | undefined;
  const load = () =>
    (loading ??= import('./client').then(
      (m) => m.createServiceClient(options),
      (cause: unknown) => {
        loading = undefined;
        throw new ServiceError('network', 'the service client could not be loaded', { cause });
      },
    ));
  const client: Record<string, unknown> = {};
  for (const name of CALLS) {
    client[name] = async (...args: unknown[]) =>
      ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  }
  // Middleware (none of the demo's): applied to the real client once it is there.
  client.use = (...middleware: Parameters<ServiceClient['use']>) =>
    void load().then(
      (c) => c.use(...middleware),
      () => undefined,
    );
  client.eject = (...middleware: Parameters<ServiceClient['eject']>) =>
    void load().then(
      (c) => c.eject(...middleware),
      () => undefined,
    );
  return client as unknown as ServiceClient;
}
