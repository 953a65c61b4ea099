import { describe, expect, it } from 'vitest';
import { connectFooter, loadFooterContent, type FooterPlatform } from '../../../core/footer';
import { loadFooterTexts } from '../../../core/footer/footer.texts';

const texts = await loadFooterTexts('de-DE');

const de = await loadFooterContent('DE');
const tr = await loadFooterContent('TR');
const cz = await loadFooterContent('CZ');

describe('connectFooter', () => {
  it.each([
    ['CLASSIC', 'desktop', false, true, 'Zur mobilen Ansicht', 'MATCH'],
    ['TABLET', 'tablet', true, false, 'Zur Desktop-Ansicht', 'CLASSIC'],
    ['MATCH', 'phone', true, false, 'Zur Desktop-Ansicht', 'CLASSIC'],
    ['SMARTPHONE', 'phone', true, false, 'Zur Desktop-Ansicht', 'CLASSIC'],
  ] as [FooterPlatform, string, boolean, boolean, string, FooterPlatform][])(
    '%s: %s layout, panels %s, country selector %s, view changer "%s"',
    (platform, layout, usePanels, selectorVisible, changer, target) => {
      const model = connectFooter({ country: 'DE', content: de }, { texts, platform, reduced: false });
      expect(model).toMatchObject({
        layout,
        usePanels,
        countrySelector: { visible: selectorVisible },
        viewChanger: { text: changer, platform: target },
      });
      expect(model.countrySelector.items).toHaveLength(9);
    },
  );

  it('the reduced footer carries only the bottom section', () => {
    const model = connectFooter(
      { country: 'CZ', content: cz, nlStatus: undefined },
      { texts, platform: 'CLASSIC', reduced: true },
    );
    expect(model.teaserGroups).toEqual([]);
    expect(model.seo).toBeUndefined();
    expect(model.social).toBeUndefined();
    expect(model.apps).toBeUndefined();
    expect(model.headline).toBeUndefined();
    expect(model.newsletterSlotVisible).toBe(false);
    expect(model.legalLinks.length).toBeGreaterThan(0);
    expect(model.salesTax?.link.href).toBe('/dph');
    expect(model.countrySelector.visible).toBe(true);
  });

  it.each([
    [undefined, false, true],
    ['SUBSCRIBED', false, false],
    ['WAITING_FOR_DOI', false, false],
    [undefined, true, false],
  ])('nl_status %s, hidden by page %s -> slot %s', (nlStatus, newsletterHidden, visible) => {
    expect(
      connectFooter(
        { country: 'DE', content: de, nlStatus },
        { texts, platform: 'CLASSIC', reduced: false, newsletterHidden },
      ).newsletterSlotVisible,
    ).toBe(visible);
  });

  it('fills {phone} and links it with tel:', () => {
    const model = connectFooter({ country: 'TR', content: tr }, { texts, platform: 'MATCH', reduced: false });
    expect(model.teaserGroups[0]!.introductoryText).toBe('Müşteri Hizmetleri 0850 555 00 00 her gün 09:00-19:00');
    expect(model.teaserGroups[0]!.introductoryParts).toEqual([
      'Müşteri Hizmetleri ',
      { href: 'tel:+908505550000', text: '0850 555 00 00' },
      ' her gün 09:00-19:00',
    ]);
  });

  it('without content (built-in failed to load and no CMS) it still gives the country selector and nothing else', () => {
    const model = connectFooter({ country: 'HU', content: undefined }, { texts, platform: 'CLASSIC', reduced: false });
    expect(model.teaserGroups).toEqual([]);
    expect(model.legalLinks).toEqual([]);
    expect(model.viewChanger).toBeUndefined();
    expect(model.countrySelector.items.find((i) => i.selected)?.code).toBe('HU');
  });

  it('drops SEO columns left empty', () => {
    const content = { ...de, seo: { ...de.seo, columns: [[], ...de.seo.columns] } };
    expect(
      connectFooter({ country: 'DE', content }, { texts, platform: 'CLASSIC', reduced: false }).seo?.columns,
    ).toHaveLength(4);
  });
});

