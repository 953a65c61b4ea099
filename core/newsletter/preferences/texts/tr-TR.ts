import type { PreferencesTexts } from '../../preferences.texts';

const trTR: PreferencesTexts = {
  locale: 'tr-TR',
  headline: 'Bülten aboneliğiniz',
  intro: 'Neye onay verdiğinizi burada görebilir, istediğiniz zaman değiştirebilir veya bülten aboneliğinizi iptal edebilirsiniz.',
  loading: 'Aboneliğiniz yükleniyor …',
  emailLabel: 'E-posta adresi',
  consentsHeading: 'Onaylarınız',
  newsletterConsent: 'E-posta ile bülten',
  givenOn: '{date} tarihinde verildi',
  changedOn: 'son değişiklik: {date}',
  notGiven: 'verilmedi',
  detailsHeading: 'Değiştir',
  save: 'Değişiklikleri kaydet',
  saving: 'Kaydediliyor …',
  saved: 'Değişiklikleriniz kaydedildi.',
  unsubscribeHeading: 'Bülten aboneliğini iptal et',
  unsubscribeHint: 'Tek tıklamayla. Bundan sonra bizden bülten e-postası almazsınız.',
  unsubscribe: 'Aboneliğimi iptal et',
  unsubscribing: 'İptal ediliyor …',
  unsubscribedHeadline: 'Bülten aboneliğiniz iptal edildi.',
  unsubscribed: 'Onayınızı geri aldınız. Bizden artık bülten e-postası almayacaksınız.',
  signUpAgain: 'Fikrinizi mi değiştirdiniz? Buradan yeniden abone olabilirsiniz.',
  invalidLink: 'Bu bağlantı geçerli değil veya artık geçerli değil. Güncel bağlantıyı bültenimizin en son e-postasında bulabilirsiniz.',
  loadFailed: 'Aboneliğiniz şu anda yüklenemedi. Lütfen birkaç dakika sonra tekrar deneyin.',
  timedOut: 'Hizmetimiz şu anda yanıt vermiyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  saveFailed: 'Değişiklikleriniz şu anda kaydedilemedi. Girdikleriniz duruyor – lütfen tekrar deneyin.',
  saveTimedOut: 'Kaydetme çok uzun sürdü. Girdikleriniz duruyor – lütfen tekrar deneyin.',
  unsubscribeFailed: 'Abonelik iptali şu anda gerçekleşmedi. Lütfen tekrar deneyin.',
  retry: 'Tekrar dene',
};

export default trTR;
