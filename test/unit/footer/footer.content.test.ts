import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from '../../../core/markets';
import {
  FooterContentSchema,
  footerSeoLinks,
  loadFooterContent,
  sanitizeFooterContent,
  type FooterContent,
} from '../../../core/footer';

/** Every text of a content, flattened, so a fact can be looked for wherever the editor put it. */
function allText(content: FooterContent): string {
  return JSON.stringify(content);
}
const links = (content: FooterContent) => [
  ...content.teaserGroups.flatMap((g) => [...g.links.map((l) => l.url), ...(g.heading.url ? [g.heading.url] : [])]),
  ...footerSeoLinks(content).map((l) => l.url),
  ...content.legalLinks.map((l) => l.url),
];

const FACTS: Record<Country, (string | RegExp)[]> = {
  DE: ['30 Tage'],
  AT: ['14 Tage'],
  CH: ['3 Monate'],
  CH_FR: ['3 mois'],
  PL: ['0 zł', '100 zł', '30 dni'],
  CZ: ['999 Kč', '499 Kč', '30 dní', '11. káva', 'DPH'],
  SK: ['40 €', '20 €', '30 dní', '11. káva', 'DPH'],
  TR: ['1000 TL', '1-2 iş günü', '90 gün ücretsiz iade ve değişim', 'Müşteri Hizmetleri {phone} her gün 09:00-19:00'],
  HU: ['30 napos elállási jog'],
};

/** A word of the market language that must appear, so a German text in the Czech file fails. */
const LANGUAGE_MARKER: Record<Country, string> = {
  DE: 'Kundenkarte',
  AT: 'Kundenkarte',
  CH: 'Kundenkarte',
  CH_FR: 'carte de fidélité',
  PL: 'karta lojalnościowa',
  CZ: 'věrnostní kart',
  SK: 'vernostn',
  HU: 'törzsvásárlói kártya',
  TR: 'sadakat kartı',
};

describe.each(COUNTRIES)('built-in footer content %s', (country) => {
  it('validates against the schema and needs no sanitising', async () => {
    const content = await loadFooterContent(country);
    expect(FooterContentSchema.safeParse(content).success).toBe(true);
    expect(sanitizeFooterContent(content)).toEqual({ ok: true, content, problems: [] });
  });

  it('carries the facts of spec section 9 in its own language', async () => {
    const text = allText(await loadFooterContent(country));
    // Numbers and their units are joined by a no-break space (test/unit/i18n/number-units.test.ts).
    for (const fact of FACTS[country]) expect(text.replace(/\u00a0/g, ' ')).toContain(fact);
    expect(text.toLowerCase()).toContain(LANGUAGE_MARKER[country].toLowerCase());
  });

  it('links storefinder, contact, newsletter, the loyalty card (D1) and the help pages', async () => {
    const content = await loadFooterContent(country);
    const urls = links(content);
    for (const url of ['/service/storefinder/', '/contact', '/subscribenewsletter', '/registerloyaltycard', '/privacy'])
      expect(urls).toContain(url);
    expect(urls.includes('/account')).toBe(country === 'TR');
    // help, payment, delivery, return, warranty pages: four links in the payment/delivery group plus the help link
    expect(content.teaserGroups.length).toBeGreaterThanOrEqual(4);
    expect(content.legalLinks.length).toBeGreaterThanOrEqual(4);
  });

  it('has the 13 categories as SEO links in columns, no brand name anywhere (D1)', async () => {
    const content = await loadFooterContent(country);
    const seo = footerSeoLinks(content);
    expect(seo).toHaveLength(13);
    expect(new Set(seo.map((l) => l.url)).size).toBe(13);
    expect(content.seo.columns).toHaveLength(4);
    expect(allText(content).toLowerCase()).not.toMatch(/tchibo|freetchibo/);
  });

  it('has the sales-tax note only in CZ and SK, quality logos only in PL, the phone only in TR', async () => {
    const content = await loadFooterContent(country);
    expect(content.salesTax !== undefined).toBe(country === 'CZ' || country === 'SK');
    expect(content.qualityLogos !== undefined).toBe(country === 'PL');
    expect(content.phone !== undefined).toBe(country === 'TR');
  });

  it('has social, app and view-changer texts', async () => {
    const content = await loadFooterContent(country);
    expect(content.socialMedia.socialMediaIcons.length).toBeGreaterThan(0);
    expect(content.appReferences.appIcons.map((a) => a.iconName)).toEqual(['app-ios', 'app-android']);
    expect(content.viewChanger.toMobile).not.toBe(content.viewChanger.toDesktop);
  });
});

it('each country loads its own module (different objects, own language)', async () => {
  const all = await Promise.all(COUNTRIES.map(loadFooterContent));
  expect(new Set(all).size).toBe(COUNTRIES.length);
  await expect(loadFooterContent('XX' as Country)).rejects.toThrow(/no footer content/);
});
