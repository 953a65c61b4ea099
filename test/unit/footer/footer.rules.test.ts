import { describe, expect, it } from 'vitest';
import { createFakeEnv, COOKIE, COUNTRIES, COUNTRY_SITES } from '../../../core';
import {
  countrySelectorItems,
  FOOTER_FLAG_NAMES,
  logoListLabelKey,
  footerLayout,
  footerPlatform,
  headerFooterVisibility,
  isReducedFooter,
  resolveFooterLogo,
  showNewsletterSlot,
  shouldFetchNlStatus,
  visibleTeaserGroups,
  FOOTER_LOGOS,
  type FooterPlatform,
  type FooterTeaserGroup,
} from '../../../core/footer';

describe('headerFooterVisibility: content-type NO_HEADER / NO_FOOTER', () => {
  it.each([
    [undefined, true, true],
    [null, true, true],
    ['', true, true],
    ['text/html', true, true],
    ['NO_HEADER', false, true],
    ['NO_FOOTER', true, false],
    ['text/html; layout=NO_HEADER,NO_FOOTER', false, false],
    ['PAGE_NO_FOOTER_VARIANT', true, false],
    ['no_footer', true, true],
  ])('%s -> header %s, footer %s', (contentType, showHeader, showFooter) => {
    expect(headerFooterVisibility(contentType)).toEqual({ showHeader, showFooter });
  });
});

describe('isReducedFooter', () => {
  it.each([
    [{}, false, false],
    [{}, true, true],
    [{ [COOKIE.affiliateNumber]: '4711' }, false, true],
    [{ [COOKIE.newApp]: '1' }, false, true],
    [{ [COOKIE.newApp]: '' }, false, true],
    [{ other: 'x', [COOKIE.loginToken]: 'a.b.c' }, false, false],
  ])('cookies %o, page reduced %s -> %s', (cookies, reduced, expected) => {
    expect(isReducedFooter({ reduced, cookies: createFakeEnv({ cookies }).cookies })).toBe(expected);
  });
  it('without a cookie port only the page decides', () => {
    expect(isReducedFooter({})).toBe(false);
    expect(isReducedFooter({ reduced: true })).toBe(true);
  });
});

describe('showNewsletterSlot', () => {
  it.each([
    [false, false, undefined, true],
    [false, false, 'NOT_SUBSCRIBED', true],
    [false, false, 'UNSUBSCRIBED', true],
    [false, false, 'WAITING_FOR_DOI', false],
    [false, false, 'SUBSCRIBED', false],
    [true, false, undefined, false],
    [false, true, undefined, false],
    [true, true, 'SUBSCRIBED', false],
  ])('reduced %s, hidden by page %s, nl_status %s -> %s', (reduced, hiddenByPage, nlStatus, expected) => {
    expect(showNewsletterSlot({ reduced, hiddenByPage, nlStatus })).toBe(expected);
  });
});

describe('shouldFetchNlStatus: psdata only when the newsletter slot could show', () => {
  const cookies = (jar: Record<string, string>) => createFakeEnv({ cookies: jar }).cookies;
  it.each([
    ['a slot, nothing hides it', { hasSlot: true }, true],
    ['a slot, other cookies', { hasSlot: true, cookies: cookies({ [COOKIE.loginToken]: 'a.b.c' }) }, true],
    ['no slot', { hasSlot: false }, false],
    ['the page hides the slot', { hasSlot: true, hiddenByPage: true }, false],
    ['the page asks for the reduced footer', { hasSlot: true, reduced: true }, false],
    [
      'the affiliate cookie reduces the footer',
      { hasSlot: true, cookies: cookies({ [COOKIE.affiliateNumber]: '4711' }) },
      false,
    ],
    ['the new-app cookie reduces the footer', { hasSlot: true, cookies: cookies({ [COOKIE.newApp]: '1' }) }, false],
  ])('%s -> %s', (_, input, expected) => {
    expect(shouldFetchNlStatus(input)).toBe(expected);
  });
});

describe('footerPlatform (D5)', () => {
  it.each([
    [undefined, undefined, 'CLASSIC'],
    [undefined, 20000, 'CLASSIC'],
    [undefined, 0, 'CLASSIC'],
    [undefined, Number.NaN, 'CLASSIC'],
    [undefined, 320, 'MATCH'],
    [undefined, 767, 'MATCH'],
    [undefined, 768, 'TABLET'],
    [undefined, 1279, 'TABLET'],
    [undefined, 1280, 'CLASSIC'],
    ['SMARTPHONE', 1920, 'SMARTPHONE'],
    ['TABLET', 375, 'TABLET'],
    ['CLASSIC', 375, 'CLASSIC'],
    ['MATCH', 1920, 'MATCH'],
    ['smartphone', 1920, 'CLASSIC'],
    ['WATCH', 375, 'MATCH'],
    ['', 800, 'TABLET'],
  ] as const)('attribute %s, width %s -> %s', (attribute, width, expected) => {
    expect(footerPlatform({ attribute, width })).toBe(expected);
  });

  it.each([
    ['MATCH', 'phone'],
    ['SMARTPHONE', 'phone'],
    ['TABLET', 'tablet'],
    ['CLASSIC', 'desktop'],
  ] as [FooterPlatform, string][])('%s is the %s layout', (platform, layout) => {
    expect(footerLayout(platform)).toBe(layout);
  });
});

