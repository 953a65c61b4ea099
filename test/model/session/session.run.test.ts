import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createCoveredActor as createActor } from '../../support/machine-coverage';
import { COOKIE, createFakeEnv, createInProcessLocks, type FakeEnv, type LockPort } from '../../../core/env';
import {
  connectLoginSession,
  createSessionActors,
  loginSessionInput,
  loginSessionMachine,
  type RenewalOutcome,
} from '../../../core/session';
import { loginToken } from '../../unit/session/login-token.fixture';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const MIN = 60_000;
/** Token lifetime used by these tests: renew after 10 minutes, expire after 15. */
const RENEW_AFTER = 10 * MIN;
const LIFETIME = 15 * MIN;

const freshToken = (from = Date.now()) => loginToken({ renewAt: from + RENEW_AFTER, expiresAt: from + LIFETIME });

/** A fake login service sharing the cookie jar of the page(s): 201 sets a new token, like the real one. */
function fakeLoginService(
  jar: Map<string, string>,
  answer: () => number | 'network' = () => 201,
  latencyMs = 0,
  options: { stayLoggedIn?: boolean } = {},
) {
  const calls = { renew: 0, longTerm: 0, renewAt: [] as number[] };
  return {
    calls,
    sessionCalls: {
      async renewLoginToken() {
        calls.renew += 1;
        calls.renewAt.push(Date.now());
        if (latencyMs) await new Promise((r) => setTimeout(r, latencyMs));
        const status = answer();
        if (status === 'network') throw new Error('network down');
        if (status === 201) jar.set(COOKIE.loginToken, freshToken());
        return status;
      },
      async renewLongTermToken() {
        calls.longTerm += 1;
        // A customer who stays logged in: the long-term token brings a new login cookie (201); else nothing to do.
        if (options.stayLoggedIn && !jar.has(COOKIE.loginToken)) {
          jar.set(COOKIE.loginToken, freshToken());
          return 201;
        }
        throw new Error('ignored');
      },
    },
  };
}

/** A tab's session; `actors` replaces some of what `createSessionActors()` provides (a host's own actor). */
function startTab(
  env: FakeEnv,
  sessionCalls: ReturnType<typeof fakeLoginService>['sessionCalls'],
  random = () => 1,
  actors: Partial<ReturnType<typeof createSessionActors>['actors']> = {},
) {
  const provided = createSessionActors({ env, calls: sessionCalls, random });
  const machine = loginSessionMachine.provide({ ...provided, actors: { ...provided.actors, ...actors } });
  const actor = createActor(machine, { input: loginSessionInput(env) });
  const expiredEvents: unknown[] = [];
  actor.on('SESSION_EXPIRED', (e) => expiredEvents.push(e));
  actor.start();
  const view = () => connectLoginSession(actor.getSnapshot());
  return { actor, expiredEvents, view, status: () => view().status };
}

