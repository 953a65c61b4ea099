import type { Locale } from '../../core/i18n/locales';
import type { Database, Queryable } from '../db/database';
import { consentRecordsOf, type ConsentRecord } from './consent-events';
import { addressHash, type ErasureKey } from './erasure-key';
import type { Mail, MailKind, OutboxRow } from './outbox';
import { manageTokenHolder, subscriberOf, subscriberView, type SubscriberView } from './subscribers';
import { at, emailKey, iso, lockAddress, type RequestRow, type Salutation } from './common';

/** How an export or erasure was asked for: the subscriber on the preference page, or the operator's command. */
export type DataRightsChannel = 'preference-page' | 'operator';

/** One sign-up request as an export shows it: its consent record and the names it was given with. */
export interface ExportedRequest extends ConsentRecord {
  salutation: Salutation | null;
  firstName: string | null;
  lastName: string | null;
}

/** A mail as an export shows it: what, to whom, when and its delivery (never its body: it holds tokens). */
export interface ExportedMail {
  kind: MailKind;
  to: string;
  subject: string;
  locale: Locale;
  createdAt: string;
  delivery: Mail['delivery'];
}

/** Everything the service holds about one address (GDPR Art. 15, 20). */
export interface SubscriberData {
  exportedAt: string;
  /** Every spelling of the address the records hold. */
  addresses: string[];
  /** The confirmed subscription, when there is one. */
  subscription: SubscriberView | null;
  /** Every sign-up request, oldest first, each with its consent events in order. */
  requests: ExportedRequest[];
  /** Every mail written to the outbox for the address, oldest first. */
  mails: ExportedMail[];
  /** The reference of this export in the erasure log. */
  reference: string;
}

/** What an erasure removed; the address itself is not in it. */
export interface ErasureSummary {
  reference: string;
  erasedAt: string;
  erased: { subscription: boolean; requests: number; consentEvents: number; mails: number; manageTokens: number };
}

/** The address a management token opens for its data rights: a live token, or one revoked by an unsubscribe. */
const dataHolderKey = async (q: Queryable, tokenHash: string) =>
  (
    await q.query<{ email_key: string }>(
      // A revoked token only while the address is not subscribed again: then its new link is the one that opens it.
      `select t.email_key from manage_tokens t where t.token_hash = $1
       and (t.revoked_at is null or not exists (select 1 from subscribers s where s.email_key = t.email_key))`,
      [tokenHash],
    )
  )[0]?.email_key;

const logLine = (
  q: Queryable,
  reference: string,
  action: 'export' | 'erase',
  via: DataRightsChannel | 'retention',
  now: number,
  summary: object,
) =>
  q.query('insert into erasure_log (reference, at, action, via, summary) values ($1, $2, $3, $4, $5)', [
    reference,
    at(now),
    action,
    via,
    JSON.stringify(summary),
  ]);

/** Everything held about one address, read in one transaction (so it is one consistent picture). */
const dataOf = async (q: Queryable, key: string, now: number, reference: string): Promise<SubscriberData> => {
  const requests = await q.query<RequestRow>('select * from subscription_requests where email_key = $1 order by id', [
    key,
  ]);
  const records = await consentRecordsOf(q, requests);
  const subscriber = await subscriberOf(q, key);
  const mails = await q.query<
    Pick<
      OutboxRow,
      'kind' | 'to_address' | 'subject' | 'locale' | 'created_at' | 'status' | 'attempts' | 'sent_at' | 'last_error'
    >
  >(
    'select kind, to_address, subject, locale, created_at, status, attempts, sent_at, last_error from mail_outbox where email_key = $1 order by id',
    [key],
  );
  const addresses = new Set([
    ...(subscriber ? [subscriber.email] : []),
    ...requests.map((r) => r.email),
    ...mails.map((m) => m.to_address),
  ]);
  return {
    exportedAt: iso(at(now)),
    addresses: [...addresses],
    subscription: subscriber ? await subscriberView(q, subscriber) : null,
    requests: requests.map((r) => ({
      ...records.get(r.id)!,
      salutation: (r.salutation as Salutation | null) ?? null,
      firstName: r.first_name,
      lastName: r.last_name,
    })),
    mails: mails.map((m) => ({
      kind: m.kind,
      to: m.to_address,
      subject: m.subject,
      locale: m.locale as Locale,
      createdAt: iso(m.created_at),
      delivery: {
        status: m.status,
        attempts: m.attempts,
        sentAt: m.sent_at ? iso(m.sent_at) : null,
        lastError: m.last_error,
      },
    })),
    reference,
  };
};

/**
 * Erases every personal field and event of one address, in the caller's transaction with the address's lock held.
 * Keeps its keyed hash, so an import skips it, and a log line without the address (D59).
 */
