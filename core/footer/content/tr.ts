import type { FooterContent } from '../footer.schema';

/** Built-in footer of the Turkish site (TR). `{phone}` is filled from `phone`. */
const content: FooterContent = {
  headline: 'Size yardımcı olmak için buradayız',
  phone: { text: '0850 555 00 00', url: 'tel:+908505550000' },
  teaserGroups: [
    {
      heading: { text: 'Müşteri Hizmetleri', iconName: 'phone', url: '/contact' },
      introductoryText: 'Müşteri Hizmetleri {phone} her gün 09:00-19:00',
      links: [
        { url: '/contact', text: 'İletişim' },
        { url: '/account', text: 'Hesabım' },
        { url: '/yardim', text: 'Yardım ve SSS' },
        { url: '/service/storefinder/', text: 'Mağaza bulucu' },
        { url: '/subscribenewsletter', text: 'Bültene abone ol' },
        { url: '/app', text: 'Uygulamaya git', hideInClassic: true },
      ],
      images: [],
    },
    {
      heading: { text: 'Ödeme ve Teslimat', iconName: 'delivery', url: '/teslimat' },
      introductoryText: '1000\u00a0TL üzeri ücretsiz kargo. Siparişler 1-2 iş günü içinde kargoya verilir. 90 gün ücretsiz iade ve değişim.',
      links: [
        { url: '/odeme', text: 'Ödeme seçenekleri' },
        { url: '/teslimat', text: '1000\u00a0TL üzeri ücretsiz kargo' },
        { url: '/kargo', text: '1-2 iş günü içinde kargoda' },
        { url: '/iade', text: '90 gün ücretsiz iade ve değişim' },
        { url: '/garanti', text: 'Garanti' },
      ],
      images: [
        { label: 'Orbit Card', source: 'card-orbit' },
        { label: 'Meridian Card', source: 'card-meridian' },
        { label: 'PocketPay', source: 'wallet-pocketpay' },
        { label: 'SwiftParcel', source: 'carrier-swiftparcel' },
        { label: 'Boxline', source: 'carrier-boxline' },
      ],
    },
    {
      heading: { text: 'Sadakat Kartı', iconName: 'loyalty-card', url: '/registerloyaltycard' },
      introductoryText: 'Ücretsiz sadakat kartımızla puan toplayın, avantajlardan yararlanın.',
      links: [
        { url: '/registerloyaltycard', text: 'Sadakat kartı başvurusu' },
        { url: '/kart-avantajlari', text: 'Kart avantajları' },
      ],
      images: [{ label: 'Sadakat kartı', source: 'loyalty-card' }],
    },
    {
      heading: { text: 'Kurumsal', iconName: 'company' },
      hideGroupInCheckout: true,
      links: [
        { url: 'https://company.example/tr/', text: 'Hakkımızda' },
        { url: 'https://jobs.example/tr/', text: 'Kariyer' },
        { url: 'https://blog.example/tr/', text: 'Blog' },
      ],
      images: [],
    },
  ],
  seo: {
    heading: 'Popüler kategoriler',
    columns: [
      [
        { url: '/kadin-moda', text: 'Kadın modası' },
        { url: '/erkek-moda', text: 'Erkek modası' },
        { url: '/spor', text: 'Spor' },
        { url: '/ev-mobilya', text: 'Ev ve mobilya' },
      ],
      [
        { url: '/hobi', text: 'Hobi ve boş zaman' },
        { url: '/cocuk', text: 'Çocuk' },
        { url: '/mutfak', text: 'Mutfak' },
      ],
      [
        { url: '/uyku', text: 'Uyku' },
        { url: '/firsatlar', text: 'Fırsatlar' },
        { url: '/kahve', text: 'Kahve' },
      ],
      [
        { url: '/mobil', text: 'Mobil' },
        { url: '/registerloyaltycard', text: 'Sadakat kartı' },
        { url: '/service/storefinder/', text: 'Mağazalar' },
      ],
    ],
  },
  socialMedia: {
    heading: 'Bizi takip edin',
    socialMediaIcons: [
      { iconName: 'social-community', link: 'https://community.example/shop-tr', label: 'Topluluk' },
      { iconName: 'social-photos', link: 'https://photos.example/shop-tr', label: 'Fotoğraflar' },
      { iconName: 'social-videos', link: 'https://videos.example/shop-tr', label: 'Videolar' },
    ],
  },
  appReferences: {
    heading: 'Uygulamamız',
    appIcons: [
      { iconName: 'app-ios', link: 'https://apps.example/ios/shop-tr', label: 'iOS uygulaması' },
      { iconName: 'app-android', link: 'https://apps.example/android/shop-tr', label: 'Android uygulaması' },
    ],
  },
  legalLinks: [
    { url: '/kunye', text: 'Künye' },
    { url: '/privacy', text: 'Gizlilik ve KVKK' },
    { url: '/kullanim-kosullari', text: 'Kullanım koşulları' },
    { url: '/cayma-hakki', text: 'Cayma hakkı' },
    { url: '/erisilebilirlik', text: 'Erişilebilirlik' },
  ],
  viewChanger: { toMobile: 'Mobil görünüme geç', toDesktop: 'Masaüstü görünümüne geç' },
};

export default content;