/** A page's env whose clock is the fake timers' clock. */
function pageEnv(cookies: Record<string, string> = {}, locks?: LockPort, jar?: Map<string, string>): FakeEnv {
  const env = createFakeEnv({ cookies });
  if (jar) {
    env.cookieJar.clear();
    jar.forEach((v, k) => env.cookieJar.set(k, v));
  }
  return Object.assign(env, {
    now: () => Date.now(),
    ...(locks ? { locks } : {}),
    ...(jar ? { cookies: { get: (n: string) => jar.get(n) } } : {}),
  });
}

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login session, running (fake timers)', () => {
  it('a fresh token is valid and costs no call', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    expect(tab.status()).toBe('valid');
    await tick(9 * MIN);
    expect(service.calls.renew).toBe(0);
    tab.actor.stop();
  });

  it('renews in the renewal window at the 3-minute check while the person is active (201 new token)', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    // Active all the time: a check every 3 minutes; the one at 12 min is past renewAt (10 min).
    for (let t = 0; t < 12 * MIN; t += 30_000) {
      env.act();
      await tick(30_000);
    }
    expect(service.calls.renew).toBe(1);
    expect(service.calls.renewAt[0]! - T0).toBe(12 * MIN);
    expect(tab.status()).toBe('valid');
    // The new token moved the window: no second call in the same window.
    for (let t = 0; t < 6 * MIN; t += 30_000) {
      env.act();
      await tick(30_000);
    }
    expect(service.calls.renew).toBe(1);
    tab.actor.stop();
  });

  it('without activity it does not check; the first activity after a rest checks at once', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(11 * MIN);
    expect(service.calls.renew).toBe(0);
    env.act();
    await tick(0);
    expect(service.calls.renew).toBe(1);
    expect(tab.status()).toBe('valid');
    tab.actor.stop();
  });

  it('an inactive person crosses the expiry: expired, one SESSION_EXPIRED event, no call', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(LIFETIME - 1);
    expect(tab.status()).toBe('valid');
    await tick(1);
    expect(tab.status()).toBe('expired');
    expect(tab.expiredEvents).toEqual([{ type: 'SESSION_EXPIRED' }]);
    await tick(10 * MIN);
    env.setVisible(false);
    env.setVisible(true);
    await tick(MIN);
    expect(tab.expiredEvents).toHaveLength(1);
    expect(service.calls.renew).toBe(0);
    tab.actor.stop();
  });

  it('stay logged in: at the expiry the long-term token brings a new login cookie; the session goes on, no expired event', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar, () => 201, 0, { stayLoggedIn: true });
    const tab = startTab(env, service.sessionCalls);
    await tick(LIFETIME - 1);
    env.cookieJar.delete(COOKIE.loginToken); // the browser drops it at its Max-Age
    await tick(1);
    expect(service.calls.longTerm).toBe(1);
    expect(tab.status()).toBe('valid');
    expect(tab.expiredEvents).toEqual([]);
    expect(service.calls.renew).toBe(0);
    tab.actor.stop();
  });

  it('the browser drops the cookie at the expiry (Max-Age = lifetime): still expired, one event, not logged out', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(LIFETIME - 1);
    env.cookieJar.delete(COOKIE.loginToken);
    await tick(1);
    expect(tab.status()).toBe('expired');
    expect(tab.expiredEvents).toEqual([{ type: 'SESSION_EXPIRED' }]);
    // Still no cookie at the 10-second polls: stays expired, no second event; a new login is noticed.
    await tick(MIN);
    expect(tab.status()).toBe('expired');
    env.cookieJar.set(COOKIE.loginToken, freshToken());
    await tick(10_000);
    expect(tab.status()).toBe('valid');
    expect(tab.expiredEvents).toHaveLength(1);
    expect(service.calls.renew).toBe(0);
    tab.actor.stop();
  });

  it('renewal failing until the browser drops the cookie at the expiry: expired (D18), not logged out', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0, expiresAt: T0 + 5 * MIN }) });
    const service = fakeLoginService(env.cookieJar, () => 500);
    const tab = startTab(env, service.sessionCalls);
    await tick(5 * MIN - 1);
    expect(tab.status()).toBe('renewing');
    env.cookieJar.delete(COOKIE.loginToken);
    await tick(1);
    expect(tab.status()).toBe('expired');
    expect(tab.expiredEvents).toEqual([{ type: 'SESSION_EXPIRED' }]);
    tab.actor.stop();
  });

  it('a hidden tab makes no call and stops its timers; becoming visible checks and renews', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    env.setVisible(false);
    await tick(0);
    expect(tab.status()).toBe('paused');
    for (let t = 0; t < 12 * MIN; t += 30_000) {
      env.act();
      await tick(30_000);
    }
    expect(service.calls.renew).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    env.setVisible(true);
    await tick(0);
    expect(service.calls.renew).toBe(1);
    expect(tab.status()).toBe('valid');
    tab.actor.stop();
  });

  it('a hidden tab still counts as logged in (being logged in is not polling); no flicker when it is shown again', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    expect(tab.view()).toMatchObject({ status: 'valid', loggedIn: true });
    env.setVisible(false);
    await tick(0);
    expect(tab.view()).toMatchObject({ status: 'paused', loggedIn: true });
    env.setVisible(true);
    // Shown again: the cookie is read once more, and the page never says "logged out" meanwhile.
    expect(tab.view()).toMatchObject({ status: 'checking', loggedIn: true });
    await tick(0);
    expect(tab.view()).toMatchObject({ status: 'valid', loggedIn: true });
    tab.actor.stop();
  });

  it('a tab hidden by a logged-out visitor does not count as logged in', async () => {
    const env = pageEnv();
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    env.setVisible(false);
    await tick(0);
    expect(tab.view().loggedIn).toBe(false);
    tab.actor.stop();
  });

  it('the expired notice opens once per expiry, closes when dismissed and stays closed while the page goes on looking', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    expect(tab.view()).toMatchObject({ loggedIn: true, expiredNotice: false });
    await tick(LIFETIME);
    expect(tab.view()).toMatchObject({ status: 'expired', loggedIn: false, expiredNotice: true });
    tab.actor.send({ type: 'DISMISS_EXPIRED_NOTICE' });
    expect(tab.view().expiredNotice).toBe(false);
    // Hidden and shown again, the cookie looked for every 10 s: the notice is not opened a second time.
    env.setVisible(false);
    env.setVisible(true);
    await tick(MIN);
    expect(tab.view()).toMatchObject({ status: 'expired', expiredNotice: false });
    // A new login, then its expiry: that is a new expiry, told once again.
    env.cookieJar.set(COOKIE.loginToken, freshToken());
    await tick(10_000);
    expect(tab.view()).toMatchObject({ loggedIn: true, expiredNotice: false });
    await tick(LIFETIME);
    expect(tab.view().expiredNotice).toBe(true);
    expect(tab.expiredEvents).toHaveLength(2);
    tab.actor.stop();
  });

  it('a tab that starts hidden makes no request until shown', async () => {
    const env = createFakeEnv({ cookies: {}, visible: false });
    Object.assign(env, { now: () => Date.now() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(MIN);
    expect(service.calls.longTerm).toBe(0);
    expect(tab.status()).toBe('paused');
    env.setVisible(true);
    await tick(0);
    expect(service.calls.longTerm).toBe(1);
    expect(tab.status()).toBe('loggedOut');
    tab.actor.stop();
  });

  it('not logged in: long-term renewal once (answer ignored), then the cookie is looked for every 10 s', async () => {
    const env = pageEnv();
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    expect(tab.status()).toBe('loggedOut');
    expect(service.calls.longTerm).toBe(1);
    await tick(25_000);
    env.cookieJar.set(COOKIE.loginToken, freshToken());
    await tick(4_999);
    expect(tab.status()).toBe('loggedOut');
    await tick(1);
    expect(tab.status()).toBe('valid');
    expect(service.calls.longTerm).toBe(1);
    tab.actor.stop();
  });

  it('200 (the service keeps the token: not yet due by its clock) is valid; the next 3-minute check asks again', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0 - MIN, expiresAt: T0 + 5 * MIN }) });
    const service = fakeLoginService(env.cookieJar, () => 200);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    expect(service.calls.renew).toBe(1);
    expect(tab.status()).toBe('valid');
    expect(connectLoginSession(tab.actor.getSnapshot()).lastOutcome).toBe('renewed');
    env.act();
    await tick(3 * MIN - 1);
    expect(service.calls.renew).toBe(1);
    await tick(1);
    expect(service.calls.renew).toBe(2);
    tab.actor.stop();
  });

  it.each([
    [500, 'server-error'],
    [503, 'unknown'],
    ['network', 'unknown'],
  ] as const)('answer %s counts as %s and is retried after 5 s', async (answer, outcome) => {
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0 - MIN, expiresAt: T0 + 5 * MIN }) });
    let first = true;
    const service = fakeLoginService(env.cookieJar, () => (first ? ((first = false), answer) : 201));
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    expect(service.calls.renew).toBe(1);
    expect(tab.status()).toBe('renewing');
    expect(connectLoginSession(tab.actor.getSnapshot())).toMatchObject({ failedAttempts: 1, lastOutcome: outcome });
    await tick(4_999);
    expect(service.calls.renew).toBe(1);
    await tick(1);
    expect(service.calls.renew).toBe(2);
    expect(tab.status()).toBe('valid');
    tab.actor.stop();
  });

  it('every renewal failing: capped backoff, a bounded number of calls, never past expiry, one expired event (D18)', async () => {
    // Renewal window of 5 minutes; backoff 5, 10, 20, 40, 60, 60, ... s (random 1 = no jitter shortening).
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0, expiresAt: T0 + 5 * MIN }) });
    const service = fakeLoginService(env.cookieJar, () => 500);
    const tab = startTab(env, service.sessionCalls);
    await tick(10 * MIN);
    const offsets = service.calls.renewAt.map((t) => (t - T0) / 1000);
    expect(offsets).toEqual([0, 5, 15, 35, 75, 135, 195, 255]);
    expect(service.calls.renew).toBe(8);
    expect(offsets.every((s) => s < 300)).toBe(true);
    expect(tab.status()).toBe('expired');
    expect(tab.expiredEvents).toEqual([{ type: 'SESSION_EXPIRED' }]);
    tab.actor.stop();
  });

  it("a host's own renewal actor that rejects (no answer at all) is retried with the same backoff, then expired (D18)", async () => {
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0, expiresAt: T0 + 5 * MIN }) });
    const renewAt: number[] = [];
    const rejecting = fromPromise<RenewalOutcome>(async () => {
      renewAt.push((Date.now() - T0) / 1000);
      throw new Error('network down');
    });
    const tab = startTab(env, fakeLoginService(env.cookieJar).sessionCalls, () => 1, { renewLoginToken: rejecting });
    await tick(10 * MIN);
    expect(renewAt).toEqual([0, 5, 15, 35, 75, 135, 195, 255]);
    expect(tab.status()).toBe('expired');
    expect(tab.expiredEvents).toEqual([{ type: 'SESSION_EXPIRED' }]);
    tab.actor.stop();
  });

  it('jitter from the injected random shortens each wait to between half and all of it', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0, expiresAt: T0 + 5 * MIN }) });
    const service = fakeLoginService(env.cookieJar, () => 500);
    const tab = startTab(env, service.sessionCalls, () => 0);
    await tick(10 * MIN);
    const gaps = service.calls.renewAt.slice(1).map((t, i) => (t - service.calls.renewAt[i]!) / 1000);
    expect(gaps.slice(0, 5)).toEqual([2.5, 5, 10, 20, 30]);
    expect(service.calls.renewAt.every((t) => t < T0 + 5 * MIN)).toBe(true);
    expect(tab.expiredEvents).toHaveLength(1);
    tab.actor.stop();
  });

  it('the app platform (data-platform SMARTPHONE or TABLET) makes no call at all (D6)', async () => {
    for (const platform of ['SMARTPHONE', 'TABLET']) {
      const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0 - MIN, expiresAt: T0 + MIN }) });
      env.setPlatformAttribute(platform);
      const service = fakeLoginService(env.cookieJar);
      const tab = startTab(env, service.sessionCalls);
      await tick(5 * MIN);
      expect(tab.status()).toBe('skipped');
      expect(service.calls).toMatchObject({ renew: 0, longTerm: 0 });
      tab.actor.stop();
    }
  });

  it('the app platform shows "logged in" from the cookie (no call), follows a logout and a new login, also while hidden', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    env.setPlatformAttribute('SMARTPHONE');
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    expect(tab.view()).toMatchObject({ status: 'skipped', loggedIn: true });
    env.setVisible(false);
    await tick(0);
    expect(tab.view()).toMatchObject({ status: 'skipped', loggedIn: true });
    env.cookieJar.delete(COOKIE.loginToken);
    await tick(10_000);
    expect(tab.view().loggedIn).toBe(false);
    env.cookieJar.set(COOKIE.loginToken, freshToken());
    await tick(10_000);
    expect(tab.view().loggedIn).toBe(true);
    // The app renews the token itself: the page never calls, and says nothing at an expiry.
    await tick(LIFETIME + MIN);
    expect(tab.view()).toMatchObject({ status: 'skipped', loggedIn: false, expiredNotice: false });
    expect(service.calls).toMatchObject({ renew: 0, longTerm: 0 });
    expect(tab.expiredEvents).toEqual([]);
    tab.actor.stop();
  });

  it('201 whose new cookie never arrives does not loop: no further call for that window, expired at exp', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0 - MIN, expiresAt: T0 + 5 * MIN }) });
    const service = fakeLoginService(env.cookieJar, () => 201);
    // The service answers 201 but the page never sees a new cookie (say, blocked).
    const stale = env.cookieJar.get(COOKIE.loginToken)!;
    env.cookies = { get: (n) => (n === COOKIE.loginToken ? stale : undefined) };
    const tab = startTab(env, service.sessionCalls);
    for (let t = 0; t < 6 * MIN; t += 20_000) {
      env.act();
      await tick(20_000);
    }
    expect(service.calls.renew).toBe(1);
    expect(tab.status()).toBe('expired');
    tab.actor.stop();
  });

  it('after expiry a new login (cookie with a fresh token) is noticed within 10 s, without a second expired event', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0 + MIN, expiresAt: T0 + 2 * MIN }) });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(2 * MIN);
    expect(tab.status()).toBe('expired');
    await tick(15_000);
    env.cookieJar.set(COOKIE.loginToken, freshToken());
    await tick(10_000);
    expect(tab.status()).toBe('valid');
    expect(tab.expiredEvents).toHaveLength(1);
    tab.actor.stop();
  });

  it('after a new login, a second expiry is told again (once per session, not once per page)', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(LIFETIME);
    expect(tab.expiredEvents).toHaveLength(1);
    env.cookieJar.set(COOKIE.loginToken, freshToken());
    await tick(10_000);
    expect(tab.status()).toBe('valid');
    await tick(LIFETIME);
    expect(tab.status()).toBe('expired');
    expect(tab.expiredEvents).toEqual([{ type: 'SESSION_EXPIRED' }, { type: 'SESSION_EXPIRED' }]);
    tab.actor.stop();
  });

  it("a host that provides only the actors gets the machine's own expiry timer (Date.now)", async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const { actors } = createSessionActors({
      env,
      calls: fakeLoginService(env.cookieJar).sessionCalls,
      random: () => 1,
    });
    const actor = createActor(loginSessionMachine.provide({ actors }), { input: {} }).start();
    await tick(LIFETIME - 1);
    expect(connectLoginSession(actor.getSnapshot()).status).toBe('valid');
    await tick(1);
    expect(connectLoginSession(actor.getSnapshot()).status).toBe('expired');
    actor.stop();
  });

  it('unprovided, the machine reads no cookie: logged out, without a renewal', async () => {
    const actor = createActor(loginSessionMachine, { input: {} }).start();
    await tick(0);
    expect(connectLoginSession(actor.getSnapshot())).toMatchObject({ status: 'loggedOut', loggedIn: false });
    actor.stop();
  });

  it('a logout in another tab (cookie gone) is noticed at the next check', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    env.cookieJar.delete(COOKIE.loginToken);
    env.act();
    await tick(3 * MIN);
    expect(tab.status()).toBe('loggedOut');
    tab.actor.stop();
  });
});

