import type { DueMail, Store } from './store';

/** Hands one mail to a mail server. Throws when it was not accepted. */
export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
    /** `<…@…>`, the same for every attempt at one outbox row: a receiver drops a repeat (issue 42). */
    messageId?: string;
  }): Promise<void>;
}

/** SMTP connections a sender keeps open and sends over at once (nodemailer's pool). */
export const SMTP_POOL_CONNECTIONS = 5;

/**
 * A transport over SMTP (`smtp://user:pass@host:port`, `smtps://…`), through nodemailer, over a pool of
 * SMTP_POOL_CONNECTIONS kept-open connections: a burst of mails does not open a connection (and a TLS handshake) each.
 */
export async function smtpTransport(url: string): Promise<MailTransport & { close(): void }> {
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport({ url, pool: true, maxConnections: SMTP_POOL_CONNECTIONS, maxMessages: 1000 });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

export interface MailSenderOptions {
  store: Store;
  transport: MailTransport;
  /** The service clock (epoch ms). */
  now: () => number;
  /** The sender address. */
  from: string;
  /** How often the outbox is looked at when nothing wakes the sender (default 5 s). */
  intervalMs?: number;
  /** How long a claimed mail stays with this sender before another may take it (default 60 s). */
  leaseMs?: number;
  /** Attempts before a mail is marked failed for good (default 8). */
  maxAttempts?: number;
  /** Wait before the next attempt after `attempts` failed ones (default 10 s doubling, capped at 15 min). */
  backoffMs?: (attempts: number) => number;
  /** Mails claimed at once (default 50). */
  batchSize?: number;
  /** Mails of a batch sent at the same time (default SMTP_POOL_CONNECTIONS, one per pooled connection). */
  concurrency?: number;
  log?: (message: string) => void;
  /** Start passes on the timer (default true); false leaves every pass to `runOnce()` (tests). */
  start?: boolean;
}

export interface MailSender {
  /** Looks at the outbox soon (after a sign-up wrote to it). */
  wake(): void;
  /** One pass: claims due mails, sends them, records each result; how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The Message-ID of an outbox row (RFC 5322 3.6.4): its id and creation time at the sender's domain. A mail sent again
 * after a crash between the SMTP server's answer and the outbox's record (at least once, D21) carries the same one.
 */
export function messageIdOf(mail: Pick<DueMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'storefront.invalid';
  return `<outbox.${mail.id}.${mail.createdAt.toString(36)}@${domain}>`;
}

export const defaultBackoffMs = (attempts: number) => Math.min(15 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers the transactional outbox (decision D21). Each pass claims due mails with a lease (`for update skip
 * locked`), so several service processes on one database send each mail once, and a sender that dies mid-way
 * leaves its mails to the next one once the lease ends. A refused or failed delivery is retried with capped
 * back-off, then marked failed with the reason.
 */
export function startMailSender(options: MailSenderOptions): MailSender {
  const intervalMs = options.intervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoff = options.backoffMs ?? defaultBackoffMs;
  const batchSize = options.batchSize ?? 50;
  const concurrency = Math.max(1, options.concurrency ?? SMTP_POOL_CONNECTIONS);
  const log = options.log ?? ((message: string) => console.warn(`[mail] ${message}`));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  /** Sends one claimed mail and records the result; true when it was accepted. */
  const deliver = async (mail: DueMail): Promise<boolean> => {
    try {
      await options.transport.send({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
        messageId: messageIdOf(mail, options.from),
      });
      await options.store.markMailSent(mail.id, options.now());
      return true;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = attempts >= maxAttempts ? undefined : options.now() + backoff(attempts);
      await options.store.markMailFailed(mail.id, reason, retryAt);
      log(
        `mail ${mail.id} to ${mail.to}: attempt ${attempts} failed (${reason})${retryAt === undefined ? '; giving up' : ''}`,
      );
      return false;
    }
  };

  const runOnce = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const claimedAt = options.now();
      const due = await options.store.claimDueMails(claimedAt, batchSize, leaseMs);
      // Each mail is sent only while this sender's claim surely holds (half the lease): once the claim could run
      // out, another sender may take the mail, so what is left is handed back instead of sent. A crash between the
      // SMTP server's answer and the record sends it again (at least once), under the same Message-ID.
      const deadline = claimedAt + leaseMs / 2;
      const handBack: number[] = [];
      let next = 0;
      const lane = async () => {
        while (next < due.length) {
          const mail = due[next++]!;
          if (stopped || options.now() > deadline) handBack.push(mail.id);
          else if (await deliver(mail)) sent += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, lane));
      if (handBack.length) await options.store.releaseMails(handBack);
      if (due.length < batchSize || stopped) return sent;
    }
  };

  const pass = () => {
    timer = undefined;
    running ??= runOnce()
      .catch((error: unknown) => {
        log(`outbox pass failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(intervalMs);
      });
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pass, ms);
    timer.unref?.();
  };
  const started = options.start ?? true;
  if (started) schedule(0);

  return {
    wake: () => {
      if (started) schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
