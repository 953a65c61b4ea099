import { COUNTRY_SITES, type Country } from '../core/markets/countries';
import { LONGEST_CONFIRMATION_LINK_DAYS, newsletterMarket } from '../core/markets/newsletter-markets';
import type { Locale } from '../core/i18n/locales';
import type { Database, Queryable } from './db/database';
import { createHmac, randomBytes } from 'node:crypto';
import { DAY_MS, RETENTION } from './retention';
import {
  at,
  emailKey,
  iso,
  lockAddress,
  requestTokenHash,
  SCRUB_LINK,
  type Consent,
  type Legal,
  type NlStatus,
  type RequestRow,
  type Salutation,
  type SubscriberRow,
} from './store/common';
import { cmsContentStore } from './store/cms-content';
import { limitsStore } from './store/limits';
import { sessionsStore } from './store/sessions';
import { addEvent, consentEventsStore, consentRecordsOf, type ConsentRecord } from './store/consent-events';
import { outboxStore, type Mail, type MailDraft, type MailKind } from './store/outbox';

export type { ConsentEvent, ConsentRecord } from './store/consent-events';
export type { DueMail, Mail, MailDraft, MailKind } from './store/outbox';

export {
  emailKey,
  LINK_REMOVED,
  PAGE_SIZE,
  requestTokenHash,
  type Consent,
  type Legal,
  type NlStatus,
  type Page,
  type Salutation,
} from './store/common';
export type {
  LoginRenewal,
  LoginTokenState,
  LoginTokenTimes,
  LongTermTokenRecord,
  StaffSession,
} from './store/sessions';

export interface SeedCustomer {
  /** The LoginToken's `sub`. */
  id: string;
  email: string;
  password: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: Consent[];
  legals: Legal[];
}

export interface AbTestDefinition {
  name: string;
  groups: string[];
  /** First active instant, ISO date or date-time (UTC); open when absent. */
  from?: string;
  /** First instant no longer active, ISO date or date-time (UTC); open when absent. */
  until?: string;
}

export interface SeedData {
  customers?: SeedCustomer[];
  /**
   * SHOP_FOOTER promotion content (a JSON string) per market, each written at start when the database has none for
   * that market. A plain string is DE's (the market a call without `X-Hunter-Site` gets).
   */
  promotion?: string | Partial<Record<Country, string>>;
}

export const DEFAULT_CUSTOMERS: SeedCustomer[] = [
  {
    id: 'customer-1001',
    email: 'shopper@example.com',
    password: 'demo',
    salutation: 'MRS',
    firstName: 'Anna',
    lastName: 'Beispiel',
    consents: ['DNE'],
    legals: [],
  },
  {
    id: 'customer-1002',
    email: 'new.shopper@example.com',
    password: 'demo',
    consents: [],
    legals: [],
  },
];

/** A/B tests of the demo: one in November 2026, one in December 2026, one always. */
export const DEFAULT_AB_TESTS: AbTestDefinition[] = [
  { name: 'november-coffee-teaser', groups: ['A', 'B'], from: '2026-11-01', until: '2026-12-01' },
  { name: 'winter-checkout', groups: ['control', 'variant'], from: '2026-12-01', until: '2027-01-01' },
  { name: 'footer-newsletter-slot', groups: ['shown', 'hidden'] },
];

/** Who subscribes, with which consents, in which market: what a sign-up request and a subscriber both hold. */
export interface SubscriberDetails {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: Consent[];
  legals: Legal[];
  market: Country;
}

/** What one sign-up request asked for (decision D20), as the service checked it. */
export interface SignUpRequest extends SubscriberDetails {
  locale: Locale;
  origin: string;
  originAddition: string;
  /** The page's path, never its query string. */
  pagePath?: string;
  /** Hash of the consent texts the market's form shows. */
  consentTextsVersion: string;
}

/** What a confirmation writes beside the subscription (D27): its management token and the welcome mail. */
export interface WelcomePolicy {
  /** SHA-256 (hex) of the new management token; the value itself only goes into the mail. */
  tokenHash: string;
  /** The welcome mail in the subscriber's market and language. */
  mail(market: Country, locale: Locale): MailDraft;
}

