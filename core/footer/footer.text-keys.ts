// The footer texts' shape, on its own: each language's catalogue and the loader import it (no import loop).
import type { Catalogue } from '../i18n/translate';
import type { FooterAppIconName, FooterSocialIconName } from './footer.logos';

/** Interface texts of the footer that are not editorial content (a CMS item without a label is named by its icon). */
export type FooterTextKey =
  | 'countrySelector'
  | 'legalLinks'
  | 'seoLinks'
  | 'newsletter'
  | 'paymentLogos'
  | 'loyaltyCardLogos'
  | 'partnerLogos'
  | 'qualityLogos'
  | `icon.${FooterSocialIconName | FooterAppIconName}`;

export type FooterTexts = Catalogue<FooterTextKey>;