const eraseAddress = async (
  tx: Queryable,
  hashKey: string,
  key: string,
  via: DataRightsChannel,
  now: number,
  reference: string,
): Promise<ErasureSummary> => {
  const count = async (sql: string) => (await tx.query(sql, [key])).length;
  const manageTokens = await count('delete from manage_tokens where email_key = $1 returning 1');
  const mails = await count('delete from mail_outbox where email_key = $1 returning 1');
  const consentEvents = await count('delete from consent_events where email_key = $1 returning 1');
  const subscription = (await count('delete from subscribers where email_key = $1 returning 1')) > 0;
  const requests = await count('delete from subscription_requests where email_key = $1 returning 1');
  await tx.query(
    'insert into erased_addresses (address_hash, erased_at) values ($1, $2) on conflict (address_hash) do update set erased_at = excluded.erased_at',
    [addressHash(hashKey, key), at(now)],
  );
  const erased = { subscription, requests, consentEvents, mails, manageTokens };
  await logLine(tx, reference, 'erase', via, now, erased);
  return { reference, erasedAt: iso(at(now)), erased };
};

/** The data rights (GDPR Art. 15, 17, 20): exports, erasures, their log, and the hashes of erased addresses. */
export function erasuresStore(db: Database, erasureKey: ErasureKey) {
  const loadErasureKey = erasureKey.load;
  return {
    /** Whether the token was revoked by an unsubscribe and still opens the address's data. */
    async unsubscribedHolder(tokenHash: string): Promise<boolean> {
      return Boolean(await dataHolderKey(db, tokenHash)) && !(await manageTokenHolder(db, tokenHash));
    },

    /** Everything held about the address a live or unsubscribed management token opens; undefined for other tokens. */
    exportByToken(tokenHash: string, now: number, reference: string): Promise<SubscriberData | undefined> {
      return db.transaction(async (tx) => {
        const key = await dataHolderKey(tx, tokenHash);
        if (!key) return undefined;
        const data = await dataOf(tx, key, now, reference);
        // One log line per subscriber an hour: downloads repeated by a script write no unbounded rows.
        const hour = Math.floor(now / 3_600_000) * 3_600_000;
        const first = await tx.query(
          `insert into rate_counters (bucket, window_start, hits) values ($1, $2, 1)
           on conflict (bucket, window_start) do nothing returning hits`,
          [`export-log:${tokenHash}`, at(hour)],
        );
        if (first.length)
          await logLine(tx, reference, 'export', 'preference-page', now, {
            requests: data.requests.length,
            mails: data.mails.length,
          });
        return data;
      });
    },

    /** Everything held about an address (the operator's export). */
    exportByAddress(email: string, now: number, reference: string): Promise<SubscriberData | undefined> {
      return db.transaction(async (tx) => {
        const data = await dataOf(tx, emailKey(email), now, reference);
        if (!data.subscription && !data.requests.length && !data.mails.length) return undefined;
        await logLine(tx, reference, 'export', 'operator', now, {
          requests: data.requests.length,
          mails: data.mails.length,
        });
        return data;
      });
    },

    /**
     * Erases the address a live or unsubscribed management token opens (GDPR Art. 17), under the address's lock (a
     * sign-up of the address waits, then starts afresh). Undefined for an unknown or already erased token.
     */
    async eraseByToken(tokenHash: string, now: number, reference: string): Promise<ErasureSummary | undefined> {
      const hashKey = await loadErasureKey();
      return db.transaction(async (tx) => {
        const probe = await dataHolderKey(tx, tokenHash);
        if (!probe) return undefined;
        await lockAddress(tx, probe);
        // Read again under the lock: an erasure that ran meanwhile took the token along.
        const key = await dataHolderKey(tx, tokenHash);
        if (!key) return undefined;
        return eraseAddress(tx, hashKey, key, 'preference-page', now, reference);
      });
    },

    /** Erases an address on the operator's command; undefined, and nothing recorded, when nothing is held. */
    async eraseByAddress(email: string, now: number, reference: string): Promise<ErasureSummary | undefined> {
      const hashKey = await loadErasureKey();
      return db.transaction(async (tx) => {
        const key = emailKey(email);
        await lockAddress(tx, key);
        const [held] = await tx.query<{ held: boolean }>(
          `select exists (select 1 from subscribers where email_key = $1)
             or exists (select 1 from subscription_requests where email_key = $1)
             or exists (select 1 from consent_events where email_key = $1)
             or exists (select 1 from mail_outbox where email_key = $1)
             or exists (select 1 from manage_tokens where email_key = $1) as held`,
          [key],
        );
        if (!held?.held) return undefined;
        return eraseAddress(tx, hashKey, key, 'operator', now, reference);
      });
    },

    /** Whether an address was erased and has not confirmed a new sign-up since: an import must not mail it. */
    async wasErased(email: string): Promise<boolean> {
      return (
        (
          await db.query('select 1 from erased_addresses where address_hash = $1', [
            addressHash(await loadErasureKey(), emailKey(email)),
          ])
        ).length > 0
      );
    },
  };
}
