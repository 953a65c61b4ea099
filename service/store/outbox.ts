import type { Locale } from '../../core/i18n/locales';
import type { Database } from '../db/database';
import { consentRecordsOf, type ConsentRecord } from './consent-events';
import { at, emailKey, iso, LINK_REMOVED, pageOf, PAGE_SIZE, SCRUB_LINK, type Page, type RequestRow } from './common';

export type MailKind = 'doi' | 'already_subscribed' | 'welcome';

/** A mail as it is written to the outbox. */
export interface MailDraft {
  subject: string;
  text: string;
  link?: string;
  /** Headers the mail goes out with: `List-Unsubscribe` and `List-Unsubscribe-Post` on mails to a subscriber. */
  headers?: Record<string, string>;
}

export interface Mail {
  id: number;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  /** The double opt-in link on the demo shop, `{origin}/{slug}/?doi={token}` (kind 'doi' only). */
  link?: string;
  locale: Locale;
  /** When the mail was written to the outbox. */
  sentAt: string;
  /** The token of the request the mail belongs to (the DOI link's, for a DOI mail). */
  subscriberToken: string | null;
  /** The headers it goes out with (List-Unsubscribe … on a welcome mail). */
  headers: Record<string, string>;
  delivery: {
    status: 'pending' | 'sent' | 'failed' | 'cancelled';
    attempts: number;
    sentAt: string | null;
    lastError: string | null;
  };
  consentRecord: ConsentRecord | null;
}

/** A mail the sender has claimed for delivery. */
export interface DueMail {
  id: number;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  locale: Locale;
  attempts: number;
  /** When it was written to the outbox (epoch ms): with the id, what its Message-ID is made of. */
  createdAt: number;
}

/** A row of `mail_outbox`. */
export interface OutboxRow {
  id: number;
  kind: MailKind;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  headers: Record<string, string>;
  locale: string;
  request_id: number | null;
  created_at: Date;
  status: Mail['delivery']['status'];
  attempts: number;
  sent_at: Date | null;
  last_error: string | null;
}

/** The mail outbox: what the sender delivers, each mail's delivery, and the demo mailbox's view of it. */
export function outboxStore(db: Database) {
  return {
    /** The outbox, newest first, a page at a time; `to` narrows it to one address. */
    async mails(options: { page?: number; to?: string } = {}): Promise<Page<Mail>> {
      const page = Math.max(1, Math.floor(options.page ?? 1));
      const rows = await db.query<OutboxRow>(
        `select * from mail_outbox ${options.to === undefined ? '' : 'where email_key = $3'} order by id desc limit $1 offset $2`,
        options.to === undefined
          ? [PAGE_SIZE + 1, (page - 1) * PAGE_SIZE]
          : [PAGE_SIZE + 1, (page - 1) * PAGE_SIZE, emailKey(options.to)],
      );
      const requestIds = [...new Set(rows.flatMap((r) => (r.request_id === null ? [] : [r.request_id])))];
      const requests = requestIds.length
        ? await db.query<RequestRow>('select * from subscription_requests where id = any($1::int[])', [requestIds])
        : [];
      const records = await consentRecordsOf(db, requests);
      // The DOI token is kept only as its hash: the demo mailbox reads it from the request's DOI mail while it has one.
      const doiLinks = requestIds.length
        ? await db.query<{ request_id: number; link: string }>(
            "select request_id, link from mail_outbox where kind = 'doi' and link is not null and request_id = any($1::int[])",
            [requestIds],
          )
        : [];
      const doiTokenOf = (requestId: number | null) => {
        const link = doiLinks.find((l) => l.request_id === requestId)?.link;
        const token = link && /[?&]doi=([^&#]*)/.exec(link)?.[1];
        return token ? decodeURIComponent(token) : null;
      };
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          to: r.to_address,
          subject: r.subject,
          text: r.body,
          ...(r.link ? { link: r.link } : {}),
          headers: r.headers ?? {},
          locale: r.locale as Locale,
          sentAt: iso(r.created_at),
          subscriberToken: doiTokenOf(r.request_id),
          delivery: {
            status: r.status,
            attempts: r.attempts,
            sentAt: r.sent_at ? iso(r.sent_at) : null,
            lastError: r.last_error,
          },
          consentRecord: r.request_id === null ? null : (records.get(r.request_id) ?? null),
        })),
        page,
      );
    },

    async clearMails(): Promise<void> {
      await db.query('delete from mail_outbox');
    },

    /**
     * Claims up to `limit` due mails for `leaseMs` (a sender that dies mid-way loses its claim when the lease ends);
     * `skip locked` lets several senders on one database share the work without sending a mail twice.
     */
    claimDueMails(now: number, limit: number, leaseMs: number): Promise<DueMail[]> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{
          id: number;
          kind: MailKind;
          to_address: string;
          subject: string;
          body: string;
          headers: Record<string, string>;
          locale: string;
          attempts: number;
          created_at: Date;
        }>(
          `update mail_outbox set claimed_until = $2
           where id in (
             select id from mail_outbox
             where status = 'pending' and next_attempt_at <= $1 and (claimed_until is null or claimed_until <= $1)
             order by id limit $3 for update skip locked)
           returning id, kind, to_address, subject, body, headers, locale, attempts, created_at`,
          [at(now), at(now + leaseMs), limit],
        );
        return rows
          .map((r) => ({
            id: r.id,
            kind: r.kind,
            to: r.to_address,
            subject: r.subject,
            text: r.body,
            headers: r.headers ?? {},
            locale: r.locale as Locale,
            attempts: r.attempts,
            createdAt: new Date(r.created_at).getTime(),
          }))
          .sort((a, b) => a.id - b.id);
      });
    },

    /** Hands claimed mails back unsent: the next pass (of any sender) may take them at once. */
    async releaseMails(ids: readonly number[]): Promise<void> {
      await db.query("update mail_outbox set claimed_until = null where id = any($1::int[]) and status = 'pending'", [
        [...ids],
      ]);
    },

    async markMailSent(id: number, now: number): Promise<void> {
      await db.query(
        `update mail_outbox set status = 'sent', sent_at = $2, attempts = attempts + 1, claimed_until = null, last_error = null, ${SCRUB_LINK} where id = $1`,
        [id, at(now)],
      );
    },

    /** A failed attempt: retried at `retryAt`, or failed for good when there is none. */
    async markMailFailed(id: number, reason: string, retryAt: number | undefined): Promise<void> {
      const gaveUp = '$3::timestamptz is null';
      await db.query(
        `update mail_outbox set attempts = attempts + 1, claimed_until = null, last_error = $2,
           status = case when ${gaveUp} then 'failed' else 'pending' end,
           next_attempt_at = coalesce($3::timestamptz, next_attempt_at),
           body = case when ${gaveUp} and link is not null then replace(body, link, '${LINK_REMOVED}') else body end,
           link = case when ${gaveUp} then null else link end,
           headers = case when ${gaveUp} then headers - 'List-Unsubscribe' else headers end
         where id = $1`,
        [id, reason.slice(0, 500), retryAt === undefined ? null : at(retryAt)],
      );
    },
  };
}
