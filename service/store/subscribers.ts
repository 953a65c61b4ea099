import type { Country } from '../../core/markets/countries';
import type { Locale } from '../../core/i18n/locales';
import type { Database, Queryable } from '../db/database';
import { addEvent } from './consent-events';
import { addressHash, type ErasureKey } from './erasure-key';
import type { MailDraft, MailKind } from './outbox';
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
} from './common';

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

/** What one sign-up request asked for, as the service checked it. */
export interface SignUpRequest extends SubscriberDetails {
  locale: Locale;
  origin: string;
  originAddition: string;
  /** The page's path, never its query string. */
  pagePath?: string;
  /** Hash of the consent texts the market's form shows. */
  consentTextsVersion: string;
  /** "Send again" (D15): a mail even when the same sign-up is seconds old (otherwise one mail for two tabs). */
  resend?: boolean;
}

/** What a confirmation writes beside the subscription: its management token and the welcome mail. */
export interface WelcomePolicy {
  /** SHA-256 (hex) of the new management token; the value itself only goes into the mail. */
  tokenHash: string;
  /** The welcome mail in the subscriber's market and language. */
  mail(market: Country, locale: Locale): MailDraft;
}

/** How a subscription was withdrawn: a one-click POST from the mail program, or the preference page. */
export type WithdrawalChannel = 'one-click' | 'preference-page';

export interface SignUpPolicy {
  now: number;
  /** The new request's token. */
  token: string;
  /** When an unconfirmed request's link stops working. */
  expiresAt: number;
  /** At most this many mails to one address … */
  mailCap: number;
  /** … within this window. */
  mailCapWindowMs: number;
  /** The mail of this kind; `token` for a DOI mail. */
  mail(kind: MailKind, token: string | undefined): MailDraft;
  /** SHA-256 of the management token the "already subscribed" notice links to, kept only if that notice is sent. */
  manageTokenHash: string;
}

/** What a sign-up did; the answer to the shop is the same for all three. */
export type SignUpOutcome = 'doi_sent' | 'already_subscribed' | 'capped';

export type ConfirmOutcome = 'CONFIRMED' | 'ALREADY_CONFIRMED' | 'invalid';

/** Optional personal data; in an update an empty salutation or name clears it. */
export interface PersonalData {
  salutation?: Salutation | '';
  firstName?: string;
  lastName?: string;
  consents?: Consent[];
}

/** A subscriber as the contract's `Subscriber` shows one: personal data, legal consents, market, and when. */
export interface SubscriberView extends SubscriberDetails {
  status: NlStatus;
  confirmedAt: string;
  updatedAt: string;
  /** When the optional consent the subscriber holds now (DNE) was given: at the confirmation or a later change. */
  dneGivenAt?: string;
}

/** A request the token still opens: confirmed and not withdrawn, or pending and not expired. */
const liveRequest = async (q: Queryable, token: string, now: number, lock = false) => {
  const rows = await q.query<RequestRow>(
    `select * from subscription_requests where token = $1 and withdrawn_at is null and (confirmed_at is not null or expires_at > $2)${lock ? ' for update' : ''}`,
    [requestTokenHash(token), at(now)],
  );
  return rows[0];
};
export const subscriberOf = async (q: Queryable, key: string) =>
  (await q.query<SubscriberRow>('select * from subscribers where email_key = $1', [key]))[0];

/** The confirmed subscription of a live management token. */
export const manageTokenHolder = async (q: Queryable, tokenHash: string) =>
  (
    await q.query<SubscriberRow>(
      `select s.* from manage_tokens t join subscribers s on s.email_key = t.email_key and s.request_id = t.request_id
       where t.token_hash = $1 and t.revoked_at is null`,
      [tokenHash],
    )
  )[0];
/** The token's subscription, read again after taking the address's lock (so one change at a time per address). */
const lockedHolder = async (tx: Queryable, tokenHash: string) => {
  const probe = await manageTokenHolder(tx, tokenHash);
  if (!probe) return undefined;
  await lockAddress(tx, probe.email_key);
  return manageTokenHolder(tx, tokenHash);
};

/** The subscriber as the contract shows it, with when its DNE consent was given (from the consent events). */
export const subscriberView = async (q: Queryable, s: SubscriberRow): Promise<SubscriberView> => {
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

/** Sign-ups, their confirmation, and the confirmed subscriptions their management tokens open. */
export function subscribersStore(db: Database, erasureKey: ErasureKey) {
  const loadErasureKey = erasureKey.load;
  return {
    /**
     * A sign-up, in one transaction: past the address's mail cap nothing is written; a confirmed address gets an
     * "already subscribed" notice; any other gets a request of its own. An earlier request is never changed (D20).
     */
    async signUp(request: SignUpRequest, policy: SignUpPolicy): Promise<SignUpOutcome> {
      const doi = policy.mail('doi', policy.token);
      const already = policy.mail('already_subscribed', undefined);
      // One call of sign_up() (migrations 0002, 0003, 0007): these steps in one transaction and one round trip.
      const [row] = await db.query<{ outcome: SignUpOutcome }>(
        `select sign_up($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28) as outcome`,
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
          request.resend ?? false,
        ],
      );
      return row!.outcome;
    },

    /**
     * Confirms exactly the request the token belongs to (D20); a request of an address already subscribed changes
     * nothing. The management token and the welcome mail are written in the same transaction.
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

    /** The confirmed subscription a live (not revoked) management token opens; undefined for any other token. */
    async subscriber(tokenHash: string): Promise<SubscriberView | undefined> {
      const subscriber = await manageTokenHolder(db, tokenHash);
      return subscriber && subscriberView(db, subscriber);
    },

    /** Each change is an `updated` consent event naming what changed: the names' fields, never their values. */
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
     * Withdraws the subscription (GDPR Art. 7(3)), in one transaction: a later sign-up starts a new double opt-in,
     * every management token of the address is revoked, its DOI links stop working and its unsent mails are cancelled.
     * False for an unknown or revoked token.
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
  };
}
