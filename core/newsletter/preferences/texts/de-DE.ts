import type { PreferencesTexts } from '../../preferences.texts';

const deDE: PreferencesTexts = {
  locale: 'de-DE',
  headline: 'Ihr Newsletter-Abonnement',
  intro: 'Hier sehen Sie, worin Sie eingewilligt haben, und können es jederzeit ändern oder den Newsletter abbestellen.',
  loading: 'Ihr Abonnement wird geladen …',
  emailLabel: 'E-Mail-Adresse',
  consentsHeading: 'Ihre Einwilligungen',
  newsletterConsent: 'Newsletter per E-Mail',
  givenOn: 'erteilt am {date}',
  changedOn: 'zuletzt geändert am {date}',
  notGiven: 'nicht erteilt',
  detailsHeading: 'Ändern',
  save: 'Änderungen speichern',
  saving: 'Wird gespeichert …',
  saved: 'Ihre Änderungen sind gespeichert.',
  unsubscribeHeading: 'Newsletter abbestellen',
  unsubscribeHint: 'Mit einem Klick. Sie erhalten danach keine Newsletter-E-Mails mehr von uns.',
  unsubscribe: 'Newsletter abbestellen',
  unsubscribing: 'Wird abbestellt …',
  unsubscribedHeadline: 'Sie haben den Newsletter abbestellt.',
  unsubscribed: 'Ihre Einwilligung ist widerrufen. Sie erhalten keine Newsletter-E-Mails mehr von uns.',
  signUpAgain: 'Doch wieder dabei sein? Hier können Sie sich erneut anmelden.',
  invalidLink: 'Dieser Link ist nicht oder nicht mehr gültig. Den aktuellen Link finden Sie in der neuesten E-Mail unseres Newsletters.',
  loadFailed: 'Ihr Abonnement konnte gerade nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  timedOut: 'Unser Dienst antwortet gerade nicht. Bitte versuchen Sie es in einigen Minuten erneut.',
  saveFailed: 'Ihre Änderungen konnten gerade nicht gespeichert werden. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
  saveTimedOut: 'Das Speichern hat zu lange gedauert. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
  unsubscribeFailed: 'Die Abmeldung hat gerade nicht geklappt. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
};

export default deDE;