describe("connectFooter: the spec's social and app items { iconName, link } without a label", () => {
  const withoutLabels = (content: typeof de) => ({
    ...content,
    socialMedia: {
      ...content.socialMedia,
      socialMediaIcons: content.socialMedia.socialMediaIcons.map(({ iconName, link }) => ({ iconName, link })),
    },
    appReferences: {
      ...content.appReferences,
      appIcons: content.appReferences.appIcons.map(({ iconName, link }) => ({ iconName, link })),
    },
  });

  it.each([
    ['tr-TR', ['Topluluk', 'Fotoğraflar', 'Videolar'], ['iOS uygulaması', 'Android uygulaması']],
    ['hu-HU', ['Közösség', 'Fotók', 'Videók'], ['Alkalmazás iOS-re', 'Alkalmazás Androidra']],
    ['de-AT', ['Community', 'Fotos', 'Videos'], ['App für iOS', 'App für Android']],
  ] as const)('names each icon link by its icon in %s', async (locale, social, apps) => {
    const model = connectFooter(
      { country: 'TR', content: withoutLabels(tr) },
      { texts: await loadFooterTexts(locale), platform: 'CLASSIC', reduced: false },
    );
    expect(model.social?.icons.map((i) => i.label)).toEqual(social);
    expect(model.apps?.icons.map((i) => i.label)).toEqual(apps);
    expect(model.social?.icons.map((i) => i.href)).toEqual(tr.socialMedia.socialMediaIcons.map((i) => i.link));
  });

  it('keeps a label the content gives', () => {
    expect(
      connectFooter({ country: 'DE', content: de }, { texts, platform: 'CLASSIC', reduced: false }).social?.icons[1]!
        .label,
    ).toBe('Fotos');
  });
});

describe("connectFooter: each list of logos is labelled for what it shows, in the page's language", () => {
  it.each([
    ['DE', 'de-DE', [['Zahlungsarten und Versandpartner'], ['Kundenkarte'], ['Partnermarken']]],
    ['PL', 'pl-PL', [['Formy płatności i przewoźnicy'], ['Karta lojalnościowa'], ['Marki partnerskie']]],
    ['TR', 'tr-TR', [['Ödeme yöntemleri ve kargo firmaları'], ['Sadakat kartı']]],
  ] as const)('%s', async (country, locale, expected) => {
    const content = await loadFooterContent(country);
    const model = connectFooter(
      { country, content },
      { texts: await loadFooterTexts(locale), platform: 'CLASSIC', reduced: false },
    );
    const labelled = model.teaserGroups
      .map((g) => g.logoLists.map((l) => l.label))
      .filter((labels) => labels.length > 0);
    expect(labelled).toEqual(expected);
    // No two lists on the page share a name.
    expect(new Set(labelled.flat()).size).toBe(labelled.flat().length);
  });

  it('the Polish quality marks get their own list name', async () => {
    const model = connectFooter(
      { country: 'PL', content: await loadFooterContent('PL') },
      { texts: await loadFooterTexts('pl-PL'), platform: 'CLASSIC', reduced: false },
    );
    expect(model.qualityLogos).toMatchObject({ heading: 'Nagrody i certyfikaty', listLabel: 'Certyfikaty i nagrody' });
    expect(model.qualityLogos?.logos.map((l) => l.alt)).toEqual([
      'Bezpieczne zakupy',
      'Nagroda jakości',
      'Pieczęć sprawiedliwego handlu',
    ]);
  });

  it('a group mixing kinds gets one list per kind', () => {
    const content = structuredClone(de);
    content.teaserGroups[1]!.images = [
      { label: 'Orbit Card', source: 'card-orbit' },
      { label: 'Linnea', source: 'fashion-linnea' },
    ];
    const lists = connectFooter({ country: 'DE', content }, { texts, platform: 'CLASSIC', reduced: false })
      .teaserGroups[1]!.logoLists;
    expect(lists.map((l) => [l.label, l.logos.map((x) => x.alt)])).toEqual([
      ['Zahlungsarten und Versandpartner', ['Orbit Card']],
      ['Partnermarken', ['Linnea']],
    ]);
  });
});

describe("connectFooter: the page's content type (NO_FOOTER)", () => {
  it.each([
    [undefined, true],
    ['text/html', true],
    ['NO_HEADER', true],
    ['NO_FOOTER', false],
    ['NO_HEADER,NO_FOOTER', false],
  ])('%s -> footer shown %s', (contentType, visible) => {
    expect(
      connectFooter({ country: 'DE', content: de }, { texts, platform: 'CLASSIC', reduced: false, contentType })
        .visible,
    ).toBe(visible);
  });
});

describe("connectFooter: interface texts in the page's language", () => {
  it('names the landmarks from the texts it is given', async () => {
    const model = connectFooter(
      { country: 'HU', content: await loadFooterContent('HU') },
      { texts: await loadFooterTexts('hu-HU'), platform: 'CLASSIC', reduced: false },
    );
    expect(model.labels).toEqual({
      countrySelector: 'Ország kiválasztása',
      legalLinks: 'Jogi információk',
      seoLinks: 'Kategóriák',
      newsletter: 'Hírlevél',
    });
  });
});
