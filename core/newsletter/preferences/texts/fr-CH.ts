import type { PreferencesTexts } from '../../preferences.texts';

const frCH: PreferencesTexts = {
  locale: 'fr-CH',
  headline: 'Votre abonnement à la newsletter',
  intro: 'Vous voyez ici ce à quoi vous avez consenti ; vous pouvez le modifier ou vous désabonner à tout moment.',
  loading: 'Chargement de votre abonnement …',
  emailLabel: 'Adresse e-mail',
  consentsHeading: 'Vos consentements',
  newsletterConsent: 'Newsletter par e-mail',
  givenOn: 'donné le {date}',
  changedOn: 'modifié pour la dernière fois le {date}',
  notGiven: 'non donné',
  detailsHeading: 'Modifier',
  save: 'Enregistrer les modifications',
  saving: 'Enregistrement …',
  saved: 'Vos modifications sont enregistrées.',
  unsubscribeHeading: 'Se désabonner de la newsletter',
  unsubscribeHint: 'En un clic. Vous ne recevrez ensuite plus de newsletter de notre part.',
  unsubscribe: 'Me désabonner',
  unsubscribing: 'Désabonnement …',
  unsubscribedHeadline: 'Vous êtes désabonné de la newsletter.',
  unsubscribed: 'Votre consentement est retiré. Vous ne recevrez plus de newsletter de notre part.',
  signUpAgain: 'Vous changez d’avis ? Vous pouvez vous réinscrire ici.',
  invalidLink: 'Ce lien n’est pas ou plus valable. Vous trouverez le lien actuel dans le dernier e-mail de notre newsletter.',
  loadFailed: 'Votre abonnement n’a pas pu être chargé. Veuillez réessayer dans quelques minutes.',
  timedOut: 'Notre service ne répond pas pour le moment. Veuillez réessayer dans quelques minutes.',
  saveFailed: 'Vos modifications n’ont pas pu être enregistrées. Vos saisies sont conservées – veuillez réessayer.',
  saveTimedOut: 'L’enregistrement a pris trop de temps. Vos saisies sont conservées – veuillez réessayer.',
  unsubscribeFailed: 'Le désabonnement n’a pas abouti. Veuillez réessayer.',
  retry: 'Réessayer',
};

export default frCH;
