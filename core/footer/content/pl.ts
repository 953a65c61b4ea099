import { countryFooter } from './base';

export default countryFooter({
  slug: 'pl',
  headline: 'Jesteśmy tu dla Ciebie',
  service: {
    heading: 'Obsługa klienta',
    intro: 'Pytania o zamówienie, dostawę lub zwrot? Chętnie pomożemy.',
    contact: 'Kontakt',
    help: { url: '/pomoc', text: 'Pomoc i FAQ' },
    storefinder: 'Wyszukiwarka sklepów',
    newsletter: 'Zapisz się do newslettera',
    app: 'Przejdź do aplikacji',
  },
  delivery: {
    heading: { url: '/dostawa', text: 'Płatność i dostawa' },
    intro: 'Odbiór w sklepie (click & collect) za 0\u00a0zł. Darmowa dostawa od 100\u00a0zł. 30 dni na zwrot.',
    links: [
      { url: '/platnosci', text: 'Formy płatności' },
      { url: '/dostawa', text: 'Darmowa dostawa od 100\u00a0zł' },
      { url: '/click-and-collect', text: 'Odbiór w sklepie za 0\u00a0zł' },
      { url: '/zwroty', text: '30 dni na zwrot' },
      { url: '/gwarancja', text: 'Gwarancja' },
    ],
    carriers: [
      { label: 'Poczta krajowa', source: 'post-national' },
      { label: 'Paczkomaty', source: 'post-parcel-locker' },
    ],
  },
  loyalty: {
    heading: 'Karta lojalnościowa',
    card: 'Karta lojalnościowa',
    intro: 'Zbieraj punkty i korzystaj z przywilejów z naszą bezpłatną kartą lojalnościową.',
    apply: 'Zamów kartę lojalnościową',
    benefit: { url: '/korzysci-karty', text: 'Korzyści karty' },
  },
  company: {
    heading: 'Firma',
    about: 'O nas',
    jobs: 'Kariera',
    partnerBrands: { url: '/marki-partnerskie', text: 'Nasze marki partnerskie' },
  },
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
    ],
    mobile: { url: '/telefony', text: 'Telefony i taryfy' },
    stores: 'Sklepy',
  },
  social: { heading: 'Obserwuj nas', community: 'Społeczność', photos: 'Zdjęcia', videos: 'Filmy' },
  app: { heading: 'Nasza aplikacja', ios: 'Aplikacja na iOS', android: 'Aplikacja na Androida' },
  legal: {
    imprint: { url: '/nota-prawna', text: 'Nota prawna' },
    privacy: 'Polityka prywatności',
    terms: { url: '/regulamin', text: 'Regulamin' },
    withdrawal: { url: '/odstapienie-od-umowy', text: 'Odstąpienie od umowy' },
    accessibility: { url: '/dostepnosc', text: 'Dostępność' },
  },
  viewChanger: { toMobile: 'Przejdź do wersji mobilnej', toDesktop: 'Przejdź do wersji na komputer' },
  qualityLogos: {
    heading: 'Nagrody i certyfikaty',
    logos: [
      {
        link: '/bezpieczne-zakupy',
        image: { label: 'Bezpieczne zakupy', source: 'trust-safe-shopping' },
        width: 64,
        height: 64,
      },
      {
        link: '/nagroda-jakosci',
        image: { label: 'Nagroda jakości', source: 'trust-quality-award' },
        width: 64,
        height: 64,
      },
      {
        link: '/sprawiedliwy-handel',
        image: { label: 'Pieczęć sprawiedliwego handlu', source: 'trust-fair-trade-seal' },
        width: 64,
        height: 64,
      },
    ],
  },
});
