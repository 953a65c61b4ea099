import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { COOKIE } from '../openapi/http';
import type { Locale } from '../core/i18n';
import { startLoginSession } from '../core/session/session.start';
import type { LoginSessionState } from '../react/session';
import { useRuntime } from './runtime';
import { Island, useIslandMode } from './islands';
import { LOGIN_PAGE } from './login-page';
import { decodeLoginToken, loginTokenStanding } from '../core/session/session.rules';
import { createSessionTexts } from '../core/session/session.texts';

// Fetched only once a LoginToken cookie exists: a shopper not logged in pays for the cookie look-up only.
const LiveSession = lazy(() => import('./island-views/SessionIsland'));

export { LOGIN_PAGE } from './login-page';

interface DemoLoginSession {
  /** The session code runs (a LoginToken cookie was seen on this page). */
  running: boolean;
  /** Bumped by `recheck()`: a new session actor reads the cookie at once. */
  generation: number;
  /** The running session's state, for pages that show more than the header (the staff page); null before it runs. */
  session: LoginSessionState | null;
  publish(state: LoginSessionState): void;
  /** After a login on this page: look for the cookie now, not at the next 10-second poll, and start afresh. */
  recheck(): void;
}

/**
 * A store that never changes identity, not a changing context value: a context change above a lazily hydrated island
 * still waiting for its code makes React throw away its server HTML (the sign-up form vanished).
 */
interface SessionStore {
  get(): DemoLoginSession;
  set(value: DemoLoginSession): void;
  subscribe(listener: () => void): () => void;
}

function createSessionStore(initial: DemoLoginSession): SessionStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LoginSessionContext = createContext<SessionStore | null>(null);

function useSessionValue(): DemoLoginSession | null {
  const store = useContext(LoginSessionContext);
  const subscribe = useCallback((listener: () => void) => store?.subscribe(listener) ?? (() => {}), [store]);
  const get = () => store?.get() ?? null;
  return useSyncExternalStore(subscribe, get, get);
}

/** Core's session start-up without the machine; returns `lookNow()` for a login made on this page. Browser only. */
function useSessionStart(loggedIn: () => void): () => void {
  const { client, env } = useRuntime();
  const lookNow = useRef(() => {});
  useEffect(() => {
    const start = startLoginSession(
      {
        hasLoginCookie: () => env.cookies.get(COOKIE.loginToken) !== undefined,
        visibility: env.visibility,
        // The session's own call (sessionCallsFromClient), made here so these pages load none of the session's code for it.
        renewLongTermToken: () => client.POST('/service/login/api/v1/longtermtoken/renew'),
      },
      loggedIn,
    );
    lookNow.current = start.lookNow;
    return start.stop;
  }, [client, env, loggedIn]);
  return useCallback(() => lookNow.current(), []);
}

/** Renders nothing cookie-dependent on the server, so hydration always matches; the session starts once the cookie exists. */
export function LoginSessionProvider({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [session, setSession] = useState<LoginSessionState | null>(null);
  // Latched: once started, the session goes on running when the cookie goes (logout, expiry), as the machine expects.
  const lookNow = useSessionStart(useCallback(() => setStarted(true), []));
  const recheck = useCallback(() => {
    lookNow();
    setGeneration((g) => g + 1);
  }, [lookNow]);
  const value = useMemo<DemoLoginSession>(
    () => ({ running: started, generation, session, publish: setSession, recheck }),
    [started, generation, session, recheck],
  );
  const [store] = useState(() => createSessionStore(value));
  useEffect(() => store.set(value), [store, value]);
  return <LoginSessionContext.Provider value={store}>{children}</LoginSessionContext.Provider>;
}

/** The running session (or null) and `recheck()`, for a page that logs customers in or shows session details. */
export function useDemoLoginSession(): Pick<DemoLoginSession, 'session' | 'recheck' | 'running'> {
  const context = useSessionValue();
  if (!context) throw new Error('useDemoLoginSession() outside <LoginSessionProvider>');
  return context;
}

/** The header's part: "logged in" and the one expired notice; nothing for shoppers. */
export function HeaderLoginSession({ locale }: { locale: Locale }) {
  const { env, server } = useRuntime();
  // A country page (islands): an island of its own, started by demo/boot.ts once the LoginToken cookie exists.
  if (!useIslandMode()) return <HydratedHeaderLoginSession locale={locale} />;
  const island = <Island name="session" empty props={{ locale, loginHref: LOGIN_PAGE }} />;
  // The server's logged-in visitor gets the mark's space at once (an invisible copy), so the live mark moves nothing.
  const standing = server
    ? loginTokenStanding(decodeLoginToken(env.cookies.get(COOKIE.loginToken)), env.now())
    : 'missing';
  if (standing !== 'fresh' && standing !== 'renewal-due') return island;
  return (
    <span className="demo-session-slot">
      {/* The mark's box (login-session-live.tsx) without its code: the icon's size is the stylesheet's. */}
      <span className="demo-session demo-session--reserved" aria-hidden="true">
        <span className="demo-session__icon" />
        {createSessionTexts(locale)('loggedIn')}
      </span>
      {island}
    </span>
  );
}

function HydratedHeaderLoginSession({ locale }: { locale: Locale }) {
  const context = useSessionValue();
  if (!context?.running) return null;
  return (
    <Suspense fallback={null}>
      <LiveSession key={context.generation} locale={locale} loginHref={LOGIN_PAGE} onState={context.publish} />
    </Suspense>
  );
}
