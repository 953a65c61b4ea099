import type { NewsletterTexts } from '../signup.text-keys';

const plPL: NewsletterTexts = {
  locale: 'pl-PL',
  headline: 'Zapisz się do newslettera i oszczędź 10%',
  intro:
    'Nowości, oferty i inspiracje co tydzień w Twojej skrzynce. W podziękowaniu otrzymasz kupon o wartości 10% na kolejne zamówienie.',
  discountBanner: '10% rabatu na powitanie',
  imageAlt: 'Świeżo palona kawa i filiżanka na drewnianym stole',
  emailLabel: 'Adres e-mail',
  salutationLabel: 'Zwrot grzecznościowy',
  salutationPlaceholder: 'Proszę wybrać',
  salutations: { MRS: 'Pani', MR: 'Pan', DIVERS: 'Inne', COMPANY: 'Firma' },
  firstNameLabel: 'Imię',
  lastNameLabel: 'Nazwisko',
  optional: '(opcjonalnie)',
  honeypotLabel: 'Prosimy pozostawić to pole puste',
  legalNoticeHeading: 'Informacje o newsletterze',
  legalNotice:
    'Po zapisaniu się będziesz regularnie otrzymywać e-mailem nasz newsletter z ofertami, nowościami i promocjami. Zgodę możesz w każdej chwili wycofać, klikając link rezygnacji w każdym newsletterze lub kontaktując się z naszym [Biurem Obsługi Klienta](contact). Analizujemy otwarcia i kliknięcia, aby ulepszać newsletter. Szczegóły znajdziesz w [informacjach o ochronie danych](privacy) oraz w [regulaminie](generalTerms).',
  showMore: 'Pokaż więcej',
  showLess: 'Pokaż mniej',
  dneConsentLabel: 'Tak, chcę otrzymywać spersonalizowane oferty dopasowane do moich zainteresowań i zakupów.',
  legalsConsentLabel: 'Wyrażam zgodę na otrzymywanie informacji handlowych drogą elektroniczną.',
  submit: 'Zapisz się',
  submitting: 'Wysyłanie zgłoszenia …',
  voucherFootnote:
    '* Kupon o wartości 10% można wykorzystać jednorazowo przy zamówieniu w sklepie internetowym; nie łączy się z innymi promocjami. Obowiązują [warunki kuponu](voucherConditions).',
  privacyNotice:
    'Aby się zapisać, musisz mieć ukończone {minimumAge} lat. Informacje o przetwarzaniu danych znajdziesz w [informacjach o ochronie danych](privacy).',
  errorPrefix: 'Błąd:',
  errors: {
    emailRequired: 'Adres e-mail jest polem obowiązkowym.',
    emailTooLong: 'Adres e-mail jest za długi: może mieć najwyżej 256 znaków.',
    emailInvalid: 'Proszę podać prawidłowy adres e-mail.',
    nameInvalid: 'To pole zawiera niedozwolone znaki.',
    nameTooLong: 'Proszę wpisać maksymalnie 40 znaków.',
    firstNameRequired: 'Imię jest polem obowiązkowym.',
    lastNameRequired: 'Nazwisko jest polem obowiązkowym.',
    salutationRequired: 'Zwrot grzecznościowy jest polem obowiązkowym.',
    legalsRequired: 'Prosimy o zgodę na otrzymywanie informacji handlowych drogą elektroniczną.',
    generic: 'Z przyczyn technicznych zapisanie się do newslettera nie jest możliwe. Spróbuj ponownie później!',
    invalidDoiLink: 'Niestety ten link jest już nieważny. Zapisz się ponownie do newslettera.',
  },
  pending: {
    headline: 'Prawie gotowe! Potwierdź swoje zgłoszenie.',
    body: 'Wysłaliśmy wiadomość na adres {email}. Subskrypcja newslettera zacznie się dopiero po kliknięciu linku potwierdzającego w tej wiadomości.',
    hint: 'Nie widzisz wiadomości? Sprawdź też folder spam.',
    resendHint: 'Jeśli wiadomość nie dotrze, za chwilę możesz poprosić o nią ponownie.',
    resend: 'Wyślij wiadomość ponownie',
    resending: 'Wysyłanie wiadomości …',
    resent: 'Wysłaliśmy wiadomość ponownie na adres {email}.',
    resendFailed: 'Nie udało się teraz ponownie wysłać wiadomości. Spróbuj jeszcze raz za chwilę.',
    resendExhausted: 'Wysłaliśmy Ci już tę wiadomość kilka razy. Sprawdź skrzynkę odbiorczą i folder spam.',
  },
  doi: {
    confirmHint: 'Potwierdź swoją subskrypcję newslettera.',
    confirm: 'Potwierdź subskrypcję',
    confirming: 'Potwierdzamy Twoje zgłoszenie …',
    confirmed: 'Dziękujemy! Twoja subskrypcja newslettera została potwierdzona. Kupon wyślemy Ci e-mailem.',
    alreadyConfirmed: 'Twoja subskrypcja newslettera była już wcześniej potwierdzona. Nie musisz nic więcej robić.',
    failed: 'Nie udało się teraz potwierdzić zgłoszenia. Kliknij link w wiadomości ponownie później.',
  },
};

export default plPL;
