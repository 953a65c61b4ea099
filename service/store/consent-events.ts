import type { Country } from '../../core/markets/countries';
import type { Locale } from '../../core/i18n/locales';
import type { Database, Queryable } from '../db/database';
import { at, iso, pageOf, PAGE_SIZE, type Consent, type Legal, type Page, type RequestRow } from './common';

export interface ConsentEvent {
  kind: 'requested' | 'confirmed' | 'updated' | 'withdrawn';
  at: string;
  consents: Consent[];
  legals: Legal[];
  detail: Record<string, unknown>;
}

/** One sign-up request with its consent events: the proof of consent the demo mailbox shows. */
export interface ConsentRecord {
  email: string;
  status: 'WAITING_FOR_DOI' | 'SUBSCRIBED' | 'SUPERSEDED' | 'WITHDRAWN';
  /** What the latest consent event holds (derived from `events`, never a second copy). */
  consents: Consent[];
  legals: Legal[];
  market: Country;
  locale: Locale;
  origin: string;
  originAddition: string;
  pagePath: string | null;
  consentTextsVersion: string;
  requestedAt: string;
  /** When the DOI link stops working; null once the request is confirmed. */
  expiresAt: string | null;
  confirmedAt: string | null;
  withdrawnAt: string | null;
  events: ConsentEvent[];
}

/** Writes one consent event of an address (and its request): the proof of consent is these rows. */
export const addEvent = (
  q: Queryable,
  key: string,
  requestId: number | null,
  kind: ConsentEvent['kind'],
  now: number,
  data: { consents?: readonly string[]; legals?: readonly string[]; detail?: object },
) =>
  q.query(
    'insert into consent_events (email_key, request_id, kind, consents, legals, detail, at) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      key,
      requestId,
      kind,
      [...(data.consents ?? [])],
      [...(data.legals ?? [])],
      JSON.stringify(data.detail ?? {}),
      at(now),
    ],
  );

/** Each request's consent record: its events and its status now. */
export const consentRecordsOf = async (q: Queryable, requests: RequestRow[]): Promise<Map<number, ConsentRecord>> => {
  const records = new Map<number, ConsentRecord>();
  if (requests.length === 0) return records;
  const ids = requests.map((r) => r.id);
  const events = await q.query<{
    request_id: number;
    kind: ConsentEvent['kind'];
    at: Date;
    consents: string[];
    legals: string[];
    detail: Record<string, unknown>;
  }>(
    'select request_id, kind, at, consents, legals, detail from consent_events where request_id = any($1::int[]) order by id',
    [ids],
  );
  const subscribed = new Map(
    (
      await q.query<{ email_key: string; request_id: number }>(
        'select email_key, request_id from subscribers where email_key = any($1::text[])',
        [[...new Set(requests.map((r) => r.email_key))]],
      )
    ).map((r) => [r.email_key, r.request_id]),
  );
  for (const r of requests) {
    const holder = subscribed.get(r.email_key);
    const own = events
      .filter((e) => e.request_id === r.id)
      .map((e) => ({
        kind: e.kind,
        at: iso(e.at),
        consents: e.consents as Consent[],
        legals: e.legals as Legal[],
        detail: e.detail,
      }));
    // The summary is what the latest event says: the request's row keeps what was asked at sign-up only.
    const latest = own.at(-1);
    records.set(r.id, {
      email: r.email,
      status: r.withdrawn_at
        ? 'WITHDRAWN'
        : holder === r.id
          ? 'SUBSCRIBED'
          : holder === undefined && !r.confirmed_at
            ? 'WAITING_FOR_DOI'
            : 'SUPERSEDED',
      consents: latest ? latest.consents : (r.consents as Consent[]),
      legals: latest ? latest.legals : (r.legals as Legal[]),
      market: r.market as Country,
      locale: r.locale as Locale,
      origin: r.origin,
      originAddition: r.origin_addition,
      pagePath: r.page_path,
      consentTextsVersion: r.consent_texts_version,
      requestedAt: iso(r.requested_at),
      // A confirmed request's link no longer expires: it has nothing to expire.
      expiresAt: r.confirmed_at ? null : iso(r.expires_at),
      confirmedAt: r.confirmed_at ? iso(r.confirmed_at) : null,
      withdrawnAt: r.withdrawn_at ? iso(r.withdrawn_at) : null,
      events: own,
    });
  }
  return records;
};

/** The proof-of-consent records of every sign-up request (the demo mailbox's list). */
export function consentEventsStore(db: Database) {
  return {
    /** Every sign-up request with its consent events, newest first, a page at a time. */
    async consentRecords(options: { page?: number } = {}): Promise<Page<ConsentRecord>> {
      const page = Math.max(1, Math.floor(options.page ?? 1));
      const rows = await db.query<RequestRow>(
        'select * from subscription_requests order by id desc limit $1 offset $2',
        [PAGE_SIZE + 1, (page - 1) * PAGE_SIZE],
      );
      const records = await consentRecordsOf(db, rows);
      return pageOf(
        rows.map((r) => records.get(r.id)!),
        page,
      );
    },
  };
}
