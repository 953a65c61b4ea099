import { countryFooter } from './base';

export default countryFooter({
  slug: 'ch-fr',
  headline: 'Nous sommes là pour vous',
  service: {
    heading: 'Service & aide',
    intro: 'Une question sur une commande, une livraison ou un retour ? Nous vous aidons volontiers.',
    contact: 'Contact',
    help: { url: '/aide', text: 'Aide & FAQ' },
    storefinder: 'Trouver une filiale',
    newsletter: 'S’abonner à la newsletter',
    app: 'Vers l’app de la boutique',
  },
  delivery: {
    heading: { url: '/livraison', text: 'Paiement & livraison' },
    intro: 'Droit de retour de 3 mois : retour gratuit par la poste dans les 3 mois.',
    links: [
      { url: '/paiement', text: 'Modes de paiement' },
      { url: '/livraison', text: 'Livraison & frais de port' },
      { url: '/retour', text: 'Retour sous 3 mois' },
      { url: '/garantie', text: 'Garantie' },
    ],
    carriers: [{ label: 'Boxline', source: 'carrier-boxline' }],
  },
  loyalty: {
    heading: 'Carte de fidélité',
    card: 'Carte de fidélité',
    intro: 'Collectez des points et profitez d’avantages avec notre carte de fidélité gratuite.',
    apply: 'Demander la carte de fidélité',
    benefit: { url: '/avantages-carte-fidelite', text: 'Avantages de la carte' },
  },
  company: {
    heading: 'Entreprise',
    about: 'À propos de nous',
    jobs: 'Carrières',
    partnerBrands: { url: '/marques-partenaires', text: 'Nos marques partenaires' },
  },
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
    ],
    mobile: { url: '/mobile', text: 'Téléphonie mobile' },
    stores: 'Filiales',
  },
  social: { heading: 'Suivez-nous', community: 'Communauté', photos: 'Photos', videos: 'Vidéos', ideas: 'Idées' },
  app: { heading: 'Notre app', ios: 'App pour iOS', android: 'App pour Android' },
  legal: {
    imprint: { url: '/mentions-legales', text: 'Mentions légales' },
    privacy: 'Protection des données',
    terms: { url: '/cgv', text: 'CGV' },
    withdrawal: { url: '/droit-de-retour', text: 'Droit de retour' },
    accessibility: { url: '/accessibilite', text: 'Accessibilité' },
  },
  viewChanger: { toMobile: 'Vers la version mobile', toDesktop: 'Vers la version ordinateur' },
});
