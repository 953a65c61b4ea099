import { describe, expect, it } from 'vitest';
import { COUNTRIES, NEWSLETTER_MARKETS, newsletterMarket, localeForMarket } from '../../../core/markets';
import {
  EMPTY_SIGNUP_VALUES,
  loadNewsletterTexts,
  parseNewsletterText,
  validateSignup,
  type NewsletterTexts,
} from '../../../core/newsletter';

// One row per market, written out from the spec (sections 1, 2, 5, 9; link days: 14 in Turkey, D24's 30 elsewhere): the
// table in core must agree.
const EXPECTED = {
  DE: { locale: 'de-DE', shown: [], required: [], age: 16, example: true, linkDays: 30 },
  AT: {
    locale: 'de-AT',
    shown: ['salutation', 'firstName', 'lastName'],
    required: [],
    age: 16,
    example: true,
    linkDays: 30,
  },
  CH: { locale: 'de-CH', shown: [], required: [], age: 16, example: false, linkDays: 30 },
  CH_FR: { locale: 'fr-CH', shown: [], required: [], age: 16, example: false, linkDays: 30 },
  PL: { locale: 'pl-PL', shown: [], required: [], age: 16, example: false, linkDays: 30 },
  CZ: { locale: 'cs-CZ', shown: [], required: [], age: 18, example: false, linkDays: 30 },
  HU: {
    locale: 'hu-HU',
    shown: ['salutation', 'firstName', 'lastName'],
    required: ['salutation', 'firstName', 'lastName'],
    age: 16,
    example: true,
    linkDays: 30,
  },
  SK: { locale: 'sk-SK', shown: [], required: [], age: 18, example: false, linkDays: 30 },
  TR: {
    locale: 'tr-TR',
    shown: ['firstName', 'lastName', 'legals'],
    required: ['firstName', 'lastName', 'legals'],
    age: 16,
    example: false,
    linkDays: 14,
  },
} as const;

const keysOf = (flags: Record<string, boolean>) => Object.keys(flags).filter((k) => flags[k]);
const allTexts = (t: NewsletterTexts): string[] =>
  Object.values(t).flatMap((v) =>
    typeof v === 'string' ? [v] : typeof v === 'object' ? Object.values(v as Record<string, string>) : [],
  );

describe.each(COUNTRIES)('newsletter market %s', (country) => {
  const market = NEWSLETTER_MARKETS[country];
  const expected = EXPECTED[country];

  it('has the spec locale, fields, required fields, minimum age and confirmation link days', () => {
    expect(market.locale).toBe(expected.locale);
    expect(localeForMarket(country)).toBe(expected.locale);
    expect(keysOf(market.shows)).toEqual(expected.shown);
    expect(keysOf(market.requires)).toEqual(expected.required);
    expect(market.minimumAge).toBe(expected.age);
    expect(market.confirmationLinkDays).toBe(expected.linkDays);
  });

  it('has the link targets the spec names', () => {
    expect(market.links.privacy).toBe('/privacy');
    expect(market.links.contact).toBe('/contact');
    expect(market.links.voucherConditions).toMatch(/^\/[a-z-]+$/);
    expect(Boolean(market.links.exampleNewsletter)).toBe(expected.example);
    expect(Boolean(market.links.generalTerms)).toBe(country === 'PL');
    for (const key of ['newsletterInfo', 'commercialMessageConsent', 'personalMarketingConsent'] as const) {
      expect(Boolean(market.links[key])).toBe(country === 'TR');
    }
  });

  it('its texts are in its locale, link only to its pages and name the minimum age', async () => {
    const texts = await loadNewsletterTexts(market.locale);
    expect(texts.locale).toBe(market.locale);
    for (const text of allTexts(texts)) {
      for (const [, key] of text.matchAll(/\]\((\w+)\)/g))
        expect(market.links, `${country}: ${key}`).toHaveProperty(key!);
    }
    const privacy = parseNewsletterText(
      texts.privacyNotice.replace('{minimumAge}', String(market.minimumAge)),
      market.links,
    );
    expect(privacy.map((s) => s.text).join('')).toContain(String(market.minimumAge));
    expect(privacy).toContainEqual(expect.objectContaining({ kind: 'link', href: '/privacy' }));
    expect(parseNewsletterText(texts.voucherFootnote, market.links)).toContainEqual(
      expect.objectContaining({ kind: 'link', href: market.links.voucherConditions }),
    );
    expect(texts.discountBanner).toContain(country === 'TR' ? '%10' : '10');
    expect(texts.honeypotLabel.length).toBeGreaterThan(5);
  });

  it('gives a message in its language for every error of an empty form', async () => {
    const texts = await loadNewsletterTexts(market.locale);
    const errors = validateSignup(market, { ...EMPTY_SIGNUP_VALUES });
    expect(Object.keys(errors).sort()).toEqual(['email', ...expected.required].sort());
    for (const code of Object.values(errors)) expect(texts.errors[code!]).toMatch(/\S/);
  });
});

describe('market texts', () => {
  it('German messages are exactly the spec ones', async () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH'] as const) {
      const { errors } = await loadNewsletterTexts(locale);
      expect(errors.emailRequired).toBe('Die E-Mail-Adresse ist ein Pflichtfeld.');
      expect(errors.emailInvalid).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
      expect(errors.nameInvalid).toBe('Dieses Feld enthält ungültige Zeichen.');
      expect(errors.firstNameRequired).toBe('Der Vorname ist ein Pflichtfeld.');
      expect(errors.lastNameRequired).toBe('Der Nachname ist ein Pflichtfeld.');
      expect(errors.generic).toBe(
        'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
      );
      expect(errors.invalidDoiLink).toBe(
        'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Newsletter an.',
      );
    }
  });

  it('HU voucher is valid 1 month, single use; TR deletes unconfirmed sign-ups after 14 days and may stop after 2 years', async () => {
    const hu = await loadNewsletterTexts('hu-HU');
    expect(hu.voucherFootnote).toMatch(/1 hónap/);
    expect(hu.voucherFootnote).toMatch(/egyszer/);
    const tr = await loadNewsletterTexts('tr-TR');
    expect(tr.voucherFootnote).toMatch(/14 gün/);
    expect(tr.voucherFootnote).toMatch(/2 yıl/);
    expect(tr.headline).toContain('%10');
  });

  it('an unknown market is DE and an unknown locale gets de-DE texts', async () => {
    expect(newsletterMarket('XX')).toBe(NEWSLETTER_MARKETS.DE);
    expect((await loadNewsletterTexts('en')).locale).toBe('de-DE');
  });

  it('a link to a page the market lacks stays plain text', () => {
    expect(parseNewsletterText('see [terms](generalTerms).', NEWSLETTER_MARKETS.DE.links)).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'text', text: 'terms' },
      { kind: 'text', text: '.' },
    ]);
  });
});
