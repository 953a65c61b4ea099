import type { FooterContent } from '../footer.schema';

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
  return {
    headline: 'Wir sind für Sie da',
    teaserGroups: [
      {
        heading: { text: 'Service & Hilfe', iconName: 'contact', url: '/hilfe' },
        introductoryText: 'Fragen zu Bestellung, Lieferung oder Rückgabe? Wir helfen gern.',
        links: [
          { url: '/contact', text: 'Kontakt' },
          { url: '/hilfe', text: 'Hilfe & FAQ' },
          { url: '/service/storefinder/', text: 'Filialfinder' },
          { url: '/subscribenewsletter', text: 'Newsletter abonnieren' },
          { url: '/app', text: 'Zur Shop-App', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: { text: 'Bezahlung & Versand', iconName: 'delivery', url: '/lieferung' },
        introductoryText: site.returnTerms,
        links: [
          { url: '/zahlung', text: 'Zahlungsarten' },
          { url: '/lieferung', text: 'Lieferung & Versandkosten' },
          { url: '/rueckgabe', text: site.returnLink },
          { url: '/garantie', text: 'Garantie' },
        ],
        images: [
          { label: 'Orbit Card', source: 'card-orbit' },
          { label: 'Meridian Card', source: 'card-meridian' },
          { label: 'PocketPay', source: 'wallet-pocketpay' },
          { label: 'SwiftParcel', source: 'carrier-swiftparcel' },
          { label: 'Boxline', source: 'carrier-boxline' },
        ],
      },
      {
        heading: { text: 'Kundenkarte', iconName: 'loyalty-card', url: '/registerloyaltycard' },
        introductoryText: 'Punkte sammeln, Vorteile sichern: mit unserer kostenlosen Kundenkarte.',
        links: [
          { url: '/registerloyaltycard', text: 'Kundenkarte beantragen' },
          { url: '/kundenkarte-vorteile', text: 'Vorteile der Kundenkarte' },
        ],
        images: [{ label: 'Kundenkarte', source: 'loyalty-card' }],
      },
      {
        heading: { text: 'Unternehmen', iconName: 'company' },
        hideGroupInCheckout: true,
        links: [
          { url: `https://company.example/${site.slug}/`, text: 'Über uns' },
          { url: `https://jobs.example/${site.slug}/`, text: 'Karriere' },
          { url: `https://blog.example/${site.slug}/`, text: 'Blog' },
          { url: '/partnermarken', text: 'Unsere Partnermarken' },
        ],
        images: [
          { label: 'Linnea', source: 'fashion-linnea' },
          { label: 'Verdant', source: 'fashion-verdant' },
          { label: 'Northloom', source: 'fashion-northloom' },
        ],
      },
    ],
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
        [
          { url: '/mobilfunk', text: site.mobileCategory ?? 'Mobilfunk' },
          { url: '/registerloyaltycard', text: 'Kundenkarte' },
          { url: '/service/storefinder/', text: 'Filialen' },
        ],
      ],
    },
    socialMedia: {
      heading: 'Folgen Sie uns',
      socialMediaIcons: [
        { iconName: 'social-community', link: `https://community.example/shop-${site.slug}`, label: 'Community' },
        { iconName: 'social-photos', link: `https://photos.example/shop-${site.slug}`, label: 'Fotos' },
        { iconName: 'social-videos', link: `https://videos.example/shop-${site.slug}`, label: 'Videos' },
        { iconName: 'social-ideas', link: `https://ideas.example/shop-${site.slug}`, label: 'Ideen' },
      ],
    },
    appReferences: {
      heading: 'Unsere App',
      appIcons: [
        { iconName: 'app-ios', link: `https://apps.example/ios/shop-${site.slug}`, label: 'App für iOS' },
        { iconName: 'app-android', link: `https://apps.example/android/shop-${site.slug}`, label: 'App für Android' },
      ],
    },
    legalLinks: [
      { url: '/impressum', text: 'Impressum' },
      { url: '/privacy', text: 'Datenschutz' },
      { url: '/agb', text: 'AGB' },
      site.withdrawalLink,
      { url: '/barrierefreiheit', text: 'Barrierefreiheit' },
    ],
    viewChanger: site.viewChanger ?? { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  };
}
