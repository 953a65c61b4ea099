import type { AssetSource } from '../assets';
import { interpolate } from '../i18n/translate';
import type { SnapshotFrom } from 'xstate';
import type { Country } from '../markets/countries';
import type { FooterIconName } from './footer.logos';
import {
  countrySelectorItems,
  footerLayout,
  headerFooterVisibility,
  logoListLabelKey,
  resolveFooterLogo,
  showNewsletterSlot,
  visibleTeaserGroups,
  type CountrySelectorItem,
  type FooterLayout,
  type FooterPlatform,
} from './footer.rules';
import type { FooterContent, FooterImage } from './footer.schema';
import type { FooterTextKey, FooterTexts } from './footer.texts';
import { isAllowedFooterUrl } from './footer.urls';
import type { FooterViewEvent, footerViewMachine } from './footer.view.machine';

export interface FooterLinkView {
  href: string;
  text: string;
}

export interface FooterLogoView {
  key: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A list of logos of one kind (payment and carriers, loyalty card, partner brands, quality marks) with its own label. */
export interface FooterLogoListView {
  key: string;
  label: string;
  logos: FooterLogoView[];
}

export interface FooterIconLinkView {
  key: string;
  iconName: FooterIconName;
  href: string;
  /** The item's label, or the icon's name in the page's language when the content gives none. */
  label: string;
}

export interface FooterTeaserGroupView {
  key: string;
  heading: { text: string; iconName?: FooterIconName; href?: string };
  introductoryText?: string;
  /** The introductory text split around `{phone}`, which becomes a `tel:` link (TR customer service). */
  introductoryParts?: (string | FooterLinkView)[];
  links: FooterLinkView[];
  /** The group's logos, one list per kind, each named for what it shows. */
  logoLists: FooterLogoListView[];
}

export interface FooterViewModel {
  country: Country;
  /** False when the page's content type says NO_FOOTER: nothing renders. */
  visible: boolean;
  /** Names of the footer's landmarks and regions, in the page's language. */
  labels: { countrySelector: string; legalLinks: string; seoLinks: string; newsletter: string };
  layout: FooterLayout;
  /** Panels (ExpandableSection) on phone and tablet, four columns on desktop. */
  usePanels: boolean;
  reduced: boolean;
  headline?: string;
  teaserGroups: FooterTeaserGroupView[];
  /** There are teaser groups to show (none in a reduced footer or content without groups). */
  teaserGroupsVisible: boolean;
  seo?: { heading: string; columns: FooterLinkView[][] };
  /** Left out when no icon link is left (none given, or every link refused). */
  social?: { heading: string; icons: FooterIconLinkView[] };
  apps?: { heading: string; icons: FooterIconLinkView[] };
  legalLinks: FooterLinkView[];
  /** There are legal links to show. */
  legalLinksVisible: boolean;
  salesTax?: { textBeforeLink: string; link: FooterLinkView; textAfterLink: string };
  /** Left out when no quality logo is left. */
  qualityLogos?: { heading: string; listLabel: string; logos: (FooterLogoView & { href: string })[] };
  countrySelector: { visible: boolean; items: CountrySelectorItem[] };
  newsletterSlotVisible: boolean;
  viewChanger?: { text: string; platform: FooterPlatform };
}

/** What the footer state holds (the footer machine's context, or the server's built-in content). */
export interface FooterState {
  country: Country;
  content: FooterContent | undefined;
  nlStatus?: string | undefined;
}

/** What a renderer draws nothing for is no slot, so `newsletterSlot={showForm && <Form />}` asks for no psdata call. */
export const footerSlotGiven = (slot: unknown): boolean =>
  slot !== undefined && slot !== null && typeof slot !== 'boolean' && slot !== '';

export interface FooterConnectOptions {
  platform: FooterPlatform;
  /** The footer's interface texts in the page's language (`loadFooterTexts(locale)`). */
  texts: FooterTexts;
  /** The page's content-type value: one containing NO_FOOTER switches the footer off. */
  contentType?: string | null | undefined;
  /** Reduced footer already decided by `isReducedFooter` (page flag or cookies). */
  reduced: boolean;
  /** In checkout: groups marked hideGroupInCheckout go. */
  checkout?: boolean;
  /** The page hides the newsletter slot. */
  newsletterHidden?: boolean;
  /** The page gives something for the newsletter slot (default true): without it the slot is not shown. */
  hasNewsletterSlot?: boolean;
  /** Called for a logo source not in the registry (it then renders nothing). */
  onUnknownLogo?: (source: string) => void;
  /** Where the logo files are (`FOOTER_LOGO_BASE` by default, the reference service); `false`: no logos. */
  logoBase?: AssetSource;
  /** href of a country site; default `/{slug}/`. */
  countryHref?: (slug: string) => string;
}

/** The footer's view model. Every href passes the allow-list again, so even unsanitised content renders no bad link. */
export function connectFooter(state: FooterState, options: FooterConnectOptions): FooterViewModel {
  const layout = footerLayout(options.platform);
  const { content } = state;
  const params = content?.phone ? { phone: content.phone.text } : undefined;
  const fill = (text: string) => interpolate(text, params);
  const phoneLink =
    content?.phone && isAllowedFooterUrl(content.phone.url)
      ? { href: content.phone.url, text: content.phone.text }
      : undefined;
  const withPhoneLink = (text: string): (string | FooterLinkView)[] => {
    const pieces = text.split('{phone}');
    if (!phoneLink) return [fill(text)];
    return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [phoneLink, piece])).filter((part) => part !== '');
  };
  const link = (url: string, text: string): FooterLinkView | undefined =>
    isAllowedFooterUrl(url) ? { href: url, text: fill(text) } : undefined;
  const links = (items: readonly { url: string; text: string }[]) =>
    items.map((l) => link(l.url, l.text)).filter((l) => l !== undefined);
  const logo = (image: FooterImage, key: string): FooterLogoView | undefined => {
    const resolved = resolveFooterLogo(image.source, options.onUnknownLogo, options.logoBase);
    return resolved && { key, src: resolved.src, alt: image.label, width: resolved.width, height: resolved.height };
  };
  const t = (key: FooterTextKey) => options.texts[key] ?? key;
  // Consecutive logos of one kind form one list, labelled for that kind (a card brand is no partner brand).
  const logoLists = (images: readonly FooterImage[], prefix: string): FooterLogoListView[] => {
    const lists: FooterLogoListView[] = [];
    images.forEach((image, i) => {
      const view = logo(image, `${prefix}-logo-${i}`);
      if (!view) return;
      const label = t(logoListLabelKey(image.source));
      const last = lists[lists.length - 1];
      if (last?.label === label) last.logos.push(view);
      else lists.push({ key: `${prefix}-logos-${lists.length}`, label, logos: [view] });
    });
    return lists;
  };
  const reduced = options.reduced;

  const model: FooterViewModel = {
    country: state.country,
    visible: headerFooterVisibility(options.contentType).showFooter,
    labels: {
      countrySelector: t('countrySelector'),
      legalLinks: t('legalLinks'),
      seoLinks: t('seoLinks'),
      newsletter: t('newsletter'),
    },
    layout,
    usePanels: layout !== 'desktop',
    reduced,
    teaserGroups: [],
    teaserGroupsVisible: false,
    legalLinks: content ? links(content.legalLinks) : [],
    legalLinksVisible: false,
    countrySelector: { visible: layout === 'desktop', items: countrySelectorItems(state.country, options.countryHref) },
    newsletterSlotVisible:
      (options.hasNewsletterSlot ?? true) &&
      showNewsletterSlot({ reduced, hiddenByPage: options.newsletterHidden, nlStatus: state.nlStatus }),
  };
  model.legalLinksVisible = model.legalLinks.length > 0;
  if (!content) return model;

  if (content.salesTax) {
    const taxLink = link(content.salesTax.link.url, content.salesTax.link.text);
    if (taxLink)
      model.salesTax = {
        textBeforeLink: content.salesTax.textBeforeLink,
        link: taxLink,
        textAfterLink: content.salesTax.textAfterLink,
      };
  }
  model.viewChanger =
    layout === 'desktop'
      ? { text: content.viewChanger.toMobile, platform: 'MATCH' }
      : { text: content.viewChanger.toDesktop, platform: 'CLASSIC' };
  if (reduced) return model;

  model.headline = content.headline;
  model.teaserGroups = visibleTeaserGroups(content.teaserGroups, {
    platform: options.platform,
    checkout: options.checkout,
  }).map((group, g) => {
    const headingHref = group.heading.url && isAllowedFooterUrl(group.heading.url) ? group.heading.url : undefined;
    return {
      key: `group-${g}`,
      heading: {
        text: fill(group.heading.text),
        ...(group.heading.iconName && { iconName: group.heading.iconName }),
        ...(headingHref && { href: headingHref }),
      },
      ...(group.introductoryText && {
        introductoryText: fill(group.introductoryText),
        introductoryParts: withPhoneLink(group.introductoryText),
      }),
      links: links(group.links),
      logoLists: logoLists(group.images, `group-${g}`),
    };
  });
  model.teaserGroupsVisible = model.teaserGroups.length > 0;
  model.seo = {
    heading: content.seo.heading,
    columns: content.seo.columns.map(links).filter((column) => column.length > 0),
  };
  const icons = (
    items: readonly { iconName: FooterIconLinkView['iconName']; link: string; label?: string | undefined }[],
    prefix: string,
  ) =>
    items
      .filter((i) => isAllowedFooterUrl(i.link))
      .map((i, n): FooterIconLinkView => ({
        key: `${prefix}-${n}`,
        iconName: i.iconName,
        href: i.link,
        label: i.label ?? t(`icon.${i.iconName}` as FooterTextKey),
      }));
  const social = icons(content.socialMedia.socialMediaIcons, 'social');
  if (social.length > 0) model.social = { heading: content.socialMedia.heading, icons: social };
  const apps = icons(content.appReferences.appIcons, 'app');
  if (apps.length > 0) model.apps = { heading: content.appReferences.heading, icons: apps };
  const qualityLogos = (content.qualityLogos?.logos ?? []).flatMap((q, i) => {
    const view = isAllowedFooterUrl(q.link) ? logo(q.image, `quality-${i}`) : undefined;
    return view ? [{ ...view, width: q.width, height: q.height, href: q.link }] : [];
  });
  if (content.qualityLogos && qualityLogos.length > 0)
    model.qualityLogos = { heading: content.qualityLogos.heading, listLabel: t('qualityLogos'), logos: qualityLogos };
  return model;
}

/** What the footer's view needs beside the footer machine's snapshot: its content state and the page's options. */
export type FooterViewOptions = Omit<FooterConnectOptions, 'platform' | 'reduced'> & { state: FooterState };

export interface FooterPageViewModel extends FooterViewModel {
  /** The view switch's button: lays the footer out for the other view. */
  getViewChangerProps(): { type: 'button'; onClick(): void };
}

/** The footer's view model from `footerViewMachine` and its content state: what a view spreads. */
export function connectFooterView(
  snapshot: SnapshotFrom<typeof footerViewMachine>,
  send: (event: FooterViewEvent) => void,
  { state, ...options }: FooterViewOptions,
): FooterPageViewModel {
  const { platform, reducedByPage, reducedByCookie } = snapshot.context;
  const model = connectFooter(state, { ...options, platform, reduced: reducedByPage || reducedByCookie });
  const chosen = model.viewChanger?.platform;
  return {
    ...model,
    getViewChangerProps: () => ({
      type: 'button',
      onClick: () => chosen && send({ type: 'VIEW_CHOSEN', platform: chosen }),
    }),
  };
}
