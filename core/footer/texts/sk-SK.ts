import type { FooterTexts } from '../footer.text-keys';

const texts: FooterTexts = {
  countrySelector: 'Vybrať krajinu',
  legalLinks: 'Právne informácie',
  seoLinks: 'Kategórie',
  newsletter: 'Newsletter',
  paymentLogos: 'Spôsoby platby a prepravcovia',
  loyaltyCardLogos: 'Vernostná karta',
  partnerLogos: 'Partnerské značky',
  qualityLogos: 'Certifikáty a ocenenia',
  // Names of the social and app icons, for CMS items given without a label.
  'icon.social-community': 'Komunita',
  'icon.social-photos': 'Fotografie',
  'icon.social-videos': 'Videá',
  'icon.social-ideas': 'Nápady',
  'icon.social-blog': 'Blog',
  'icon.app-ios': 'Aplikácia pre iOS',
  'icon.app-android': 'Aplikácia pre Android',
};
export default texts;
