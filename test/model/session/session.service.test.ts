// The login session with the real client calls, against the reference service (its clock = the fake timers' clock).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoveredActor as createActor } from '../../support/machine-coverage';
import { COOKIE, createFakeEnv } from '../../../core/env';
import {
  connectLoginSession,
  createSessionActors,
  decodeLoginToken,
  loginCall,
  loginSessionInput,
  loginSessionMachine,
  sessionCallsFromClient,
} from '../../../core/session';
import { START, TestService } from '../preview/service-visitor';

const DEMO = { email: 'shopper@example.com', password: 'demo' };

beforeEach(() => vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

async function shopper(service: TestService) {
  const visitor = await service.visitor().arrive();
  const env = Object.assign(createFakeEnv(), {
    now: () => Date.now(),
    cookies: { get: (n: string) => visitor.cookies.get(n) },
  });
  return { visitor, env, client: visitor.client() };
}

describe('login call (spec section 7)', () => {
  it('200 success, 401 unauthorized, 500 or no answer service unavailable', async () => {
    const service = new TestService({ now: () => Date.now() });
    const { visitor, client } = await shopper(service);
    expect(await loginCall(client, { email: DEMO.email, password: 'wrong' })).toBe('unauthorized');
    expect(await loginCall(client, DEMO)).toBe('success');
    expect(visitor.cookies.has(COOKIE.loginToken)).toBe(true);
    await visitor.call('POST', '/service/__admin/faults', { operationId: 'login', status: 500 });
    expect(await loginCall(client, DEMO)).toBe('service-unavailable');
    const offline = (await import('../../../openapi')).createServiceClient({
      origin: 'http://shop.test',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await loginCall(offline, DEMO)).toBe('service-unavailable');
  });
});

describe('login session against the reference service', () => {
  it('logs in, renews with a new token (201) once in the window, and keeps the shopper logged in', async () => {
    const service = new TestService({
      now: () => Date.now(),
      loginTokenRenewAfterSeconds: 120,
      loginTokenTtlSeconds: 600,
    });
    const { visitor, env, client } = await shopper(service);
    await loginCall(client, DEMO);
    const first = decodeLoginToken(visitor.cookies.get(COOKIE.loginToken))!;
    const renewCalls: number[] = [];
    const calls = sessionCallsFromClient(client);
    const actor = createActor(
      loginSessionMachine.provide(
        createSessionActors({
          env,
          calls: { ...calls, renewLoginToken: () => (renewCalls.push(Date.now()), calls.renewLoginToken()) },
        }),
      ),
      { input: loginSessionInput(env) },
    ).start();
    for (let t = 0; t < 30 * 60_000; t += 15_000) {
      env.act();
      await vi.advanceTimersByTimeAsync(15_000);
    }
    const status = connectLoginSession(actor.getSnapshot());
    expect(status.loggedIn).toBe(true);
    // renewAt 2 min after each token; checks every 3 min: every check finds the window open, one call each.
    expect(renewCalls.map((t) => (t - START) / 60_000)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect(decodeLoginToken(visitor.cookies.get(COOKIE.loginToken))!.expiresAt).toBeGreaterThan(first.expiresAt);
    actor.stop();
  });

  it('when the service keeps failing, the session ends expired with one event and a bounded number of calls', async () => {
    const service = new TestService({
      now: () => Date.now(),
      loginTokenRenewAfterSeconds: 120,
      loginTokenTtlSeconds: 600,
    });
    const { visitor, env, client } = await shopper(service);
    await loginCall(client, DEMO);
    await visitor.call('POST', '/service/__admin/faults', { operationId: 'renewLoginToken', status: 500 });
    const calls = sessionCallsFromClient(client);
    let count = 0;
    const actor = createActor(
      loginSessionMachine.provide(
        createSessionActors({
          env,
          random: () => 1,
          calls: { ...calls, renewLoginToken: () => (count++, calls.renewLoginToken()) },
        }),
      ),
      { input: loginSessionInput(env) },
    );
    const expired: unknown[] = [];
    actor.on('SESSION_EXPIRED', (e) => expired.push(e));
    actor.start();
    for (let t = 0; t < 20 * 60_000; t += 15_000) {
      env.act();
      await vi.advanceTimersByTimeAsync(15_000);
    }
    // First call at the 3-minute check, then 5, 10, 20, 40, 60, 60, 60, 60 s ... until exp at 10 min.
    // 180 + 5 + 10 + 20 + 40 + 60*n < 600 -> calls at 180,185,195,215,255,315,375,435,495,555 = 10.
    expect(count).toBe(10);
    expect(connectLoginSession(actor.getSnapshot()).status).toBe('expired');
    expect(expired).toEqual([{ type: 'SESSION_EXPIRED' }]);
    actor.stop();
  });

  it('stay logged in, two tabs idle past the expiry: both renew through the long-term token at once and stay logged in', async () => {
    const service = new TestService({
      now: () => Date.now(),
      loginTokenRenewAfterSeconds: 120,
      loginTokenTtlSeconds: 600,
    });
    const { visitor, env, client } = await shopper(service);
    await loginCall(client, { ...DEMO, stayLoggedIn: true });
    const longTerm = visitor.cookies.get(COOKIE.longTermToken);
    const calls = sessionCallsFromClient(client);
    const longTermAnswers: unknown[] = [];
    const tab = () => {
      const actor = createActor(
        loginSessionMachine.provide(
          createSessionActors({
            env,
            calls: {
              ...calls,
              renewLongTermToken: async () => (longTermAnswers.push(await calls.renewLongTermToken()), undefined),
            },
          }),
        ),
        { input: loginSessionInput(env) },
      );
      const expired: unknown[] = [];
      actor.on('SESSION_EXPIRED', (e) => expired.push(e));
      return { actor: actor.start(), expired };
    };
    // The first long-term call is slow: the other tab's call, sent with the same (old) cookie, overtakes it.
    await visitor.call('POST', '/service/__admin/faults', {
      operationId: 'renewLongTermToken',
      latencyMs: 500,
      times: 1,
    });
    // Nobody is active, so neither tab renews the login token in its window; both reach the expiry together.
    const tabs = [tab(), tab()];
    await vi.advanceTimersByTimeAsync(10 * 60_000 + 1_000);
    // One rotation, and the tab that called with the old value in the same moment got a login token as well.
    expect(longTermAnswers).toEqual([201, 201]);
    expect(visitor.cookies.get(COOKIE.longTermToken)).not.toBe(longTerm);
    for (const { actor, expired } of tabs) {
      expect(connectLoginSession(actor.getSnapshot()).loggedIn).toBe(true);
      expect(expired).toEqual([]);
      actor.stop();
    }
  });
});
