import type { ShopPaths } from './shop-links';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MALFORMED_BODY, type FaultRegistry, type OperationId } from './faults';
import { contractOperationOf } from './edge';
import { problem } from './problem';
import type { Limits, RefusalPace } from './limits';
import type { MailSender } from './mail-sender';
import type { ProxyTrust } from './proxy';
import type { AbTestDefinition, SeedCustomer, Store } from './store';

/** createServiceApp's options after defaults. */
export interface ResolvedServiceOptions {
  now: () => number;
  randomToken: () => string;
  loginTokenTtlSeconds: number;
  loginTokenRenewAfterSeconds: number;
  loginTokenSecret: string;
  longTermTokenTtlSeconds: number;
  staffSessionTtlSeconds: number;
  abTests: AbTestDefinition[];
  sleep: (ms: number) => Promise<void>;
  shopOrigin?: string;
  shopPaths?: ShopPaths;
  unsubscribeMailbox?: string;
  customers: SeedCustomer[];
  trustProxy: ProxyTrust;
  limits: Limits;
  refusalPace: RefusalPace;
}

/** What every area of the service works with. */
export interface ServiceDeps {
  options: ResolvedServiceOptions;
  store: Store;
  /** Delivers the outbox, when the service sends mail itself (`SMTP_URL`). */
  mailSender?: MailSender;
  faults: FaultRegistry;
  /** Filled by `operation()`: the operationIds this service answers. */
  operationIds: Set<OperationId>;
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/** Registers one operation of service.yaml: injected faults first, then the handler. */
export function operation(
  app: Hono,
  deps: ServiceDeps,
  spec: { method: Method; path: string; operationId: OperationId },
  handler: (c: Context) => Response | Promise<Response>,
): void {
  deps.operationIds.add(spec.operationId);
  app.on(spec.method.toUpperCase(), spec.path, async (c) => {
    // Only what the edge held against this operation of the contract reaches its handler (an odd spelling of a
    // path that Hono's router still matches included).
    if (contractOperationOf(c)?.operationId !== spec.operationId)
      return problem(c, 404, 'urn:service:not_found', 'Not found', `${c.req.method} ${c.req.path.slice(0, 200)}`);
    const fault = deps.faults.take(spec.operationId);
    if (fault?.latencyMs) await deps.options.sleep(fault.latencyMs);
    if (fault?.status !== undefined && !(fault.status >= 200 && fault.status < 300)) {
      return problem(
        c,
        fault.status as ContentfulStatusCode,
        'urn:service:fault_injected',
        `Injected fault for ${spec.operationId}`,
      );
    }
    const response = await handler(c);
    if (!fault?.malformed) return response;
    const headers = new Headers(response.headers);
    headers.set('Content-Type', 'application/json');
    headers.delete('Content-Length');
    return new Response(MALFORMED_BODY, { status: response.status === 204 ? 200 : response.status, headers });
  });
}

/** Reads a JSON request body; undefined when it is not JSON (the test switches, which the contract does not hold). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
