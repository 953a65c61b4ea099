// Idle and slow connections are bounded (issue 42, item 7): a socket that sends nothing and a body that trickles are
// closed, not held for Node's 300 s (or forever); the start line says when production's safeguards are off.
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { boundedServer, CONNECTION_TIMEOUTS, safeguardsNote } from '../../service/connections';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listening(timeouts = { idle: 300, headers: 300, request: 600, keepAlive: 300 }): Promise<number> {
  server = boundedServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  }, timeouts);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

describe('a bounded server', () => {
  it('closes a connection that sends nothing', async () => {
    const port = await listening();
    // The server's side is what it holds: CI twice saw the client's own 'close' not come within 60 s.
    const accepted = new Promise<Socket>((resolve) => server!.once('connection', resolve));
    const client = connect(port, '127.0.0.1').on('error', () => undefined);
    const held = await accepted;
    await new Promise((resolve) => (held.destroyed ? resolve(undefined) : held.once('close', resolve)));
    expect(held.destroyed).toBe(true);
    client.destroy();
  });

  it('answers a body that never completes with 408 and closes it', async () => {
    const port = await listening({ idle: 60_000, headers: 200, request: 400, keepAlive: 300 });
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab'),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("production's bounds: idle 15 s, headers 10 s, a whole request 30 s, keep-alive 5 s", () => {
    expect(CONNECTION_TIMEOUTS).toEqual({ idle: 15_000, headers: 10_000, request: 30_000, keepAlive: 5_000 });
    const production = boundedServer(() => undefined);
    expect([
      production.timeout,
      production.headersTimeout,
      production.requestTimeout,
      production.keepAliveTimeout,
    ]).toEqual([15_000, 10_000, 30_000, 5_000]);
  });
});

describe('the start line', () => {
  it('says so when NODE_ENV is not production, and nothing when it is', () => {
    expect(safeguardsNote({})).toMatch(/WITHOUT production safeguards \(NODE_ENV is not production\)/);
    expect(safeguardsNote({ NODE_ENV: 'development' })).toMatch(/__admin and the demo customer are on/);
    expect(safeguardsNote({ NODE_ENV: 'production' })).toBe('');
  });
});
