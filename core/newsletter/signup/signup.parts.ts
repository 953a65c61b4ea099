import { assetUrl, type AssetSource } from '../../assets';
import { eventValue, type NormalizeProps, type PropTypes } from '../../props';
import type { NewsletterTexts } from './signup.texts';
import type { NewsletterSignupView, SignupSnapshot } from './signup.types';
import type { SignupEvent } from './signup.machine';

// The parts of the sign-up's view model that follow from the texts or a region of the machine alone.

/** The sign-up's legal notice shows three lines collapsed (60 px), not the widget's 96: the form stays short. */
export const LEGAL_NOTICE_COLLAPSED_HEIGHT = 60;

export const NEWSLETTER_IMAGE_BASE = '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_';

/** On phones the image is as wide as the screen, so the browser picks by width; beside the form, by density. */
export function signupImage(texts: NewsletterTexts, base?: AssetSource): NewsletterSignupView['image'] {
  const image = (size: string) =>
    base === undefined || base === false
      ? `${NEWSLETTER_IMAGE_BASE}${size}.jpg`
      : assetUrl(base, `newsletter_image_${size}.jpg`)!;
  return {
    alt: texts.imageAlt,
    src: image('400x300'),
    srcSet: `${image('400x300')} 1x, ${image('800x600')} 2x`,
    width: 400,
    height: 300,
    sources: [
      {
        media: '(max-width: 767px)',
        srcSet: `${image('400x300')} 400w, ${image('800x600')} 800w`,
        sizes: '100vw',
        width: 400,
        height: 300,
      },
      {
        media: '(max-width: 1024px)',
        srcSet: `${image('273x273')} 1x, ${image('546x546')} 2x`,
        width: 273,
        height: 273,
      },
    ],
  };
}

/** The pending view after a sign-up: "send again" once it may, and what the last one did. */
export function signupPendingView(
  snapshot: SignupSnapshot,
  send: (event: SignupEvent) => void,
  texts: NewsletterTexts,
  fill: (text: string) => string,
): NonNullable<NewsletterSignupView['pending']> {
  const t = texts.pending;
  const { resendStatus } = snapshot.context;
  const view: NonNullable<NewsletterSignupView['pending']> = { headline: t.headline, body: fill(t.body), hint: t.hint };
  if (snapshot.matches({ form: 'trapped' })) return view;
  if (snapshot.matches({ form: { pending: 'waiting' } }) && resendStatus === 'none') view.resendHint = t.resendHint;
  const resending = snapshot.matches({ form: { pending: 'resending' } });
  if (snapshot.matches({ form: { pending: 'ready' } }) || resending)
    view.resend = {
      label: resending ? t.resending : t.resend,
      busy: resending,
      onClick: () => send({ type: 'RESEND' }),
    };
  if (snapshot.matches({ form: { pending: 'exhausted' } }))
    view.status = { tone: 'information', text: t.resendExhausted };
  else if (resendStatus === 'sent') view.status = { tone: 'success', text: fill(t.resent) };
  else if (resendStatus === 'failed') view.status = { tone: 'warning', text: t.resendFailed };
  return view;
}

/** The bot trap: a field people never see or reach, which password managers are told to leave alone. */
export function signupHoneypot<T extends PropTypes>(
  id: string,
  label: string,
  value: string,
  send: (event: SignupEvent) => void,
  normalize: NormalizeProps<T>,
): NewsletterSignupView<T>['honeypot'] {
  return {
    id,
    name: 'homepage',
    label,
    value,
    getBoxProps: () => normalize.element({ 'aria-hidden': 'true' }),
    getLabelProps: () => normalize.label({ htmlFor: id }),
    getInputProps: () =>
      normalize.input({
        id,
        name: 'homepage',
        type: 'text',
        value,
        tabIndex: -1,
        autoComplete: 'off',
        // 1Password, LastPass and Bitwarden leave a field with these alone.
        'data-1p-ignore': '',
        'data-lpignore': 'true',
        'data-bwignore': '',
        onChange: (input: unknown) => send({ type: 'CHANGE', field: 'honeypot', value: eventValue(input) }),
      }),
  };
}
