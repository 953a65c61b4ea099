// Behind a TLS proxy (issue 42, item 1): the client address of the abuse limits comes from X-Forwarded-For or
// Forwarded only when the socket's peer is a proxy the service trusts (TRUST_PROXY), never from anyone else.
import { describe, expect, it } from 'vitest';
import { createTestService } from '../support/service';
import { clientAddress, proxyTrust, trustProxyFromEnv } from '../../service/proxy';
import { guardedApp } from '../../demo/security';

const ORIGIN = 'http://shop.test';
const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';
const LOGIN = '/service/login/api/v1/login';
const PROXY = '10.0.0.2';
/** The service's clock, fixed: the limits count in fixed windows, which a slow run must not cross mid-test. */
const now = () => Date.UTC(2026, 10, 28, 12, 0, 30);

/** What @hono/node-server hands a request served from a socket whose peer is `address`. */
const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 40_000 } } });

type App = ReturnType<typeof createTestService>;
const post = (app: App, path: string, body: unknown, peer: string, headers: Record<string, string> = {}) =>
  app.fetch(
    new Request(ORIGIN + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    fromSocket(peer),
  );
const signUp = (app: App, email: string, peer: string, headers?: Record<string, string>) =>
  post(app, SUBSCRIBERS, { email, consents: [], origin: 'onsite', originAddition: 'subsite' }, peer, headers);
const login = (app: App, password: string, peer: string, headers?: Record<string, string>) =>
  post(app, LOGIN, { email: 'shopper@example.com', password }, peer, headers);

describe('TRUST_PROXY: a shopper behind the TLS proxy is a client of their own', () => {
  it('25 shoppers through one trusted proxy each get a bucket of their own: all 25 sign up', async () => {
    const app = createTestService({ trustProxy: PROXY, now });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push(
        (await signUp(app, `shopper${i}@example.com`, PROXY, { 'X-Forwarded-For': `203.0.113.${i + 1}` })).status,
      );
    expect(statuses).toEqual(Array(25).fill(202));
  });

  it('10 wrong passwords from another address through the proxy never lock the owner out', async () => {
    const app = createTestService({ trustProxy: 1, now });
    const stranger = { 'X-Forwarded-For': 'evil, 198.51.100.66' };
    for (let i = 0; i < 10; i++) expect((await login(app, `wrong${i}`, PROXY, stranger)).status).toBe(401);
    expect((await login(app, 'demo', PROXY, stranger)).status).toBe(429);
    expect((await login(app, 'demo', PROXY, { 'X-Forwarded-For': '203.0.113.20' })).status).toBe(200);
  });

  it('a client that is not the trusted proxy is counted by its socket, whatever it forwards', async () => {
    const app = createTestService({ trustProxy: PROXY, now });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await signUp(app, `x${i}@example.com`, '192.0.2.9', { 'X-Forwarded-For': `203.0.113.${i}` })).status,
      );
    expect(statuses.at(-1)).toBe(429);
    expect((await signUp(app, 'through.proxy@example.com', PROXY, { 'X-Forwarded-For': '192.0.2.9' })).status).toBe(
      429,
    );
  });

  it('npm run serve passes the address the trusted proxy names to the service, and the socket for anyone else', async () => {
    const seen: string[] = [];
    const app = guardedApp({
      production: true,
      https: true,
      trustProxy: proxyTrust(PROXY),
      service: async (request) => (seen.push(request.headers.get('X-Forwarded-For') ?? ''), new Response('{}')),
    });
    await app.fetch(
      new Request(`${ORIGIN}/service/x`, { headers: { 'X-Forwarded-For': '203.0.113.5' } }),
      fromSocket(PROXY),
    );
    await app.fetch(
      new Request(`${ORIGIN}/service/x`, { headers: { 'X-Forwarded-For': '203.0.113.5' } }),
      fromSocket('192.0.2.1'),
    );
    expect(seen).toEqual(['203.0.113.5', '192.0.2.1']);
  });
});

describe('clientAddress', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it.each([
    ['no trust: the socket', false, '192.0.2.1', { 'X-Forwarded-For': '203.0.113.1' }, '192.0.2.1'],
    [
      'one hop: the last forwarded address',
      1,
      '10.0.0.2',
      { 'X-Forwarded-For': 'spoofed, 203.0.113.1' },
      '203.0.113.1',
    ],
    ['two hops', 2, '10.0.0.2', { 'X-Forwarded-For': 'spoofed, 203.0.113.1, 10.0.0.9' }, '203.0.113.1'],
    ['one hop without the header: the socket', 1, '10.0.0.2', {}, '10.0.0.2'],
    ['listed proxy', '10.0.0.0/8', '10.0.0.2', { 'X-Forwarded-For': 'spoofed, 203.0.113.1, 10.1.1.1' }, '203.0.113.1'],
    ['unlisted peer', '10.0.0.0/8', '192.0.2.1', { 'X-Forwarded-For': '203.0.113.1' }, '192.0.2.1'],
    ['IPv4-mapped peer', 'loopback', '::ffff:127.0.0.1', { 'X-Forwarded-For': '203.0.113.1' }, '203.0.113.1'],
    ['all trusted: the farthest', 'uniquelocal', '10.0.0.2', { 'X-Forwarded-For': '10.0.0.7' }, '10.0.0.7'],
  ] as const)('%s', (_name, setting, socket, h, expected) => {
    expect(clientAddress(socket, headers(h), proxyTrust(setting))).toBe(expected);
  });

  it('reads RFC 7239 Forwarded when told to, IPv6 in brackets and ports dropped', () => {
    const trust = proxyTrust(1, 'forwarded');
    expect(
      clientAddress('10.0.0.2', headers({ Forwarded: 'for=192.0.2.60;proto=http, for="[2001:db8::17]:4711"' }), trust),
    ).toBe('2001:db8::17');
    expect(clientAddress('10.0.0.2', headers({ Forwarded: 'for=192.0.2.60:80;by=x' }), trust)).toBe('192.0.2.60');
    expect(clientAddress('10.0.0.2', headers({ 'X-Forwarded-For': '203.0.113.1' }), trust)).toBe('10.0.0.2');
  });

  it('keys stay short', () => {
    expect(clientAddress('10.0.0.2', headers({ 'X-Forwarded-For': 'x'.repeat(100) }), proxyTrust(1))).toHaveLength(64);
  });

  it('TRUST_PROXY from the environment: a hop count or addresses; anything else is one line', () => {
    expect(trustProxyFromEnv({})).toHaveProperty('trust');
    expect(trustProxyFromEnv({ TRUST_PROXY: '1' })).toHaveProperty('trust');
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16, ::1' })).toHaveProperty('trust');
    expect(trustProxyFromEnv({ TRUST_PROXY: 'yes' })).toEqual({
      problem: expect.stringMatching(/^TRUST_PROXY: "yes"/),
    });
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/33' })).toHaveProperty('problem');
    expect(trustProxyFromEnv({ TRUST_PROXY: '1', TRUST_PROXY_HEADER: 'X-Real-IP' })).toHaveProperty('problem');
  });
});
