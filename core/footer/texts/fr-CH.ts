import type { FooterTexts } from '../footer.text-keys';

const texts: FooterTexts = {
  countrySelector: 'Choisir le pays',
  legalLinks: 'Informations légales',
  seoLinks: 'Catégories',
  newsletter: 'Newsletter',
  paymentLogos: 'Modes de paiement et transporteurs',
  loyaltyCardLogos: 'Carte de fidélité',
  partnerLogos: 'Marques partenaires',
  qualityLogos: 'Labels de qualité et distinctions',
  // Names of the social and app icons, for CMS items given without a label.
  'icon.social-community': 'Communauté',
  'icon.social-photos': 'Photos',
  'icon.social-videos': 'Vidéos',
  'icon.social-ideas': 'Idées',
  'icon.social-blog': 'Blog',
  'icon.app-ios': 'App pour iOS',
  'icon.app-android': 'App pour Android',
};
export default texts;
