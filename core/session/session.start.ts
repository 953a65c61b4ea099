// No xstate, no React: a page's first script starts the session as the machine's `loggedOut` state would.
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

/** Calls `loggedIn()` once a login cookie exists: at once, or after the one long-term renewal and each 10-second look. */
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
