/**
 * How a page starts the login session before it loads the session machine (no xstate, no React: a page's first
 * script runs it). The machine's `loggedOut` state does the same once it runs (spec section 7).
 */
import type { VisibilityPort } from '../env/ports';
import { SESSION_TIMING } from './session.timing';

export interface SessionStartPorts {
  /** Whether a `LoginToken` cookie exists now. */
  hasLoginCookie(): boolean;
  visibility: VisibilityPort;
  /** The long-term ("stay logged in") renewal; its answer is not read (a renewed token arrives as a cookie). */
  renewLongTermToken(): Promise<unknown>;
}

export interface SessionStart {
  /** Looks for the login cookie now rather than at the next poll (after a login on this page). */
  lookNow(): void;
  /** Stops polling and waiting (the page or view goes away). */
  stop(): void;
}

/**
 * Calls `loggedIn()` once a login cookie exists: at once, or else after the logged-out visitor's one long-term renewal
 * (made once the tab is visible: a background tab sends nothing) and at each 10-second look for the cookie.
 */
export function startLoginSession(ports: SessionStartPorts, loggedIn: () => void): SessionStart {
  if (ports.hasLoginCookie()) {
    loggedIn();
    return { lookNow: () => {}, stop: () => {} };
  }
  let stopped = false;
  let unsubscribe = () => {};
  const stop = () => {
    stopped = true;
    clearInterval(poll);
    unsubscribe();
  };
  const lookNow = () => {
    if (stopped || !ports.hasLoginCookie()) return;
    stop();
    loggedIn();
  };
  const poll = setInterval(lookNow, SESSION_TIMING.cookiePollMs);
  const renew = () =>
    void ports
      .renewLongTermToken()
      .catch(() => undefined)
      .finally(lookNow);
  if (ports.visibility.isVisible()) renew();
  else {
    const stopWaiting = ports.visibility.subscribe((visible) => {
      if (!visible) return;
      stopWaiting();
      if (!stopped) renew();
    });
    unsubscribe = stopWaiting;
  }
  return { lookNow, stop };
}
