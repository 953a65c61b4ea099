import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, type Actor } from 'xstate';
import { createBrowserEnv, type Env } from '../../core/env';
import {
  INITIAL_LOGIN_SESSION_VIEW,
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
import { useInspector } from '../inspect';

export interface UseLoginSessionOptions {
  /** The service client; its login calls renew the token. */
  client?: ServiceClient;
  /** Or the calls themselves (tests, other transports). One of `client` or `calls` is needed. */
  calls?: SessionCalls;
  /** Ports to the page; created from the browser after mount when left out. */
  env?: Pick<Env, 'cookies' | 'visibility' | 'activity' | 'locks' | 'now' | 'viewport'>;
  /** Jitter source for the retry backoff (tests pass a fixed one). */
  random?: () => number;
  /** Called once when the session has expired (decision D18). */
  onExpired?: () => void;
}

export interface LoginSessionState extends LoginSessionView {
  /** Hides the expired notice (the person read it). The same function on every render. */
  dismissExpiredNotice(): void;
}

/**
 * The silent login-session renewal, run in the browser after mount (a server render shows `checking`).
 * Exposes the machine's state only; everything it decides lives in core/session.
 */
export function useLoginSession(options: UseLoginSessionOptions): LoginSessionState {
  const { client, calls, env, random } = options;
  const [view, setView] = useState<LoginSessionView>(INITIAL_LOGIN_SESSION_VIEW);
  const running = useRef<Actor<typeof loginSessionMachine> | null>(null);
  const onExpired = useRef(options.onExpired);
  useEffect(() => {
    onExpired.current = options.onExpired;
  });

  // Read once, as useActorRef does: a provider's new observer must not restart a running session.
  const observer = useInspector();
  const [inspect] = useState(() => observer);
  useEffect(() => {
    const sessionCalls = calls ?? (client ? sessionCallsFromClient(client) : undefined);
    if (!sessionCalls) return;
    const ports = env ?? createBrowserEnv();
    const actor = createActor(loginSessionMachine.provide(createSessionActors({ env: ports, calls: sessionCalls, random })), {
      input: loginSessionInput(ports),
      inspect,
    });
    const subscription = actor.subscribe((snapshot) => setView(connectLoginSession(snapshot)));
    // Whether the notice shows is the machine's (core/session); the page's own callback only hears of it.
    const expired = actor.on('SESSION_EXPIRED', () => onExpired.current?.());
    running.current = actor;
    actor.start();
    return () => {
      running.current = null;
      expired.unsubscribe();
      subscription.unsubscribe();
      actor.stop();
    };
  }, [client, calls, env, random, inspect]);

  // Stable, so a page may pass the state on (to a context, an effect's dependencies) without re-running anything.
  const dismissExpiredNotice = useCallback(() => running.current?.send(DISMISS_EXPIRED_NOTICE), []);
  return { ...view, dismissExpiredNotice };
}
