import { countryFooter } from './base';

export default countryFooter({
  slug: 'hu',
  headline: 'Itt vagyunk Önért',
  service: {
    heading: 'Ügyfélszolgálat',
    intro: 'Kérdése van a rendeléssel, szállítással vagy visszaküldéssel kapcsolatban? Szívesen segítünk.',
    contact: 'Kapcsolat',
    help: { url: '/segitseg', text: 'Súgó és GYIK' },
    storefinder: 'Üzletkereső',
    newsletter: 'Feliratkozás hírlevélre',
    app: 'Tovább az alkalmazáshoz',
  },
  delivery: {
    heading: { url: '/szallitas', text: 'Fizetés és szállítás' },
    intro: '30 napos elállási jog: a terméket 30 napon belül indoklás nélkül visszaküldheti.',
    links: [
      { url: '/fizetes', text: 'Fizetési módok' },
      { url: '/szallitas', text: 'Szállítás és szállítási díjak' },
      { url: '/elallas', text: '30 napos elállási jog' },
      { url: '/garancia', text: 'Garancia' },
    ],
    carriers: [{ label: 'Nemzeti posta', source: 'post-national' }],
  },
  loyalty: {
    heading: 'Törzsvásárlói kártya',
    card: 'Törzsvásárlói kártya',
    intro: 'Gyűjtsön pontokat és élvezze az előnyöket ingyenes törzsvásárlói kártyánkkal.',
    apply: 'Törzsvásárlói kártya igénylése',
    benefit: { url: '/kartya-elonyei', text: 'A kártya előnyei' },
  },
  company: { heading: 'Vállalat', about: 'Rólunk', jobs: 'Karrier' },
  seo: {
    heading: 'Népszerű kategóriák',
    columns: [
      [
        { url: '/noi-divat', text: 'Női divat' },
        { url: '/ferfi-divat', text: 'Férfi divat' },
        { url: '/sport', text: 'Sport' },
        { url: '/lakas-butor', text: 'Lakás és bútor' },
      ],
      [
        { url: '/hobbi', text: 'Hobbi és szabadidő' },
        { url: '/gyerekek', text: 'Gyerekek' },
        { url: '/konyha', text: 'Konyha' },
      ],
      [
        { url: '/alvas', text: 'Alvás' },
        { url: '/akciok', text: 'Akciók' },
        { url: '/kave', text: 'Kávé' },
      ],
    ],
    mobile: { url: '/mobil', text: 'Mobil és tarifák' },
    stores: 'Üzletek',
  },
  social: { heading: 'Kövessen minket', community: 'Közösség', photos: 'Fotók', videos: 'Videók' },
  app: { heading: 'Alkalmazásunk', ios: 'Alkalmazás iOS-re', android: 'Alkalmazás Androidra' },
  legal: {
    imprint: { url: '/impresszum', text: 'Impresszum' },
    privacy: 'Adatvédelem',
    terms: { url: '/aszf', text: 'ÁSZF' },
    withdrawal: { url: '/elallasi-jog', text: 'Elállási jog' },
    accessibility: { url: '/akadalymentesseg', text: 'Akadálymentesség' },
  },
  viewChanger: { toMobile: 'Mobil nézetre váltás', toDesktop: 'Asztali nézetre váltás' },
});
