import type { FooterContent } from '../footer.schema';

/** Built-in footer of the Hungarian site (HU). */
const content: FooterContent = {
  headline: 'Itt vagyunk Önért',
  teaserGroups: [
    {
      heading: { text: 'Ügyfélszolgálat', iconName: 'contact', url: '/segitseg' },
      introductoryText: 'Kérdése van a rendeléssel, szállítással vagy visszaküldéssel kapcsolatban? Szívesen segítünk.',
      links: [
        { url: '/contact', text: 'Kapcsolat' },
        { url: '/segitseg', text: 'Súgó és GYIK' },
        { url: '/service/storefinder/', text: 'Üzletkereső' },
        { url: '/subscribenewsletter', text: 'Feliratkozás hírlevélre' },
        { url: '/app', text: 'Tovább az alkalmazáshoz', hideInClassic: true },
      ],
      images: [],
    },
    {
      heading: { text: 'Fizetés és szállítás', iconName: 'delivery', url: '/szallitas' },
      introductoryText: '30 napos elállási jog: a terméket 30 napon belül indoklás nélkül visszaküldheti.',
      links: [
        { url: '/fizetes', text: 'Fizetési módok' },
        { url: '/szallitas', text: 'Szállítás és szállítási díjak' },
        { url: '/elallas', text: '30 napos elállási jog' },
        { url: '/garancia', text: 'Garancia' },
      ],
      images: [
        { label: 'Orbit Card', source: 'card-orbit' },
        { label: 'Meridian Card', source: 'card-meridian' },
        { label: 'PocketPay', source: 'wallet-pocketpay' },
        { label: 'SwiftParcel', source: 'carrier-swiftparcel' },
        { label: 'Nemzeti posta', source: 'post-national' },
      ],
    },
    {
      heading: { text: 'Törzsvásárlói kártya', iconName: 'loyalty-card', url: '/registerloyaltycard' },
      introductoryText: 'Gyűjtsön pontokat és élvezze az előnyöket ingyenes törzsvásárlói kártyánkkal.',
      links: [
        { url: '/registerloyaltycard', text: 'Törzsvásárlói kártya igénylése' },
        { url: '/kartya-elonyei', text: 'A kártya előnyei' },
      ],
      images: [{ label: 'Törzsvásárlói kártya', source: 'loyalty-card' }],
    },
    {
      heading: { text: 'Vállalat', iconName: 'company' },
      hideGroupInCheckout: true,
      links: [
        { url: 'https://company.example/hu/', text: 'Rólunk' },
        { url: 'https://jobs.example/hu/', text: 'Karrier' },
        { url: 'https://blog.example/hu/', text: 'Blog' },
      ],
      images: [],
    },
  ],
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
      [
        { url: '/mobil', text: 'Mobil és tarifák' },
        { url: '/registerloyaltycard', text: 'Törzsvásárlói kártya' },
        { url: '/service/storefinder/', text: 'Üzletek' },
      ],
    ],
  },
  socialMedia: {
    heading: 'Kövessen minket',
    socialMediaIcons: [
      { iconName: 'social-community', link: 'https://community.example/shop-hu', label: 'Közösség' },
      { iconName: 'social-photos', link: 'https://photos.example/shop-hu', label: 'Fotók' },
      { iconName: 'social-videos', link: 'https://videos.example/shop-hu', label: 'Videók' },
    ],
  },
  appReferences: {
    heading: 'Alkalmazásunk',
    appIcons: [
      { iconName: 'app-ios', link: 'https://apps.example/ios/shop-hu', label: 'Alkalmazás iOS-re' },
      { iconName: 'app-android', link: 'https://apps.example/android/shop-hu', label: 'Alkalmazás Androidra' },
    ],
  },
  legalLinks: [
    { url: '/impresszum', text: 'Impresszum' },
    { url: '/privacy', text: 'Adatvédelem' },
    { url: '/aszf', text: 'ÁSZF' },
    { url: '/elallasi-jog', text: 'Elállási jog' },
    { url: '/akadalymentesseg', text: 'Akadálymentesség' },
  ],
  viewChanger: { toMobile: 'Mobil nézetre váltás', toDesktop: 'Asztali nézetre váltás' },
};

export default content;
