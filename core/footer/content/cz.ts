import type { FooterContent } from '../footer.schema';

/** Built-in footer of the Czech site (CZ). */
const content: FooterContent = {
  headline: 'Jsme tu pro vás',
  teaserGroups: [
    {
      heading: { text: 'Zákaznický servis', iconName: 'contact', url: '/napoveda' },
      introductoryText: 'Máte dotaz k objednávce, doručení nebo vrácení? Rádi pomůžeme.',
      links: [
        { url: '/contact', text: 'Kontakt' },
        { url: '/napoveda', text: 'Nápověda a časté dotazy' },
        { url: '/service/storefinder/', text: 'Vyhledávání prodejen' },
        { url: '/subscribenewsletter', text: 'Přihlásit se k odběru newsletteru' },
        { url: '/app', text: 'Do aplikace', hideInClassic: true },
      ],
      images: [],
    },
    {
      heading: { text: 'Platba a doprava', iconName: 'delivery', url: '/doprava' },
      introductoryText: 'Doprava zdarma od 999\u00a0Kč, s věrnostní kartou již od 499\u00a0Kč. 30 dní na vrácení zboží.',
      links: [
        { url: '/platba', text: 'Způsoby platby' },
        { url: '/doprava', text: 'Doprava zdarma od 999\u00a0Kč' },
        { url: '/vraceni', text: '30 dní na vrácení' },
        { url: '/zaruka', text: 'Záruka' },
      ],
      images: [
        { label: 'Orbit Card', source: 'card-orbit' },
        { label: 'Meridian Card', source: 'card-meridian' },
        { label: 'PocketPay', source: 'wallet-pocketpay' },
        { label: 'SwiftParcel', source: 'carrier-swiftparcel' },
        { label: 'Národní pošta', source: 'post-national' },
        { label: 'Výdejní místa', source: 'post-pickup-point' },
      ],
    },
    {
      heading: { text: 'Věrnostní karta', iconName: 'loyalty-card', url: '/registerloyaltycard' },
      introductoryText: 'S věrnostní kartou doprava zdarma již od 499\u00a0Kč a každá 11. káva na prodejně zdarma.',
      links: [
        { url: '/registerloyaltycard', text: 'Získat věrnostní kartu' },
        { url: '/kava-zdarma', text: 'Každá 11. káva zdarma' },
      ],
      images: [{ label: 'Věrnostní karta', source: 'loyalty-card' }],
    },
    {
      heading: { text: 'Společnost', iconName: 'company' },
      hideGroupInCheckout: true,
      links: [
        { url: 'https://company.example/cz/', text: 'O nás' },
        { url: 'https://jobs.example/cz/', text: 'Kariéra' },
        { url: 'https://blog.example/cz/', text: 'Blog' },
      ],
      images: [],
    },
  ],
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
      [
        { url: '/mobilni-tarify', text: 'Mobilní tarify' },
        { url: '/registerloyaltycard', text: 'Věrnostní karta' },
        { url: '/service/storefinder/', text: 'Prodejny' },
      ],
    ],
  },
  socialMedia: {
    heading: 'Sledujte nás',
    socialMediaIcons: [
      { iconName: 'social-community', link: 'https://community.example/shop-cz', label: 'Komunita' },
      { iconName: 'social-photos', link: 'https://photos.example/shop-cz', label: 'Fotky' },
      { iconName: 'social-videos', link: 'https://videos.example/shop-cz', label: 'Videa' },
    ],
  },
  appReferences: {
    heading: 'Naše aplikace',
    appIcons: [
      { iconName: 'app-ios', link: 'https://apps.example/ios/shop-cz', label: 'Aplikace pro iOS' },
      { iconName: 'app-android', link: 'https://apps.example/android/shop-cz', label: 'Aplikace pro Android' },
    ],
  },
  legalLinks: [
    { url: '/tiraz', text: 'Tiráž' },
    { url: '/privacy', text: 'Ochrana osobních údajů' },
    { url: '/obchodni-podminky', text: 'Obchodní podmínky' },
    { url: '/odstoupeni-od-smlouvy', text: 'Odstoupení od smlouvy' },
    { url: '/pristupnost', text: 'Přístupnost' },
  ],
  viewChanger: { toMobile: 'Přejít na mobilní verzi', toDesktop: 'Přejít na verzi pro počítač' },
  salesTax: {
    textBeforeLink: 'Všechny ceny jsou uvedeny včetně DPH. Podrobnosti najdete v ',
    link: { url: '/dph', text: 'informacích o DPH' },
    textAfterLink: '.',
  },
};

export default content;
