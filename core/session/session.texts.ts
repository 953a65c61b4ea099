import type { Catalogues, Locale, Translate, TranslatorOptions } from '../i18n';
import { createTranslator, devMissingKeyWarning } from '../i18n';

/** Every text a page shows about the login session. */
export const SESSION_TEXT_KEYS = ['loggedIn', 'sessionExpired', 'logInAgain'] as const;
export type SessionTextKey = (typeof SESSION_TEXT_KEYS)[number];
export type SessionCatalogues = Catalogues<SessionTextKey>;

/** The session texts in every page locale, small enough to ship whole with the session code. */
export const SESSION_TEXTS: SessionCatalogues = {
  'de-DE': {
    loggedIn: 'Angemeldet',
    sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    logInAgain: 'Erneut anmelden',
  },
  'fr-CH': {
    loggedIn: 'Connecté',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    logInAgain: 'Se reconnecter',
  },
  'pl-PL': {
    loggedIn: 'Zalogowano',
    sessionExpired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    logInAgain: 'Zaloguj się ponownie',
  },
  'cs-CZ': {
    loggedIn: 'Přihlášeno',
    sessionExpired: 'Vaše relace vypršela. Přihlaste se prosím znovu.',
    logInAgain: 'Přihlásit se znovu',
  },
  'sk-SK': {
    loggedIn: 'Prihlásené',
    sessionExpired: 'Vaša relácia vypršala. Prihláste sa, prosím, znova.',
    logInAgain: 'Prihlásiť sa znova',
  },
  'hu-HU': {
    loggedIn: 'Bejelentkezve',
    sessionExpired: 'A munkamenete lejárt. Kérjük, jelentkezzen be újra.',
    logInAgain: 'Bejelentkezés újra',
  },
  'tr-TR': {
    loggedIn: 'Giriş yapıldı',
    sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    logInAgain: 'Tekrar giriş yap',
  },
  'da-DK': {
    loggedIn: 'Logget ind',
    sessionExpired: 'Din session er udløbet. Log venligst ind igen.',
    logInAgain: 'Log ind igen',
  },
  'sv-SE': {
    loggedIn: 'Inloggad',
    sessionExpired: 'Din session har gått ut. Logga in igen.',
    logInAgain: 'Logga in igen',
  },
  en: {
    loggedIn: 'Logged in',
    sessionExpired: 'Your session has ended. Please log in again.',
    logInAgain: 'Log in again',
  },
};

/** The session texts of one locale (its language base, then English, as every catalogue of the kit). */
export function createSessionTexts(
  locale: Locale,
  options: TranslatorOptions = { onMissing: devMissingKeyWarning },
): Translate<SessionTextKey> {
  return createTranslator(SESSION_TEXTS, locale, options);
}
