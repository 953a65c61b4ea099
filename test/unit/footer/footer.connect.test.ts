import { describe, expect, it } from 'vitest';
import { connectFooter, loadFooterContent, type FooterPlatform } from '../../../core/footer';

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
      const model = connectFooter({ country: 'DE', content: de }, { platform, reduced: false });
      expect(model).toMatchObject({ layout, usePanels, countrySelector: { visible: selectorVisible }, viewChanger: { text: changer, platform: target } });
      expect(model.countrySelector.items).toHaveLength(9);
    },
  );

  it('the reduced footer carries only the bottom section', () => {
    const model = connectFooter({ country: 'CZ', content: cz, nlStatus: undefined }, { platform: 'CLASSIC', reduced: true });
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
    expect(connectFooter({ country: 'DE', content: de, nlStatus }, { platform: 'CLASSIC', reduced: false, newsletterHidden }).newsletterSlotVisible).toBe(visible);
  });

  it('fills {phone} and links it with tel:', () => {
    const model = connectFooter({ country: 'TR', content: tr }, { platform: 'MATCH', reduced: false });
    expect(model.teaserGroups[0]!.introductoryText).toBe('Müşteri Hizmetleri 0850 555 00 00 her gün 09:00-19:00');
    expect(model.teaserGroups[0]!.introductoryParts).toEqual([
      'Müşteri Hizmetleri ',
      { href: 'tel:+908505550000', text: '0850 555 00 00' },
      ' her gün 09:00-19:00',
    ]);
  });

  it('without content (built-in failed to load and no CMS) it still gives the country selector and nothing else', () => {
    const model = connectFooter({ country: 'HU', content: undefined }, { platform: 'CLASSIC', reduced: false });
    expect(model.teaserGroups).toEqual([]);
    expect(model.legalLinks).toEqual([]);
    expect(model.viewChanger).toBeUndefined();
    expect(model.countrySelector.items.find((i) => i.selected)?.code).toBe('HU');
  });

  it('drops SEO columns left empty', () => {
    const content = { ...de, seo: { ...de.seo, columns: [[], ...de.seo.columns] } };
    expect(connectFooter({ country: 'DE', content }, { platform: 'CLASSIC', reduced: false }).seo?.columns).toHaveLength(4);
  });
});
