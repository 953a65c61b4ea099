// What each block of the footer shows, and what it leaves out, from content written in the test (the built-in
// markets' content does not have every case: no refused link, no phone without a link, no empty block).
import { describe, expect, it } from 'vitest';
import {
  connectFooter,
  connectFooterView,
  footerViewMachine,
  loadFooterContent,
  type FooterContent,
} from '../../../core/footer';
import { loadFooterTexts } from '../../../core/footer/footer.texts';
import { createCoveredActor } from '../../support/machine-coverage';

const texts = await loadFooterTexts('de-DE');
const de = await loadFooterContent('DE');
const pl = await loadFooterContent('PL');
const BAD = 'javascript:alert(1)';

const footer = (
  content: FooterContent | undefined,
  more: { checkout?: boolean; platform?: 'CLASSIC' | 'MATCH' } = {},
) =>
  connectFooter(
    { country: 'DE', content },
    { texts, platform: more.platform ?? 'CLASSIC', reduced: false, checkout: more.checkout },
  );

/** DE's content with its first group's introduction and heading replaced. */
function withFirstGroup(
  change: (group: FooterContent['teaserGroups'][number]) => void,
  top: Partial<FooterContent> = {},
): FooterContent {
  const content = { ...structuredClone(de), ...top };
  change(content.teaserGroups[0]!);
  return content;
}

describe("connectFooter: the phone number in a group's introduction", () => {
  it('a number whose link is refused is shown as plain text in the sentence', () => {
    const content = withFirstGroup((g) => (g.introductoryText = 'Call {phone} daily'), {
      phone: { text: '0800 123', url: BAD },
    });
    expect(footer(content).teaserGroups[0]).toMatchObject({
      introductoryText: 'Call 0800 123 daily',
      introductoryParts: ['Call 0800 123 daily'],
    });
  });

  it('an introduction that begins or ends with the number has no empty piece of text beside the link', () => {
    const content = withFirstGroup((g) => (g.introductoryText = '{phone}'), {
      phone: { text: '0800 123', url: 'tel:+49800123' },
    });
    expect(footer(content).teaserGroups[0]!.introductoryParts).toEqual([{ href: 'tel:+49800123', text: '0800 123' }]);
  });

  it('an introduction without a number is one piece of text', () => {
    expect(footer(de).teaserGroups[0]!.introductoryParts).toEqual([
      'Fragen zu Bestellung, Lieferung oder Rückgabe? Wir helfen gern.',
    ]);
  });
});

describe("connectFooter: a group's heading", () => {
  it('carries its text, icon and link; a refused link or none leaves a heading without a link', () => {
    expect(footer(de).teaserGroups[0]!.heading).toEqual({
      text: 'Service & Hilfe',
      iconName: 'contact',
      href: '/hilfe',
    });
    expect(footer(withFirstGroup((g) => (g.heading = { text: 'Hilfe', url: BAD }))).teaserGroups[0]!.heading).toEqual({
      text: 'Hilfe',
    });
    expect(footer(withFirstGroup((g) => (g.heading = { text: 'Hilfe' }))).teaserGroups[0]!.heading).toEqual({
      text: 'Hilfe',
    });
  });

  it('in checkout the groups marked for it are left out ("Unternehmen" in DE)', () => {
    expect(footer(de).teaserGroups.map((g) => g.heading.text)).toContain('Unternehmen');
    expect(footer(de, { checkout: true }).teaserGroups.map((g) => g.heading.text)).not.toContain('Unternehmen');
  });
});

