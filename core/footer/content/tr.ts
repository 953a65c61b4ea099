import { countryFooter } from './base';

/** Built-in footer of the Turkish site (TR). `{phone}` is filled from `phone`. */
export default countryFooter({
  slug: 'tr',
  headline: 'Size yardımcı olmak için buradayız',
  phone: { text: '0850 555 00 00', url: 'tel:+908505550000' },
  service: {
    heading: 'Müşteri Hizmetleri',
    headingUrl: '/contact',
    iconName: 'phone',
    intro: 'Müşteri Hizmetleri {phone} her gün 09:00-19:00',
    contact: 'İletişim',
    account: 'Hesabım',
    help: { url: '/yardim', text: 'Yardım ve SSS' },
    storefinder: 'Mağaza bulucu',
    newsletter: 'Bültene abone ol',
    app: 'Uygulamaya git',
  },
  delivery: {
    heading: { url: '/teslimat', text: 'Ödeme ve Teslimat' },
    intro:
      '1000\u00a0TL üzeri ücretsiz kargo. Siparişler 1-2 iş günü içinde kargoya verilir. 90 gün ücretsiz iade ve değişim.',
    links: [
      { url: '/odeme', text: 'Ödeme seçenekleri' },
      { url: '/teslimat', text: '1000\u00a0TL üzeri ücretsiz kargo' },
      { url: '/kargo', text: '1-2 iş günü içinde kargoda' },
      { url: '/iade', text: '90 gün ücretsiz iade ve değişim' },
      { url: '/garanti', text: 'Garanti' },
    ],
    carriers: [{ label: 'Boxline', source: 'carrier-boxline' }],
  },
  loyalty: {
    heading: 'Sadakat Kartı',
    card: 'Sadakat kartı',
    intro: 'Ücretsiz sadakat kartımızla puan toplayın, avantajlardan yararlanın.',
    apply: 'Sadakat kartı başvurusu',
    benefit: { url: '/kart-avantajlari', text: 'Kart avantajları' },
  },
  company: { heading: 'Kurumsal', about: 'Hakkımızda', jobs: 'Kariyer' },
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
    ],
    mobile: { url: '/mobil', text: 'Mobil' },
    stores: 'Mağazalar',
  },
  social: { heading: 'Bizi takip edin', community: 'Topluluk', photos: 'Fotoğraflar', videos: 'Videolar' },
  app: { heading: 'Uygulamamız', ios: 'iOS uygulaması', android: 'Android uygulaması' },
  legal: {
    imprint: { url: '/kunye', text: 'Künye' },
    privacy: 'Gizlilik ve KVKK',
    terms: { url: '/kullanim-kosullari', text: 'Kullanım koşulları' },
    withdrawal: { url: '/cayma-hakki', text: 'Cayma hakkı' },
    accessibility: { url: '/erisilebilirlik', text: 'Erişilebilirlik' },
  },
  viewChanger: { toMobile: 'Mobil görünüme geç', toDesktop: 'Masaüstü görünümüne geç' },
});
