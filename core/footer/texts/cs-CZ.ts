import type { FooterTexts } from '../footer.text-keys';

const texts: FooterTexts = {
  countrySelector: 'Vybrat zemi',
  legalLinks: 'Právní informace',
  seoLinks: 'Kategorie',
  newsletter: 'Newsletter',
  paymentLogos: 'Způsoby platby a dopravci',
  loyaltyCardLogos: 'Věrnostní karta',
  partnerLogos: 'Partnerské značky',
  qualityLogos: 'Certifikáty a ocenění',
  // Names of the social and app icons, for CMS items given without a label.
  'icon.social-community': 'Komunita',
  'icon.social-photos': 'Fotografie',
  'icon.social-videos': 'Videa',
  'icon.social-ideas': 'Nápady',
  'icon.social-blog': 'Blog',
  'icon.app-ios': 'Aplikace pro iOS',
  'icon.app-android': 'Aplikace pro Android',
};
export default texts;
