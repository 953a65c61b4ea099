import type { DueMail, Store } from './store';

/** Hands one mail to a mail server. Throws when it was not accepted. */
export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
    /** `<…@…>`, the same for every attempt at one outbox row: a receiver drops a repeat. */
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

/** Stable per outbox row: a mail sent again after a crash (delivery is at least once) carries the same Message-ID. */
export function messageIdOf(mail: Pick<DueMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'storefront.invalid';
  return `<outbox.${mail.id}.${mail.createdAt.toString(36)}@${domain}>`;
}

export const defaultBackoffMs = (attempts: number) => Math.min(15 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers the transactional outbox. Each pass claims due mails with a lease (`for update skip locked`), so several
 * processes send each mail once and a sender that dies leaves its mails to the next once the lease ends.
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
      // Sent only within half the lease: after that another sender may have taken the mail, so the rest is handed back.
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
