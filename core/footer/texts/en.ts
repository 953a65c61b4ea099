import type { FooterTexts } from '../footer.text-keys';

// Also the pages in da-DK and sv-SE.
const texts: FooterTexts = {
  countrySelector: 'Choose country',
  legalLinks: 'Legal',
  seoLinks: 'Categories',
  newsletter: 'Newsletter',
  paymentLogos: 'Payment methods and carriers',
  loyaltyCardLogos: 'Loyalty card',
  partnerLogos: 'Partner brands',
  qualityLogos: 'Quality marks and awards',
  // Names of the social and app icons, for CMS items given without a label.
  'icon.social-community': 'Community',
  'icon.social-photos': 'Photos',
  'icon.social-videos': 'Videos',
  'icon.social-ideas': 'Ideas',
  'icon.social-blog': 'Blog',
  'icon.app-ios': 'App for iOS',
  'icon.app-android': 'App for Android',
};
export default texts;