/** Makes the page's login cookie unreadable while `unreadable` is set (a cookie store that throws, as `document.cookie` does in a sandboxed frame). */
function cookiesThatCanFail(env: FakeEnv) {
  const read = env.cookies.get.bind(env.cookies);
  const state = { unreadable: false };
  env.cookies.get = (name) => {
    if (state.unreadable) throw new DOMException('The operation is insecure.', 'SecurityError');
    return read(name);
  };
  return state;
}

describe("login session: what it forgets and starts anew (the machine definition's own actions)", () => {
  it('after a logout in another tab the old token is forgotten: its expiry passing tells no "expired"', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const tab = startTab(env, fakeLoginService(env.cookieJar).sessionCalls);
    await tick(0);
    env.cookieJar.delete(COOKIE.loginToken);
    env.act();
    await tick(3 * MIN);
    expect(tab.status()).toBe('loggedOut');
    await tick(LIFETIME);
    expect(tab.view()).toMatchObject({ status: 'loggedOut', loggedIn: false, expiredNotice: false });
    expect(tab.expiredEvents).toEqual([]);
    tab.actor.stop();
  });

  it('a login cookie that cannot be read at a check counts as logged out, and the old token is forgotten', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    const cookies = cookiesThatCanFail(env);
    const tab = startTab(env, fakeLoginService(env.cookieJar).sessionCalls);
    await tick(0);
    expect(tab.view()).toMatchObject({ status: 'valid', loggedIn: true });
    cookies.unreadable = true;
    env.act();
    await tick(3 * MIN);
    expect(tab.actor.getSnapshot().status).toBe('active');
    expect(tab.view()).toMatchObject({ status: 'loggedOut', loggedIn: false });
    env.cookieJar.delete(COOKIE.loginToken);
    cookies.unreadable = false;
    await tick(LIFETIME);
    expect(tab.view()).toMatchObject({ status: 'loggedOut', expiredNotice: false });
    expect(tab.expiredEvents).toEqual([]);
    tab.actor.stop();
  });

  it('on the app platform a cookie that cannot be read shows "not logged in" and is looked for again', async () => {
    const env = pageEnv({ [COOKIE.loginToken]: freshToken() });
    env.setPlatformAttribute('SMARTPHONE');
    const cookies = cookiesThatCanFail(env);
    const tab = startTab(env, fakeLoginService(env.cookieJar).sessionCalls);
    await tick(0);
    expect(tab.view()).toMatchObject({ status: 'skipped', loggedIn: true });
    cookies.unreadable = true;
    await tick(10_000);
    expect(tab.actor.getSnapshot().status).toBe('active');
    expect(tab.view()).toMatchObject({ status: 'skipped', loggedIn: false });
    cookies.unreadable = false;
    await tick(10_000);
    expect(tab.view()).toMatchObject({ status: 'skipped', loggedIn: true });
    tab.actor.stop();
  });

  it('a page opened with an expired login cookie is expired and knows when it expired', async () => {
    const expiresAt = T0 - MIN;
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0 - 5 * MIN, expiresAt }) });
    const tab = startTab(env, fakeLoginService(env.cookieJar).sessionCalls);
    await tick(0);
    expect(tab.view()).toMatchObject({ status: 'expired', loggedIn: false, expiresAt });
    tab.actor.stop();
  });

  it('activity before a check does not count for the next one: resting again, no renewal without new activity', async () => {
    // Renewal due from 5 minutes; the person is active once, before the 3-minute check.
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0 + 5 * MIN, expiresAt: T0 + 15 * MIN }) });
    const service = fakeLoginService(env.cookieJar);
    const tab = startTab(env, service.sessionCalls);
    await tick(MIN);
    env.act();
    await tick(5 * MIN); // the check at 3 minutes finds no renewal due; at 6 minutes nobody was active since
    expect(service.calls.renew).toBe(0);
    env.act();
    await tick(0);
    expect(service.calls.renew).toBe(1);
    tab.actor.stop();
  });

  it.each([
    ['logs out in another tab', () => () => {}],
    [
      'cannot read the cookie for a moment',
      (env: FakeEnv) => {
        const cookies = cookiesThatCanFail(env);
        cookies.unreadable = true;
        return () => void (cookies.unreadable = false);
      },
    ],
  ])(
    'a renewal waiting to retry when the page %s ends logged out, and the old expiry passing tells nothing',
    async (_what, change) => {
      const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0, expiresAt: T0 + 15 * MIN }) });
      const tab = startTab(env, fakeLoginService(env.cookieJar, () => 500).sessionCalls);
      await tick(0);
      expect(tab.status()).toBe('renewing');
      const recover = change(env);
      env.cookieJar.delete(COOKIE.loginToken);
      await tick(5_000);
      expect(tab.actor.getSnapshot().status).toBe('active');
      expect(tab.view()).toMatchObject({ status: 'loggedOut', loggedIn: false });
      recover();
      await tick(20 * MIN);
      expect(tab.view()).toMatchObject({ status: 'loggedOut', expiredNotice: false });
      expect(tab.expiredEvents).toEqual([]);
      tab.actor.stop();
    },
  );

  it('each renewal window starts its back-off anew: the first retry after 5 s, whatever the last window failed', async () => {
    // Window 1 (from T0): one 500, then another tab's fresh cookie arrives before the retry. Window 2: 500 again.
    const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0, expiresAt: T0 + 15 * MIN }) });
    const service = fakeLoginService(env.cookieJar, () => 500);
    const tab = startTab(env, service.sessionCalls);
    await tick(0);
    expect(service.calls.renew).toBe(1);
    env.cookieJar.set(COOKIE.loginToken, loginToken({ renewAt: T0 + 3 * MIN, expiresAt: T0 + 20 * MIN }));
    await tick(5_000);
    expect(tab.view()).toMatchObject({ status: 'valid', expiresAt: T0 + 20 * MIN }); // the other tab's token is the one known now
    env.act();
    await tick(3 * MIN + 30_000); // the 3-minute check after the retry: renewal due, a 500, and its retries
    const second = service.calls.renewAt.slice(1).map((t) => (t - service.calls.renewAt[1]!) / 1000);
    expect(second.slice(0, 3)).toEqual([0, 5, 15]);
    tab.actor.stop();
  });
});

