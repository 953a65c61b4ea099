import type { NewsletterTexts } from '../signup.text-keys';

const csCZ: NewsletterTexts = {
  locale: 'cs-CZ',
  headline: 'Přihlaste se k odběru newsletteru a ušetřete 10\u00a0%',
  intro:
    'Novinky, nabídky a inspirace každý týden ve vaší schránce. Jako poděkování získáte poukaz na slevu 10\u00a0% na další objednávku.',
  discountBanner: 'Uvítací sleva 10\u00a0%',
  imageAlt: 'Čerstvě pražená káva a šálek na dřevěném stole',
  emailLabel: 'E-mailová adresa',
  salutationLabel: 'Oslovení',
  salutationPlaceholder: 'Vyberte prosím',
  salutations: { MRS: 'Paní', MR: 'Pan', DIVERS: 'Jiné', COMPANY: 'Firma' },
  firstNameLabel: 'Jméno',
  lastNameLabel: 'Příjmení',
  optional: '(nepovinné)',
  honeypotLabel: 'Toto pole prosím nechte prázdné',
  legalNoticeHeading: 'Informace o newsletteru',
  legalNotice:
    'Přihlášením budete pravidelně dostávat náš newsletter s nabídkami, novinkami a akcemi e-mailem. Souhlas můžete kdykoli odvolat pomocí odkazu pro odhlášení v každém newsletteru nebo prostřednictvím našeho [zákaznického servisu](contact). Otevření a kliknutí vyhodnocujeme, abychom newsletter zlepšovali. Více v [zásadách ochrany osobních údajů](privacy).',
  showMore: 'Zobrazit více',
  showLess: 'Zobrazit méně',
  dneConsentLabel: 'Ano, chci dostávat personalizované nabídky podle mých zájmů a nákupů.',
  legalsConsentLabel: 'Souhlasím se zasíláním obchodních sdělení elektronickou cestou.',
  submit: 'Přihlásit se',
  submitting: 'Odesílá se …',
  voucherFootnote:
    '* Poukaz na slevu 10\u00a0% lze uplatnit jednou na objednávku v e-shopu a nelze jej kombinovat s jinými akcemi. Platí [podmínky poukazu](voucherConditions).',
  privacyNotice:
    'K přihlášení vám musí být alespoň {minimumAge} let. Informace o zpracování vašich údajů najdete v [zásadách ochrany osobních údajů](privacy).',
  errorPrefix: 'Chyba:',
  errors: {
    emailRequired: 'E-mailová adresa je povinný údaj.',
    emailTooLong: 'E-mailová adresa je příliš dlouhá: může mít nejvýše 256 znaků.',
    emailInvalid: 'Zadejte prosím platnou e-mailovou adresu.',
    nameInvalid: 'Toto pole obsahuje neplatné znaky.',
    nameTooLong: 'Zadejte prosím nejvýše 40 znaků.',
    firstNameRequired: 'Jméno je povinný údaj.',
    lastNameRequired: 'Příjmení je povinný údaj.',
    salutationRequired: 'Oslovení je povinný údaj.',
    legalsRequired: 'Udělte prosím souhlas se zasíláním obchodních sdělení elektronickou cestou.',
    generic: 'Z technických důvodů nyní není přihlášení k newsletteru možné. Zkuste to prosím později!',
    invalidDoiLink: 'Tento odkaz bohužel již není platný. Přihlaste se prosím k newsletteru znovu.',
  },
  pending: {
    headline: 'Skoro hotovo! Potvrďte prosím své přihlášení.',
    body: 'Poslali jsme e-mail na adresu {email}. Odběr newsletteru začne až po kliknutí na potvrzovací odkaz v tomto e-mailu.',
    hint: 'E-mail nepřišel? Podívejte se prosím i do složky se spamem.',
    resendHint: 'Pokud e-mail nedorazí, můžete si jej za chvíli vyžádat znovu.',
    resend: 'Odeslat e-mail znovu',
    resending: 'E-mail se odesílá …',
    resent: 'E-mail jsme znovu odeslali na adresu {email}.',
    resendFailed: 'E-mail se teď nepodařilo znovu odeslat. Zkuste to prosím za chvíli.',
    resendExhausted: 'E-mail jsme vám už poslali několikrát. Zkontrolujte prosím doručenou poštu a složku se spamem.',
  },
  doi: {
    confirmHint: 'Potvrďte prosím své přihlášení k odběru newsletteru.',
    confirm: 'Potvrdit přihlášení',
    confirming: 'Potvrzujeme vaše přihlášení …',
    confirmed: 'Děkujeme! Vaše přihlášení k newsletteru je potvrzeno. Poukaz vám pošleme e-mailem.',
    alreadyConfirmed: 'Vaše přihlášení k newsletteru už bylo potvrzeno dříve. Nemusíte nic dalšího dělat.',
    failed: 'Vaše přihlášení se teď nepodařilo potvrdit. Klikněte prosím na odkaz v e-mailu znovu později.',
  },
};

export default csCZ;
