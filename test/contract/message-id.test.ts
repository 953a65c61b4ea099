// Mail as promised (issue 42, item 5; D21): at least once, with a stable Message-ID. A sender killed between the SMTP
// server's answer and the outbox's record leaves the mail to the next sender, which sends it under the same
// Message-ID, so the receiver drops the repeat.
import { describe, expect, it } from 'vitest';
import { messageIdOf, startMailSender, type MailTransport } from '../../service/mail-sender';
import { createStore } from '../../service/store';
import { testDatabase } from '../support/database';
import { ServiceHarness } from './harness';

type Sent = Parameters<MailTransport['send']>[0];

describe('a mail sent again after a crash', () => {
  it('carries the Message-ID of its outbox row each time; another mail has another', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    for (const email of ['once@example.com', 'other@example.com'])
      await visitor.call('POST', '/service/newsletter/api/internal/newsletter-subscribers', {
        body: { email, consents: [], origin: 'onsite', originAddition: 'subsite' },
      });
    const received: Sent[] = [];
    const store = createStore(testDatabase);
    const options = {
      transport: { send: async (mail: Sent) => void received.push(mail) },
      now: () => service.now,
      from: 'Shop <shop@shop.example>',
      start: false,
      log: () => undefined,
    };
    // The first sender's process dies right after the SMTP server took the first mail (nothing recorded).
    const killed = startMailSender({
      ...options,
      batchSize: 1,
      store: { ...store, markMailSent: () => new Promise<void>(() => undefined) } as typeof store,
    });
    void killed.runOnce();
    await expect.poll(() => received.length).toBe(1);
    service.advance(60_000); // its lease ends
    await startMailSender({ ...options, store }).runOnce();

    expect(received.map((m) => m.to)).toEqual(['once@example.com', 'once@example.com', 'other@example.com']);
    const [first, again, other] = received.map((m) => m.messageId);
    expect(first).toMatch(/^<outbox\.\d+\.[0-9a-z]+@shop\.example>$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('is made of the row alone: id and creation time at the sender domain', () => {
    expect(messageIdOf({ id: 7, createdAt: 36 }, 'shop@example.com')).toBe('<outbox.7.10@example.com>');
    expect(messageIdOf({ id: 7, createdAt: 36 }, 'Shop <shop@example.com>')).toBe('<outbox.7.10@example.com>');
    expect(messageIdOf({ id: 7, createdAt: 37 }, 'shop@example.com')).not.toBe('<outbox.7.10@example.com>');
  });
});
