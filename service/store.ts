import type { components } from '../openapi/schema';
import { COUNTRY_SITES, isCountry, type Country } from '../core/markets/countries';
import type { Locale } from '../core/i18n/locales';

type Schemas = components['schemas'];
export type Salutation = Schemas['Salutation'];
export type Consent = Schemas['Consent'];
export type Legal = Schemas['Legal'];
export type NlStatus = Schemas['NlStatus'];

/** One newsletter subscription and its proof of consent (decision D17). */
export interface SubscriberRecord {
  token: string;
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: Consent[];
  origin: string;
  originAddition: string;
  market: Country;
  locale: Locale;
  originalAddress?: string;
  /** Epoch ms of the first sign-up. */
  subscribedAt: number;
  /** Epoch ms of every sign-up request for this address (the first one included). */
  signUps: number[];
  /** Epoch ms of the double opt-in, when confirmed. */
  confirmedAt?: number;
}

/** What the demo mailbox shows beside a mail: the subscription's proof of consent. */
export interface ConsentRecord {
  email: string;
  consents: Consent[];
  market: Country;
  locale: Locale;
  origin: string;
  originAddition: string;
  originalAddress?: string;
  subscribedAt: string;
  signUps: string[];
  confirmedAt: string | null;
  status: NlStatus;
}

export interface Mail {
  id: string;
  kind: 'doi' | 'already_subscribed';
  to: string;
  subject: string;
  text: string;
  /** The double opt-in link on the demo shop, `/{slug}/?doi={token}` (kind 'doi' only). */
  link?: string;
  locale: Locale;
  sentAt: string;
  subscriberToken: string;
}

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

export interface StaffSession {
  id: string;
  expiresAt: number;
  dateTime?: string;
  abTestName?: string;
  abTestGroup?: string;
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
  /** SHOP_FOOTER promotion content (a JSON string). */
  promotion?: string;
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

/** A "stay logged in" token, kept under the SHA-256 of its value (the value itself is only in the cookie). */
export interface LongTermTokenRecord {
  customerId: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Epoch ms of the rotation that replaced it; a replaced token is kept briefly for a parallel tab's call. */
  replacedAt?: number;
}

export interface Store {
  subscribers: Map<string, SubscriberRecord>;
  tokenByEmail: Map<string, string>;
  outbox: Mail[];
  promotion: string | undefined;
  staffSessions: Map<string, StaffSession>;
  customers: SeedCustomer[];
  /** By SHA-256 (base64url) of the token. */
  longTermTokens: Map<string, LongTermTokenRecord>;
}

export function createStore(seed: SeedData = {}): Store {
  return {
    subscribers: new Map(),
    tokenByEmail: new Map(),
    outbox: [],
    promotion: seed.promotion,
    staffSessions: new Map(),
    customers: (seed.customers ?? DEFAULT_CUSTOMERS).map((c) => ({ ...c })),
    longTermTokens: new Map(),
  };
}

/** Addresses compare case-insensitively. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function subscriberByEmail(store: Store, email: string): SubscriberRecord | undefined {
  const token = store.tokenByEmail.get(emailKey(email));
  return token === undefined ? undefined : store.subscribers.get(token);
}

export function nlStatusOf(record: SubscriberRecord): NlStatus {
  return record.confirmedAt === undefined ? 'WAITING_FOR_DOI' : 'SUBSCRIBED';
}

export function consentRecordOf(record: SubscriberRecord): ConsentRecord {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    email: record.email,
    consents: [...record.consents],
    market: record.market,
    locale: record.locale,
    origin: record.origin,
    originAddition: record.originAddition,
    ...(record.originalAddress === undefined ? {} : { originalAddress: record.originalAddress }),
    subscribedAt: iso(record.subscribedAt),
    signUps: record.signUps.map(iso),
    confirmedAt: record.confirmedAt === undefined ? null : iso(record.confirmedAt),
    status: nlStatusOf(record),
  };
}

/** X-Hunter-Site names the market; unknown or missing means DE (spec section 1 default). */
export function marketOf(header: string | undefined): Country {
  const value = header?.trim().toUpperCase();
  return isCountry(value) ? value : 'DE';
}

export function slugOf(market: Country): string {
  return COUNTRY_SITES[market].slug;
}

export function localeOf(market: Country): Locale {
  return COUNTRY_SITES[market].locale;
}
