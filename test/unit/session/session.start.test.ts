import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoginSession, type SessionStartPorts } from '../../../core/session/session.start';
import { createFakeEnv } from '../../../core/env/fake';

/** A page: its cookie jar (set by the "server" below), its tab visibility and the renewal calls it made. */
function page({ cookie = false, visible = true, renewal = () => Promise.resolve() as Promise<unknown> } = {}) {
  const env = createFakeEnv({ visible });
  let hasCookie = cookie;
  const calls: string[] = [];
  const loggedIn = vi.fn();
  const ports: SessionStartPorts = {
    hasLoginCookie: () => hasCookie,
    visibility: env.visibility,
    renewLongTermToken: () => {
      calls.push('renew');
      return renewal();
    },
  };
  return { env, calls, loggedIn, ports, setCookie: () => void (hasCookie = true) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('startLoginSession: the page side of a login session before the machine loads', () => {
  it('a login cookie already there: logged in at once, no renewal call, no polling', async () => {
    const p = page({ cookie: true });
    startLoginSession(p.ports, p.loggedIn);
    expect(p.loggedIn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.calls).toEqual([]);
    expect(p.loggedIn).toHaveBeenCalledTimes(1);
  });

  it('logged out: one long-term renewal, and the cookie it brings is looked for as soon as the call settles', async () => {
    let answer!: () => void;
    const p = page({ renewal: () => new Promise<void>((resolve) => (answer = resolve)) });
    startLoginSession(p.ports, p.loggedIn);
    expect(p.calls).toEqual(['renew']);
    p.setCookie();
    await flush();
    expect(p.loggedIn).not.toHaveBeenCalled();
    answer();
    await flush();
    expect(p.loggedIn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.calls).toEqual(['renew']);
    expect(p.loggedIn).toHaveBeenCalledTimes(1);
  });

  it('a failed renewal is no error: the cookie is then found by the 10-second look-up, not before', async () => {
    const p = page({ renewal: () => Promise.reject(new Error('offline')) });
    startLoginSession(p.ports, p.loggedIn);
    await flush();
    p.setCookie();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(p.loggedIn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(p.loggedIn).toHaveBeenCalledTimes(1);
    expect(p.calls).toEqual(['renew']);
  });

  it('a hidden tab makes no call until it is shown, then exactly one', async () => {
    const p = page({ visible: false });
    startLoginSession(p.ports, p.loggedIn);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.calls).toEqual([]);
    p.env.setVisible(true);
    p.env.setVisible(false);
    p.env.setVisible(true);
    await flush();
    expect(p.calls).toEqual(['renew']);
  });

  it('a cookie that shows up while the tab is hidden logs in without any call', async () => {
    const p = page({ visible: false });
    startLoginSession(p.ports, p.loggedIn);
    p.setCookie();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.loggedIn).toHaveBeenCalledTimes(1);
    p.env.setVisible(true);
    await flush();
    expect(p.calls).toEqual([]);
  });

  it('lookNow() finds a cookie before the next poll; stop() ends polling and waiting', async () => {
    const p = page();
    const start = startLoginSession(p.ports, p.loggedIn);
    await flush();
    p.setCookie();
    start.lookNow();
    expect(p.loggedIn).toHaveBeenCalledTimes(1);

    const q = page({ visible: false });
    const stopped = startLoginSession(q.ports, q.loggedIn);
    stopped.stop();
    q.setCookie();
    q.env.setVisible(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(q.calls).toEqual([]);
    expect(q.loggedIn).not.toHaveBeenCalled();
  });
});
