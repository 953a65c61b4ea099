import { countryFooter } from './base';

export default countryFooter({
  slug: 'sk',
  headline: 'Sme tu pre vás',
  service: {
    heading: 'Zákaznícky servis',
    intro: 'Máte otázku k objednávke, doručeniu alebo vráteniu? Radi pomôžeme.',
    contact: 'Kontakt',
    help: { url: '/pomoc', text: 'Pomoc a časté otázky' },
    storefinder: 'Vyhľadávanie predajní',
    newsletter: 'Prihlásiť sa na odber newslettera',
    app: 'Do aplikácie',
  },
  delivery: {
    heading: { url: '/doprava', text: 'Platba a doprava' },
    intro: 'Doprava zadarmo od 40\u00a0€, s vernostnou kartou už od 20\u00a0€. 30 dní na vrátenie tovaru.',
    links: [
      { url: '/platba', text: 'Spôsoby platby' },
      { url: '/doprava', text: 'Doprava zadarmo od 40\u00a0€' },
      { url: '/vratenie', text: '30 dní na vrátenie' },
      { url: '/zaruka', text: 'Záruka' },
    ],
    carriers: [{ label: 'Národná pošta', source: 'post-national' }],
  },
  loyalty: {
    heading: 'Vernostná karta',
    card: 'Vernostná karta',
    intro: 'S vernostnou kartou doprava zadarmo už od 20\u00a0€ a každá 11. káva v predajni zadarmo.',
    apply: 'Získať vernostnú kartu',
    benefit: { url: '/kava-zadarmo', text: 'Každá 11. káva zadarmo' },
  },
  company: { heading: 'Spoločnosť', about: 'O nás', jobs: 'Kariéra' },
  seo: {
    heading: 'Obľúbené kategórie',
    columns: [
      [
        { url: '/damska-moda', text: 'Dámska móda' },
        { url: '/panska-moda', text: 'Pánska móda' },
        { url: '/sport', text: 'Šport' },
        { url: '/byvanie-nabytok', text: 'Bývanie a nábytok' },
      ],
      [
        { url: '/hobby', text: 'Hobby a voľný čas' },
        { url: '/deti', text: 'Deti' },
        { url: '/kuchyna', text: 'Kuchyňa' },
      ],
      [
        { url: '/spanie', text: 'Spanie' },
        { url: '/akcie', text: 'Akcie a zľavy' },
        { url: '/kava', text: 'Káva' },
      ],
    ],
    mobile: { url: '/mobilne-tarify', text: 'Mobilné tarify' },
    stores: 'Predajne',
  },
  social: { heading: 'Sledujte nás', community: 'Komunita', photos: 'Fotky', videos: 'Videá' },
  app: { heading: 'Naša aplikácia', ios: 'Aplikácia pre iOS', android: 'Aplikácia pre Android' },
  legal: {
    imprint: { url: '/impresum', text: 'Impresum' },
    privacy: 'Ochrana osobných údajov',
    terms: { url: '/obchodne-podmienky', text: 'Obchodné podmienky' },
    withdrawal: { url: '/odstupenie-od-zmluvy', text: 'Odstúpenie od zmluvy' },
    accessibility: { url: '/pristupnost', text: 'Prístupnosť' },
  },
  viewChanger: { toMobile: 'Prejsť na mobilnú verziu', toDesktop: 'Prejsť na verziu pre počítač' },
  salesTax: {
    textBeforeLink: 'Všetky ceny sú uvedené vrátane DPH. Podrobnosti nájdete v ',
    link: { url: '/dph', text: 'informáciách o DPH' },
    textAfterLink: '.',
  },
});
