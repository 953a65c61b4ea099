import type { PreferencesTexts } from '../../preferences.texts';

const csCZ: PreferencesTexts = {
  locale: 'cs-CZ',
  headline: 'Váš odběr newsletteru',
  intro: 'Zde vidíte, k čemu jste dali souhlas, a můžete to kdykoli změnit nebo odběr zrušit.',
  loading: 'Načítáme váš odběr …',
  emailLabel: 'E-mailová adresa',
  consentsHeading: 'Vaše souhlasy',
  newsletterConsent: 'Newsletter e-mailem',
  givenOn: 'udělen {date}',
  changedOn: 'naposledy změněn {date}',
  notGiven: 'neudělen',
  detailsHeading: 'Změnit',
  save: 'Uložit změny',
  saving: 'Ukládáme …',
  saved: 'Vaše změny jsou uloženy.',
  unsubscribeHeading: 'Odhlásit odběr newsletteru',
  unsubscribeHint: 'Jedním kliknutím. Poté od nás už žádný newsletter nedostanete.',
  unsubscribe: 'Odhlásit odběr',
  unsubscribing: 'Odhlašujeme …',
  unsubscribedHeadline: 'Odběr newsletteru jste odhlásili.',
  unsubscribed: 'Váš souhlas je odvolán. Žádný newsletter od nás už nedostanete.',
  signUpAgain: 'Rozmysleli jste si to? Zde se můžete znovu přihlásit.',
  invalidLink: 'Tento odkaz není nebo už není platný. Aktuální odkaz najdete v nejnovějším e-mailu našeho newsletteru.',
  loadFailed: 'Váš odběr se teď nepodařilo načíst. Zkuste to prosím za několik minut znovu.',
  timedOut: 'Naše služba právě neodpovídá. Zkuste to prosím za několik minut znovu.',
  saveFailed: 'Změny se teď nepodařilo uložit. Vaše údaje zůstaly zachovány – zkuste to prosím znovu.',
  saveTimedOut: 'Ukládání trvalo příliš dlouho. Vaše údaje zůstaly zachovány – zkuste to prosím znovu.',
  unsubscribeFailed: 'Odhlášení se teď nepodařilo. Zkuste to prosím znovu.',
  retry: 'Zkusit znovu',
};

export default csCZ;
