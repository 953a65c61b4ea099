'use client';

import { useCallback } from 'react';
import { createBrowserEnv, type Env } from '../../core/env';
import {
  connectLoginSession,
  createSessionActors,
  DISMISS_EXPIRED_NOTICE,
  loginSessionInput,
  loginSessionMachine,
  sessionCallsFromClient,
  type LoginSessionView,
  type SessionCalls,
} from '../../core/session';
import type { ServiceClient } from '../../openapi/client';
import { useMachineView } from '../useMachineView';

export interface UseLoginSessionOptions {
  /** The service client; its login calls renew the token. */
  client?: ServiceClient;
  /** Or the calls themselves (tests, other transports). One of `client` or `calls` is needed; with neither nothing runs. */
  calls?: SessionCalls;
  /** Ports to the page; created from the browser after mount when left out. */
  env?: Pick<Env, 'cookies' | 'visibility' | 'activity' | 'locks' | 'now' | 'viewport'>;
  /** Jitter source for the retry backoff (tests pass a fixed one). */
  random?: () => number;
  /** Called once when the session has expired. */
  onExpired?: () => void;
}

export interface LoginSessionState extends LoginSessionView {
  /** Hides the expired notice (the person read it). The same function on every render. */
  dismissExpiredNotice(): void;
}

/**
 * The silent login-session renewal, run in the browser after mount (a server render shows `checking`). The client,
 * calls, ports and random are read once: a parent's re-render restarts nothing.
 */
export function useLoginSession(options: UseLoginSessionOptions): LoginSessionState {
  const { client, calls, env, random, onExpired } = options;
  const { view, send } = useMachineView(loginSessionMachine, connectLoginSession, {
    inBrowser: () => {
      const sessionCalls = calls ?? (client ? sessionCallsFromClient(client) : undefined);
      if (!sessionCalls) return undefined;
      const ports = env ?? createBrowserEnv();
      return {
        logic: loginSessionMachine.provide(createSessionActors({ env: ports, calls: sessionCalls, random })),
        input: loginSessionInput(ports),
      };
    },
    // Whether the notice shows is the machine's (core/session); the page's own callback only hears of it.
    on: { SESSION_EXPIRED: () => onExpired?.() },
  });

  // Stable, so a page may pass the state on (to a context, an effect's dependencies) without re-running anything.
  const dismissExpiredNotice = useCallback(() => send(DISMISS_EXPIRED_NOTICE), [send]);
  return { ...view, dismissExpiredNotice };
}
