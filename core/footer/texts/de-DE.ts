import type { FooterTexts } from '../footer.text-keys';

// Also de-AT and de-CH.
const texts: FooterTexts = {
  countrySelector: 'Land wählen',
  legalLinks: 'Rechtliches',
  seoLinks: 'Kategorien',
  newsletter: 'Newsletter',
  paymentLogos: 'Zahlungsarten und Versandpartner',
  loyaltyCardLogos: 'Kundenkarte',
  partnerLogos: 'Partnermarken',
  qualityLogos: 'Gütesiegel und Auszeichnungen',
  // Names of the social and app icons, for CMS items given without a label.
  'icon.social-community': 'Community',
  'icon.social-photos': 'Fotos',
  'icon.social-videos': 'Videos',
  'icon.social-ideas': 'Ideen',
  'icon.social-blog': 'Blog',
  'icon.app-ios': 'App für iOS',
  'icon.app-android': 'App für Android',
};
export default texts;
