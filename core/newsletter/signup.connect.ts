import type { SnapshotFrom } from 'xstate';
import { oncePerSnapshot } from '../view-model';
import { interpolate } from '../i18n/translate';
import { parseNewsletterText, type NewsletterTexts, type NewsletterTextSegment } from './newsletter.texts';
import type { NewsletterSignupMachine, SignupEvent, SignupFailure } from './signup.machine';
import {
  SIGNUP_CHECKBOX_VALUES,
  SIGNUP_SALUTATIONS,
  extraSignupFieldsRevealed,
  signupFieldVisibility,
  signupNameOrder,
  type SignupField,
  type SignupInput,
} from './signup.rules';

export type SignupSnapshot = SnapshotFrom<NewsletterSignupMachine>;

export const NEWSLETTER_IMAGE_BASE = '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_';

interface SignupFieldViewBase {
  id: string;
  name: string;
  required: boolean;
  disabled: boolean;
  /** The message to show (GOV.UK pattern: tied to the input by `errorId` in aria-describedby). */
  error?: string;
  errorId: string;
  onFocus(): void;
  onBlur(): void;
}

/** What a labelled field widget takes (the kit's TextInput, Select, Checkbox): plain attributes and handlers. */
interface SignupFieldProps {
  id: string;
  name: string;
  required: boolean;
  disabled: boolean;
  error: string | undefined;
  onBlur(): void;
}

/** Props of a text field: everything but its element ref. A disabled field offers no clear button. */
export interface SignupTextInputProps extends SignupFieldProps {
  label: string;
  type: 'email' | 'text';
  value: string;
  autoComplete: string;
  clearable: boolean;
  onFocus(): void;
  onChange(value: string): void;
}

/** Props of the salutation select: its options start with the placeholder (value ''). */
export interface SignupSelectProps extends SignupFieldProps {
  label: string;
  value: string;
  options: { value: string; text: string }[];
  autoComplete: 'honorific-prefix';
  onChange(value: string): void;
}

