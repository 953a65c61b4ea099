import type { FooterContent } from '../footer.schema';

/** Built-in footer of the Swiss French-speaking site (CH_FR). */
const content: FooterContent = {
  headline: 'Nous sommes là pour vous',
  teaserGroups: [
    {
      heading: { text: 'Service & aide', iconName: 'contact', url: '/aide' },
      introductoryText: 'Une question sur une commande, une livraison ou un retour ? Nous vous aidons volontiers.',
      links: [
        { url: '/contact', text: 'Contact' },
        { url: '/aide', text: 'Aide & FAQ' },
        { url: '/service/storefinder/', text: 'Trouver une filiale' },
        { url: '/subscribenewsletter', text: "S'abonner à la newsletter" },
        { url: '/app', text: "Vers l'app de la boutique", hideInClassic: true },
      ],
      images: [],
    },
    {
      heading: { text: 'Paiement & livraison', iconName: 'delivery', url: '/livraison' },
      introductoryText: 'Droit de retour de 3 mois : retour gratuit par la poste dans les 3 mois.',
      links: [
        { url: '/paiement', text: 'Modes de paiement' },
        { url: '/livraison', text: 'Livraison & frais de port' },
        { url: '/retour', text: 'Retour sous 3 mois' },
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
      heading: { text: 'Carte de fidélité', iconName: 'loyalty-card', url: '/registerloyaltycard' },
      introductoryText: 'Collectez des points et profitez d’avantages avec notre carte de fidélité gratuite.',
      links: [
        { url: '/registerloyaltycard', text: 'Demander la carte de fidélité' },
        { url: '/avantages-carte-fidelite', text: 'Avantages de la carte' },
      ],
      images: [{ label: 'Carte de fidélité', source: 'loyalty-card' }],
    },
    {
      heading: { text: 'Entreprise', iconName: 'company' },
      hideGroupInCheckout: true,
      links: [
        { url: 'https://company.example/ch-fr/', text: 'À propos de nous' },
        { url: 'https://jobs.example/ch-fr/', text: 'Carrières' },
        { url: 'https://blog.example/ch-fr/', text: 'Blog' },
        { url: '/marques-partenaires', text: 'Nos marques partenaires' },
      ],
      images: [
        { label: 'Linnea', source: 'fashion-linnea' },
        { label: 'Verdant', source: 'fashion-verdant' },
        { label: 'Northloom', source: 'fashion-northloom' },
      ],
    },
  ],
  seo: {
    heading: 'Catégories populaires',
    columns: [
      [
        { url: '/mode-femme', text: 'Mode femme' },
        { url: '/mode-homme', text: 'Mode homme' },
        { url: '/sport', text: 'Sport' },
        { url: '/maison-meubles', text: 'Maison & meubles' },
      ],
      [
        { url: '/loisirs', text: 'Loisirs' },
        { url: '/enfants', text: 'Enfants' },
        { url: '/cuisine', text: 'Cuisine' },
      ],
      [
        { url: '/sommeil', text: 'Sommeil' },
        { url: '/promotions', text: 'Promotions' },
        { url: '/cafe', text: 'Café' },
      ],
      [
        { url: '/mobile', text: 'Téléphonie mobile' },
        { url: '/registerloyaltycard', text: 'Carte de fidélité' },
        { url: '/service/storefinder/', text: 'Filiales' },
      ],
    ],
  },
  socialMedia: {
    heading: 'Suivez-nous',
    socialMediaIcons: [
      { iconName: 'social-community', link: 'https://community.example/shop-ch-fr', label: 'Communauté' },
      { iconName: 'social-photos', link: 'https://photos.example/shop-ch-fr', label: 'Photos' },
      { iconName: 'social-videos', link: 'https://videos.example/shop-ch-fr', label: 'Vidéos' },
      { iconName: 'social-ideas', link: 'https://ideas.example/shop-ch-fr', label: 'Idées' },
    ],
  },
  appReferences: {
    heading: 'Notre app',
    appIcons: [
      { iconName: 'app-ios', link: 'https://apps.example/ios/shop-ch-fr', label: 'App pour iOS' },
      { iconName: 'app-android', link: 'https://apps.example/android/shop-ch-fr', label: 'App pour Android' },
    ],
  },
  legalLinks: [
    { url: '/mentions-legales', text: 'Mentions légales' },
    { url: '/privacy', text: 'Protection des données' },
    { url: '/cgv', text: 'CGV' },
    { url: '/droit-de-retour', text: 'Droit de retour' },
    { url: '/accessibilite', text: 'Accessibilité' },
  ],
  viewChanger: { toMobile: 'Vers la version mobile', toDesktop: 'Vers la version ordinateur' },
};

export default content;
