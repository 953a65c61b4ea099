import type { NewsletterTexts } from '../signup.text-keys';

const skSK: NewsletterTexts = {
  locale: 'sk-SK',
  headline: 'Prihláste sa na odber newslettra a ušetrite 10\u00a0%',
  intro:
    'Novinky, ponuky a inšpirácie každý týždeň vo vašej schránke. Ako poďakovanie získate poukaz na zľavu 10\u00a0% na ďalšiu objednávku.',
  discountBanner: 'Uvítacia zľava 10\u00a0%',
  imageAlt: 'Čerstvo pražená káva a šálka na drevenom stole',
  emailLabel: 'E-mailová adresa',
  salutationLabel: 'Oslovenie',
  salutationPlaceholder: 'Vyberte, prosím',
  salutations: { MRS: 'Pani', MR: 'Pán', DIVERS: 'Iné', COMPANY: 'Firma' },
  firstNameLabel: 'Meno',
  lastNameLabel: 'Priezvisko',
  optional: '(nepovinné)',
  honeypotLabel: 'Toto pole, prosím, nechajte prázdne',
  legalNoticeHeading: 'Informácie o newslettri',
  legalNotice:
    'Prihlásením budete pravidelne dostávať náš newsletter s ponukami, novinkami a akciami e-mailom. Súhlas môžete kedykoľvek odvolať cez odkaz na odhlásenie v každom newslettri alebo prostredníctvom nášho [zákazníckeho servisu](contact). Otvorenia a kliknutia vyhodnocujeme, aby sme newsletter zlepšovali. Viac v [zásadách ochrany osobných údajov](privacy).',
  showMore: 'Zobraziť viac',
  showLess: 'Zobraziť menej',
  dneConsentLabel: 'Áno, chcem dostávať personalizované ponuky podľa mojich záujmov a nákupov.',
  legalsConsentLabel: 'Súhlasím so zasielaním obchodných oznámení elektronickou cestou.',
  submit: 'Prihlásiť sa',
  submitting: 'Odosiela sa …',
  voucherFootnote:
    '* Poukaz na zľavu 10\u00a0% možno uplatniť jedenkrát pri objednávke v e-shope a nemožno ho kombinovať s inými akciami. Platia [podmienky poukazu](voucherConditions).',
  privacyNotice:
    'Na prihlásenie musíte mať aspoň {minimumAge} rokov. Informácie o spracúvaní vašich údajov nájdete v [zásadách ochrany osobných údajov](privacy).',
  errorPrefix: 'Chyba:',
  errors: {
    emailRequired: 'E-mailová adresa je povinný údaj.',
    emailTooLong: 'E-mailová adresa je príliš dlhá: môže mať najviac 256 znakov.',
    emailInvalid: 'Zadajte, prosím, platnú e-mailovú adresu.',
    nameInvalid: 'Toto pole obsahuje neplatné znaky.',
    nameTooLong: 'Zadajte, prosím, najviac 40 znakov.',
    firstNameRequired: 'Meno je povinný údaj.',
    lastNameRequired: 'Priezvisko je povinný údaj.',
    salutationRequired: 'Oslovenie je povinný údaj.',
    legalsRequired: 'Udeľte, prosím, súhlas so zasielaním obchodných oznámení elektronickou cestou.',
    generic:
      'Z technických dôvodov nie je prihlásenie na odber newslettra momentálne možné. Skúste to, prosím, neskôr!',
    invalidDoiLink: 'Tento odkaz už, žiaľ, nie je platný. Prihláste sa, prosím, na odber newslettra znova.',
  },
  pending: {
    headline: 'Takmer hotovo! Potvrďte, prosím, svoje prihlásenie.',
    body: 'Poslali sme e-mail na adresu {email}. Odber newslettra sa začne až po kliknutí na potvrdzovací odkaz v tomto e-maile.',
    hint: 'E-mail neprišiel? Pozrite sa, prosím, aj do priečinka so spamom.',
    resendHint: 'Ak e-mail nepríde, o chvíľu si ho môžete vyžiadať znova.',
    resend: 'Odoslať e-mail znova',
    resending: 'E-mail sa odosiela …',
    resent: 'E-mail sme znova odoslali na adresu {email}.',
    resendFailed: 'E-mail sa teraz nepodarilo znova odoslať. Skúste to, prosím, o chvíľu.',
    resendExhausted:
      'E-mail sme vám už poslali niekoľkokrát. Skontrolujte, prosím, doručenú poštu a priečinok so spamom.',
  },
  doi: {
    confirmHint: 'Potvrďte, prosím, svoje prihlásenie na odber newslettera.',
    confirm: 'Potvrdiť prihlásenie',
    confirming: 'Potvrdzujeme vaše prihlásenie …',
    confirmed: 'Ďakujeme! Vaše prihlásenie na odber newslettra je potvrdené. Poukaz vám pošleme e-mailom.',
    alreadyConfirmed: 'Vaše prihlásenie na odber newslettra už bolo potvrdené skôr. Nemusíte robiť nič ďalšie.',
    failed: 'Vaše prihlásenie sa teraz nepodarilo potvrdiť. Kliknite, prosím, na odkaz v e-maile znova neskôr.',
  },
};

export default skSK;
