import type { Locale } from '../core/i18n/locales';

type Language = 'de' | 'fr' | 'pl' | 'cs' | 'hu' | 'sk' | 'tr' | 'en';

interface MailTexts {
  doiSubject: string;
  doiText: (link: string) => string;
  alreadySubject: string;
  alreadyText: string;
  welcomeSubject: string;
  /** The welcome mail around the market's own voucher wording (`offer`, `code`, `conditions`). */
  welcomeText: (w: { offer: string; code: string; conditions: string }) => string;
  /** The closing paragraph of every mail to a subscriber: how to see, change or leave. */
  manageText: (link: string) => string;
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
    welcomeSubject: 'Willkommen bei unserem Newsletter – Ihr Gutschein',
    welcomeText: (w) =>
      `Ihre Anmeldung ist bestätigt. Willkommen!\n\n${w.offer}\nIhr Gutscheincode: ${w.code}\n\n${w.conditions}`,
    manageText: (link) =>
      `Was Sie abonniert haben, können Sie jederzeit ansehen, ändern oder abbestellen:\nAbonnement verwalten: ${link}`,
  },
  fr: {
    doiSubject: 'Veuillez confirmer votre inscription à la newsletter',
    doiText: (link) =>
      `Merci de votre intérêt pour notre newsletter !\n\nVeuillez confirmer votre inscription avec ce lien :\n${link}\n\nVotre abonnement ne commence qu’après cette confirmation. Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail.`,
    alreadySubject: 'Vous recevez déjà notre newsletter',
    alreadyText:
      'La newsletter a de nouveau été demandée pour cette adresse. Elle est déjà inscrite, vous n’avez rien à faire.\n\nSi ce n’était pas vous, ignorez simplement cet e-mail.',
    welcomeSubject: 'Bienvenue dans notre newsletter – votre bon',
    welcomeText: (w) =>
      `Votre inscription est confirmée. Bienvenue !\n\n${w.offer}\nVotre code : ${w.code}\n\n${w.conditions}`,
    manageText: (link) =>
      `Vous pouvez à tout moment consulter, modifier ou résilier votre abonnement :\nGérer mon abonnement : ${link}`,
  },
  pl: {
    doiSubject: 'Potwierdź zapis do newslettera',
    doiText: (link) =>
      `Dziękujemy za zainteresowanie naszym newsletterem!\n\nPotwierdź zapis, klikając ten link:\n${link}\n\nSubskrypcja zacznie się dopiero po potwierdzeniu. Jeśli to nie Ty, zignoruj tę wiadomość.`,
    alreadySubject: 'Już otrzymujesz nasz newsletter',
    alreadyText:
      'Dla tego adresu ponownie zamówiono newsletter. Adres jest już zapisany, nic więcej nie trzeba robić.\n\nJeśli to nie Ty, zignoruj tę wiadomość.',
    welcomeSubject: 'Witamy w naszym newsletterze – Twój kupon',
    welcomeText: (w) => `Twój zapis został potwierdzony. Witamy!\n\n${w.offer}\nTwój kod: ${w.code}\n\n${w.conditions}`,
    manageText: (link) =>
      `W każdej chwili możesz sprawdzić, zmienić lub anulować subskrypcję:\nZarządzaj subskrypcją: ${link}`,
  },
  cs: {
    doiSubject: 'Potvrďte prosím přihlášení k odběru newsletteru',
    doiText: (link) =>
      `Děkujeme za zájem o náš newsletter!\n\nPřihlášení potvrďte tímto odkazem:\n${link}\n\nOdběr začne až po potvrzení. Pokud jste se nepřihlásili, tento e-mail ignorujte.`,
    alreadySubject: 'Náš newsletter už odebíráte',
    alreadyText:
      'Pro tuto adresu byl newsletter znovu vyžádán. Adresa je již přihlášena, nemusíte nic dělat.\n\nPokud jste to nebyli vy, tento e-mail ignorujte.',
    welcomeSubject: 'Vítejte v našem newsletteru – váš poukaz',
    welcomeText: (w) => `Vaše přihlášení je potvrzeno. Vítejte!\n\n${w.offer}\nVáš kód: ${w.code}\n\n${w.conditions}`,
    manageText: (link) => `Svůj odběr můžete kdykoli zobrazit, změnit nebo zrušit:\nSpravovat odběr: ${link}`,
  },
  hu: {
    doiSubject: 'Kérjük, erősítse meg hírlevél-feliratkozását',
    doiText: (link) =>
      `Köszönjük, hogy érdeklődik hírlevelünk iránt!\n\nKérjük, erősítse meg feliratkozását ezzel a linkkel:\n${link}\n\nAz előfizetés csak a megerősítés után indul. Ha nem Ön iratkozott fel, hagyja figyelmen kívül ezt az e-mailt.`,
    alreadySubject: 'Ön már megkapja hírlevelünket',
    alreadyText:
      'Erre a címre ismét hírlevelet kértek. A cím már fel van iratkozva, nincs további teendő.\n\nHa nem Ön volt, hagyja figyelmen kívül ezt az e-mailt.',
    welcomeSubject: 'Üdvözöljük hírlevelünkben – az Ön kuponja',
    welcomeText: (w) =>
      `Feliratkozását megerősítettük. Üdvözöljük!\n\n${w.offer}\nKuponkódja: ${w.code}\n\n${w.conditions}`,
    manageText: (link) =>
      `Előfizetését bármikor megtekintheti, módosíthatja vagy lemondhatja:\nFeliratkozás kezelése: ${link}`,
  },
  sk: {
    doiSubject: 'Potvrďte, prosím, prihlásenie na odber newslettera',
    doiText: (link) =>
      `Ďakujeme za záujem o náš newsletter!\n\nPrihlásenie potvrďte týmto odkazom:\n${link}\n\nOdber sa začne až po potvrdení. Ak ste sa neprihlásili vy, tento e-mail ignorujte.`,
    alreadySubject: 'Náš newsletter už dostávate',
    alreadyText:
      'Pre túto adresu bol newsletter znova vyžiadaný. Adresa je už prihlásená, nemusíte nič robiť.\n\nAk ste to neboli vy, tento e-mail ignorujte.',
    welcomeSubject: 'Vitajte v našom newsletteri – váš poukaz',
    welcomeText: (w) => `Vaše prihlásenie je potvrdené. Vitajte!\n\n${w.offer}\nVáš kód: ${w.code}\n\n${w.conditions}`,
    manageText: (link) => `Svoj odber si môžete kedykoľvek pozrieť, zmeniť alebo zrušiť:\nSpravovať odber: ${link}`,
  },
  tr: {
    doiSubject: 'Lütfen bülten kaydınızı onaylayın',
    doiText: (link) =>
      `Bültenimize gösterdiğiniz ilgi için teşekkür ederiz!\n\nLütfen kaydınızı bu bağlantıyla onaylayın:\n${link}\n\nAboneliğiniz ancak onaydan sonra başlar. Kaydı siz yapmadıysanız bu e-postayı dikkate almayın.`,
    alreadySubject: 'Bültenimizi zaten alıyorsunuz',
    alreadyText:
      'Bu adres için bülten yeniden talep edildi. Adres zaten kayıtlı, başka bir şey yapmanıza gerek yok.\n\nBu siz değilseniz bu e-postayı dikkate almayın.',
    welcomeSubject: 'Bültenimize hoş geldiniz – kuponunuz',
    welcomeText: (w) => `Kaydınız onaylandı. Hoş geldiniz!\n\n${w.offer}\nKupon kodunuz: ${w.code}\n\n${w.conditions}`,
    manageText: (link) =>
      `Aboneliğinizi istediğiniz zaman görüntüleyebilir, değiştirebilir veya iptal edebilirsiniz:\nAboneliğimi yönet: ${link}`,
  },
  en: {
    doiSubject: 'Please confirm your newsletter subscription',
    doiText: (link) =>
      `Thank you for your interest in our newsletter!\n\nPlease confirm your subscription with this link:\n${link}\n\nYour subscription starts only after you confirm. If you did not sign up, simply ignore this e-mail.`,
    alreadySubject: 'You already receive our newsletter',
    alreadyText:
      'The newsletter was requested again for this address. It is already subscribed; there is nothing to do.\n\nIf this was not you, simply ignore this e-mail.',
    welcomeSubject: 'Welcome to our newsletter – your voucher',
    welcomeText: (w) =>
      `Your subscription is confirmed. Welcome!\n\n${w.offer}\nYour code: ${w.code}\n\n${w.conditions}`,
    manageText: (link) =>
      `You can see, change or cancel your subscription at any time:\nManage my subscription: ${link}`,
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

/** The notice to a confirmed address signed up again; with `manage`, the subscriber's manage link closes it. */
export function alreadySubscribedMail(locale: Locale, manage?: string): { subject: string; text: string } {
  const t = TEXTS[languageOf(locale)];
  return { subject: t.alreadySubject, text: manage ? `${t.alreadyText}\n\n${t.manageText(manage)}` : t.alreadyText };
}

/** The welcome mail after a confirmation: the market's voucher as its form words it, and the manage link. */
export function welcomeMail(
  locale: Locale,
  w: { offer: string; code: string; conditions: string; manage: string },
): { subject: string; text: string } {
  const t = TEXTS[languageOf(locale)];
  return { subject: t.welcomeSubject, text: `${t.welcomeText(w)}\n\n${t.manageText(w.manage)}` };
}
