// A flood stays with its sender (issue 42, item 4): a refused request costs no database write, and a limit counts and
// checks in one step, so that 60 guesses at once across three service processes evaluate exactly 10 passwords.
import { describe, expect, it } from 'vitest';
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
