import type { FooterContent } from '../footer.schema';
import { countryFooter } from './base';

/** What the German-language sites (DE, AT, CH) say differently; everything else they share. */
export interface GermanSite {
  /** Path segment of the company's external sites and social/app accounts. */
  slug: 'de' | 'at' | 'ch';
  /** The returns teaser (spec section 9: DE 30 days, AT 14 days, CH 3 months). */
  returnTerms: string;
  returnLink: string;
  /** The statutory withdrawal / return page among the legal links. */
  withdrawalLink: { url: string; text: string };
  mobileCategory?: string;
  viewChanger?: { toMobile: string; toDesktop: string };
}

/** Built-in footer of a German-language site. */
export function germanFooter(site: GermanSite): FooterContent {
  return countryFooter({
    slug: site.slug,
    headline: 'Wir sind für Sie da',
    service: {
      heading: 'Service & Hilfe',
      intro: 'Fragen zu Bestellung, Lieferung oder Rückgabe? Wir helfen gern.',
      contact: 'Kontakt',
      help: { url: '/hilfe', text: 'Hilfe & FAQ' },
      storefinder: 'Filialfinder',
      newsletter: 'Newsletter abonnieren',
      app: 'Zur Shop-App',
    },
    delivery: {
      heading: { url: '/lieferung', text: 'Bezahlung & Versand' },
      intro: site.returnTerms,
      links: [
        { url: '/zahlung', text: 'Zahlungsarten' },
        { url: '/lieferung', text: 'Lieferung & Versandkosten' },
        { url: '/rueckgabe', text: site.returnLink },
        { url: '/garantie', text: 'Garantie' },
      ],
      carriers: [{ label: 'Boxline', source: 'carrier-boxline' }],
    },
    loyalty: {
      heading: 'Kundenkarte',
      card: 'Kundenkarte',
      intro: 'Punkte sammeln, Vorteile sichern: mit unserer kostenlosen Kundenkarte.',
      apply: 'Kundenkarte beantragen',
      benefit: { url: '/kundenkarte-vorteile', text: 'Vorteile der Kundenkarte' },
    },
    company: {
      heading: 'Unternehmen',
      about: 'Über uns',
      jobs: 'Karriere',
      partnerBrands: { url: '/partnermarken', text: 'Unsere Partnermarken' },
    },
    seo: {
      heading: 'Beliebte Kategorien',
      columns: [
        [
          { url: '/damenmode', text: 'Damenmode' },
          { url: '/herrenmode', text: 'Herrenmode' },
          { url: '/sport', text: 'Sport' },
          { url: '/wohnen-moebel', text: 'Wohnen & Möbel' },
        ],
        [
          { url: '/hobby', text: 'Hobby & Freizeit' },
          { url: '/kinder', text: 'Kinder' },
          { url: '/kueche', text: 'Küche' },
        ],
        [
          { url: '/schlafen', text: 'Schlafen' },
          { url: '/angebote', text: 'Angebote' },
          { url: '/kaffee', text: 'Kaffee' },
        ],
      ],
      mobile: { url: '/mobilfunk', text: site.mobileCategory ?? 'Mobilfunk' },
      stores: 'Filialen',
    },
    social: { heading: 'Folgen Sie uns', community: 'Community', photos: 'Fotos', videos: 'Videos', ideas: 'Ideen' },
    app: { heading: 'Unsere App', ios: 'App für iOS', android: 'App für Android' },
    legal: {
      imprint: { url: '/impressum', text: 'Impressum' },
      privacy: 'Datenschutz',
      terms: { url: '/agb', text: 'AGB' },
      withdrawal: site.withdrawalLink,
      accessibility: { url: '/barrierefreiheit', text: 'Barrierefreiheit' },
    },
    viewChanger: site.viewChanger ?? { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  });
}