describe('several tabs (one shared lock and cookie jar)', () => {
  function threeTabs(answer: () => number | 'network' = () => 201) {
    const jar = new Map([[COOKIE.loginToken, freshToken()]]);
    const locks = createInProcessLocks();
    // Answers take 300 ms, so the tabs' checks really overlap a call in flight.
    const service = fakeLoginService(jar, answer, 300);
    const envs = [pageEnv({}, locks, jar), pageEnv({}, locks, jar), pageEnv({}, locks, jar)];
    const tabs = envs.map((env) => startTab(env, service.sessionCalls));
    return { jar, service, envs, tabs };
  }

  it('three active tabs make exactly one renewal call per renewal window', async () => {
    const { service, envs, tabs } = threeTabs();
    await tick(0);
    // Three windows' worth of time, everyone active.
    for (let t = 0; t < 38 * MIN; t += 20_000) {
      envs.forEach((e) => e.act());
      await tick(20_000);
    }
    // Checks every 3 minutes: the first one past renewAt (10 min) is at 12 min; each new token moves it by 12.
    expect(service.calls.renewAt.map((t) => (t - T0) / MIN)).toEqual([12, 24, 36]);
    expect(tabs.map((t) => t.status())).toEqual(['valid', 'valid', 'valid']);
    tabs.forEach((t) => t.actor.stop());
  });

  it('control: tabs that do not share the lock each call (so the shared lock is what saves the calls)', async () => {
    const jar = new Map([[COOKIE.loginToken, freshToken()]]);
    const service = fakeLoginService(jar, () => 201, 300);
    const envs = [0, 1, 2].map(() => pageEnv({}, createInProcessLocks(), jar));
    const tabs = envs.map((env) => startTab(env, service.sessionCalls));
    for (let t = 0; t < 13 * MIN; t += 20_000) {
      envs.forEach((e) => e.act());
      await tick(20_000);
    }
    expect(service.calls.renew).toBe(3);
    tabs.forEach((t) => t.actor.stop());
  });

  it('with every answer failing, the tabs together still make one call per attempt and each ends expired once', async () => {
    const { service, envs, tabs } = threeTabs(() => 500);
    await tick(0);
    for (let t = 0; t < LIFETIME + MIN; t += 20_000) {
      envs.forEach((e) => e.act());
      await tick(20_000);
    }
    const offsets = service.calls.renewAt.map((t) => (t - T0) / 1000);
    // One tab holds the lock through the whole backoff; the others never call meanwhile.
    // Each answer takes 0.3 s before the backoff wait starts.
    expect(offsets).toEqual([720, 725.3, 735.6, 755.9, 796.2, 856.5]);
    expect(tabs.map((t) => t.status())).toEqual(['expired', 'expired', 'expired']);
    expect(tabs.map((t) => t.expiredEvents.length)).toEqual([1, 1, 1]);
    tabs.forEach((t) => t.actor.stop());
  });

  it('no request at all while every tab is hidden', async () => {
    const { service, envs, tabs } = threeTabs();
    await tick(0);
    envs.forEach((e) => e.setVisible(false));
    for (let t = 0; t < 2 * LIFETIME; t += 20_000) {
      envs.forEach((e) => e.act());
      await tick(20_000);
    }
    expect(service.calls).toMatchObject({ renew: 0, longTerm: 0 });
    tabs.forEach((t) => t.actor.stop());
  });
});
