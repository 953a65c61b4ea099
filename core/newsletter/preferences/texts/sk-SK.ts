import type { PreferencesTexts } from '../../preferences.texts';

const skSK: PreferencesTexts = {
  locale: 'sk-SK',
  headline: 'Váš odber newslettera',
  intro: 'Tu vidíte, na čo ste dali súhlas, a môžete to kedykoľvek zmeniť alebo odber zrušiť.',
  loading: 'Načítavame váš odber …',
  emailLabel: 'E-mailová adresa',
  consentsHeading: 'Vaše súhlasy',
  newsletterConsent: 'Newsletter e-mailom',
  givenOn: 'udelený {date}',
  changedOn: 'naposledy zmenený {date}',
  notGiven: 'neudelený',
  detailsHeading: 'Zmeniť',
  save: 'Uložiť zmeny',
  saving: 'Ukladáme …',
  saved: 'Vaše zmeny sú uložené.',
  unsubscribeHeading: 'Odhlásiť odber newslettera',
  unsubscribeHint: 'Jedným kliknutím. Potom od nás už žiadny newsletter nedostanete.',
  unsubscribe: 'Odhlásiť odber',
  unsubscribing: 'Odhlasujeme …',
  unsubscribedHeadline: 'Odber newslettera ste odhlásili.',
  unsubscribed: 'Váš súhlas je odvolaný. Žiadny newsletter od nás už nedostanete.',
  signUpAgain: 'Rozmysleli ste si to? Tu sa môžete znova prihlásiť.',
  invalidLink: 'Tento odkaz nie je alebo už nie je platný. Aktuálny odkaz nájdete v najnovšom e-maile nášho newslettera.',
  loadFailed: 'Váš odber sa teraz nepodarilo načítať. Skúste to, prosím, o niekoľko minút znova.',
  timedOut: 'Naša služba práve neodpovedá. Skúste to, prosím, o niekoľko minút znova.',
  saveFailed: 'Zmeny sa teraz nepodarilo uložiť. Vaše údaje zostali zachované – skúste to, prosím, znova.',
  saveTimedOut: 'Ukladanie trvalo príliš dlho. Vaše údaje zostali zachované – skúste to, prosím, znova.',
  unsubscribeFailed: 'Odhlásenie sa teraz nepodarilo. Skúste to, prosím, znova.',
  retry: 'Skúsiť znova',
};

export default skSK;
