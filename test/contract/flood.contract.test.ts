// A flood stays with its sender (issue 42, item 4): a refused request costs no database write, and a limit counts and
// checks in one step, so that 60 guesses at once across three service processes evaluate exactly 10 passwords; and a
// client past its limit is answered late, before its body is read, so that its flood holds up nobody else.
import { describe, expect, it, vi } from 'vitest';
import { REFUSAL_PACE } from '../../service/limits';
import type { Database } from '../../service/db/database';
import { testDatabase } from '../support/database';
import { ServiceHarness } from './harness';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';
const LOGIN = '/service/login/api/v1/login';

/** The test database, with every statement that writes (insert, update, delete) counted. */
function countingWrites(): { database: Database; writes: () => number } {
  let writes = 0;
  const count = (sql: string) => {
    if (/^\s*(insert|update|delete|select sign_up)\b/i.test(sql)) writes++;
  };
  return {
    database: {
      ...testDatabase,
      query: (sql, params) => (count(sql), testDatabase.query(sql, params)),
      transaction: (fn) =>
        testDatabase.transaction((tx) => fn({ query: (sql, params) => (count(sql), tx.query(sql, params)) })),
    },
    writes: () => writes,
  };
}

describe('a refused request', () => {
  it('costs no database write: sign-ups past the limit and logins past the limit are answered 429 from memory', async () => {
    const counting = countingWrites();
    const service = new ServiceHarness({
      database: counting.database,
      trustProxy: true,
      limits: { loginsPerClient: { name: 'login-client', max: 5, windowMs: 15 * 60_000 } },
    });
    const visitor = await service.visitor().arrive();
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    for (let i = 0; i < 20; i++)
      expect(
        (
          await visitor.call('POST', SUBSCRIBERS, {
            body: { email: `f${i}@example.com`, consents: [], origin: 'onsite', originAddition: 'subsite' },
            headers: from,
          })
        ).status,
      ).toBe(202);
    for (let i = 0; i < 5; i++)
      await visitor.call('POST', LOGIN, { body: { email: `x${i}@example.com`, password: 'x' }, headers: from });
    const before = counting.writes();
    for (let i = 0; i < 30; i++) {
      const signUp = await visitor.call('POST', SUBSCRIBERS, {
        body: { email: `g${i}@example.com`, consents: [], origin: 'onsite', originAddition: 'subsite' },
        headers: from,
      });
      const login = await visitor.call('POST', LOGIN, {
        body: { email: 'a@example.com', password: 'x' },
        headers: from,
      });
      expect([signUp.status, login.status]).toEqual([429, 429]);
    }
    // Only the first refusal of each limit asks the database (a statement that changes nothing).
    expect(counting.writes() - before).toBeLessThanOrEqual(2);
    const [counted] = await testDatabase.query<{ hits: number }>(
      "select sum(hits)::int as hits from rate_counters where bucket like 'signup-client:%'",
    );
    expect(counted!.hits).toBe(20);
  });
});

