import { assetUrl, type AssetSource } from '../assets';
import { COOKIE } from '../../openapi/http';
import type { CookiePort } from '../env/ports';
import { UNMEASURED_WIDTH } from '../env/ports';
import { COUNTRIES, COUNTRY_SITES, type Country, type Flag } from '../markets/countries';
import { FOOTER_LOGO_BASE, FOOTER_LOGOS, type FooterLogo } from './footer.logos';
import type { FooterTextKey } from './footer.texts';
import type { FooterContent, FooterTeaserGroup } from './footer.schema';

/** Spec section 3 platform values. MATCH and SMARTPHONE are both the phone layout. */
export const FOOTER_PLATFORMS = ['CLASSIC', 'TABLET', 'SMARTPHONE', 'MATCH'] as const;
export type FooterPlatform = (typeof FOOTER_PLATFORMS)[number];
export type FooterLayout = 'phone' | 'tablet' | 'desktop';

export const FOOTER_PLATFORM_BREAKPOINTS = { tablet: 768, classic: 1280 } as const;

export function isFooterPlatform(value: unknown): value is FooterPlatform {
  return typeof value === 'string' && (FOOTER_PLATFORMS as readonly string[]).includes(value);
}

/**
 * The page's platform: `<html data-platform>` wins when it names one; otherwise under 768 px MATCH, under 1280
 * TABLET, else CLASSIC (also for the server's unmeasured width).
 */
export function footerPlatform(input: { attribute?: string | undefined; width?: number | undefined }): FooterPlatform {
  if (isFooterPlatform(input.attribute)) return input.attribute;
  const width =
    input.width === undefined || !Number.isFinite(input.width) || input.width <= 0 ? UNMEASURED_WIDTH : input.width;
  if (width < FOOTER_PLATFORM_BREAKPOINTS.tablet) return 'MATCH';
  if (width < FOOTER_PLATFORM_BREAKPOINTS.classic) return 'TABLET';
  return 'CLASSIC';
}

export function footerLayout(platform: FooterPlatform): FooterLayout {
  if (platform === 'CLASSIC') return 'desktop';
  if (platform === 'TABLET') return 'tablet';
  return 'phone';
}

/** Header and footer are switched off by a content-type value containing NO_HEADER / NO_FOOTER. */
export function headerFooterVisibility(contentType: string | null | undefined): {
  showHeader: boolean;
  showFooter: boolean;
} {
  const value = contentType ?? '';
  return { showHeader: !value.includes('NO_HEADER'), showFooter: !value.includes('NO_FOOTER') };
}

/** The reduced footer (only the legal/country bottom part): asked for by the page, or forced by the affiliate or new-app cookie. */
export function isReducedFooter(input: {
  reduced?: boolean | undefined;
  cookies?: Pick<CookiePort, 'get'> | undefined;
}): boolean {
  if (input.reduced) return true;
  const cookies = input.cookies;
  if (!cookies) return false;
  return cookies.get(COOKIE.affiliateNumber) !== undefined || cookies.get(COOKIE.newApp) !== undefined;
}

/** nl_status values under which the visitor needs no sign-up form. */
export const NEWSLETTER_SLOT_HIDING_STATUSES = ['WAITING_FOR_DOI', 'SUBSCRIBED'] as const;

/** The footer's newsletter slot: shown unless reduced, hidden by the page, or the visitor is already signed up or waiting for DOI. */
export function showNewsletterSlot(input: {
  reduced: boolean;
  hiddenByPage?: boolean | undefined;
  nlStatus?: string | undefined;
}): boolean {
  if (input.reduced || input.hiddenByPage) return false;
  return !(NEWSLETTER_SLOT_HIDING_STATUSES as readonly (string | undefined)[]).includes(input.nlStatus);
}