/** How a subscription was withdrawn: a one-click POST from the mail program, or the preference page (D27). */
export type WithdrawalChannel = 'one-click' | 'preference-page';

export interface SignUpPolicy {
  now: number;
  /** The new request's token. */
  token: string;
  /** When an unconfirmed request's link stops working (D24). */
  expiresAt: number;
  /** At most this many mails to one address … */
  mailCap: number;
  /** … within this window (D21). */
  mailCapWindowMs: number;
  /** The mail of this kind; `token` for a DOI mail. */
  mail(kind: MailKind, token: string | undefined): MailDraft;
  /** SHA-256 of the management token the "already subscribed" notice links to, kept only if that notice is sent (D27). */
  manageTokenHash: string;
}

/** What a sign-up did; the answer to the shop is the same for all three (D15). */
export type SignUpOutcome = 'doi_sent' | 'already_subscribed' | 'capped';

export type ConfirmOutcome = 'CONFIRMED' | 'ALREADY_CONFIRMED' | 'invalid';

/** Optional personal data; in an update an empty salutation or name clears it. */
export interface PersonalData {
  salutation?: Salutation | '';
  firstName?: string;
  lastName?: string;
  consents?: Consent[];
}

/**
 * A subscriber as the contract's `Subscriber` shows one. The management token's reader sees the legal consents, the
 * market, and when, besides the personal data (D27).
 */
export interface SubscriberView extends SubscriberDetails {
  status: NlStatus;
  confirmedAt: string;
  updatedAt: string;
  /** When the optional consent the subscriber holds now (DNE) was given: at the confirmation or a later change. */
  dneGivenAt?: string;
}

/** How an export or erasure was asked for (D59): the subscriber on the preference page, or the operator's command. */
export type DataRightsChannel = 'preference-page' | 'operator';

/** One sign-up request as an export shows it: its consent record and the names it was given with. */
export interface ExportedRequest extends ConsentRecord {
  salutation: Salutation | null;
  firstName: string | null;
  lastName: string | null;
}

/** A mail as an export shows it: what, to whom, when and its delivery (never its body: it holds tokens, D27). */
export interface ExportedMail {
  kind: MailKind;
  to: string;
  subject: string;
  locale: Locale;
  createdAt: string;
  delivery: Mail['delivery'];
}

/** Everything the service holds about one address (GDPR Art. 15, 20; D59). */
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

/** What an erasure removed (D59); the address itself is not in it. */
export interface ErasureSummary {
  reference: string;
  erasedAt: string;
  erased: { subscription: boolean; requests: number; consentEvents: number; mails: number; manageTokens: number };
}

const TABLES = [
  'login_tokens',
  'login_sessions',
  'erased_addresses',
  'erasure_log',
  'manage_tokens',
  'consent_events',
  'mail_outbox',
  'subscribers',
  'subscription_requests',
  'long_term_tokens',
  'revoked_login_tokens',
  'staff_sessions',
  'cms_content',
  'rate_counters',
];

/** X-Hunter-Site names the market; unknown or missing is what the market table says (DE, spec section 1). */
export function marketOf(header: string | undefined): Country {
  return newsletterMarket(header?.trim().toUpperCase() ?? '').country;
}

export function slugOf(market: Country): string {
  return COUNTRY_SITES[market].slug;
}

export function localeOf(market: Country): Locale {
  return COUNTRY_SITES[market].locale;
}

/**
 * The one interface to the service's state (decision D19): every method is one SQL transaction or statement, so
 * several service processes on one PostgreSQL database behave as one.
 */
