import type { FooterContent } from '../footer.schema';

/** Built-in footer of the Slovak site (SK). */
const content: FooterContent = {
  headline: 'Sme tu pre vás',
  teaserGroups: [
    {
      heading: { text: 'Zákaznícky servis', iconName: 'contact', url: '/pomoc' },
      introductoryText: 'Máte otázku k objednávke, doručeniu alebo vráteniu? Radi pomôžeme.',
      links: [
        { url: '/contact', text: 'Kontakt' },
        { url: '/pomoc', text: 'Pomoc a časté otázky' },
        { url: '/service/storefinder/', text: 'Vyhľadávanie predajní' },
        { url: '/subscribenewsletter', text: 'Prihlásiť sa na odber newslettera' },
        { url: '/app', text: 'Do aplikácie', hideInClassic: true },
      ],
      images: [],
    },
    {
      heading: { text: 'Platba a doprava', iconName: 'delivery', url: '/doprava' },
      introductoryText: 'Doprava zadarmo od 40\u00a0€, s vernostnou kartou už od 20\u00a0€. 30 dní na vrátenie tovaru.',
      links: [
        { url: '/platba', text: 'Spôsoby platby' },
        { url: '/doprava', text: 'Doprava zadarmo od 40\u00a0€' },
        { url: '/vratenie', text: '30 dní na vrátenie' },
        { url: '/zaruka', text: 'Záruka' },
      ],
      images: [
        { label: 'Orbit Card', source: 'card-orbit' },
        { label: 'Meridian Card', source: 'card-meridian' },
        { label: 'PocketPay', source: 'wallet-pocketpay' },
        { label: 'SwiftParcel', source: 'carrier-swiftparcel' },
        { label: 'Národná pošta', source: 'post-national' },
      ],
    },
    {
      heading: { text: 'Vernostná karta', iconName: 'loyalty-card', url: '/registerloyaltycard' },
      introductoryText: 'S vernostnou kartou doprava zadarmo už od 20\u00a0€ a každá 11. káva v predajni zadarmo.',
      links: [
        { url: '/registerloyaltycard', text: 'Získať vernostnú kartu' },
        { url: '/kava-zadarmo', text: 'Každá 11. káva zadarmo' },
      ],
      images: [{ label: 'Vernostná karta', source: 'loyalty-card' }],
    },
    {
      heading: { text: 'Spoločnosť', iconName: 'company' },
      hideGroupInCheckout: true,
      links: [
        { url: 'https://company.example/sk/', text: 'O nás' },
        { url: 'https://jobs.example/sk/', text: 'Kariéra' },
        { url: 'https://blog.example/sk/', text: 'Blog' },
      ],
      images: [],
    },
  ],
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
      [
        { url: '/mobilne-tarify', text: 'Mobilné tarify' },
        { url: '/registerloyaltycard', text: 'Vernostná karta' },
        { url: '/service/storefinder/', text: 'Predajne' },
      ],
    ],
  },
  socialMedia: {
    heading: 'Sledujte nás',
    socialMediaIcons: [
      { iconName: 'social-community', link: 'https://community.example/shop-sk', label: 'Komunita' },
      { iconName: 'social-photos', link: 'https://photos.example/shop-sk', label: 'Fotky' },
      { iconName: 'social-videos', link: 'https://videos.example/shop-sk', label: 'Videá' },
    ],
  },
  appReferences: {
    heading: 'Naša aplikácia',
    appIcons: [
      { iconName: 'app-ios', link: 'https://apps.example/ios/shop-sk', label: 'Aplikácia pre iOS' },
      { iconName: 'app-android', link: 'https://apps.example/android/shop-sk', label: 'Aplikácia pre Android' },
    ],
  },
  legalLinks: [
    { url: '/impresum', text: 'Impresum' },
    { url: '/privacy', text: 'Ochrana osobných údajov' },
    { url: '/obchodne-podmienky', text: 'Obchodné podmienky' },
    { url: '/odstupenie-od-zmluvy', text: 'Odstúpenie od zmluvy' },
    { url: '/pristupnost', text: 'Prístupnosť' },
  ],
  viewChanger: { toMobile: 'Prejsť na mobilnú verziu', toDesktop: 'Prejsť na verziu pre počítač' },
  salesTax: {
    textBeforeLink: 'Všetky ceny sú uvedené vrátane DPH. Podrobnosti nájdete v ',
    link: { url: '/dph', text: 'informáciách o DPH' },
    textAfterLink: '.',
  },
};

export default content;