/** psdata is asked only when the newsletter slot could show: a reduced footer never calls it. */
export function shouldFetchNlStatus(input: {
  hasSlot: boolean;
  hiddenByPage?: boolean | undefined;
  reduced?: boolean | undefined;
  cookies?: Pick<CookiePort, 'get'> | undefined;
}): boolean {
  if (!input.hasSlot) return false;
  return showNewsletterSlot({
    reduced: isReducedFooter({ reduced: input.reduced, cookies: input.cookies }),
    hiddenByPage: input.hiddenByPage,
  });
}

/** Teaser groups for a page: groups marked hideGroupInCheckout go in checkout, links marked hideInClassic go on desktop. */
export function visibleTeaserGroups(
  groups: readonly FooterTeaserGroup[],
  input: { platform: FooterPlatform; checkout?: boolean | undefined },
): FooterTeaserGroup[] {
  return groups
    .filter((group) => !(input.checkout && group.hideGroupInCheckout))
    .map((group) =>
      input.platform === 'CLASSIC' ? { ...group, links: group.links.filter((link) => !link.hideInClassic) } : group,
    );
}

/** Names of the flags the selector draws (used for the SVG title and tests). */
export const FOOTER_FLAG_NAMES: Readonly<Record<Flag, string>> = {
  AT: 'Austria',
  CZ: 'Czechia',
  EU: 'Europe',
  DE: 'Germany',
  HU: 'Hungary',
  PL: 'Poland',
  SK: 'Slovakia',
  SI: 'Slovenia',
  CH: 'Switzerland',
  TR: 'Türkiye',
};

export interface CountrySelectorItem {
  label: string;
  /** The country code (CH_FR for the French Swiss site). */
  code: Country;
  href: string;
  flag: Flag;
  flagName: string;
  selected: boolean;
  /** The language the label is written in (the site's locale): the selector names each country in its own language. */
  lang: string;
}

/** Country selector items in COUNTRY_SITES order; the current country is selected. */
export function countrySelectorItems(
  current: Country,
  hrefFor: (slug: string) => string = (slug) => `/${slug}/`,
): CountrySelectorItem[] {
  return COUNTRIES.map((code) => {
    const site = COUNTRY_SITES[code];
    return {
      label: site.label,
      code,
      href: hrefFor(site.slug),
      flag: site.flag,
      flagName: FOOTER_FLAG_NAMES[site.flag],
      selected: code === current,
      lang: site.locale,
    };
  });
}

export interface ResolvedFooterLogo extends FooterLogo {
  name: string;
  src: string;
}

/** The file for a named logo; an unknown name logs an error and gives nothing to render. */
export function resolveFooterLogo(
  source: string,
  onUnknown?: (source: string) => void,
  base: AssetSource = FOOTER_LOGO_BASE,
): ResolvedFooterLogo | undefined {
  if (!Object.prototype.hasOwnProperty.call(FOOTER_LOGOS, source)) {
    onUnknown?.(source);
    return undefined;
  }
  const logo = FOOTER_LOGOS[source as keyof typeof FOOTER_LOGOS];
  const src = assetUrl(base, logo.file);
  return src === undefined ? undefined : { ...logo, name: source, src };
}

/** The label of a list of logos, by the kind of the logo (an unknown source counts as payment and carriers). */
export function logoListLabelKey(source: string): Extract<FooterTextKey, `${string}Logos`> {
  const kind = Object.prototype.hasOwnProperty.call(FOOTER_LOGOS, source)
    ? FOOTER_LOGOS[source as keyof typeof FOOTER_LOGOS].kind
    : undefined;
  switch (kind) {
    case 'loyalty-card':
      return 'loyaltyCardLogos';
    case 'fashion-partner':
      return 'partnerLogos';
    case 'trust-mark':
      return 'qualityLogos';
    default:
      return 'paymentLogos';
  }
}

/** Every SEO category link of a content, flattened in column order. */
export function footerSeoLinks(content: FooterContent) {
  return content.seo.columns.flat();
}
