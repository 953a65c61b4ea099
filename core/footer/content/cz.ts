import { countryFooter } from './base';

export default countryFooter({
  slug: 'cz',
  headline: 'Jsme tu pro vás',
  service: {
    heading: 'Zákaznický servis',
    intro: 'Máte dotaz k objednávce, doručení nebo vrácení? Rádi pomůžeme.',
    contact: 'Kontakt',
    help: { url: '/napoveda', text: 'Nápověda a časté dotazy' },
    storefinder: 'Vyhledávání prodejen',
    newsletter: 'Přihlásit se k odběru newsletteru',
    app: 'Do aplikace',
  },
  delivery: {
    heading: { url: '/doprava', text: 'Platba a doprava' },
    intro: 'Doprava zdarma od 999\u00a0Kč, s věrnostní kartou již od 499\u00a0Kč. 30 dní na vrácení zboží.',
    links: [
      { url: '/platba', text: 'Způsoby platby' },
      { url: '/doprava', text: 'Doprava zdarma od 999\u00a0Kč' },
      { url: '/vraceni', text: '30 dní na vrácení' },
      { url: '/zaruka', text: 'Záruka' },
    ],
    carriers: [
      { label: 'Národní pošta', source: 'post-national' },
      { label: 'Výdejní místa', source: 'post-pickup-point' },
    ],
  },
  loyalty: {
    heading: 'Věrnostní karta',
    card: 'Věrnostní karta',
    intro: 'S věrnostní kartou doprava zdarma již od 499\u00a0Kč a každá 11. káva na prodejně zdarma.',
    apply: 'Získat věrnostní kartu',
    benefit: { url: '/kava-zdarma', text: 'Každá 11. káva zdarma' },
  },
  company: { heading: 'Společnost', about: 'O nás', jobs: 'Kariéra' },
  seo: {
    heading: 'Oblíbené kategorie',
    columns: [
      [
        { url: '/damska-moda', text: 'Dámská móda' },
        { url: '/panska-moda', text: 'Pánská móda' },
        { url: '/sport', text: 'Sport' },
        { url: '/bydleni-nabytek', text: 'Bydlení a nábytek' },
      ],
      [
        { url: '/hobby', text: 'Hobby a volný čas' },
        { url: '/deti', text: 'Děti' },
        { url: '/kuchyne', text: 'Kuchyně' },
      ],
      [
        { url: '/spani', text: 'Spaní' },
        { url: '/akce', text: 'Akce a slevy' },
        { url: '/kava', text: 'Káva' },
      ],
    ],
    mobile: { url: '/mobilni-tarify', text: 'Mobilní tarify' },
    stores: 'Prodejny',
  },
  social: { heading: 'Sledujte nás', community: 'Komunita', photos: 'Fotky', videos: 'Videa' },
  app: { heading: 'Naše aplikace', ios: 'Aplikace pro iOS', android: 'Aplikace pro Android' },
  legal: {
    imprint: { url: '/tiraz', text: 'Tiráž' },
    privacy: 'Ochrana osobních údajů',
    terms: { url: '/obchodni-podminky', text: 'Obchodní podmínky' },
    withdrawal: { url: '/odstoupeni-od-smlouvy', text: 'Odstoupení od smlouvy' },
    accessibility: { url: '/pristupnost', text: 'Přístupnost' },
  },
  viewChanger: { toMobile: 'Přejít na mobilní verzi', toDesktop: 'Přejít na verzi pro počítač' },
  salesTax: {
    textBeforeLink: 'Všechny ceny jsou uvedeny včetně DPH. Podrobnosti najdete v ',
    link: { url: '/dph', text: 'informacích o DPH' },
    textAfterLink: '.',
  },
});
