import type { Locale } from '../core/i18n/locales';

type Language = 'de' | 'fr' | 'pl' | 'cs' | 'hu' | 'sk' | 'tr' | 'en';

interface MailTexts {
  doiSubject: string;
  doiText: (link: string) => string;
  alreadySubject: string;
  alreadyText: string;
}

/** The reference service's mails, in the market's language (English for anything else). */
const TEXTS: Record<Language, MailTexts> = {
  de: {
    doiSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    doiText: (link) =>
      `Vielen Dank für Ihr Interesse an unserem Newsletter!\n\nBitte bestätigen Sie Ihre Anmeldung über diesen Link:\n${link}\n\nErst danach ist Ihr Abonnement aktiv. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.`,
    alreadySubject: 'Sie erhalten unseren Newsletter bereits',
    alreadyText:
      'Für diese E-Mail-Adresse wurde der Newsletter erneut angefordert. Sie ist bereits angemeldet, es ist nichts weiter zu tun.\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach.',
  },
  fr: {
    doiSubject: 'Veuillez confirmer votre inscription à la newsletter',
    doiText: (link) =>
      `Merci de votre intérêt pour notre newsletter !\n\nVeuillez confirmer votre inscription avec ce lien :\n${link}\n\nVotre abonnement ne commence qu'après cette confirmation. Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail.`,
    alreadySubject: 'Vous recevez déjà notre newsletter',
    alreadyText:
      "La newsletter a de nouveau été demandée pour cette adresse. Elle est déjà inscrite, vous n'avez rien à faire.\n\nSi ce n'était pas vous, ignorez simplement cet e-mail.",
  },
  pl: {
    doiSubject: 'Potwierdź zapis do newslettera',
    doiText: (link) =>
      `Dziękujemy za zainteresowanie naszym newsletterem!\n\nPotwierdź zapis, klikając ten link:\n${link}\n\nSubskrypcja zacznie się dopiero po potwierdzeniu. Jeśli to nie Ty, zignoruj tę wiadomość.`,
    alreadySubject: 'Już otrzymujesz nasz newsletter',
    alreadyText:
      'Dla tego adresu ponownie zamówiono newsletter. Adres jest już zapisany, nic więcej nie trzeba robić.\n\nJeśli to nie Ty, zignoruj tę wiadomość.',
  },
  cs: {
    doiSubject: 'Potvrďte prosím přihlášení k odběru newsletteru',
    doiText: (link) =>
      `Děkujeme za zájem o náš newsletter!\n\nPřihlášení potvrďte tímto odkazem:\n${link}\n\nOdběr začne až po potvrzení. Pokud jste se nepřihlásili, tento e-mail ignorujte.`,
    alreadySubject: 'Náš newsletter už odebíráte',
    alreadyText:
      'Pro tuto adresu byl newsletter znovu vyžádán. Adresa je již přihlášena, nemusíte nic dělat.\n\nPokud jste to nebyli vy, tento e-mail ignorujte.',
  },
  hu: {
    doiSubject: 'Kérjük, erősítse meg hírlevél-feliratkozását',
    doiText: (link) =>
      `Köszönjük, hogy érdeklődik hírlevelünk iránt!\n\nKérjük, erősítse meg feliratkozását ezzel a linkkel:\n${link}\n\nAz előfizetés csak a megerősítés után indul. Ha nem Ön iratkozott fel, hagyja figyelmen kívül ezt az e-mailt.`,
    alreadySubject: 'Ön már megkapja hírlevelünket',
    alreadyText:
      'Erre a címre ismét hírlevelet kértek. A cím már fel van iratkozva, nincs további teendő.\n\nHa nem Ön volt, hagyja figyelmen kívül ezt az e-mailt.',
  },
  sk: {
    doiSubject: 'Potvrďte, prosím, prihlásenie na odber newslettera',
    doiText: (link) =>
      `Ďakujeme za záujem o náš newsletter!\n\nPrihlásenie potvrďte týmto odkazom:\n${link}\n\nOdber sa začne až po potvrdení. Ak ste sa neprihlásili vy, tento e-mail ignorujte.`,
    alreadySubject: 'Náš newsletter už dostávate',
    alreadyText:
      'Pre túto adresu bol newsletter znova vyžiadaný. Adresa je už prihlásená, nemusíte nič robiť.\n\nAk ste to neboli vy, tento e-mail ignorujte.',
  },
  tr: {
    doiSubject: 'Lütfen bülten kaydınızı onaylayın',
    doiText: (link) =>
      `Bültenimize gösterdiğiniz ilgi için teşekkür ederiz!\n\nLütfen kaydınızı bu bağlantıyla onaylayın:\n${link}\n\nAboneliğiniz ancak onaydan sonra başlar. Kaydı siz yapmadıysanız bu e-postayı dikkate almayın.`,
    alreadySubject: 'Bültenimizi zaten alıyorsunuz',
    alreadyText:
      'Bu adres için bülten yeniden talep edildi. Adres zaten kayıtlı, başka bir şey yapmanıza gerek yok.\n\nBu siz değilseniz bu e-postayı dikkate almayın.',
  },
  en: {
    doiSubject: 'Please confirm your newsletter subscription',
    doiText: (link) =>
      `Thank you for your interest in our newsletter!\n\nPlease confirm your subscription with this link:\n${link}\n\nYour subscription starts only after you confirm. If you did not sign up, simply ignore this e-mail.`,
    alreadySubject: 'You already receive our newsletter',
    alreadyText:
      'The newsletter was requested again for this address. It is already subscribed; there is nothing to do.\n\nIf this was not you, simply ignore this e-mail.',
  },
};

function languageOf(locale: Locale): Language {
  const lang = locale.slice(0, 2);
  return (lang in TEXTS ? lang : 'en') as Language;
}

export function doiMail(locale: Locale, link: string): { subject: string; text: string } {
  const t = TEXTS[languageOf(locale)];
  return { subject: t.doiSubject, text: t.doiText(link) };
}

export function alreadySubscribedMail(locale: Locale): { subject: string; text: string } {
  const t = TEXTS[languageOf(locale)];
  return { subject: t.alreadySubject, text: t.alreadyText };
}