describe('connectFooter: blocks with nothing to show are not shown', () => {
  it('no content: no legal links block', () => {
    expect(footer(undefined)).toMatchObject({ legalLinks: [], legalLinksVisible: false, teaserGroupsVisible: false });
  });

  it('no teaser groups: the groups block is hidden; with groups it shows', () => {
    expect(footer({ ...structuredClone(de), teaserGroups: [] }).teaserGroupsVisible).toBe(false);
    expect(footer(de).teaserGroupsVisible).toBe(true);
  });

  it('social and app icons whose links are refused are dropped, and a block left empty is not shown', () => {
    const content = structuredClone(de);
    content.socialMedia.socialMediaIcons = content.socialMedia.socialMediaIcons.map((icon, i) =>
      i === 0 ? { ...icon, link: BAD } : icon,
    );
    expect(footer(content).social?.icons.map((i) => i.href)).toEqual(
      de.socialMedia.socialMediaIcons.slice(1).map((i) => i.link),
    );
    content.socialMedia.socialMediaIcons = content.socialMedia.socialMediaIcons.map((icon) => ({ ...icon, link: BAD }));
    content.appReferences.appIcons = [];
    const model = footer(content);
    expect(model.social).toBeUndefined();
    expect(model.apps).toBeUndefined();
  });

  it('a sales-tax line whose link is refused is not shown', () => {
    const content = {
      ...structuredClone(de),
      salesTax: { textBeforeLink: 'Prices incl. ', link: { url: BAD, text: 'VAT' }, textAfterLink: '' },
    };
    expect(footer(content).salesTax).toBeUndefined();
  });

  it('quality marks whose links are refused are dropped, and the block goes when none is left', () => {
    const quality = structuredClone(pl.qualityLogos!);
    quality.logos[0]!.link = BAD;
    const some = footer({ ...structuredClone(de), qualityLogos: quality }).qualityLogos;
    expect(some?.logos.map((l) => l.alt)).toEqual(['Nagroda jakości', 'Pieczęć sprawiedliwego handlu']);
    quality.logos = quality.logos.map((l) => ({ ...l, link: BAD }));
    expect(footer({ ...structuredClone(de), qualityLogos: quality }).qualityLogos).toBeUndefined();
  });

  it('a logo the registry does not know shows nothing; the known logos of its group stay', () => {
    // Content that never went through the sanitiser (the schema would drop the unknown source).
    const content = withFirstGroup(
      (g) =>
        (g.images = [
          { label: 'Orbit Card', source: 'card-orbit' },
          { label: 'Nobody', source: 'no-such-logo' as never },
        ]),
    );
    const lists = connectFooter(
      { country: 'DE', content },
      { texts, platform: 'CLASSIC', reduced: false, onUnknownLogo: () => undefined },
    ).teaserGroups[0]!.logoLists;
    expect(lists.flatMap((l) => l.logos.map((logo) => logo.alt))).toEqual(['Orbit Card']);
  });
});

describe('connectFooter: every group, list, logo and icon has a key of its own (a view renders lists by them)', () => {
  it.each([
    ['DE', de],
    ['PL', pl],
  ])('%s', (_, content) => {
    const model = footer(content);
    const keys = [
      ...model.teaserGroups.flatMap((g) => [
        g.key,
        ...g.logoLists.flatMap((l) => [l.key, ...l.logos.map((logo) => logo.key)]),
      ]),
      ...(model.social?.icons ?? []).map((i) => i.key),
      ...(model.apps?.icons ?? []).map((i) => i.key),
      ...(model.qualityLogos?.logos ?? []).map((l) => l.key),
    ];
    expect(keys.every((key) => key !== '')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('connectFooterView: the view switch', () => {
  it('is a plain button (never a form submit); without content there is no switch and pressing it does nothing', () => {
    const actor = createCoveredActor(footerViewMachine, { input: { platform: 'CLASSIC' } }).start();
    const shown = (content: FooterContent | undefined) =>
      connectFooterView(actor.getSnapshot(), actor.send, { state: { country: 'DE', content }, texts });
    expect(shown(de).getViewChangerProps().type).toBe('button');
    expect(shown(undefined).viewChanger).toBeUndefined();
    shown(undefined).getViewChangerProps().onClick();
    expect(shown(de).layout).toBe('desktop');
  });
});