describe('check and count in one step', () => {
  it('60 wrong passwords at once from one client across three service processes: exactly 10 evaluated, 50 refused', async () => {
    const processes = [0, 1, 2].map(() => new ServiceHarness({ trustProxy: true }));
    const visitors = await Promise.all(processes.map((p) => p.visitor().arrive()));
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        visitors[i % 3]!.call('POST', LOGIN, {
          body: { email: 'shopper@example.com', password: `guess${i}` },
          headers: { 'X-Forwarded-For': '198.51.100.66' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    // The owner elsewhere is not locked out, and a right password from the guessing client is refused too.
    expect(
      (
        await visitors[0]!.call('POST', LOGIN, {
          body: { email: 'shopper@example.com', password: 'demo' },
          headers: { 'X-Forwarded-For': '198.51.100.66' },
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await visitors[1]!.call('POST', LOGIN, {
          body: { email: 'shopper@example.com', password: 'demo' },
          headers: { 'X-Forwarded-For': '203.0.113.20' },
        })
      ).status,
    ).toBe(200);
  }, 60_000);

  it('a right password gives its count back: ten logins in a row from one client all pass', async () => {
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    for (let i = 0; i < 12; i++)
      expect(
        (
          await visitor.call('POST', LOGIN, {
            body: { email: 'shopper@example.com', password: 'demo' },
            headers: { 'X-Forwarded-For': '203.0.113.21' },
          })
        ).status,
      ).toBe(200);
  });
});

describe('a client past its limit pays for its own flood (D155)', () => {
  const signUpBody = (i: number | string) => ({
    email: `h${i}@example.com`,
    consents: [],
    origin: 'onsite',
    originAddition: 'subsite',
  });

  /** A service whose held refusals wait on the test: each hold's length is kept, and released when told. */
  function holdingService(options: ConstructorParameters<typeof ServiceHarness>[0] = {}) {
    const holds: number[] = [];
    const releases: (() => void)[] = [];
    const service = new ServiceHarness({
      trustProxy: true,
      sleep: (ms) => {
        holds.push(ms);
        return new Promise<void>((ok) => releases.push(ok));
      },
      ...options,
    });
    const releaseAll = () => releases.splice(0).forEach((release) => release());
    return { service, holds, releaseAll };
  }

  async function pastTheSignUpLimit(service: ServiceHarness, client: string) {
    const visitor = await service.visitor().arrive();
    const from = { 'X-Forwarded-For': client };
    for (let i = 0; i < 20; i++)
      expect(
        (await visitor.call('POST', SUBSCRIBERS, { body: signUpBody(`${client}-${i}`), headers: from })).status,
      ).toBe(202);
    expect((await visitor.call('POST', SUBSCRIBERS, { body: signUpBody(`${client}-x`), headers: from })).status).toBe(
      429,
    );
    return (body: unknown = signUpBody(`${client}-again`), headers: Record<string, string> = {}) =>
      visitor.call('POST', SUBSCRIBERS, { body, headers: { ...from, ...headers } });
  }

  it('its first 30 refusals are answered at once; past them each is held half a second to a second, then answered 429 with Retry-After', async () => {
    const { service, holds, releaseAll } = holdingService();
    const again = await pastTheSignUpLimit(service, '203.0.113.40');
    for (let i = 0; i < 30; i++) expect((await again()).status).toBe(429);
    expect(holds).toEqual([]);
    let held: Awaited<ReturnType<typeof again>> | undefined;
    const answer = again().then((a) => (held = a));
    await vi.waitFor(() => expect(holds).toHaveLength(1));
    expect(holds[0]).toBeGreaterThanOrEqual(500);
    expect(holds[0]).toBeLessThanOrEqual(1_000);
    expect(held).toBeUndefined();
    releaseAll();
    await answer;
    expect(held!.status).toBe(429);
    expect(held!.headers.get('Retry-After')).toBe('60');
    expect(held!.body).toMatchObject({ type: 'urn:service:too_many_requests' });
  });

  it('the allowance of refusals answered at once comes back with time: one a second', async () => {
    const { service, holds } = holdingService();
    const again = await pastTheSignUpLimit(service, '203.0.113.41');
    for (let i = 0; i < 30; i++) await again();
    service.advance(5_000);
    for (let i = 0; i < 5; i++) expect((await again()).status).toBe(429);
    expect(holds).toEqual([]);
  });

  it('is refused before its body is read: even a malformed body is answered 429, not 400', async () => {
    const { service } = holdingService();
    const again = await pastTheSignUpLimit(service, '203.0.113.42');
    expect((await again('{"email": ')).status).toBe(429);
    expect((await again({ email: 42 })).status).toBe(429);
  });

  it('while one client is held at its cap, its next refusal is answered at once with Connection: close, and another shopper signs up at once', async () => {
    const { service, holds, releaseAll } = holdingService({
      refusalPace: { atOnce: 0, heldPerClient: 2, heldInAll: 3 },
    });
    const flooder = await pastTheSignUpLimit(service, '203.0.113.43');
    const held = [flooder(), flooder()];
    await vi.waitFor(() => expect(holds).toHaveLength(2));
    const third = await flooder();
    expect(third.status).toBe(429);
    expect(third.headers.get('Connection')).toBe('close');
    expect(third.headers.get('Retry-After')).toBe('60');
    const shopper = await service.visitor().arrive();
    expect(
      (
        await shopper.call('POST', SUBSCRIBERS, {
          body: signUpBody('shopper'),
          headers: { 'X-Forwarded-For': '198.51.100.7' },
        })
      ).status,
    ).toBe(202);
    expect(holds).toHaveLength(2);
    releaseAll();
    expect((await Promise.all(held)).map((a) => [a.status, a.headers.get('Connection')])).toEqual([
      [429, null],
      [429, null],
    ]);
  });

  it('holds at most so many refusals in all: past that, every client is answered at once with Connection: close', async () => {
    const { service, holds, releaseAll } = holdingService({
      refusalPace: { atOnce: 0, heldPerClient: 2, heldInAll: 3 },
    });
    const first = await pastTheSignUpLimit(service, '203.0.113.44');
    const second = await pastTheSignUpLimit(service, '203.0.113.45');
    const held = [first(), first(), second()];
    await vi.waitFor(() => expect(holds).toHaveLength(3));
    const past = await second();
    expect([past.status, past.headers.get('Connection')]).toEqual([429, 'close']);
    releaseAll();
    await Promise.all(held);
    // Released holds make room again.
    const again = second();
    await vi.waitFor(() => expect(holds).toHaveLength(4));
    releaseAll();
    expect((await again).status).toBe(429);
  });

  it('a login flood from one client is held the same way, and the owner elsewhere logs in at once', async () => {
    const { service, holds, releaseAll } = holdingService({
      limits: { loginsPerClient: { name: 'login-client', max: 3, windowMs: 15 * 60_000 } },
      refusalPace: { atOnce: 1 },
    });
    const visitor = await service.visitor().arrive();
    const guess = (password: string, client = '203.0.113.46') =>
      visitor.call('POST', LOGIN, {
        body: { email: 'shopper@example.com', password },
        headers: { 'X-Forwarded-For': client },
      });
    for (let i = 0; i < 3; i++) expect((await guess(`guess${i}`)).status).toBe(401);
    expect((await guess('guess3')).status).toBe(429);
    expect((await guess('guess4')).status).toBe(429);
    const held = guess('guess5');
    await vi.waitFor(() => expect(holds).toHaveLength(1));
    expect((await guess('demo', '198.51.100.8')).status).toBe(200);
    releaseAll();
    const answer = await held;
    expect([answer.status, answer.headers.get('Retry-After')]).toEqual([429, '900']);
  });

  it('a hold never outlasts the window: a refusal with 300 ms left is held 300 ms', async () => {
    const { service, holds, releaseAll } = holdingService({ refusalPace: { atOnce: 0 } });
    const again = await pastTheSignUpLimit(service, '203.0.113.47');
    service.advance(60_000 - 300);
    const answer = again();
    await vi.waitFor(() => expect(holds).toEqual([300]));
    releaseAll();
    expect((await answer).status).toBe(429);
  });
  it("one client's sign-ups are worked on one at a time, in order; another shopper's at once", async () => {
    const { service, holds, releaseAll } = holdingService({
      // Every sign-up's handler waits on the test: what is being worked on is what has called sleep.
      faults: [{ operationId: 'subscribeNewsletter', latencyMs: 5 }],
    });
    const visitor = await service.visitor().arrive();
    const from = (client: string) => ({ 'X-Forwarded-For': client });
    const answered: string[] = [];
    const signUp = (name: string, client: string) =>
      visitor
        .call('POST', SUBSCRIBERS, { body: signUpBody(name), headers: from(client) })
        .then((a) => (answered.push(name), a.status));
    const three = ['first', 'second', 'third'].map((name) => signUp(name, '203.0.113.48'));
    await vi.waitFor(() => expect(holds).toHaveLength(1));
    const shopper = signUp('shopper', '198.51.100.9');
    await vi.waitFor(() => expect(holds).toHaveLength(2));
    for (let n = 3; n <= 4; n++) {
      releaseAll();
      await vi.waitFor(() => expect(holds).toHaveLength(n));
    }
    releaseAll();
    expect(await Promise.all([...three, shopper])).toEqual([202, 202, 202, 202]);
    expect(answered.filter((name) => name !== 'shopper')).toEqual(['first', 'second', 'third']);
  });

  it('a shopper who gave up on a hung sign-up (the page timed out) is not kept waiting behind it', async () => {
    const { service, holds, releaseAll } = holdingService({
      faults: [{ operationId: 'subscribeNewsletter', latencyMs: 5 }],
    });
    const visitor = await service.visitor().arrive();
    const headers = { 'X-Forwarded-For': '203.0.113.51' };
    const page = new AbortController();
    const hung = visitor.call('POST', SUBSCRIBERS, { body: signUpBody('hung'), headers, signal: page.signal });
    await vi.waitFor(() => expect(holds).toHaveLength(1));
    page.abort();
    const again = visitor.call('POST', SUBSCRIBERS, { body: signUpBody('again'), headers });
    await vi.waitFor(() => expect(holds).toHaveLength(2));
    releaseAll();
    expect((await again).status).toBe(202);
    await hung.catch(() => undefined);
  });

  it('past its cap of waiting requests, a client is answered 429 at once with Connection: close and Retry-After', async () => {
    const { service, holds, releaseAll } = holdingService({
      faults: [{ operationId: 'subscribeNewsletter', latencyMs: 5 }],
      refusalPace: { heldPerClient: 2 },
    });
    const visitor = await service.visitor().arrive();
    const call = (i: number) =>
      visitor.call('POST', SUBSCRIBERS, {
        body: signUpBody(`cap${i}`),
        headers: { 'X-Forwarded-For': '203.0.113.49' },
      });
    const waiting = [call(0), call(1), call(2)];
    await vi.waitFor(() => expect(holds).toHaveLength(1));
    const past = await call(3);
    expect([past.status, past.headers.get('Connection'), past.headers.get('Retry-After')]).toEqual([429, 'close', '1']);
    for (let n = 2; n <= 3; n++) {
      releaseAll();
      await vi.waitFor(() => expect(holds).toHaveLength(n));
    }
    releaseAll();
    expect((await Promise.all(waiting)).map((a) => a.status)).toEqual([202, 202, 202]);
  });

  it("a refused client's large upload is answered 429 without reading it, and the connection closes", async () => {
    const { service } = holdingService();
    const again = await pastTheSignUpLimit(service, '203.0.113.50');
    const body = JSON.stringify({ email: 'x'.repeat(1024 * 1024) });
    const answer = await again(body, { 'Content-Length': String(body.length) });
    expect([answer.status, answer.headers.get('Connection')]).toEqual([429, 'close']);
  });
});

describe('the pace of refusals', () => {
  it('is bounded by default: one at a time per client, held a second at most, 256 waiting per client, 2 048 in all', () => {
    expect(REFUSAL_PACE).toEqual({
      inFlightPerClient: 1,
      atOnce: 30,
      refillMs: 1_000,
      holdMs: 1_000,
      heldPerClient: 256,
      heldInAll: 2_048,
    });
  });
});
