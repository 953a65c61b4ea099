/**
 * The fixed registry of footer logos and icons, served at `/service/footer-images/logos/{file}`. All brands here
 * are invented stand-ins (D1).
 */

export const FOOTER_LOGO_BASE = '/service/footer-images/logos/';

export interface FooterLogo {
  /** File name under FOOTER_LOGO_BASE. */
  file: string;
  /** What kind of logo it is, for grouping and docs. */
  kind: 'card' | 'wallet' | 'carrier' | 'loyalty-card' | 'trust-mark' | 'local-post' | 'fashion-partner';
  /** Intrinsic size of the drawn mark (CSS px), so the page reserves the space and the footer does not shift on load. */
  width: number;
  height: number;
}

export const FOOTER_LOGOS = {
  'card-orbit': { file: 'card-orbit.svg', kind: 'card', width: 96, height: 40 },
  'card-meridian': { file: 'card-meridian.svg', kind: 'card', width: 120, height: 40 },
  'wallet-pocketpay': { file: 'wallet-pocketpay.svg', kind: 'wallet', width: 144, height: 40 },
  'carrier-swiftparcel': { file: 'carrier-swiftparcel.svg', kind: 'carrier', width: 168, height: 40 },
  'carrier-boxline': { file: 'carrier-boxline.svg', kind: 'carrier', width: 136, height: 40 },
  'loyalty-card': { file: 'loyalty-card.svg', kind: 'loyalty-card', width: 112, height: 40 },
  'trust-safe-shopping': { file: 'trust-safe-shopping.svg', kind: 'trust-mark', width: 64, height: 64 },
  'trust-fair-trade-seal': { file: 'trust-fair-trade-seal.svg', kind: 'trust-mark', width: 64, height: 64 },
  'trust-quality-award': { file: 'trust-quality-award.svg', kind: 'trust-mark', width: 64, height: 64 },
  'post-national': { file: 'post-national.svg', kind: 'local-post', width: 120, height: 40 },
  'post-parcel-locker': { file: 'post-parcel-locker.svg', kind: 'local-post', width: 160, height: 40 },
  'post-pickup-point': { file: 'post-pickup-point.svg', kind: 'local-post', width: 152, height: 40 },
  'fashion-linnea': { file: 'fashion-linnea.svg', kind: 'fashion-partner', width: 128, height: 40 },
  'fashion-verdant': { file: 'fashion-verdant.svg', kind: 'fashion-partner', width: 136, height: 40 },
  'fashion-northloom': { file: 'fashion-northloom.svg', kind: 'fashion-partner', width: 152, height: 40 },
} as const satisfies Record<string, FooterLogo>;

export type FooterLogoName = keyof typeof FOOTER_LOGOS;
export const FOOTER_LOGO_NAMES = Object.keys(FOOTER_LOGOS) as [FooterLogoName, ...FooterLogoName[]];

/** Icons footer content may name: service-teaser headings, social links, app links. Neutral glyphs. */
export const FOOTER_ICON_NAMES = [
  'store',
  'contact',
  'phone',
  'delivery',
  'returns',
  'payment',
  'help',
  'warranty',
  'loyalty-card',
  'account',
  'newsletter',
  'company',
  'social-community',
  'social-photos',
  'social-videos',
  'social-ideas',
  'social-blog',
  'app-ios',
  'app-android',
] as const;
export type FooterIconName = (typeof FOOTER_ICON_NAMES)[number];

export const FOOTER_SOCIAL_ICON_NAMES = [
  'social-community',
  'social-photos',
  'social-videos',
  'social-ideas',
  'social-blog',
] as const;
export const FOOTER_APP_ICON_NAMES = ['app-ios', 'app-android'] as const;
export type FooterSocialIconName = (typeof FOOTER_SOCIAL_ICON_NAMES)[number];
export type FooterAppIconName = (typeof FOOTER_APP_ICON_NAMES)[number];

export function isFooterIconName(value: unknown): value is FooterIconName {
  return typeof value === 'string' && (FOOTER_ICON_NAMES as readonly string[]).includes(value);
}
