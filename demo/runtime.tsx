import { createContext, useContext, type ReactNode } from 'react';
import type { Env } from '../core/env';
import type { ServiceClient } from '../openapi/client';

/** What pages need from their host: ports to the browser (or fakes on the server) and the service client. */
export interface DemoRuntime {
  env: Env;
  client: ServiceClient;
  /** true on the server render and the hydration pass; effects run only in the browser anyway. */
  server: boolean;
}

const RuntimeContext = createContext<DemoRuntime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: DemoRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): DemoRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() outside <RuntimeProvider>');
  return runtime;
}
