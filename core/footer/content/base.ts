import type { FooterContent, FooterImage, FooterLink, FooterTeaserLink } from '../footer.schema';

/** What one country's built-in footer says; `countryFooter` builds the structure every market shares. */
export interface FooterSite {
  /** Path segment of the company's external sites and social/app accounts (`de`, `ch-fr`, …). */
  slug: string;
  headline: string;
  /** Customer-service phone number, filled into `{phone}` in texts (TR). */
  phone?: FooterContent['phone'];
  service: {
    heading: string;
    /** The heading's link: the help page unless given. */
    headingUrl?: string;
    /** The heading's icon: `contact` unless given. */
    iconName?: 'phone';
    intro: string;
    contact: string;
    /** The customer account, linked between contact and help (TR). */
    account?: string;
    help: FooterLink;
    storefinder: string;
    newsletter: string;
    app: string;
  };
  delivery: {
    heading: FooterLink;
    intro: string;
    /** Payment, delivery, return and warranty pages, in the market's order. */
    links: FooterLink[];
    /** Carriers beyond the logos every market shows (cards, wallet, SwiftParcel). */
    carriers: FooterImage[];
  };
  loyalty: {
    heading: string;
    /** The card's name: its logo label and its SEO category. */
    card: string;
    intro: string;
    apply: string;
    /** The second link of the group: the card's benefits. */
    benefit: FooterLink;
  };
  company: {
    heading: string;
    about: string;
    jobs: string;
    /** The partner brands page; with it the group shows the brands' logos. */
    partnerBrands?: FooterLink;
  };
  seo: {
    heading: string;
    /** The first three columns of categories. */
    columns: [FooterLink[], FooterLink[], FooterLink[]];
    /** The fourth column: mobile, then the loyalty card and the stores (their names given here). */
    mobile: FooterLink;
    stores: string;
  };
  social: { heading: string; community: string; photos: string; videos: string; ideas?: string };
  app: { heading: string; ios: string; android: string };
  legal: { imprint: FooterLink; privacy: string; terms: FooterLink; withdrawal: FooterLink; accessibility: FooterLink };
  viewChanger: FooterContent['viewChanger'];
  salesTax?: FooterContent['salesTax'];
  qualityLogos?: FooterContent['qualityLogos'];
}

const PAYMENT_LOGOS: FooterImage[] = [
  { label: 'Orbit Card', source: 'card-orbit' },
  { label: 'Meridian Card', source: 'card-meridian' },
  { label: 'PocketPay', source: 'wallet-pocketpay' },
  { label: 'SwiftParcel', source: 'carrier-swiftparcel' },
];

const PARTNER_BRAND_LOGOS: FooterImage[] = [
  { label: 'Linnea', source: 'fashion-linnea' },
  { label: 'Verdant', source: 'fashion-verdant' },
  { label: 'Northloom', source: 'fashion-northloom' },
];

/** Built-in footer of one country: the shared structure filled with the country's data. */
export function countryFooter(site: FooterSite): FooterContent {
  const { slug, service, delivery, loyalty, company, seo, social, app, legal } = site;
  const serviceLinks: FooterTeaserLink[] = [
    { url: '/contact', text: service.contact },
    ...(service.account ? [{ url: '/account', text: service.account }] : []),
    service.help,
    { url: '/service/storefinder/', text: service.storefinder },
    { url: '/subscribenewsletter', text: service.newsletter },
    { url: '/app', text: service.app, hideInClassic: true },
  ];
  const socialIcons: FooterContent['socialMedia']['socialMediaIcons'] = [
    { iconName: 'social-community', link: `https://community.example/shop-${slug}`, label: social.community },
    { iconName: 'social-photos', link: `https://photos.example/shop-${slug}`, label: social.photos },
    { iconName: 'social-videos', link: `https://videos.example/shop-${slug}`, label: social.videos },
  ];
  if (social.ideas)
    socialIcons.push({ iconName: 'social-ideas', link: `https://ideas.example/shop-${slug}`, label: social.ideas });
  return {
    headline: site.headline,
    ...(site.phone ? { phone: site.phone } : {}),
    teaserGroups: [
      {
        heading: {
          text: service.heading,
          iconName: service.iconName ?? 'contact',
          url: service.headingUrl ?? service.help.url,
        },
        introductoryText: service.intro,
        links: serviceLinks,
        images: [],
      },
      {
        heading: { text: delivery.heading.text, iconName: 'delivery', url: delivery.heading.url },
        introductoryText: delivery.intro,
        links: delivery.links,
        images: [...PAYMENT_LOGOS, ...delivery.carriers].map((logo) => ({ ...logo })),
      },
      {
        heading: { text: loyalty.heading, iconName: 'loyalty-card', url: '/registerloyaltycard' },
        introductoryText: loyalty.intro,
        links: [{ url: '/registerloyaltycard', text: loyalty.apply }, loyalty.benefit],
        images: [{ label: loyalty.card, source: 'loyalty-card' }],
      },
      {
        heading: { text: company.heading, iconName: 'company' },
        hideGroupInCheckout: true,
        links: [
          { url: `https://company.example/${slug}/`, text: company.about },
          { url: `https://jobs.example/${slug}/`, text: company.jobs },
          { url: `https://blog.example/${slug}/`, text: 'Blog' },
          ...(company.partnerBrands ? [company.partnerBrands] : []),
        ],
        images: company.partnerBrands ? PARTNER_BRAND_LOGOS.map((logo) => ({ ...logo })) : [],
      },
    ],
    seo: {
      heading: seo.heading,
      columns: [
        ...seo.columns,
        [
          seo.mobile,
          { url: '/registerloyaltycard', text: loyalty.card },
          { url: '/service/storefinder/', text: seo.stores },
        ],
      ],
    },
    socialMedia: { heading: social.heading, socialMediaIcons: socialIcons },
    appReferences: {
      heading: app.heading,
      appIcons: [
        { iconName: 'app-ios', link: `https://apps.example/ios/shop-${slug}`, label: app.ios },
        { iconName: 'app-android', link: `https://apps.example/android/shop-${slug}`, label: app.android },
      ],
    },
    legalLinks: [
      legal.imprint,
      { url: '/privacy', text: legal.privacy },
      legal.terms,
      legal.withdrawal,
      legal.accessibility,
    ],
    viewChanger: site.viewChanger,
    ...(site.salesTax ? { salesTax: site.salesTax } : {}),
    ...(site.qualityLogos ? { qualityLogos: site.qualityLogos } : {}),
  };
}
