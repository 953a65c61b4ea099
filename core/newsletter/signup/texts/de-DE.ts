import type { NewsletterTexts } from '../signup.text-keys';

const deDE: NewsletterTexts = {
  locale: 'de-DE',
  headline: 'Newsletter abonnieren und 10\u00a0% sparen',
  intro:
    'Neuheiten, Angebote und Inspiration jede Woche in Ihrem Postfach. Als Dankeschön erhalten Sie einen Gutschein über 10\u00a0% für Ihre nächste Bestellung.',
  discountBanner: '10\u00a0% Willkommensrabatt',
  imageAlt: 'Frisch gerösteter Kaffee und eine Tasse auf einem Holztisch',
  emailLabel: 'E-Mail-Adresse',
  salutationLabel: 'Anrede',
  salutationPlaceholder: 'Bitte wählen',
  salutations: { MRS: 'Frau', MR: 'Herr', DIVERS: 'Divers', COMPANY: 'Firma' },
  firstNameLabel: 'Vorname',
  lastNameLabel: 'Nachname',
  optional: '(optional)',
  honeypotLabel: 'Dieses Feld bitte leer lassen',
  legalNoticeHeading: 'Hinweise zum Newsletter',
  legalNotice:
    'Mit der Anmeldung erhalten Sie regelmäßig unseren Newsletter mit Angeboten, Neuheiten und Aktionen per E-Mail. Wie das aussieht, zeigt unser [Beispiel-Newsletter](exampleNewsletter). Ihre Einwilligung können Sie jederzeit widerrufen, über den Abmeldelink in jedem Newsletter oder über unseren [Kundenservice](contact). Wir werten die Öffnung und die Klicks im Newsletter aus, um ihn für Sie zu verbessern. Mehr dazu in unseren [Datenschutzhinweisen](privacy).',
  showMore: 'Mehr anzeigen',
  showLess: 'Weniger anzeigen',
  dneConsentLabel: 'Ja, ich möchte personalisierte Angebote erhalten, die auf meinen Interessen und Einkäufen beruhen.',
  legalsConsentLabel: 'Ich willige in den Empfang kommerzieller elektronischer Nachrichten ein.',
  submit: 'Jetzt anmelden',
  submitting: 'Anmeldung wird gesendet …',
  voucherFootnote:
    '* Der Gutschein über 10\u00a0% gilt einmalig für eine Bestellung im Onlineshop und ist nicht mit anderen Aktionen kombinierbar. Es gelten die [Gutscheinbedingungen](voucherConditions).',
  privacyNotice:
    'Sie müssen mindestens {minimumAge} Jahre alt sein, um sich anzumelden. Informationen zur Verarbeitung Ihrer Daten finden Sie in unseren [Datenschutzhinweisen](privacy).',
  errorPrefix: 'Fehler:',
  errors: {
    emailRequired: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
    emailTooLong: 'Die E-Mail-Adresse ist zu lang: Bitte geben Sie höchstens 256 Zeichen ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    nameInvalid: 'Dieses Feld enthält ungültige Zeichen.',
    nameTooLong: 'Bitte geben Sie höchstens 40 Zeichen ein.',
    firstNameRequired: 'Der Vorname ist ein Pflichtfeld.',
    lastNameRequired: 'Der Nachname ist ein Pflichtfeld.',
    salutationRequired: 'Die Anrede ist ein Pflichtfeld.',
    legalsRequired: 'Bitte willigen Sie in den Empfang kommerzieller elektronischer Nachrichten ein.',
    generic: 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    invalidDoiLink: 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Newsletter an.',
  },
  pending: {
    headline: 'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung.',
    body: 'Wir haben eine E-Mail an {email} gesendet. Ihr Newsletter-Abonnement beginnt erst, wenn Sie auf den Bestätigungslink in dieser E-Mail klicken.',
    hint: 'Keine E-Mail erhalten? Schauen Sie bitte auch in Ihrem Spam-Ordner nach.',
    resendHint: 'Falls die E-Mail nicht ankommt, können Sie sie in Kürze noch einmal anfordern.',
    resend: 'E-Mail erneut senden',
    resending: 'E-Mail wird gesendet …',
    resent: 'Wir haben die E-Mail erneut an {email} gesendet.',
    resendFailed: 'Die E-Mail konnte gerade nicht erneut gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    resendExhausted:
      'Wir haben Ihnen die E-Mail bereits mehrmals gesendet. Bitte prüfen Sie Ihren Posteingang und Ihren Spam-Ordner.',
  },
  doi: {
    confirmHint: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung.',
    confirm: 'Anmeldung bestätigen',
    confirming: 'Ihre Anmeldung wird bestätigt …',
    confirmed: 'Vielen Dank! Ihre Newsletter-Anmeldung ist bestätigt. Ihren Gutschein senden wir Ihnen per E-Mail.',
    alreadyConfirmed: 'Ihre Newsletter-Anmeldung war bereits bestätigt. Sie müssen nichts weiter tun.',
    failed:
      'Ihre Anmeldung konnte gerade nicht bestätigt werden. Bitte klicken Sie später erneut auf den Link in der E-Mail.',
  },
};

export default deDE;