export function createStore(db: Database) {
  /** A request the token still opens: confirmed and not withdrawn, or pending and not expired. */
  const liveRequest = async (q: Queryable, token: string, now: number, lock = false) => {
    const rows = await q.query<RequestRow>(
      `select * from subscription_requests where token = $1 and withdrawn_at is null and (confirmed_at is not null or expires_at > $2)${lock ? ' for update' : ''}`,
      [requestTokenHash(token), at(now)],
    );
    return rows[0];
  };
  const subscriberOf = async (q: Queryable, key: string) =>
    (await q.query<SubscriberRow>('select * from subscribers where email_key = $1', [key]))[0];

  /** The confirmed subscription of a live management token (D27). */
  const manageTokenHolder = async (q: Queryable, tokenHash: string) =>
    (
      await q.query<SubscriberRow>(
        `select s.* from manage_tokens t join subscribers s on s.email_key = t.email_key and s.request_id = t.request_id
         where t.token_hash = $1 and t.revoked_at is null`,
        [tokenHash],
      )
    )[0];
  /** The subscriber as the contract shows it, with when its DNE consent was given (from the consent events). */
  /**
   * The address a management token opens for its data rights (D59, issue 43): a live token, or one revoked by an
   * unsubscribe while its row is kept (an erasure deletes it; the withdrawn request's retention takes it along).
   */
  const dataHolderKey = async (q: Queryable, tokenHash: string) =>
    (
      await q.query<{ email_key: string }>(
        // A revoked token only while the address is not subscribed again: then its new link is the one that opens it.
        `select t.email_key from manage_tokens t where t.token_hash = $1
         and (t.revoked_at is null or not exists (select 1 from subscribers s where s.email_key = t.email_key))`,
        [tokenHash],
      )
    )[0]?.email_key;
  /** The token's subscription, read again after taking the address's lock (so one change at a time per address). */
  const lockedHolder = async (tx: Queryable, tokenHash: string) => {
    const probe = await manageTokenHolder(tx, tokenHash);
    if (!probe) return undefined;
    await lockAddress(tx, probe.email_key);
    return manageTokenHolder(tx, tokenHash);
  };
  const subscriberView = async (q: Queryable, s: SubscriberRow): Promise<SubscriberView> => {
    let dneGivenAt: string | undefined;
    if (s.consents.includes('DNE')) {
      const events = await q.query<{ consents: string[]; at: Date }>(
        "select consents, at from consent_events where request_id = $1 and kind in ('confirmed', 'updated') order by id",
        [s.request_id],
      );
      for (const e of events) {
        if (!e.consents.includes('DNE')) dneGivenAt = undefined;
        else dneGivenAt ??= iso(e.at);
      }
    }
    return { ...subscriberFields(s), ...(dneGivenAt ? { dneGivenAt } : {}) };
  };
  const subscriberFields = (s: SubscriberRow): SubscriberView => ({
    email: s.email,
    status: 'SUBSCRIBED',
    ...(s.salutation ? { salutation: s.salutation as Salutation } : {}),
    ...(s.first_name ? { firstName: s.first_name } : {}),
    ...(s.last_name ? { lastName: s.last_name } : {}),
    consents: s.consents as Consent[],
    legals: s.legals as Legal[],
    market: s.market as Country,
    confirmedAt: iso(s.confirmed_at),
    updatedAt: iso(s.updated_at),
  });

  /** The database's own key for the hash of erased addresses (D59), made once by the first process that needs it. */
  // Read outside any transaction, before one starts (PGlite runs one at a time: a query beside it would wait for it).
  let erasureKey: Promise<string> | undefined;
  const loadErasureKey = () => {
    erasureKey ??= (async () => {
      await db.query("insert into service_keys (name, value) values ('erased-address', $1) on conflict do nothing", [
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = await db.query<{ value: string }>("select value from service_keys where name = 'erased-address'");
      return row!.value;
    })();
    erasureKey.catch(() => (erasureKey = undefined));
    return erasureKey;
  };
  /** The keyed hash of an address; `hashKey` from `loadErasureKey()`, awaited before the transaction. */
  const addressHash = (hashKey: string, key: string) => createHmac('sha256', hashKey).update(key).digest('hex');

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
    const mails = await q.query<{
      kind: MailKind;
      to_address: string;
      subject: string;
      locale: string;
      created_at: Date;
      status: Mail['delivery']['status'];
      attempts: number;
      sent_at: Date | null;
      last_error: string | null;
    }>(
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
   * Erases every personal field and event of one address (D59), in the caller's transaction with the address's lock
   * held: subscription, requests (names, consents, origin), consent events, mails, management tokens. Keeps its keyed
   * hash and a log line without the address.
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

  return {
    db,

    /**
     * A sign-up (D15, D20, D21), in one transaction: past the address's mail cap nothing is written; a confirmed
     * address gets an "already subscribed" notice; any other gets a request of its own, its `requested` consent
     * event and its DOI mail. An earlier request, pending or confirmed, is never changed.
     */
    async signUp(request: SignUpRequest, policy: SignUpPolicy): Promise<SignUpOutcome> {
      const doi = policy.mail('doi', policy.token);
      const already = policy.mail('already_subscribed', undefined);
      // One call of sign_up() (migrations 0002, 0003): these steps in one transaction and one round trip.
      const [row] = await db.query<{ outcome: SignUpOutcome }>(
        `select sign_up($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27) as outcome`,
        [
          requestTokenHash(policy.token),
          request.email,
          emailKey(request.email),
          request.salutation ?? null,
          request.firstName ?? null,
          request.lastName ?? null,
          request.consents,
          request.legals,
          request.market,
          request.locale,
          request.origin,
          request.originAddition,
          request.pagePath ?? null,
          request.consentTextsVersion,
          at(policy.now),
          at(policy.expiresAt),
          policy.mailCap,
          at(policy.now - policy.mailCapWindowMs),
          JSON.stringify({
            market: request.market,
            origin: request.origin,
            originAddition: request.originAddition,
            consentTextsVersion: request.consentTextsVersion,
          }),
          doi.subject,
          doi.text,
          doi.link ?? null,
          already.subject,
          already.text,
          already.link ?? null,
          JSON.stringify(already.headers ?? {}),
          policy.manageTokenHash,
        ],
      );
      return row!.outcome;
    },

    /**
     * Confirms exactly the request the token belongs to (D20); a request of an address already subscribed changes
     * nothing. A confirmation issues the subscription's management token and writes the welcome mail (D27), in the
     * same transaction.
     */
    async confirm(token: string, now: number, welcome?: WelcomePolicy): Promise<ConfirmOutcome> {
      const hashKey = await loadErasureKey();
      return db.transaction(async (tx) => {
        const probe = await liveRequest(tx, token, now);
        if (!probe) return 'invalid';
        await lockAddress(tx, probe.email_key);
        const request = (await liveRequest(tx, token, now, true))!;
        if (request.confirmed_at !== null || (await subscriberOf(tx, request.email_key))) return 'ALREADY_CONFIRMED';
        await tx.query('update subscription_requests set confirmed_at = $2 where id = $1', [request.id, at(now)]);
        await tx.query(
          `insert into subscribers (email_key, email, request_id, salutation, first_name, last_name, consents, legals, market, locale, confirmed_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
          [
            request.email_key,
            request.email,
            request.id,
            request.salutation,
            request.first_name,
            request.last_name,
            request.consents,
            request.legals,
            request.market,
            request.locale,
            at(now),
          ],
        );
        await addEvent(tx, request.email_key, request.id, 'confirmed', now, {
          consents: request.consents,
          legals: request.legals,
        });
        // A new consent supersedes an earlier erasure: the address is no longer one an import must skip (D59).
        await tx.query('delete from erased_addresses where address_hash = $1', [
          addressHash(hashKey, request.email_key),
        ]);
        if (welcome) {
          await tx.query(
            'insert into manage_tokens (token_hash, email_key, request_id, issued_at) values ($1, $2, $3, $4)',
            [welcome.tokenHash, request.email_key, request.id, at(now)],
          );
          const mail = welcome.mail(request.market as Country, request.locale as Locale);
          await tx.query(
            `insert into mail_outbox (kind, email_key, to_address, subject, body, link, headers, locale, request_id, created_at, next_attempt_at)
             values ('welcome', $1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
            [
              request.email_key,
              request.email,
              mail.subject,
              mail.text,
              mail.link ?? null,
              JSON.stringify(mail.headers ?? {}),
              request.locale,
              request.id,
              at(now),
            ],
          );
        }
        return 'CONFIRMED';
      });
    },

    /** The confirmed subscription a live (not revoked) management token opens (D27); undefined for any other token. */
    async subscriber(tokenHash: string): Promise<SubscriberView | undefined> {
      const subscriber = await manageTokenHolder(db, tokenHash);
      return subscriber && subscriberView(db, subscriber);
    },

    /**
     * The spec's update, by management token (D27): changes the confirmed subscription; each change is an `updated`
     * consent event naming the token holder and what changed (the names' fields, never their values).
     */
    update(tokenHash: string, data: PersonalData, now: number): Promise<SubscriberView | undefined> {
      return db.transaction(async (tx) => {
        const current = await lockedHolder(tx, tokenHash);
        if (!current) return undefined;
        const next = {
          salutation: data.salutation === undefined ? current.salutation : data.salutation || null,
          first_name: data.firstName === undefined ? current.first_name : data.firstName || null,
          last_name: data.lastName === undefined ? current.last_name : data.lastName || null,
          consents: data.consents ?? current.consents,
        };
        const changed: Record<string, unknown> = {};
        for (const field of ['salutation', 'first_name', 'last_name'] as const) {
          if ((next[field] ?? null) !== (current[field] ?? null))
            changed[field === 'first_name' ? 'firstName' : field === 'last_name' ? 'lastName' : field] = true;
        }
        const consentsChanged = [...next.consents].sort().join() !== [...current.consents].sort().join();
        if (consentsChanged) changed.consents = { from: current.consents, to: next.consents };
        if (Object.keys(changed).length === 0) return subscriberView(tx, current);
        const [row] = await tx.query<SubscriberRow>(
          'update subscribers set salutation = $2, first_name = $3, last_name = $4, consents = $5, updated_at = $6 where email_key = $1 returning *',
          [current.email_key, next.salutation, next.first_name, next.last_name, next.consents, at(now)],
        );
        await addEvent(tx, current.email_key, current.request_id, 'updated', now, {
          consents: next.consents,
          legals: current.legals,
          detail: { by: 'token holder', via: 'preference-page', changed },
        });
        return subscriberView(tx, row!);
      });
    },

    /**
     * Withdraws the subscription a live management token opens (GDPR Art. 7(3), D27), in one transaction: the
     * subscription ends (a later sign-up starts a new double opt-in), a `withdrawn` event names the token holder and
     * the channel, every management token of the address is revoked, its open DOI links stop working and its unsent
     * mails are cancelled. False for an unknown or revoked token.
     */
    withdraw(tokenHash: string, channel: WithdrawalChannel, now: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const current = await lockedHolder(tx, tokenHash);
        if (!current) return false;
        const key = current.email_key;
        await tx.query('delete from subscribers where email_key = $1', [key]);
        await tx.query('update subscription_requests set withdrawn_at = $2 where id = $1', [
          current.request_id,
          at(now),
        ]);
        await tx.query('update manage_tokens set revoked_at = $2 where email_key = $1 and revoked_at is null', [
          key,
          at(now),
        ]);
        await tx.query(
          'update subscription_requests set expires_at = $2 where email_key = $1 and confirmed_at is null and expires_at > $2',
          [key, at(now)],
        );
        await tx.query(
          `update mail_outbox set status = 'cancelled', last_error = 'unsubscribed', ${SCRUB_LINK} where email_key = $1 and status = 'pending'`,
          [key],
        );
        await addEvent(tx, key, current.request_id, 'withdrawn', now, {
          consents: [],
          legals: [],
          detail: {
            by: 'token holder',
            via: channel,
            withdrew: { consents: current.consents, legals: current.legals },
          },
        });
        return true;
      });
    },

    /** Whether the token was revoked by an unsubscribe and still opens the address's data (issue 43). */
    async unsubscribedHolder(tokenHash: string): Promise<boolean> {
      return Boolean(await dataHolderKey(db, tokenHash)) && !(await manageTokenHolder(db, tokenHash));
    },

    /** Everything held about the address a live or unsubscribed management token opens (D59); undefined for any other token. */
    exportByToken(tokenHash: string, now: number, reference: string): Promise<SubscriberData | undefined> {
      return db.transaction(async (tx) => {
        const key = await dataHolderKey(tx, tokenHash);
        if (!key) return undefined;
        const data = await dataOf(tx, key, now, reference);
        // One log line per subscriber an hour (issue 42): downloads repeated by a script write no unbounded rows.
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

    /** Everything held about an address (the operator's export, D59). */
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
     * Erases the address a live or unsubscribed management token opens (GDPR Art. 17, D59), all of it in one
     * transaction under the address's lock (a sign-up of the address waits, then starts afresh). Undefined for an
     * unknown or already erased token: the token goes with the erasure.
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

    /** Erases an address on the operator's command (D59); undefined, and nothing recorded, when nothing is held. */
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

    /** Whether an address was erased and has not confirmed a new sign-up since: an import must not mail it (D59). */
    async wasErased(email: string): Promise<boolean> {
      return (
        (
          await db.query('select 1 from erased_addresses where address_hash = $1', [
            addressHash(await loadErasureKey(), emailKey(email)),
          ])
        ).length > 0
      );
    },

    /** nl_status of an address: SUBSCRIBED, WAITING_FOR_DOI while a request's link still works, else none. */
    async nlStatus(email: string, now: number): Promise<NlStatus | undefined> {
      const key = emailKey(email);
      if (await subscriberOf(db, key)) return 'SUBSCRIBED';
      const pending = await db.query(
        'select 1 from subscription_requests where email_key = $1 and confirmed_at is null and expires_at > $2 limit 1',
        [key, at(now)],
      );
      return pending.length > 0 ? 'WAITING_FOR_DOI' : undefined;
    },

    ...outboxStore(db),

    ...consentEventsStore(db),

    ...sessionsStore(db),

    cmsContent: cmsContentStore(db),

    ...limitsStore(db),

    /**
     * Deletes what its retention period has ended for (D24, D60; the periods are in service/retention.ts): unconfirmed
     * requests whose link expired, with their events and mails; withdrawn subscriptions past their period, with their
     * events and mails; erased addresses' hashes and erasure log lines past theirs; long-term tokens, staff sessions and
     * revocations past their lifetime; old abuse counters. One transaction: all of it or none. Returns what went.
     */
    cleanUp(
      now: number,
    ): Promise<{ requests: number; withdrawn: number; mails: number; erasedAddresses: number; erasureLog: number }> {
      const before = (days: number) => at(now - days * DAY_MS);
      return db.transaction(async (tx) => {
        const expired = (
          await tx.query<{ id: number }>(
            'select id from subscription_requests where confirmed_at is null and expires_at <= $1',
            [at(now)],
          )
        ).map((r) => r.id);
        const withdrawn = (
          await tx.query<{ id: number }>('select id from subscription_requests where withdrawn_at <= $1', [
            before(RETENTION.withdrawnSubscriptionDays),
          ])
        ).map((r) => r.id);
        const gone = [...expired, ...withdrawn];
        // Mails whose request went before this clean-up existed kept their address; they go once past the longest link.
        const mails = await tx.query(
          `delete from mail_outbox where request_id = any($1::int[])
             or (request_id is null and created_at <= $2) returning 1`,
          [gone, before(LONGEST_CONFIRMATION_LINK_DAYS)],
        );
        await tx.query('delete from consent_events where request_id = any($1::int[])', [gone]);
        await tx.query('delete from subscription_requests where id = any($1::int[])', [gone]);
        const erasedAddresses = await tx.query('delete from erased_addresses where erased_at <= $1 returning 1', [
          before(RETENTION.erasedAddressDays),
        ]);
        const erasureLog = await tx.query('delete from erasure_log where at <= $1 returning 1', [
          before(RETENTION.erasureLogDays),
        ]);
        await tx.query('delete from long_term_tokens where expires_at <= $1', [at(now)]);
        await tx.query('delete from staff_sessions where expires_at <= $1', [at(now)]);
        await tx.query('delete from revoked_login_tokens where expires_at <= $1', [at(now)]);
        await tx.query('delete from login_sessions where expires_at <= $1', [at(now)]);
        await tx.query('delete from rate_counters where window_start <= $1', [before(RETENTION.rateCounterDays)]);
        return {
          requests: expired.length,
          withdrawn: withdrawn.length,
          mails: mails.length,
          erasedAddresses: erasedAddresses.length,
          erasureLog: erasureLog.length,
        };
      });
    },

    /** Empties every table (the development reset switch and tests). */
    async reset(): Promise<void> {
      await db.query(`truncate ${TABLES.join(', ')} restart identity cascade`);
    },
  };
}

export type Store = ReturnType<typeof createStore>;
