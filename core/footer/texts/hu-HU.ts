import type { FooterTexts } from '../footer.text-keys';

const texts: FooterTexts = {
  countrySelector: 'Ország kiválasztása',
  legalLinks: 'Jogi információk',
  seoLinks: 'Kategóriák',
  newsletter: 'Hírlevél',
  paymentLogos: 'Fizetési módok és szállítók',
  loyaltyCardLogos: 'Törzsvásárlói kártya',
  partnerLogos: 'Partnermárkák',
  qualityLogos: 'Minőségi tanúsítványok és díjak',
  // Names of the social and app icons, for CMS items given without a label.
  'icon.social-community': 'Közösség',
  'icon.social-photos': 'Fotók',
  'icon.social-videos': 'Videók',
  'icon.social-ideas': 'Ötletek',
  'icon.social-blog': 'Blog',
  'icon.app-ios': 'Alkalmazás iOS-re',
  'icon.app-android': 'Alkalmazás Androidra',
};
export default texts;
