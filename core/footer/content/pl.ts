import type { FooterContent } from '../footer.schema';

/** Built-in footer of the Polish site (PL), written in full (decision D13). */
const content: FooterContent = {
  headline: 'Jesteśmy tu dla Ciebie',
  teaserGroups: [
    {
      heading: { text: 'Obsługa klienta', iconName: 'contact', url: '/pomoc' },
      introductoryText: 'Pytania o zamówienie, dostawę lub zwrot? Chętnie pomożemy.',
      links: [
        { url: '/contact', text: 'Kontakt' },
        { url: '/pomoc', text: 'Pomoc i FAQ' },
        { url: '/service/storefinder/', text: 'Wyszukiwarka sklepów' },
        { url: '/subscribenewsletter', text: 'Zapisz się do newslettera' },
        { url: '/app', text: 'Przejdź do aplikacji', hideInClassic: true },
      ],
      images: [],
    },
    {
      heading: { text: 'Płatność i dostawa', iconName: 'delivery', url: '/dostawa' },
      introductoryText: 'Odbiór w sklepie (click & collect) za 0\u00a0zł. Darmowa dostawa od 100\u00a0zł. 30 dni na zwrot.',
      links: [
        { url: '/platnosci', text: 'Formy płatności' },
        { url: '/dostawa', text: 'Darmowa dostawa od 100\u00a0zł' },
        { url: '/click-and-collect', text: 'Odbiór w sklepie za 0\u00a0zł' },
        { url: '/zwroty', text: '30 dni na zwrot' },
        { url: '/gwarancja', text: 'Gwarancja' },
      ],
      images: [
        { label: 'Orbit Card', source: 'card-orbit' },
        { label: 'Meridian Card', source: 'card-meridian' },
        { label: 'PocketPay', source: 'wallet-pocketpay' },
        { label: 'SwiftParcel', source: 'carrier-swiftparcel' },
        { label: 'Poczta krajowa', source: 'post-national' },
        { label: 'Paczkomaty', source: 'post-parcel-locker' },
      ],
    },
    {
      heading: { text: 'Karta lojalnościowa', iconName: 'loyalty-card', url: '/registerloyaltycard' },
      introductoryText: 'Zbieraj punkty i korzystaj z przywilejów z naszą bezpłatną kartą lojalnościową.',
      links: [
        { url: '/registerloyaltycard', text: 'Zamów kartę lojalnościową' },
        { url: '/korzysci-karty', text: 'Korzyści karty' },
      ],
      images: [{ label: 'Karta lojalnościowa', source: 'loyalty-card' }],
    },
    {
      heading: { text: 'Firma', iconName: 'company' },
      hideGroupInCheckout: true,
      links: [
        { url: 'https://company.example/pl/', text: 'O nas' },
        { url: 'https://jobs.example/pl/', text: 'Kariera' },
        { url: 'https://blog.example/pl/', text: 'Blog' },
        { url: '/marki-partnerskie', text: 'Nasze marki partnerskie' },
      ],
      images: [
        { label: 'Linnea', source: 'fashion-linnea' },
        { label: 'Verdant', source: 'fashion-verdant' },
        { label: 'Northloom', source: 'fashion-northloom' },
      ],
    },
  ],
  seo: {
    heading: 'Popularne kategorie',
    columns: [
      [
        { url: '/moda-damska', text: 'Moda damska' },
        { url: '/moda-meska', text: 'Moda męska' },
        { url: '/sport', text: 'Sport' },
        { url: '/dom-i-meble', text: 'Dom i meble' },
      ],
      [
        { url: '/hobby', text: 'Hobby' },
        { url: '/dzieci', text: 'Dzieci' },
        { url: '/kuchnia', text: 'Kuchnia' },
      ],
      [
        { url: '/sypialnia', text: 'Sen i sypialnia' },
        { url: '/promocje', text: 'Promocje' },
        { url: '/kawa', text: 'Kawa' },
      ],
      [
        { url: '/telefony', text: 'Telefony i taryfy' },
        { url: '/registerloyaltycard', text: 'Karta lojalnościowa' },
        { url: '/service/storefinder/', text: 'Sklepy' },
      ],
    ],
  },
  socialMedia: {
    heading: 'Obserwuj nas',
    socialMediaIcons: [
      { iconName: 'social-community', link: 'https://community.example/shop-pl', label: 'Społeczność' },
      { iconName: 'social-photos', link: 'https://photos.example/shop-pl', label: 'Zdjęcia' },
      { iconName: 'social-videos', link: 'https://videos.example/shop-pl', label: 'Filmy' },
    ],
  },
  appReferences: {
    heading: 'Nasza aplikacja',
    appIcons: [
      { iconName: 'app-ios', link: 'https://apps.example/ios/shop-pl', label: 'Aplikacja na iOS' },
      { iconName: 'app-android', link: 'https://apps.example/android/shop-pl', label: 'Aplikacja na Androida' },
    ],
  },
  legalLinks: [
    { url: '/nota-prawna', text: 'Nota prawna' },
    { url: '/privacy', text: 'Polityka prywatności' },
    { url: '/regulamin', text: 'Regulamin' },
    { url: '/odstapienie-od-umowy', text: 'Odstąpienie od umowy' },
    { url: '/dostepnosc', text: 'Dostępność' },
  ],
  viewChanger: { toMobile: 'Przejdź do wersji mobilnej', toDesktop: 'Przejdź do wersji na komputer' },
  qualityLogos: {
    heading: 'Nagrody i certyfikaty',
    logos: [
      { link: '/bezpieczne-zakupy', image: { label: 'Bezpieczne zakupy', source: 'trust-safe-shopping' }, width: 64, height: 64 },
      { link: '/nagroda-jakosci', image: { label: 'Nagroda jakości', source: 'trust-quality-award' }, width: 64, height: 64 },
      { link: '/sprawiedliwy-handel', image: { label: 'Pieczęć sprawiedliwego handlu', source: 'trust-fair-trade-seal' }, width: 64, height: 64 },
    ],
  },
};

export default content;