describe('visibleTeaserGroups: hideInClassic and hideGroupInCheckout', () => {
  const groups: FooterTeaserGroup[] = [
    {
      heading: { text: 'Service' },
      links: [
        { url: '/contact', text: 'Kontakt' },
        { url: '/app', text: 'App', hideInClassic: true },
      ],
      images: [],
    },
    { heading: { text: 'Firma' }, hideGroupInCheckout: true, links: [{ url: '/about', text: 'About' }], images: [] },
  ];
  const summary = (gs: FooterTeaserGroup[]) =>
    gs.map((g) => `${g.heading.text}:${g.links.map((l) => l.text).join('+')}`);
  it.each([
    ['CLASSIC', false, ['Service:Kontakt', 'Firma:About']],
    ['CLASSIC', true, ['Service:Kontakt']],
    ['TABLET', false, ['Service:Kontakt+App', 'Firma:About']],
    ['MATCH', true, ['Service:Kontakt+App']],
    ['SMARTPHONE', false, ['Service:Kontakt+App', 'Firma:About']],
  ] as [FooterPlatform, boolean, string[]][])('%s, checkout %s', (platform, checkout, expected) => {
    expect(summary(visibleTeaserGroups(groups, { platform, checkout }))).toEqual(expected);
  });
  it('does not change the content it is given', () => {
    visibleTeaserGroups(groups, { platform: 'CLASSIC', checkout: true });
    expect(groups[0]!.links).toHaveLength(2);
  });
});

describe('countrySelectorItems', () => {
  it('lists every country site with label, code, href, flag, flagName, its language, and marks the current one', () => {
    const items = countrySelectorItems('CH_FR');
    expect(items.map((i) => i.code)).toEqual([...COUNTRIES]);
    expect(items.filter((i) => i.selected).map((i) => i.code)).toEqual(['CH_FR']);
    expect(items.find((i) => i.code === 'CH_FR')).toEqual({
      label: COUNTRY_SITES.CH_FR.label,
      code: 'CH_FR',
      href: '/ch-fr/',
      flag: 'CH',
      flagName: 'Switzerland',
      selected: true,
      lang: 'fr-CH',
    });
    // Each name is written in its own country's language, and says so (a screen reader then speaks it right).
    expect(Object.fromEntries(items.map((i) => [i.code, i.lang]))).toEqual(
      Object.fromEntries(COUNTRIES.map((c) => [c, COUNTRY_SITES[c].locale])),
    );
    expect(items.find((i) => i.code === 'TR')).toMatchObject({
      href: '/tr/',
      flag: 'TR',
      flagName: 'Türkiye',
      selected: false,
      lang: 'tr-TR',
    });
  });
  it('builds hrefs with the given function', () => {
    expect(countrySelectorItems('DE', (slug) => `https://shop.example/${slug}/`)[1]!.href).toBe(
      'https://shop.example/at/',
    );
  });
});

describe('the flags and logo lists, as a screen reader names them', () => {
  it("each country site's flag is titled with its country's name", () => {
    expect(Object.fromEntries(countrySelectorItems('DE').map((i) => [i.code, i.flagName]))).toEqual({
      DE: 'Germany',
      AT: 'Austria',
      CH: 'Switzerland',
      CH_FR: 'Switzerland',
      PL: 'Poland',
      CZ: 'Czechia',
      HU: 'Hungary',
      SK: 'Slovakia',
      TR: 'Türkiye',
    });
  });
  it('the flags no site uses are named too (content may show them)', () => {
    expect([FOOTER_FLAG_NAMES.EU, FOOTER_FLAG_NAMES.SI]).toEqual(['Europe', 'Slovenia']);
  });
  it.each([
    ['card-orbit', 'paymentLogos'],
    ['carrier-boxline', 'paymentLogos'],
    ['post-national', 'paymentLogos'],
    ['loyalty-card', 'loyaltyCardLogos'],
    ['fashion-linnea', 'partnerLogos'],
    ['trust-safe-shopping', 'qualityLogos'],
    ['trust-quality-award', 'qualityLogos'],
    ['unknown-brand', 'paymentLogos'],
  ])('a list of %s logos is labelled %s', (source, key) => {
    expect(logoListLabelKey(source)).toBe(key);
  });
});

describe('resolveFooterLogo', () => {
  it('maps every registered logo to a file under /service/footer-images/logos/', () => {
    for (const name of Object.keys(FOOTER_LOGOS)) {
      const logo = resolveFooterLogo(name);
      expect(logo?.src).toMatch(new RegExp(`^/service/footer-images/logos/${name}\\.svg$`));
    }
  });
  it.each(['unknown-brand', '', 'toString', '__proto__', '../../etc/passwd'])(
    'unknown source %j reports and gives nothing',
    (source) => {
      const unknown: string[] = [];
      expect(resolveFooterLogo(source, (s) => unknown.push(s))).toBeUndefined();
      expect(unknown).toEqual([source]);
    },
  );
  it('an unknown source with no one to tell gives nothing, without throwing', () => {
    expect(resolveFooterLogo('unknown-brand')).toBeUndefined();
  });
  it('the registry has the kinds the spec names', () => {
    const kinds = Object.values(FOOTER_LOGOS).map((l) => l.kind);
    expect(kinds.filter((k) => k === 'card')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'wallet')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'carrier')).toHaveLength(2);
    expect(kinds).toContain('loyalty-card');
    expect(kinds).toContain('trust-mark');
    expect(kinds).toContain('local-post');
    expect(kinds).toContain('fashion-partner');
  });
});
