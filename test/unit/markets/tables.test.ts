// core/markets' tables, written out here (spec sections 1 and 3; the pages each market's texts link to, D61): a table
// row that changed by accident fails here, not only in a browser test.
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_SITES,
  FLAGS,
  NEWSLETTER_MARKETS,
  NEWSLETTER_MARKET_LIST,
  countryForSlug,
  isCountry,
  localeForMarket,
} from '../../../core/markets';
import { LONGEST_CONFIRMATION_LINK_DAYS } from '../../../core/markets/newsletter-markets';

const SITES = {
  DE: ['de-DE', 'de', 'Deutschland', 'DE'],
  AT: ['de-AT', 'at', 'Österreich', 'AT'],
  CH: ['de-CH', 'ch', 'Schweiz (Deutsch)', 'CH'],
  CH_FR: ['fr-CH', 'ch-fr', 'Suisse (français)', 'CH'],
  PL: ['pl-PL', 'pl', 'Polska', 'PL'],
  CZ: ['cs-CZ', 'cz', 'Česko', 'CZ'],
  HU: ['hu-HU', 'hu', 'Magyarország', 'HU'],
  SK: ['sk-SK', 'sk', 'Slovensko', 'SK'],
  TR: ['tr-TR', 'tr', 'Türkiye', 'TR'],
} as const;

const COMMON = { privacy: '/privacy', contact: '/contact' };
const LINKS = {
  DE: { ...COMMON, voucherConditions: '/gutscheinbedingungen', exampleNewsletter: '/newsletter-beispiel' },
  AT: { ...COMMON, voucherConditions: '/gutscheinbedingungen', exampleNewsletter: '/newsletter-beispiel' },
  CH: { ...COMMON, voucherConditions: '/gutscheinbedingungen' },
  CH_FR: { ...COMMON, voucherConditions: '/conditions-bon' },
  PL: { ...COMMON, voucherConditions: '/warunki-kuponu', generalTerms: '/regulamin' },
  CZ: { ...COMMON, voucherConditions: '/podminky-poukazu' },
  HU: { ...COMMON, voucherConditions: '/kupon-feltetelek', exampleNewsletter: '/hirlevel-minta' },
  SK: { ...COMMON, voucherConditions: '/podmienky-poukazu' },
  TR: {
    ...COMMON,
    voucherConditions: '/kupon-kosullari',
    newsletterInfo: '/bulten-bilgilendirme',
    commercialMessageConsent: '/ticari-elektronik-ileti-onayi',
    personalMarketingConsent: '/kisisel-pazarlama-onayi',
  },
};

describe('the country sites (spec sections 1 and 3)', () => {
  it('nine, in this order, each with its locale, URL segment, own-language name and flag', () => {
    expect(COUNTRIES).toEqual(['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR']);
    for (const country of COUNTRIES) {
      const [locale, slug, label, flag] = SITES[country];
      expect(COUNTRY_SITES[country]).toEqual({
        country,
        locale,
        slug,
        label,
        flag,
        timeZone: expect.stringMatching(/^Europe\//),
      });
      expect(countryForSlug(slug)).toBe(country);
      expect(localeForMarket(country)).toBe(locale);
    }
  });

  it('anything else is no country, no site, and the de-DE form', () => {
    for (const other of ['de', 'ch_fr', 'CH-FR', 'XX', '', 5, undefined, null]) expect(isCountry(other)).toBe(false);
    expect(countryForSlug('CH_FR')).toBeUndefined();
    expect(countryForSlug('')).toBeUndefined();
    expect(localeForMarket('EN')).toBe('de-DE');
  });

  it('the selector has the spec flags', () => {
    expect(FLAGS).toEqual(['AT', 'CZ', 'EU', 'DE', 'HU', 'PL', 'SK', 'SI', 'CH', 'TR']);
  });
});

describe('the newsletter market table', () => {
  it('links each market to its own pages, and only those', () => {
    for (const country of COUNTRIES) expect(NEWSLETTER_MARKETS[country].links, country).toEqual(LINKS[country]);
  });

  it('lists every market in the order of the sites; an unconfirmed sign-up is kept at most 30 days', () => {
    expect(NEWSLETTER_MARKET_LIST.map((m) => m.country)).toEqual(COUNTRIES);
    expect(NEWSLETTER_MARKET_LIST.map((m) => m.locale)).toEqual(COUNTRIES.map((c) => SITES[c][0]));
    expect(LONGEST_CONFIRMATION_LINK_DAYS).toBe(30);
    expect(NEWSLETTER_MARKETS.HU.familyNameFirst).toBe(true);
    expect(COUNTRIES.filter((c) => NEWSLETTER_MARKETS[c].familyNameFirst)).toEqual(['HU']);
  });
});
