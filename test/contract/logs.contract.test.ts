// Logs that leak nothing and stay short (issue 42, item 6): no token in any line, lines bounded, an aborted upload
// one line.
import { connect } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestService } from '../support/service';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';

afterEach(() => vi.restoreAllMocks());

/** Every line the service writes to the console (log, warn, error), each argument as printed. */
function consoleLines(): string[] {
  const lines: string[] = [];
  const keep = (...args: unknown[]) =>
    void lines.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
  for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(keep);
  return lines;
}

describe('the log of a refused cross-site call', () => {
  it('names no management token from the path, and stays short with a 12 KB Origin', async () => {
    const lines: string[] = [];
    const app = createTestService({ logCrossSite: (line) => lines.push(line) });
    const token = 'Q7fJ2mW9xK4pL8vN3bR6tY1cZ5hG0sDe';
    for (const origin of ['https://evil.example', `https://${'a'.repeat(12 * 1024)}.example`]) {
      const answer = await app.request(`http://shop.test${SUBSCRIBERS}/${token}/erasure`, {
        method: 'POST',
        headers: { Origin: origin, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(403);
    }
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).toContain('newsletter-subscribers/');
      expect(line.length).toBeLessThanOrEqual(600);
      expect(line).not.toMatch(/\n/);
    }
  });
});

describe('an upload the client aborts', () => {
  it('is one line in the log', async () => {
    const lines = consoleLines();
    const app = createTestService();
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      const reading = new Promise((resolve) => server.once('request', resolve));
      socket.write(
        `PUT ${SUBSCRIBERS}/Q7fJ2mW9xK4pL8vN3bR6tY1cZ5hG0sDe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"email":"`,
      );
      await reading;
      socket.destroy();
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toMatch(/\n/);
      expect(lines[0]).not.toContain('Q7fJ2mW9xK4pL8vN3bR6tY1cZ5hG0sDe');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
