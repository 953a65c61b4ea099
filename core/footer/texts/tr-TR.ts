import type { FooterTexts } from '../footer.text-keys';

const texts: FooterTexts = {
  countrySelector: 'Ülke seçin',
  legalLinks: 'Yasal bilgiler',
  seoLinks: 'Kategoriler',
  newsletter: 'Bülten',
  paymentLogos: 'Ödeme yöntemleri ve kargo firmaları',
  loyaltyCardLogos: 'Sadakat kartı',
  partnerLogos: 'Partner markalar',
  qualityLogos: 'Kalite belgeleri ve ödüller',
  // Names of the social and app icons, for CMS items given without a label.
  'icon.social-community': 'Topluluk',
  'icon.social-photos': 'Fotoğraflar',
  'icon.social-videos': 'Videolar',
  'icon.social-ideas': 'Fikirler',
  'icon.social-blog': 'Blog',
  'icon.app-ios': 'iOS uygulaması',
  'icon.app-android': 'Android uygulaması',
};
export default texts;
