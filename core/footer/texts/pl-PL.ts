import type { FooterTexts } from '../footer.text-keys';

const texts: FooterTexts = {
  countrySelector: 'Wybierz kraj',
  legalLinks: 'Informacje prawne',
  seoLinks: 'Kategorie',
  newsletter: 'Newsletter',
  paymentLogos: 'Formy płatności i przewoźnicy',
  loyaltyCardLogos: 'Karta lojalnościowa',
  partnerLogos: 'Marki partnerskie',
  qualityLogos: 'Certyfikaty i nagrody',
  // Names of the social and app icons, for CMS items given without a label.
  'icon.social-community': 'Społeczność',
  'icon.social-photos': 'Zdjęcia',
  'icon.social-videos': 'Filmy',
  'icon.social-ideas': 'Pomysły',
  'icon.social-blog': 'Blog',
  'icon.app-ios': 'Aplikacja na iOS',
  'icon.app-android': 'Aplikacja na Androida',
};
export default texts;
