/**
 * `npm run serve` on the production build (decision D32): a worker per core, the PGlite data folder held by the
 * primary, which runs the one reference service; pages and service calls answered through the workers.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/measuring-server';
import { startProductionServer } from './production-server';

const production = process.env.E2E_PROD === '1';

/**
 * Sends `head`, then `body` (never more), over a socket of its own and resolves with the answer's status once its
 * status line arrives; a `100 Continue` is read past. The body need not be complete: the answer must not wait for it.
 */
function rawRequest(base: string, head: string, body = ''): Promise<{ status: number }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      if (!/expect: 100-continue/i.test(head)) socket.write(body);
    });
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
      for (;;) {
        const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n(?:[^\r]*\r\n)*?\r\n/.exec(received);
        if (!match) return;
        if (match[1] === '100') {
          received = received.slice(match[0].length);
          socket.write(body);
          continue;
        }
        socket.destroy();
        resolve({ status: Number(match[1]) });
        return;
      }
    });
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => reject(new Error(`closed without an answer: ${received.slice(0, 200)}`)));
  });
}

/** A request from a loopback address of its own (each a different shopper to the server's socket). */
function localRequest(
  base: string,
  path: string,
  localAddress: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; setCookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, base),
      { method: body === undefined ? 'GET' : 'POST', localAddress, headers },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, setCookies: [response.headers['set-cookie'] ?? []].flat() }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe.skipIf(!production)('npm run serve with PGlite in a data folder, two workers', () => {
  let child: ChildProcess;
  let url: string;
  let output: () => string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sk-serve-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const server = startProductionServer({
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      SHOP_ORIGIN: url,
      LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64url'),
      STOREFRONT_DATA_DIR: join(dataDir, 'data'),
    });
    child = server.child;
    output = server.output;
    if (!(await server.listening)) throw new Error(`npm run serve ended (${child.exitCode}): ${output()}`);
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says how it runs, and runs that many workers beside the primary', () => {
    expect(output()).toMatch(/2 workers; .*the service runs in the primary process/);
    const workers = execFileSync('ps', ['--ppid', String(child.pid), '-o', 'pid='])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
    expect(workers).toHaveLength(2);
  });

  it('answers pages through its workers, and service calls through them to the one service', async () => {
    for (let i = 0; i < 10; i++) expect((await fetch(`${url}/de/`)).status).toBe(200);
    const csrf = await fetch(`${url}/service/csrf`);
    expect(csrf.status).toBe(200);
    const { token } = (await csrf.json()) as { token: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain(token);
    const signUp = await fetch(`${url}/service/newsletter/api/internal/newsletter-subscribers`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': token,
        cookie,
        origin: url,
        'x-hunter-site': 'DE',
      },
      body: JSON.stringify({
        email: `cluster.${Date.now()}@example.com`,
        consents: [],
        origin: 'onsite',
        originAddition: 'subsite',
      }),
    });
    expect(signUp.status).toBe(202);
  });

  it('answers service calls with hop-by-hop request headers as without them (H4)', async () => {
    for (const headers of [
      { 'keep-alive': 'timeout=5' },
      { connection: 'upgrade', upgrade: 'websocket' },
      { te: 'trailers' },
      { 'proxy-authorization': 'x' },
    ]) {
      const answer = await rawRequest(
        url,
        `GET /service/csrf HTTP/1.1\r\nHost: x\r\n${Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, JSON.stringify(headers)).toBe(200);
    }
    // Expect: 100-continue on a small body: the call goes through.
    const csrf = await fetch(`${url}/service/csrf`);
    const { token } = (await csrf.json()) as { token: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const body = JSON.stringify({
      email: `expect.${Date.now()}@example.com`,
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
    const answer = await rawRequest(
      url,
      `POST /service/newsletter/api/internal/newsletter-subscribers HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-CSRF-Token: ${token}\r\nCookie: ${cookie}\r\nX-Hunter-Site: DE\r\nExpect: 100-continue\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
    );
    expect(answer.status).toBe(202);
  });

  it.each([
    ['a service call', '/service/newsletter/api/internal/newsletter-subscribers', 'application/json'],
    ['a page form', '/de/', 'application/x-www-form-urlencoded'],
  ])(
    'refuses %s over 16 KB with 413 before the body is sent: Content-Length, chunked and Expect alike (H5)',
    async (_name, path, type) => {
      const head = `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\n`;
      const big = 100 * 1024 * 1024;
      // Only 32 KB of the announced 100 MB are ever sent: the answer must come without the rest.
      expect((await rawRequest(url, `${head}Content-Length: ${big}\r\n\r\n`, 'a'.repeat(32 * 1024))).status).toBe(413);
      const chunk = (n: number) => `${n.toString(16)}\r\n${'a'.repeat(n)}\r\n`;
      expect(
        (await rawRequest(url, `${head}Transfer-Encoding: chunked\r\n\r\n`, chunk(16 * 1024) + chunk(16 * 1024)))
          .status,
      ).toBe(413);
      expect(
        (await rawRequest(url, `${head}Expect: 100-continue\r\nContent-Length: ${big}\r\n\r\n`, 'a'.repeat(32 * 1024)))
          .status,
      ).toBe(413);
    },
  );

  it('counts no-JS sign-ups per shopper: 24 shoppers from 24 addresses each post once within a minute, all are taken (H7)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const localAddress = `127.0.0.${10 + i}`;
      expect((await localRequest(url, '/de/', localAddress)).status).toBe(200);
      const form = new URLSearchParams({
        'sk-form': 'newsletter-signup',
        email: `shopper${i}.${Date.now()}@example.com`,
        legals: 'NEWSLETTER',
      });
      const posted = await localRequest(
        url,
        '/de/',
        localAddress,
        { 'content-type': 'application/x-www-form-urlencoded' },
        form.toString(),
      );
      statuses.push(posted.status);
    }
    expect(statuses).toEqual(Array.from({ length: 24 }, () => 303));
  }, 60_000);

  it('its internal service port answers only the workers: a local caller with X-Forwarded-For gets 403 (H10)', async () => {
    const listening = execFileSync('ss', ['-ltnpH'])
      .toString()
      .split('\n')
      .filter((line) => line.includes(`pid=${child.pid},`));
    const publicPort = new URL(url).port;
    const internal = listening
      .map((line) => /127\.0\.0\.1:(\d+)/.exec(line)?.[1])
      .filter((port): port is string => port !== undefined && port !== publicPort);
    expect(internal.length).toBeGreaterThan(0);
    for (const port of internal) {
      const answer = await fetch(`http://127.0.0.1:${port}/service/csrf`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(answer.status).toBe(403);
    }
  });

  it('holds the data folder in the primary (one lock) and lets it go when stopped', async () => {
    expect(existsSync(join(dataDir, 'data.lock'))).toBe(true);
    const exited = new Promise<number | null>((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'data.lock'))).toBe(false);
  });
});