/** Props of a consent checkbox; its label (text with links) is rendered from `label` by the view. */
export interface SignupCheckboxProps extends SignupFieldProps {
  value: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

export interface SignupTextFieldView extends SignupFieldViewBase {
  label: string;
  value: string;
  type: 'email' | 'text';
  autoComplete: string;
  // No maxLength: a browser would cut a pasted value silently; the rules say when it is too long instead.
  onChange(value: string): void;
  /** The props a text field widget spreads. */
  getInputProps(): SignupTextInputProps;
}

export interface SignupSelectFieldView extends SignupFieldViewBase {
  label: string;
  value: string;
  placeholder: string;
  options: { value: string; text: string }[];
  onChange(value: string): void;
  /** The props a select widget spreads. */
  getSelectProps(): SignupSelectProps;
}

export interface SignupCheckboxView extends SignupFieldViewBase {
  label: NewsletterTextSegment[];
  /** What the ticked box posts in a form sent without JavaScript (D23). */
  value: (typeof SIGNUP_CHECKBOX_VALUES)[keyof typeof SIGNUP_CHECKBOX_VALUES];
  checked: boolean;
  onChange(checked: boolean): void;
  /** The props a checkbox widget spreads (the label aside). */
  getCheckboxProps(): SignupCheckboxProps;
}

/** Attributes of the honeypot input: out of the tab order, ignored by password managers and autofill. */
export interface SignupHoneypotInputProps {
  id: string;
  name: string;
  type: 'text';
  tabIndex: -1;
  autoComplete: 'off';
  'data-1p-ignore': '';
  'data-lpignore': 'true';
  'data-bwignore': '';
  value: string;
  onChange(event: { target: { value: string } }): void;
}

export interface NewsletterMessage {
  tone: 'success' | 'information' | 'warning' | 'error';
  text: string;
}

export interface NewsletterSignupView {
  locale: string;
  headline: string;
  intro: string;
  discountBanner: string;
  image: {
    alt: string;
    src: string;
    /** The default source's densities (D58). */
    srcSet: string;
    width: number;
    height: number;
    /** Per breakpoint: `srcSet` by width (with `sizes`) or by density. */
    sources: { media: string; srcSet: string; sizes?: string; width: number; height: number }[];
  };
  /** Form view: no result, or an error result, and no bot submission. */
  showForm: boolean;
  /** Success (pending confirmation) view: after SUCCESS or a bot submission. */
  showSuccess: boolean;
  /** Extra fields (salutation, names, legal notice, consents) are shown. */
  revealed: boolean;
  submitting: boolean;
  submitLabel: string;
  errorPrefix: string;
  /** Only on ERROR_GENERIC. */
  generalError?: string;
  /** Why the general error shows (status, problem type, message), for the developer; the shopper reads `generalError`. */
  failure?: SignupFailure;
  /** A double opt-in link that is unknown or used (D14); hidden once the e-mail field is focused. */
  invalidDoiLink?: string;
  /** The result of a double opt-in link other than invalid: confirming, confirmed now, before, failed. */
  doiMessage?: NewsletterMessage;
  /**
   * A DOI link not confirmed yet because no code runs (server HTML, D23): a form that posts `token` as `doi`
   * with a "confirm my subscription" button. Once the page runs, the link is confirmed on load instead (D14).
   */
  doiConfirm?: { hint: string; label: string; token: string };
  fields: {
    email: SignupTextFieldView;
    salutation?: SignupSelectFieldView;
    firstName?: SignupTextFieldView;
    lastName?: SignupTextFieldView;
    dne?: SignupCheckboxView;
    legals?: SignupCheckboxView;
  };
  /** The name fields in the market's order (HU: family name first, as Hungarians write names). */
  nameOrder: readonly ('firstName' | 'lastName')[];
  honeypot: { id: string; name: string; label: string; value: string; onChange(value: string): void; getInputProps(): SignupHoneypotInputProps };
  legalNotice: { heading: string; segments: NewsletterTextSegment[]; showMore: string; showLess: string };
  voucherFootnote: NewsletterTextSegment[];
  privacyNotice: NewsletterTextSegment[];
  pending?: {
    headline: string;
    body: string;
    hint: string;
    /** Before "send again" is offered (30 s) the view says it will be. */
    resendHint?: string;
    resend?: { label: string; busy: boolean; onClick(): void };
    /** Outcome of the last "send again", or the cap message. */
    status?: NewsletterMessage;
  };
  submit(): void;
}

/** Builds a part of the view model from its inputs, or gives the one built before from the same inputs. */
type KeepPart = <T>(key: string, inputs: readonly unknown[], build: () => T) => T;
const buildAlways: KeepPart = (_key, _inputs, build) => build();

/**
 * `connectSignup` for one form, remembering what it built: a snapshot's view model is built once (the form and its
 * e-mail field select from the same one), and a part whose inputs are the same as last time (a field, the image,
 * the honeypot) is the same object, so comparing the view models of two keystrokes stops at once (issue 19).
 */
export function createSignupConnect(texts: NewsletterTexts, idPrefix = 'newsletter'): (snapshot: SignupSnapshot, send: (event: SignupEvent) => void) => NewsletterSignupView {
  const parts = new Map<string, { inputs: readonly unknown[]; part: unknown }>();
  const keep: KeepPart = (key, inputs, build) => {
    const last = parts.get(key);
    if (last && last.inputs.length === inputs.length && last.inputs.every((input, i) => Object.is(input, inputs[i]))) return last.part as ReturnType<typeof build>;
    const part = build();
    parts.set(key, { inputs, part });
    return part;
  };
  return oncePerSnapshot((snapshot: SignupSnapshot, send: (event: SignupEvent) => void) => connectSignup(snapshot, send, texts, idPrefix, keep));
}

/** Turns a sign-up snapshot into what a view shows; views spread this and never ask the machine themselves. */
export function connectSignup(
  snapshot: SignupSnapshot,
  send: (event: SignupEvent) => void,
  texts: NewsletterTexts,
  idPrefix = 'newsletter',
  keep: KeepPart = buildAlways,
): NewsletterSignupView {
  const { context } = snapshot;
  const { market, values, errors } = context;
  const visible = signupFieldVisibility(market, context.baseDataConsents.includes('DNE'));
  const links = market.links;
  const fill = (text: string) => interpolate(text, { minimumAge: market.minimumAge, email: context.pendingEmail ?? '' });
  const segments = (text: string) => parsedSegments(text, fill(text), links);
  const id = (field: string) => `${idPrefix}-${field}`;

  const handlers = (field: SignupInput) => ({
    onFocus: () => send({ type: 'FOCUS', field }),
    onBlur: () => send({ type: 'BLUR', field }),
  });
  const base = (field: SignupField): Omit<SignupFieldViewBase, 'onFocus' | 'onBlur'> => {
    const code = errors[field];
    const required = field === 'email' || (field !== 'dne' && market.requires[field]);
    return {
      id: id(field),
      name: field,
      required,
      disabled: Boolean(context.disabled[field]),
      error: code ? texts.errors[code] || texts.errors.generic : undefined,
      errorId: `${id(field)}-error`,
    };
  };
  const label = (text: string, field: SignupField) =>
    field === 'email' || (field !== 'dne' && market.requires[field]) ? text : `${text} ${texts.optional}`;
  const fieldProps = ({ id, name, required, disabled, error, onBlur }: SignupFieldViewBase): SignupFieldProps => ({ id, name, required, disabled, error, onBlur });
  // What a field shows follows from these and the form's fixed texts, market and ids.
  const fieldInputs = (field: SignupInput) => [values[field], field === 'honeypot' ? undefined : errors[field], context.disabled[field as SignupField], market, send];
  const textField = (field: 'email' | 'firstName' | 'lastName', text: string, autoComplete: string): SignupTextFieldView =>
    keep(field, fieldInputs(field), () => buildTextField(field, text, autoComplete));
  const buildTextField = (field: 'email' | 'firstName' | 'lastName', text: string, autoComplete: string): SignupTextFieldView => {
    const view: Omit<SignupTextFieldView, 'getInputProps'> = {
      ...base(field),
      ...handlers(field),
      label: label(text, field),
      value: values[field],
      type: field === 'email' ? 'email' : 'text',
      autoComplete,
      onChange: (value) => send({ type: 'CHANGE', field, value }),
    };
    const { label: fieldLabel, type, value, onFocus, onChange, disabled } = view;
    return {
      ...view,
      getInputProps: () => ({ ...fieldProps(view), label: fieldLabel, type, value, autoComplete, clearable: !disabled, onFocus, onChange }),
    };
  };
  const checkbox = (field: 'dne' | 'legals', text: string): SignupCheckboxView =>
    keep(field, [...fieldInputs(field), segments(text)], () => buildCheckbox(field, text));
  const buildCheckbox = (field: 'dne' | 'legals', text: string): SignupCheckboxView => {
    const view: Omit<SignupCheckboxView, 'getCheckboxProps'> = {
      ...base(field),
      ...handlers(field),
      label: segments(text),
      value: SIGNUP_CHECKBOX_VALUES[field],
      checked: values[field],
      onChange: (checked) => send({ type: 'CHANGE', field, value: checked }),
    };
    return { ...view, getCheckboxProps: () => ({ ...fieldProps(view), value: view.value, checked: view.checked, onChange: view.onChange }) };
  };
  const salutation = (): SignupSelectFieldView => keep('salutation', fieldInputs('salutation'), buildSalutation);
  const buildSalutation = (): SignupSelectFieldView => {
    const view: Omit<SignupSelectFieldView, 'getSelectProps'> = {
      ...base('salutation'),
      ...handlers('salutation'),
      label: label(texts.salutationLabel, 'salutation'),
      value: values.salutation,
      placeholder: texts.salutationPlaceholder,
      options: SIGNUP_SALUTATIONS.map((s) => ({ value: s, text: texts.salutations[s] })),
      onChange: (value: string) => send({ type: 'CHANGE', field: 'salutation', value }),
    };
    return {
      ...view,
      getSelectProps: () => ({
        ...fieldProps(view),
        label: view.label,
        value: view.value,
        options: [{ value: '', text: view.placeholder }, ...view.options],
        autoComplete: 'honorific-prefix',
        onChange: view.onChange,
      }),
    };
  };
  const honeypotChange = (value: string) => send({ type: 'CHANGE', field: 'honeypot', value });

  const doiWaiting = Boolean(context.doiToken) && snapshot.matches({ doubleOptIn: 'idle' });
  // While a DOI link is confirmed, and after it was, the page shows that result, not an empty sign-up form.
  const doiSettlesForm =
    doiWaiting || snapshot.matches({ doubleOptIn: 'confirming' }) || context.doiResult === 'CONFIRMED' || context.doiResult === 'ALREADY_CONFIRMED';
  const filling = snapshot.matches({ form: 'filling' }) && !doiSettlesForm;
  const pending = snapshot.matches({ form: 'pending' });
  const trapped = snapshot.matches({ form: 'trapped' });

  const image = (size: string) => `${NEWSLETTER_IMAGE_BASE}${size}.jpg`;
  const view: NewsletterSignupView = {
    locale: texts.locale,
    headline: texts.headline,
    intro: texts.intro,
    discountBanner: texts.discountBanner,
    image: keep('image', [], () => ({
      alt: texts.imageAlt,
      src: image('400x300'),
      // The spec's two files and breakpoints, each with its double-density copy (D58): on phones the image is as wide
      // as the screen allows, so the browser picks by width; beside the form it is 273 or 400 CSS px, picked by density.
      srcSet: `${image('400x300')} 1x, ${image('800x600')} 2x`,
      width: 400,
      height: 300,
      sources: [
        { media: '(max-width: 767px)', srcSet: `${image('400x300')} 400w, ${image('800x600')} 800w`, sizes: '100vw', width: 400, height: 300 },
        { media: '(max-width: 1024px)', srcSet: `${image('273x273')} 1x, ${image('546x546')} 2x`, width: 273, height: 273 },
      ],
    })),
    showForm: filling,
    showSuccess: pending || trapped,
    revealed: extraSignupFieldsRevealed(market, values, context.emailFocused),
    submitting: filling && snapshot.matches({ form: { filling: 'submitting' } }),
    submitLabel: snapshot.matches({ form: { filling: 'submitting' } }) ? texts.submitting : texts.submit,
    errorPrefix: texts.errorPrefix,
    generalError: filling && context.outcome === 'ERROR_GENERIC' ? texts.errors.generic : undefined,
    failure: filling && context.outcome === 'ERROR_GENERIC' ? context.failure : undefined,
    invalidDoiLink: filling && context.invalidDoiLink ? texts.errors.invalidDoiLink : undefined,
    doiMessage: doiMessage(snapshot, texts),
    ...(doiWaiting && { doiConfirm: { hint: texts.doi.confirmHint, label: texts.doi.confirm, token: context.doiToken! } }),
    fields: {
      email: textField('email', texts.emailLabel, 'email'),
      ...(visible.salutation && { salutation: salutation() }),
      ...(visible.firstName && { firstName: textField('firstName', texts.firstNameLabel, 'given-name') }),
      ...(visible.lastName && { lastName: textField('lastName', texts.lastNameLabel, 'family-name') }),
      ...(visible.dne && { dne: checkbox('dne', texts.dneConsentLabel) }),
      ...(visible.legals && { legals: checkbox('legals', texts.legalsConsentLabel) }),
    },
    nameOrder: signupNameOrder(market),
    honeypot: keep('honeypot', fieldInputs('honeypot'), () => ({
      id: id('homepage'),
      name: 'homepage',
      label: texts.honeypotLabel,
      value: values.honeypot,
      onChange: honeypotChange,
      getInputProps: () => ({
        id: id('homepage'),
        name: 'homepage',
        type: 'text',
        tabIndex: -1,
        autoComplete: 'off',
        'data-1p-ignore': '',
        'data-lpignore': 'true',
        'data-bwignore': '',
        value: values.honeypot,
        onChange: (event: { target: { value: string } }) => honeypotChange(event.target.value),
      }),
    })),
    legalNotice: keep('legalNotice', [segments(texts.legalNotice)], () => ({
      heading: texts.legalNoticeHeading,
      segments: segments(texts.legalNotice),
      showMore: texts.showMore,
      showLess: texts.showLess,
    })),
    voucherFootnote: segments(texts.voucherFootnote),
    privacyNotice: segments(texts.privacyNotice),
    submit: () => send({ type: 'SUBMIT' }),
  };
  if (pending || trapped) view.pending = pendingView(snapshot, send, texts, fill);
  return view;
}

// A market's texts are parsed once, not on every keystroke: the same filled text and links give the same segments
// (the same objects, which the view model comparison passes at once). One entry per text as written, so the cache
// stays as small as the catalogue whatever addresses fill it.
const parsed = new WeakMap<object, Map<string, { filled: string; segments: NewsletterTextSegment[] }>>();
function parsedSegments(text: string, filled: string, links: Parameters<typeof parseNewsletterText>[1]): NewsletterTextSegment[] {
  let byText = parsed.get(links);
  if (!byText) parsed.set(links, (byText = new Map()));
  const known = byText.get(text);
  if (known?.filled === filled) return known.segments;
  const segments = parseNewsletterText(filled, links);
  byText.set(text, { filled, segments });
  return segments;
}

function pendingView(
  snapshot: SignupSnapshot,
  send: (event: SignupEvent) => void,
  texts: NewsletterTexts,
  fill: (text: string) => string,
): NonNullable<NewsletterSignupView['pending']> {
  const t = texts.pending;
  const { resendStatus } = snapshot.context;
  const view: NonNullable<NewsletterSignupView['pending']> = { headline: t.headline, body: fill(t.body), hint: t.hint };
  const waiting = snapshot.matches({ form: { pending: 'waiting' } });
  const ready = snapshot.matches({ form: { pending: 'ready' } });
  const resending = snapshot.matches({ form: { pending: 'resending' } });
  const exhausted = snapshot.matches({ form: { pending: 'exhausted' } });
  if (snapshot.matches({ form: 'trapped' })) return view;
  if (waiting && resendStatus === 'none') view.resendHint = t.resendHint;
  if (ready || resending) view.resend = { label: resending ? t.resending : t.resend, busy: resending, onClick: () => send({ type: 'RESEND' }) };
  if (exhausted) view.status = { tone: 'information', text: t.resendExhausted };
  else if (resendStatus === 'sent') view.status = { tone: 'success', text: fill(t.resent) };
  else if (resendStatus === 'failed') view.status = { tone: 'warning', text: t.resendFailed };
  return view;
}

function doiMessage(snapshot: SignupSnapshot, texts: NewsletterTexts): NewsletterMessage | undefined {
  if (snapshot.matches({ doubleOptIn: 'confirming' })) return { tone: 'information', text: texts.doi.confirming };
  switch (snapshot.context.doiResult) {
    case 'CONFIRMED':
      return { tone: 'success', text: texts.doi.confirmed };
    case 'ALREADY_CONFIRMED':
      return { tone: 'information', text: texts.doi.alreadyConfirmed };
    case 'FAILED':
      return { tone: 'warning', text: texts.doi.failed };
    default:
      return undefined;
  }
}

// Views select this view model with useMachineView (react/): compared with sameViewModel, and parts that show the
// same (texts, image, the legal notice) keep their identity while someone types.
export { sameViewModel } from '../view-model';
