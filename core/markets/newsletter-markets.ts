import type { Locale } from '../i18n/locales';
import { COUNTRIES, COUNTRY_SITES, isCountry, type Country } from './countries';

/** Link targets the sign-up texts may point at (`[text](key)` in a text). All on the shop's own site. */
export type NewsletterLinkKey =
  | 'voucherConditions'
  | 'privacy'
  | 'contact'
  | 'exampleNewsletter'
  | 'newsletterInfo'
  | 'commercialMessageConsent'
  | 'personalMarketingConsent'
  | 'generalTerms';

/** Fields of the sign-up form a market may show or require. */
export type NewsletterOptionalField = 'salutation' | 'firstName' | 'lastName' | 'legals';

export interface NewsletterMarket {
  country: Country;
  /** Locale of the sign-up form's texts (spec section 1 mapping). */
  locale: Locale;
  /** Fields shown beside the e-mail address and the DNE consent. */
  shows: Readonly<Record<NewsletterOptionalField, boolean>>;
  /** Fields that must be filled (only shown fields can be required). */
  requires: Readonly<Record<NewsletterOptionalField, boolean>>;
  /** Minimum age named in the privacy notice. */
  minimumAge: 16 | 18;
  /** Days the confirmation (DOI) link works; an unconfirmed sign-up is deleted then (spec section 9). */
  confirmationLinkDays: 14 | 30;
  /** The family name comes first, as people in the market write their names (HU: Vezetéknév, then Keresztnév). */
  familyNameFirst?: boolean;
  /** Link targets; a market has only the pages its texts point at. */
  links: Readonly<Partial<Record<NewsletterLinkKey, string>>> & {
    voucherConditions: string;
    privacy: string;
    contact: string;
  };
}

const ALL_OFF = { salutation: false, firstName: false, lastName: false, legals: false } as const;
const COMMON_LINKS = { privacy: '/privacy', contact: '/contact' } as const;

/** One row per market: every newsletter rule reads this table, nothing else branches on the country. */
export const NEWSLETTER_MARKETS: Readonly<Record<Country, NewsletterMarket>> = {
  DE: {
    country: 'DE',
    locale: COUNTRY_SITES.DE.locale,
    minimumAge: 16,
    confirmationLinkDays: 30,
    shows: ALL_OFF,
    requires: ALL_OFF,
    links: { ...COMMON_LINKS, voucherConditions: '/gutscheinbedingungen', exampleNewsletter: '/newsletter-beispiel' },
  },
  AT: {
    country: 'AT',
    locale: COUNTRY_SITES.AT.locale,
    minimumAge: 16,
    confirmationLinkDays: 30,
    shows: { salutation: true, firstName: true, lastName: true, legals: false },
    requires: ALL_OFF,
    links: { ...COMMON_LINKS, voucherConditions: '/gutscheinbedingungen', exampleNewsletter: '/newsletter-beispiel' },
  },
  CH: {
    country: 'CH',
    locale: COUNTRY_SITES.CH.locale,
    minimumAge: 16,
    confirmationLinkDays: 30,
    shows: ALL_OFF,
    requires: ALL_OFF,
    links: { ...COMMON_LINKS, voucherConditions: '/gutscheinbedingungen' },
  },
  CH_FR: {
    country: 'CH_FR',
    locale: COUNTRY_SITES.CH_FR.locale,
    minimumAge: 16,
    confirmationLinkDays: 30,
    shows: ALL_OFF,
    requires: ALL_OFF,
    links: { ...COMMON_LINKS, voucherConditions: '/conditions-bon' },
  },
  PL: {
    country: 'PL',
    locale: COUNTRY_SITES.PL.locale,
    minimumAge: 16,
    confirmationLinkDays: 30,
    shows: ALL_OFF,
    requires: ALL_OFF,
    links: { ...COMMON_LINKS, voucherConditions: '/warunki-kuponu', generalTerms: '/regulamin' },
  },
  CZ: {
    country: 'CZ',
    locale: COUNTRY_SITES.CZ.locale,
    minimumAge: 18,
    confirmationLinkDays: 30,
    shows: ALL_OFF,
    requires: ALL_OFF,
    links: { ...COMMON_LINKS, voucherConditions: '/podminky-poukazu' },
  },
  HU: {
    country: 'HU',
    locale: COUNTRY_SITES.HU.locale,
    minimumAge: 16,
    confirmationLinkDays: 30,
    familyNameFirst: true,
    shows: { salutation: true, firstName: true, lastName: true, legals: false },
    requires: { salutation: true, firstName: true, lastName: true, legals: false },
    links: { ...COMMON_LINKS, voucherConditions: '/kupon-feltetelek', exampleNewsletter: '/hirlevel-minta' },
  },
  SK: {
    country: 'SK',
    locale: COUNTRY_SITES.SK.locale,
    minimumAge: 18,
    confirmationLinkDays: 30,
    shows: ALL_OFF,
    requires: ALL_OFF,
    links: { ...COMMON_LINKS, voucherConditions: '/podmienky-poukazu' },
  },
  TR: {
    country: 'TR',
    locale: COUNTRY_SITES.TR.locale,
    minimumAge: 16,
    confirmationLinkDays: 14,
    shows: { salutation: false, firstName: true, lastName: true, legals: true },
    requires: { salutation: false, firstName: true, lastName: true, legals: true },
    links: {
      ...COMMON_LINKS,
      voucherConditions: '/kupon-kosullari',
      newsletterInfo: '/bulten-bilgilendirme',
      commercialMessageConsent: '/ticari-elektronik-ileti-onayi',
      personalMarketingConsent: '/kisisel-pazarlama-onayi',
    },
  },
};

/** The market row for a code; anything unknown is treated as DE (spec section 1). */
export function newsletterMarket(market: string): NewsletterMarket {
  return isCountry(market) ? NEWSLETTER_MARKETS[market] : NEWSLETTER_MARKETS.DE;
}

/** Every market, in the order of COUNTRIES. */
export const NEWSLETTER_MARKET_LIST: readonly NewsletterMarket[] = COUNTRIES.map((c) => NEWSLETTER_MARKETS[c]);

/** The longest confirmation link of any market: what is kept for an unconfirmed sign-up at most. */
export const LONGEST_CONFIRMATION_LINK_DAYS = Math.max(...NEWSLETTER_MARKET_LIST.map((m) => m.confirmationLinkDays));
