import type { PreferencesTexts } from '../../preferences.texts';

const plPL: PreferencesTexts = {
  locale: 'pl-PL',
  headline: 'Twoja subskrypcja newslettera',
  intro: 'Tutaj widzisz, na co wyraziłeś zgodę, i w każdej chwili możesz to zmienić lub zrezygnować z newslettera.',
  loading: 'Wczytywanie subskrypcji …',
  emailLabel: 'Adres e-mail',
  consentsHeading: 'Twoje zgody',
  newsletterConsent: 'Newsletter e-mailem',
  givenOn: 'udzielona {date}',
  changedOn: 'ostatnia zmiana {date}',
  notGiven: 'nie udzielono',
  detailsHeading: 'Zmień',
  save: 'Zapisz zmiany',
  saving: 'Zapisywanie …',
  saved: 'Twoje zmiany zostały zapisane.',
  unsubscribeHeading: 'Rezygnacja z newslettera',
  unsubscribeHint: 'Jednym kliknięciem. Potem nie będziesz już otrzymywać od nas newslettera.',
  unsubscribe: 'Wypisz mnie z newslettera',
  unsubscribing: 'Wypisywanie …',
  unsubscribedHeadline: 'Wypisano Cię z newslettera.',
  unsubscribed: 'Twoja zgoda została wycofana. Nie będziesz już otrzymywać od nas newslettera.',
  signUpAgain: 'Zmieniłeś zdanie? Tutaj możesz zapisać się ponownie.',
  invalidLink: 'Ten link jest nieprawidłowy lub stracił ważność. Aktualny link znajdziesz w najnowszym e-mailu naszego newslettera.',
  loadFailed: 'Nie udało się teraz wczytać subskrypcji. Spróbuj ponownie za kilka minut.',
  timedOut: 'Nasza usługa chwilowo nie odpowiada. Spróbuj ponownie za kilka minut.',
  saveFailed: 'Nie udało się zapisać zmian. Wprowadzone dane pozostały – spróbuj ponownie.',
  saveTimedOut: 'Zapisywanie trwało zbyt długo. Wprowadzone dane pozostały – spróbuj ponownie.',
  unsubscribeFailed: 'Wypisanie się nie powiodło. Spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
};

export default plPL;
