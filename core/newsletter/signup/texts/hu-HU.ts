import type { NewsletterTexts } from '../signup.text-keys';

const huHU: NewsletterTexts = {
  locale: 'hu-HU',
  headline: 'Iratkozzon fel hírlevelünkre, és spóroljon 10%-ot',
  intro:
    'Újdonságok, ajánlatok és ötletek minden héten a postafiókjában. Köszönetképpen 10%-os kupont kap következő rendeléséhez.',
  discountBanner: '10% üdvözlő kedvezmény',
  imageAlt: 'Frissen pörkölt kávé és egy csésze egy faasztalon',
  emailLabel: 'E-mail-cím',
  salutationLabel: 'Megszólítás',
  salutationPlaceholder: 'Kérjük, válasszon',
  salutations: { MRS: 'Hölgy', MR: 'Úr', DIVERS: 'Egyéb', COMPANY: 'Cég' },
  firstNameLabel: 'Keresztnév',
  lastNameLabel: 'Vezetéknév',
  optional: '(nem kötelező)',
  honeypotLabel: 'Kérjük, ezt a mezőt hagyja üresen',
  legalNoticeHeading: 'Tudnivalók a hírlevélről',
  legalNotice:
    'Feliratkozásával rendszeresen megkapja e-mailben hírlevelünket ajánlatokkal, újdonságokkal és akciókkal. Hogy hogyan néz ki, azt [minta hírlevelünk](exampleNewsletter) mutatja. Hozzájárulását bármikor visszavonhatja a hírlevelekben található leiratkozási linkkel vagy [ügyfélszolgálatunkon](contact) keresztül. A megnyitásokat és kattintásokat a hírlevél fejlesztése érdekében elemezzük. Részletek az [adatvédelmi tájékoztatóban](privacy).',
  showMore: 'Több megjelenítése',
  showLess: 'Kevesebb megjelenítése',
  dneConsentLabel: 'Igen, az érdeklődésemen és vásárlásaimon alapuló személyre szabott ajánlatokat szeretnék kapni.',
  legalsConsentLabel: 'Hozzájárulok elektronikus kereskedelmi üzenetek fogadásához.',
  submit: 'Feliratkozom',
  submitting: 'Küldés folyamatban …',
  voucherFootnote:
    '* A 10%-os kupon a feliratkozástól számított 1 hónapig érvényes, egyszer használható fel egy webáruházbeli rendelésnél, és más akciókkal nem vonható össze. A [kupon feltételei](voucherConditions) érvényesek.',
  privacyNotice:
    'A feliratkozáshoz legalább {minimumAge} évesnek kell lennie. Adatai kezeléséről az [adatvédelmi tájékoztatóban](privacy) olvashat.',
  errorPrefix: 'Hiba:',
  errors: {
    emailRequired: 'Az e-mail-cím megadása kötelező.',
    emailTooLong: 'Az e-mail-cím túl hosszú: legfeljebb 256 karakter lehet.',
    emailInvalid: 'Kérjük, érvényes e-mail-címet adjon meg.',
    nameInvalid: 'Ez a mező érvénytelen karaktereket tartalmaz.',
    nameTooLong: 'Kérjük, legfeljebb 40 karaktert adjon meg.',
    firstNameRequired: 'A keresztnév megadása kötelező.',
    lastNameRequired: 'A vezetéknév megadása kötelező.',
    salutationRequired: 'A megszólítás megadása kötelező.',
    legalsRequired: 'Kérjük, járuljon hozzá elektronikus kereskedelmi üzenetek fogadásához.',
    generic: 'Technikai okokból a hírlevélre való feliratkozás jelenleg nem lehetséges. Kérjük, próbálja újra később!',
    invalidDoiLink: 'Sajnos ez a link már nem érvényes. Kérjük, iratkozzon fel újra a hírlevélre.',
  },
  pending: {
    headline: 'Majdnem kész! Kérjük, erősítse meg feliratkozását.',
    body: 'E-mailt küldtünk a(z) {email} címre. A hírlevél-előfizetés csak akkor indul, ha az e-mailben található megerősítő linkre kattint.',
    hint: 'Nem kapta meg az e-mailt? Kérjük, nézze meg a spam mappát is.',
    resendHint: 'Ha az e-mail nem érkezik meg, hamarosan újra kérheti.',
    resend: 'E-mail újraküldése',
    resending: 'Az e-mail küldése folyamatban …',
    resent: 'Az e-mailt újra elküldtük a(z) {email} címre.',
    resendFailed: 'Az e-mailt most nem sikerült újra elküldeni. Kérjük, próbálja meg egy kicsit később.',
    resendExhausted: 'Az e-mailt már többször elküldtük. Kérjük, nézze meg a beérkező leveleket és a spam mappát.',
  },
  doi: {
    confirmHint: 'Kérjük, erősítse meg hírlevél-feliratkozását.',
    confirm: 'Feliratkozás megerősítése',
    confirming: 'Feliratkozását megerősítjük …',
    confirmed: 'Köszönjük! Hírlevél-feliratkozását megerősítettük. Kuponját e-mailben küldjük el.',
    alreadyConfirmed: 'Hírlevél-feliratkozása már korábban meg lett erősítve. Nincs további teendője.',
    failed:
      'Feliratkozását most nem sikerült megerősíteni. Kérjük, később kattintson újra az e-mailben található linkre.',
  },
};

export default huHU;
