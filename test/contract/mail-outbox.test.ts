// The transactional outbox delivered over SMTP (D21), against a real SMTP server on a loopback port.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { SMTP_POOL_CONNECTIONS, smtpTransport, startMailSender, type MailSender } from '../../service/mail-sender';
import { createStore } from '../../service/store';
import { testDatabase } from '../support/database';
import { ServiceHarness } from './harness';

interface Received {
  to: string[];
  raw: string;
}

async function smtpServerOn(
  port = 0,
): Promise<{ port: number; received: Received[]; connections: () => number; close(): Promise<void> }> {
  const received: Received[] = [];
  let connections = 0;
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nobody listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Mail bodies are quoted-printable: joins soft line breaks and decodes =XX. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function signUp(service: ServiceHarness, email: string, market: string) {
  const visitor = await service.visitor().arrive();
  await visitor.call('POST', '/service/newsletter/api/internal/newsletter-subscribers', {
    body: {
      email,
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
      ...(market === 'TR' ? { legals: ['NEWSLETTER'] } : {}),
    },
    headers: { 'X-Hunter-Site': market },
  });
}

function sender(
  service: ServiceHarness,
  port: number,
  extra: Partial<Parameters<typeof startMailSender>[0]> = {},
): Promise<MailSender> {
  return smtpTransport(`smtp://127.0.0.1:${port}`).then((transport) => {
    const mailSender = startMailSender({
      store: createStore(testDatabase),
      transport,
      now: () => service.now,
      from: 'shop@example.com',
      start: false, // the test drives each pass itself
      log: () => undefined,
      ...extra,
    });
    cleanups.push(async () => {
      await mailSender.stop();
      transport.close();
    });
    return mailSender;
  });
}

describe('the mail outbox over SMTP (D21)', () => {
  it('delivers a DOI mail once, with its subject, link and language, and marks it sent', async () => {
    const smtp = await smtpServerOn();
    cleanups.push(smtp.close);
    const service = new ServiceHarness();
    await signUp(service, 'ayse@example.com', 'TR');
    const [pending] = await service.outbox();
    const mailSender = await sender(service, smtp.port);
    expect(await mailSender.runOnce()).toBe(1);
    expect(await mailSender.runOnce()).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ayse@example.com']);
    const [mail] = await service.outbox();
    const text = decoded(smtp.received[0]!.raw);
    expect(text).toContain(pending!.link!);
    // Delivered, the outbox keeps no link: a copy of the database holds no token (issue 42).
    expect(mail!.link).toBeUndefined();
    expect(mail!.text).not.toContain(pending!.link!);
    expect(text).toContain('Bültenimize');
    expect(smtp.received[0]!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(smtp.received[0]!.raw).toMatch(
      new RegExp(`^Message-ID: <outbox\\.${mail!.id}\\.[0-9a-z]+@example\\.com>\r?$`, 'm'),
    );
    expect(mail!.delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('delivers the welcome mail with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058, D27)', async () => {
    const smtp = await smtpServerOn();
    cleanups.push(smtp.close);
    const service = new ServiceHarness({ shopOrigin: 'https://shop.example' });
    await signUp(service, 'ilona@example.com', 'HU');
    const [doi] = await service.outbox();
    await (
      await service.visitor().arrive()
    ).call('PUT', `/service/newsletter/api/internal/newsletter-subscribers/${doi!.subscriberToken}/doi`);
    const token = new URL((await service.outbox()).find((m) => m.kind === 'welcome')!.link!).searchParams.get('token')!;
    const mailSender = await sender(service, smtp.port);
    expect(await mailSender.runOnce()).toBe(2);
    const welcome = smtp.received.map((r) => r.raw).find((raw) => raw.includes('List-Unsubscribe-Post'))!;
    expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // Folded over several lines by the mailer: unfolded as a mail program reads it.
    const header = /^List-Unsubscribe:([^\r\n]*(?:\r?\n[ \t][^\r\n]+)*)/m
      .exec(welcome)![1]!
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    expect(header).toBe(
      `<https://shop.example/service/newsletter/api/internal/newsletter-subscribers/${token}/unsubscribe>, <mailto:unsubscribe@shop.example?subject=unsubscribe%20${token}>`,
    );
  });

  it('retries with back-off while the SMTP server is down, and delivers once it is up', async () => {
    const port = await freePort();
    const service = new ServiceHarness();
    await signUp(service, 'retry@example.com', 'DE');
    const mailSender = await sender(service, port);

    expect(await mailSender.runOnce()).toBe(0);
    let [mail] = await service.outbox();
    expect(mail!.delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mail!.delivery.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await smtpServerOn(port);
    // Closed after the sender (cleanups run last first): the sender's pooled connection would hold the server open.
    cleanups.unshift(smtp.close);
    expect(await mailSender.runOnce()).toBe(0); // not due yet: the back-off is 10 s
    service.advance(10_000);
    expect(await mailSender.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    [mail] = await service.outbox();
    expect(mail!.delivery).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt and names the reason', async () => {
    const port = await freePort();
    const service = new ServiceHarness();
    await signUp(service, 'never@example.com', 'DE');
    const mailSender = await sender(service, port, { maxAttempts: 2, backoffMs: () => 1_000 });
    await mailSender.runOnce();
    service.advance(1_000);
    await mailSender.runOnce();
    const [mail] = await service.outbox();
    expect(mail!.delivery).toMatchObject({ status: 'failed', attempts: 2 });
    expect(mail!.delivery.lastError).toMatch(/ECONNREFUSED/);
  });

  it('two senders on one database deliver each mail once', async () => {
    const smtp = await smtpServerOn();
    cleanups.push(smtp.close);
    const service = new ServiceHarness();
    for (let i = 0; i < 10; i++) await signUp(service, `twice${i}@example.com`, 'PL');
    const [a, b] = await Promise.all([sender(service, smtp.port), sender(service, smtp.port)]);
    const sent = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(10);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `twice${i}@example.com`).sort(),
    );
  });

  it('a burst goes out over a few pooled SMTP connections, in batched claims, each mail once (issue 27)', async () => {
    const smtp = await smtpServerOn();
    cleanups.push(smtp.close);
    const service = new ServiceHarness({ trustProxy: true });
    const visitor = await service.visitor().arrive();
    for (let i = 0; i < 60; i++) {
      await visitor.call('POST', '/service/newsletter/api/internal/newsletter-subscribers', {
        body: { email: `burst${i}@example.com`, consents: [], origin: 'onsite', originAddition: 'subsite' },
        headers: { 'X-Hunter-Site': 'DE', 'X-Forwarded-For': `10.7.0.${i}` },
      });
    }
    const [a, b] = await Promise.all([sender(service, smtp.port), sender(service, smtp.port)]);
    const sent = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(60);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      Array.from({ length: 60 }, (_, i) => `burst${i}@example.com`).sort(),
    );
    // At most the pool's connections per sender, not one per mail.
    expect(smtp.connections()).toBeLessThanOrEqual(2 * SMTP_POOL_CONNECTIONS);
  });
});
