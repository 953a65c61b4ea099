import type { NewsletterTexts } from '../signup.text-keys';

const frCH: NewsletterTexts = {
  locale: 'fr-CH',
  headline: 'Abonnez-vous à la newsletter et économisez 10\u00a0%',
  intro:
    'Nouveautés, offres et inspiration chaque semaine dans votre boîte mail. Pour vous remercier, vous recevez un bon de 10\u00a0% pour votre prochaine commande.',
  discountBanner: '10\u00a0% de réduction de bienvenue',
  imageAlt: 'Café fraîchement torréfié et une tasse sur une table en bois',
  emailLabel: 'Adresse e-mail',
  salutationLabel: 'Civilité',
  salutationPlaceholder: 'Veuillez choisir',
  salutations: { MRS: 'Madame', MR: 'Monsieur', DIVERS: 'Autre', COMPANY: 'Entreprise' },
  firstNameLabel: 'Prénom',
  lastNameLabel: 'Nom',
  optional: '(facultatif)',
  honeypotLabel: 'Veuillez laisser ce champ vide',
  legalNoticeHeading: 'Informations sur la newsletter',
  legalNotice:
    'En vous inscrivant, vous recevez régulièrement notre newsletter avec des offres, des nouveautés et des promotions par e-mail. Vous pouvez retirer votre consentement à tout moment, via le lien de désinscription présent dans chaque newsletter ou auprès de notre [service clientèle](contact). Nous analysons les ouvertures et les clics afin d’améliorer la newsletter. Plus d’informations dans notre [déclaration de protection des données](privacy).',
  showMore: 'Afficher plus',
  showLess: 'Afficher moins',
  dneConsentLabel: 'Oui, je souhaite recevoir des offres personnalisées basées sur mes intérêts et mes achats.',
  legalsConsentLabel: 'J’accepte de recevoir des messages électroniques commerciaux.',
  submit: 'S’inscrire',
  submitting: 'Inscription en cours …',
  voucherFootnote:
    '* Le bon de 10\u00a0% est valable une seule fois pour une commande dans la boutique en ligne et ne peut pas être cumulé avec d’autres promotions. Les [conditions du bon](voucherConditions) s’appliquent.',
  privacyNotice:
    'Vous devez avoir au moins {minimumAge} ans pour vous inscrire. Vous trouverez des informations sur le traitement de vos données dans notre [déclaration de protection des données](privacy).',
  errorPrefix: 'Erreur :',
  errors: {
    emailRequired: 'L’adresse e-mail est obligatoire.',
    emailTooLong: 'L’adresse e-mail est trop longue. Elle peut compter au plus 256 caractères.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    nameInvalid: 'Ce champ contient des caractères non valides.',
    nameTooLong: 'Veuillez saisir 40 caractères au maximum.',
    firstNameRequired: 'Le prénom est obligatoire.',
    lastNameRequired: 'Le nom est obligatoire.',
    salutationRequired: 'La civilité est obligatoire.',
    legalsRequired: 'Veuillez accepter la réception de messages électroniques commerciaux.',
    generic:
      'Pour des raisons techniques, l’inscription à la newsletter n’est pas possible. Veuillez réessayer plus tard !',
    invalidDoiLink: 'Malheureusement, ce lien n’est plus valable. Veuillez vous réinscrire à la newsletter.',
  },
  pending: {
    headline: 'Presque terminé ! Veuillez confirmer votre inscription.',
    body: 'Nous avons envoyé un e-mail à {email}. Votre abonnement à la newsletter ne commence qu’après avoir cliqué sur le lien de confirmation de cet e-mail.',
    hint: 'Vous n’avez pas reçu d’e-mail ? Vérifiez aussi votre dossier de courrier indésirable (spam).',
    resendHint: 'Si l’e-mail n’arrive pas, vous pourrez le demander à nouveau dans quelques instants.',
    resend: 'Renvoyer l’e-mail',
    resending: 'Envoi de l’e-mail …',
    resent: 'Nous avons renvoyé l’e-mail à {email}.',
    resendFailed: 'L’e-mail n’a pas pu être renvoyé pour le moment. Veuillez réessayer dans un instant.',
    resendExhausted:
      'Nous vous avons déjà envoyé l’e-mail plusieurs fois. Veuillez vérifier votre boîte de réception et votre dossier spam.',
  },
  doi: {
    confirmHint: 'Veuillez confirmer votre inscription à la newsletter.',
    confirm: 'Confirmer mon inscription',
    confirming: 'Confirmation de votre inscription …',
    confirmed: 'Merci ! Votre inscription à la newsletter est confirmée. Nous vous envoyons votre bon par e-mail.',
    alreadyConfirmed: 'Votre inscription à la newsletter était déjà confirmée. Vous n’avez rien d’autre à faire.',
    failed:
      'Votre inscription n’a pas pu être confirmée pour le moment. Veuillez cliquer à nouveau sur le lien de l’e-mail plus tard.',
  },
};

export default frCH;
