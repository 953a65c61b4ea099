// Abuse limits on the server (D22): counted in the database, answered 429 with Retry-After, the same for every
// address and account so they reveal nothing.
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { ServiceHarness, type Visitor } from './harness';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';
const LOGIN = '/service/login/api/v1/login';
const MINUTE = 60_000;

const signUp = (visitor: Visitor, email: string, from?: string) =>
  visitor.call('POST', SUBSCRIBERS, {
    body: { email, consents: [], origin: 'onsite', originAddition: 'subsite' },
    headers: from ? { 'X-Forwarded-For': from } : {},
  });
const login = (visitor: Visitor, email: string, password: string, from?: string) =>
  visitor.call('POST', LOGIN, { body: { email, password }, headers: from ? { 'X-Forwarded-For': from } : {} });

describe('sign-ups per client address (D22)', () => {
  it('answers the 21st sign-up from one client within a minute with 429 and Retry-After; other clients and the next minute go on', async () => {
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    for (let i = 0; i < 20; i++) expect((await signUp(visitor, `s${i}@example.com`, '203.0.113.7')).status).toBe(202);
    const refused = await signUp(visitor, 'one.more@example.com', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ type: 'urn:service:too_many_requests' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect((await service.outbox()).map((m) => m.to)).not.toContain('one.more@example.com');
    expect((await signUp(visitor, 'neighbour@example.com', '198.51.100.2')).status).toBe(202);
    service.advance(MINUTE);
    expect((await signUp(visitor, 'one.more@example.com', '203.0.113.7')).status).toBe(202);
  });

  it('ignores X-Forwarded-For unless the service trusts its front: a script cannot rotate it to pass the limit', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await signUp(visitor, `x${i}@example.com`, `192.0.2.${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('50 sign-ups for one address from many clients send at most 4 mails, and every answer is the same 202', async () => {
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    const statuses = new Set<number>();
    // A minute apart: the same sign-up within 10 seconds is one (two tabs, issue 42).
    for (let i = 0; i < 50; i++, service.advance(MINUTE))
      statuses.add((await signUp(visitor, 'victim@example.com', `10.0.${i}.1`)).status);
    expect([...statuses]).toEqual([202]);
    expect(await service.outbox()).toHaveLength(4);
  });
});

/** Signs up through a real TCP connection to `port`, sent from the loopback address `from`; the answer's status. */
function signUpOverSocket(
  port: number,
  from: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const body = JSON.stringify({ email, consents: [], origin: 'onsite', originAddition: 'subsite' });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: SUBSCRIBERS,
        agent: false,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('sign-ups per client address, counted by the socket (D22)', () => {
  it('two clients on their own addresses are limited separately: the 21st sign-up of one is 429, the other still signs up', async () => {
    const service = new ServiceHarness();
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      );
    });
    try {
      const { port } = server.address() as AddressInfo;
      // A script on one address that names another in X-Forwarded-For each time is still one client (no trusted front).
      for (let i = 0; i < 20; i++)
        expect(
          await signUpOverSocket(port, '127.0.0.1', `a${i}@example.com`, { 'X-Forwarded-For': `192.0.2.${i}` }),
        ).toBe(202);
      expect(await signUpOverSocket(port, '127.0.0.1', 'a.more@example.com', { 'X-Forwarded-For': '192.0.2.99' })).toBe(
        429,
      );
      expect(await signUpOverSocket(port, '127.0.0.2', 'neighbour@example.com')).toBe(202);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('login attempts (D22)', () => {
  it('after 10 wrong passwords for one account from one client, its 11th attempt is 429 even with the right password, for 15 minutes', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    for (let i = 0; i < 10; i++) expect((await login(visitor, 'shopper@example.com', `wrong${i}`)).status).toBe(401);
    const refused = await login(visitor, 'shopper@example.com', 'demo');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(visitor.cookies.has('LoginToken')).toBe(false);
    // Another account from the same client is not affected.
    expect((await login(visitor, 'new.shopper@example.com', 'demo')).status).toBe(200);
    service.advance(15 * MINUTE);
    expect((await login(visitor, 'shopper@example.com', 'demo')).status).toBe(200);
  });

  it('ten wrong passwords from a stranger do not lock the owner out: the right password from another client is 200 (D49)', async () => {
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    for (let i = 0; i < 10; i++)
      expect((await login(visitor, 'shopper@example.com', `wrong${i}`, '203.0.113.66')).status).toBe(401);
    expect((await login(visitor, 'shopper@example.com', 'demo', '203.0.113.66')).status).toBe(429);
    const owner = await service.visitor().arrive();
    expect((await login(owner, 'shopper@example.com', 'demo', '198.51.100.20')).status).toBe(200);
    expect(owner.cookies.has('LoginToken')).toBe(true);
  });

  it('a guessing crowd on one account: past 100 failures in 15 minutes, a client that has failed is refused, a new client with the right password still passes (D49)', async () => {
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    for (let i = 0; i < 100; i++)
      expect(
        (await login(visitor, 'shopper@example.com', `wrong${i}`, `10.9.${Math.floor(i / 5)}.${i % 5}`)).status,
      ).toBe(401);
    // A client of the crowd with one failure behind it: refused now, whatever it sends.
    expect((await login(visitor, 'shopper@example.com', 'another-guess', '10.9.0.0')).status).toBe(429);
    expect((await login(visitor, 'shopper@example.com', 'demo', '10.9.0.0')).status).toBe(429);
    // The owner on their phone, never wrong today: in.
    expect((await login(visitor, 'shopper@example.com', 'demo', '198.51.100.77')).status).toBe(200);
    // A new client of the crowd gets its one guess, and is then refused like the rest.
    expect((await login(visitor, 'shopper@example.com', 'guess', '10.10.0.1')).status).toBe(401);
    expect((await login(visitor, 'shopper@example.com', 'guess2', '10.10.0.1')).status).toBe(429);
  });

  it('answers an account that does not exist exactly like one that does (no enumeration)', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 11; i++) known.push((await login(visitor, 'shopper@example.com', `w${i}`)).status);
    for (let i = 0; i < 11; i++) unknown.push((await login(visitor, 'nobody@example.com', `w${i}`)).status);
    expect(unknown).toEqual(known);
  });

  it('the 501st login attempt from one client within 15 minutes is 429, whatever the accounts', async () => {
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    const statuses: number[] = [];
    for (let i = 0; i < 501; i++)
      statuses.push((await login(visitor, `user${i}@example.com`, 'guess', '203.0.113.9')).status);
    expect(new Set(statuses.slice(0, 500))).toEqual(new Set([401]));
    expect(statuses[500]).toBe(429);
    expect((await login(visitor, 'shopper@example.com', 'demo', '198.51.100.9')).status).toBe(200);
  });
});
