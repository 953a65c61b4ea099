import type { Locale } from '../core/i18n';

/** The placeholder pages' words per language, kept apart so a host replaces them. `{title}`: the link's words; `{shop}`: the shop's name. */
export const PLACEHOLDER_TEXTS: Partial<Record<Locale, { body: string; back: string }>> = {
  'de-DE': {
    body: '{shop} ist ein Demo-Shop: Im echten Shop stünde hier „{title}“.',
    back: 'Zur Startseite von {shop}',
  },
  'de-AT': {
    body: '{shop} ist ein Demo-Shop: Im echten Shop stünde hier „{title}“.',
    back: 'Zur Startseite von {shop}',
  },
  'de-CH': {
    body: '{shop} ist ein Demo-Shop: Im echten Shop stünde hier «{title}».',
    back: 'Zur Startseite von {shop}',
  },
  'fr-CH': {
    body: '{shop} est une boutique de démonstration : dans la vraie boutique, vous trouveriez ici « {title} ».',
    back: 'Retour à l’accueil de {shop}',
  },
  'pl-PL': {
    body: '{shop} to sklep demonstracyjny: w prawdziwym sklepie znajdziesz tu „{title}”.',
    back: 'Wróć na stronę główną {shop}',
  },
  'cs-CZ': {
    body: '{shop} je ukázkový obchod: ve skutečném obchodě by zde byla stránka „{title}“.',
    back: 'Zpět na úvodní stránku {shop}',
  },
  'sk-SK': {
    body: '{shop} je ukážkový obchod: v skutočnom obchode by tu bola stránka „{title}“.',
    back: 'Späť na úvodnú stránku {shop}',
  },
  'hu-HU': {
    body: 'A {shop} egy bemutató webáruház: az igazi webáruházban itt ez az oldal állna: „{title}”.',
    back: 'Vissza a {shop} kezdőlapjára',
  },
  'tr-TR': {
    body: '{shop} bir demo mağazadır: gerçek mağazada burada “{title}” sayfası yer alır.',
    back: '{shop} ana sayfasına dön',
  },
};
