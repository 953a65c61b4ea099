/** The service's state, one module per thing it keeps (service/store/), put together by `createStore`. */
import type { Country } from '../core/markets/countries';
import type { Database } from './db/database';
import type { Consent, Legal, Salutation } from './store/common';
import { cleanUp } from './store/clean-up';
import { cmsContentStore } from './store/cms-content';
import { consentEventsStore } from './store/consent-events';
import { erasureKeyOf } from './store/erasure-key';
import { erasuresStore } from './store/erasures';
import { limitsStore } from './store/limits';
import { outboxStore } from './store/outbox';
import { sessionsStore } from './store/sessions';
import { subscribersStore } from './store/subscribers';

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
export type { ConsentEvent, ConsentRecord } from './store/consent-events';
export type {
  DataRightsChannel,
  ErasureSummary,
  ExportedMail,
  ExportedRequest,
  SubscriberData,
} from './store/erasures';
export type { DueMail, Mail, MailDraft, MailKind } from './store/outbox';
export type {
  LoginRenewal,
  LoginTokenState,
  LoginTokenTimes,
  LongTermTokenRecord,
  StaffSession,
} from './store/sessions';
export type {
  ConfirmOutcome,
  PersonalData,
  SignUpOutcome,
  SignUpPolicy,
  SignUpRequest,
  SubscriberDetails,
  SubscriberView,
  WelcomePolicy,
  WithdrawalChannel,
} from './store/subscribers';

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

/** Every method is one SQL transaction or statement, so several processes on one database behave as one. */
export function createStore(db: Database) {
  const erasureKey = erasureKeyOf(db);
  return {
    db,

    ...subscribersStore(db, erasureKey),

    ...erasuresStore(db, erasureKey),

    ...outboxStore(db),

    ...consentEventsStore(db),

    ...sessionsStore(db),

    cmsContent: cmsContentStore(db),

    ...limitsStore(db),

    /** Deletes what its retention period has ended for (store/clean-up.ts). */
    cleanUp: (now: number) => cleanUp(db, now),

    /** Empties every table (the development reset switch and tests). */
    async reset(): Promise<void> {
      await db.query(`truncate ${TABLES.join(', ')} restart identity cascade`);
    },
  };
}

export type Store = ReturnType<typeof createStore>;
