import type { NewsletterTexts } from '../signup.text-keys';

const trTR: NewsletterTexts = {
  locale: 'tr-TR',
  headline: 'Bültenimize abone olun, %10 kazanın',
  intro:
    'Yenilikler, fırsatlar ve ilham her hafta e-posta kutunuzda. Teşekkür olarak bir sonraki siparişiniz için %10 indirim kuponu alırsınız.',
  discountBanner: '%10 hoş geldin indirimi',
  imageAlt: 'Ahşap bir masada taze kavrulmuş kahve ve bir fincan',
  emailLabel: 'E-posta adresi',
  salutationLabel: 'Hitap',
  salutationPlaceholder: 'Lütfen seçin',
  salutations: { MRS: 'Bayan', MR: 'Bay', DIVERS: 'Diğer', COMPANY: 'Firma' },
  firstNameLabel: 'Ad',
  lastNameLabel: 'Soyad',
  optional: '(isteğe bağlı)',
  honeypotLabel: 'Lütfen bu alanı boş bırakın',
  legalNoticeHeading: 'Bülten hakkında bilgilendirme',
  legalNotice:
    'Abone olduğunuzda fırsatlar, yenilikler ve kampanyalar içeren bültenimizi düzenli olarak e-posta ile alırsınız. Ayrıntılar [bülten bilgilendirme](newsletterInfo) sayfamızda. Onayınızı her bültendeki abonelikten çıkma bağlantısıyla veya [müşteri hizmetlerimiz](contact) aracılığıyla dilediğiniz zaman geri alabilirsiniz. Bülteni geliştirmek için açılma ve tıklamaları değerlendiririz. Daha fazla bilgi [gizlilik bildirimimizde](privacy).',
  showMore: 'Daha fazla göster',
  showLess: 'Daha az göster',
  dneConsentLabel:
    '[Kişisel pazarlama onayı](personalMarketingConsent) kapsamında ilgi alanlarıma ve alışverişlerime göre kişiselleştirilmiş teklifler almak istiyorum.',
  legalsConsentLabel:
    '[Ticari elektronik ileti onayı](commercialMessageConsent) kapsamında ticari elektronik ileti almayı kabul ediyorum.',
  submit: 'Abone ol',
  submitting: 'Gönderiliyor …',
  voucherFootnote:
    '* %10 indirim kuponu çevrimiçi mağazada bir siparişte bir kez kullanılabilir ve diğer kampanyalarla birleştirilemez. [Kupon koşulları](voucherConditions) geçerlidir. Onaylanmayan kayıtlar 14 gün sonra silinir. Bültenlerimizi 2 yıl boyunca hiç açmazsanız gönderim durdurulabilir.',
  privacyNotice:
    'Abone olmak için en az {minimumAge} yaşında olmalısınız. Verilerinizin işlenmesi hakkında bilgiyi [gizlilik bildirimimizde](privacy) bulabilirsiniz.',
  errorPrefix: 'Hata:',
  errors: {
    emailRequired: 'E-posta adresi zorunlu bir alandır.',
    emailTooLong: 'E-posta adresi çok uzun: en fazla 256 karakter olabilir.',
    emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
    nameInvalid: 'Bu alan geçersiz karakterler içeriyor.',
    nameTooLong: 'Lütfen en fazla 40 karakter girin.',
    firstNameRequired: 'Ad zorunlu bir alandır.',
    lastNameRequired: 'Soyad zorunlu bir alandır.',
    salutationRequired: 'Hitap zorunlu bir alandır.',
    legalsRequired: 'Lütfen ticari elektronik ileti almayı onaylayın.',
    generic: 'Teknik nedenlerle bülten aboneliği şu anda mümkün değil. Lütfen daha sonra tekrar deneyin!',
    invalidDoiLink: 'Maalesef bu bağlantı artık geçerli değil. Lütfen bültene yeniden abone olun.',
  },
  pending: {
    headline: 'Neredeyse bitti! Lütfen aboneliğinizi onaylayın.',
    body: '{email} adresine bir e-posta gönderdik. Bülten aboneliğiniz ancak bu e-postadaki onay bağlantısına tıkladığınızda başlar.',
    hint: 'E-posta gelmedi mi? Lütfen istenmeyen (spam) klasörünüze de bakın. Onaylanmayan kayıtlar 14 gün sonra silinir.',
    resendHint: 'E-posta ulaşmazsa birazdan yeniden isteyebilirsiniz.',
    resend: 'E-postayı yeniden gönder',
    resending: 'E-posta gönderiliyor …',
    resent: 'E-postayı {email} adresine yeniden gönderdik.',
    resendFailed: 'E-posta şu anda yeniden gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
    resendExhausted:
      'E-postayı size zaten birkaç kez gönderdik. Lütfen gelen kutunuzu ve spam klasörünüzü kontrol edin.',
  },
  doi: {
    confirmHint: 'Lütfen bülten aboneliğinizi onaylayın.',
    confirm: 'Aboneliğimi onayla',
    confirming: 'Aboneliğiniz onaylanıyor …',
    confirmed: 'Teşekkürler! Bülten aboneliğiniz onaylandı. Kuponunuzu e-posta ile göndereceğiz.',
    alreadyConfirmed: 'Bülten aboneliğiniz daha önce onaylanmıştı. Başka bir şey yapmanıza gerek yok.',
    failed: 'Aboneliğiniz şu anda onaylanamadı. Lütfen daha sonra e-postadaki bağlantıya yeniden tıklayın.',
  },
};

export default trTR;
