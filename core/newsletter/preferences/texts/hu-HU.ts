import type { PreferencesTexts } from '../../preferences.texts';

const huHU: PreferencesTexts = {
  locale: 'hu-HU',
  headline: 'Az Ön hírlevél-előfizetése',
  intro: 'Itt láthatja, mihez járult hozzá, és bármikor módosíthatja, vagy leiratkozhat a hírlevélről.',
  loading: 'Előfizetése betöltése …',
  emailLabel: 'E-mail-cím',
  consentsHeading: 'Az Ön hozzájárulásai',
  newsletterConsent: 'Hírlevél e-mailben',
  givenOn: 'megadva: {date}',
  changedOn: 'utoljára módosítva: {date}',
  notGiven: 'nincs megadva',
  detailsHeading: 'Módosítás',
  save: 'Módosítások mentése',
  saving: 'Mentés …',
  saved: 'Módosításait elmentettük.',
  unsubscribeHeading: 'Leiratkozás a hírlevélről',
  unsubscribeHint: 'Egyetlen kattintással. Ezután nem kap tőlünk több hírlevelet.',
  unsubscribe: 'Leiratkozom a hírlevélről',
  unsubscribing: 'Leiratkozás …',
  unsubscribedHeadline: 'Leiratkozott a hírlevélről.',
  unsubscribed: 'Hozzájárulását visszavonta. Nem kap tőlünk több hírlevelet.',
  signUpAgain: 'Meggondolta magát? Itt újra feliratkozhat.',
  invalidLink: 'Ez a link nem vagy már nem érvényes. Az aktuális linket hírlevelünk legutóbbi e-mailjében találja.',
  loadFailed: 'Előfizetését most nem sikerült betölteni. Kérjük, próbálja újra néhány perc múlva.',
  timedOut: 'Szolgáltatásunk jelenleg nem válaszol. Kérjük, próbálja újra néhány perc múlva.',
  saveFailed: 'Módosításait most nem sikerült menteni. A beírt adatok megmaradtak – kérjük, próbálja újra.',
  saveTimedOut: 'A mentés túl sokáig tartott. A beírt adatok megmaradtak – kérjük, próbálja újra.',
  unsubscribeFailed: 'A leiratkozás most nem sikerült. Kérjük, próbálja újra.',
  retry: 'Újrapróbálás',
};

export default huHU;
