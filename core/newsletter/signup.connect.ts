import type { SnapshotFrom } from 'xstate';
import { oncePerSnapshot } from '../view-model';
import { connectField } from '../widgets/field.connect';
import { interpolate } from '../i18n/translate';
import {
  eventChecked,
  eventValue,
  keepProps,
  preventDefault,
  type KitPropTypes,
  type NormalizeProps,
  type PropTypes,
} from '../props';
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
  type SignupValues,
} from './signup.rules';

export type SignupSnapshot = SnapshotFrom<NewsletterSignupMachine>;

/** The sign-up's legal notice shows three lines collapsed (60 px), not the widget's 96: the form stays short. */
export const LEGAL_NOTICE_COLLAPSED_HEIGHT = 60;

export const NEWSLETTER_IMAGE_BASE = '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_';

/** What every field of the form shows: its label, whether it is required, its message (GOV.UK pattern). */
interface SignupFieldViewBase<T extends PropTypes> {
  id: string;
  name: string;
  /** Whether the label carries the required mark (the control carries `required` in its props). */
  required: boolean;
  disabled: boolean;
  /** The message to show, tied to the control by `errorId` in its aria-describedby. */
  error?: string;
  errorId: string;
  /** The label's attributes (`htmlFor`). */
  getLabelProps(): T['label'];
  /** The message's box: its id, hidden while there is no message. */
  getErrorProps(): T['element'];
}

export interface SignupTextFieldView<T extends PropTypes = KitPropTypes> extends SignupFieldViewBase<T> {
  label: string;
  value: string;
  type: 'email' | 'text';
  /** A field the shopper can edit offers a clear button (a widget's choice the kit's React field makes). */
  clearable: boolean;
  // No maxLength: a browser would cut a pasted value silently; the rules say when it is too long instead (D65).
  /** The input's attributes and handlers: the e-mail field's are told on commit only (D38), the names' on each edit. */
  getInputProps(): T['input'];
}

export interface SignupSelectFieldView<T extends PropTypes = KitPropTypes> extends SignupFieldViewBase<T> {
  label: string;
  value: string;
  /** Every option in order, starting with the placeholder (value ''). */
  options: { value: string; text: string }[];
  getSelectProps(): T['select'];
}

export interface SignupCheckboxView<T extends PropTypes = KitPropTypes> extends SignupFieldViewBase<T> {
  label: NewsletterTextSegment[];
  /** What the ticked box posts in a form sent without JavaScript (D23). */
  value: (typeof SIGNUP_CHECKBOX_VALUES)[keyof typeof SIGNUP_CHECKBOX_VALUES];
  checked: boolean;
  getCheckboxProps(): T['input'];
}

export interface NewsletterMessage {
  tone: 'success' | 'information' | 'warning' | 'error';
  text: string;
  /** The notice's element id, where a page links to it. */
  id?: string;
}

export interface NewsletterSignupView<T extends PropTypes = KitPropTypes> {
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
  /** The notices above the form, in order and with their tones: the DOI link's result, an invalid link. */
  notices: NewsletterMessage[];
  /** The general error as a notice (in the error anchor the machine scrolls to). */
  errorNotice?: NewsletterMessage;
  /**
   * A DOI link not confirmed yet because no code runs (server HTML, D23): a form that posts `token` as `doi`
   * with a "confirm my subscription" button. Once the page runs, the link is confirmed on load instead (D14).
   */
  doiConfirm?: { hint: string; label: string; token: string };
  fields: {
    email: SignupTextFieldView<T>;
    salutation?: SignupSelectFieldView<T>;
    firstName?: SignupTextFieldView<T>;
    lastName?: SignupTextFieldView<T>;
    dne?: SignupCheckboxView<T>;
    legals?: SignupCheckboxView<T>;
  };
  /** The name fields in the market's order (HU: family name first, as Hungarians write names). */
  nameOrder: readonly ('firstName' | 'lastName')[];
  /** The bot trap: a field out of sight, the tab order, password managers' and autofill's reach. */
  honeypot: {
    id: string;
    name: string;
    label: string;
    value: string;
    /** Its box, hidden from assistive technology. */
    getBoxProps(): T['element'];
    getLabelProps(): T['label'];
    getInputProps(): T['input'];
  };
  /** The extra fields' box: collapsed (`data-collapsed`, a style sheet's rule hides it) until revealed (D56). */
  getExtraProps(): T['element'];
  /** The legal notice: an expandable text collapsed to `collapsedHeight` px, known to be taller (D84). */
  legalNotice: {
    heading: string;
    segments: NewsletterTextSegment[];
    showMore: string;
    showLess: string;
    collapsedHeight: number;
  };
  voucherFootnote: NewsletterTextSegment[];
  /** The footnote's id: the submit button is described by it. */
  voucherId: string;
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
  /**
   * The form's attributes and its submit handler: the browser's own validation off, a post (never a GET, D23), busy
   * while sent. On submit it tells the machine what the fields show and it has not heard (a form a script sends fires
   * no change event; a bot sets the trap's `value` without an input event), then sends the form. Fields stay enabled
   * while the form is sent (D65): the machine ignores a second submit, and a disabled field would lose the focus.
   */
  getFormProps(): T['form'];
  /** The submit button: its label, and its attributes (described by the voucher footnote). */
  submitButton: { label: string; getButtonProps(): T['button'] };
  /** Said in a live region while the form is sent (the submit label's change, issue 43.5); empty otherwise. */
  busyStatus: string;
  /**
   * Once the page's code runs over server HTML (D23): tells the machine what the shopper typed or ticked before, and
   * where the focus is. `extraOnScreen`: the collapsed extra fields were on screen (the style sheet showed them for a
   * focused e-mail field, D56).
   */
  adoptTypedInput(form: SignupFormControls, extraOnScreen: boolean): void;
  submit(): void;
}

/** Builds a part of the view model from its inputs, or gives the one built before from the same inputs. */
type KeepPart = <T>(key: string, inputs: readonly unknown[], build: () => T) => T;
const buildAlways: KeepPart = (_key, _inputs, build) => build();

export interface SignupConnectOptions<T extends PropTypes> {
  /** Prefix of the element ids; default `newsletter`. */
  idPrefix?: string;
  /** The renderer's normaliser (D64): React's `normalizeProps`, the element's own, `normalizeVueProps`; default the vocabulary as it is. */
  normalize?: NormalizeProps<T>;
}

/**
 * `connectSignup` for one form, remembering what it built: a snapshot's view model is built once (the form and its
 * e-mail field select from the same one), and a part whose inputs are the same as last time (a field, the image,
 * the honeypot) is the same object, so comparing the view models of two keystrokes stops at once (issue 19).
 */
export function createSignupConnect<T extends PropTypes = KitPropTypes>(
  texts: NewsletterTexts,
  options: string | SignupConnectOptions<T> = {},
): (snapshot: SignupSnapshot, send: (event: SignupEvent) => void) => NewsletterSignupView<T> {
  const parts = new Map<string, { inputs: readonly unknown[]; part: unknown }>();
  const keep: KeepPart = (key, inputs, build) => {
    const last = parts.get(key);
    if (last && last.inputs.length === inputs.length && last.inputs.every((input, i) => Object.is(input, inputs[i])))
      return last.part as ReturnType<typeof build>;
    const part = build();
    parts.set(key, { inputs, part });
    return part;
  };
  return oncePerSnapshot((snapshot: SignupSnapshot, send: (event: SignupEvent) => void) =>
    buildSignupView(snapshot, send, texts, optionsOf(options), keep),
  );
}

const optionsOf = <T extends PropTypes>(
  options: string | SignupConnectOptions<T> | undefined,
): SignupConnectOptions<T> => (typeof options === 'string' ? { idPrefix: options } : (options ?? {}));

/** Turns a sign-up snapshot into what a view shows; views spread its getters and never ask the machine themselves. */
export function connectSignup<T extends PropTypes = KitPropTypes>(
  snapshot: SignupSnapshot,
  send: (event: SignupEvent) => void,
  texts: NewsletterTexts,
  options: string | SignupConnectOptions<T> = {},
): NewsletterSignupView<T> {
  return buildSignupView(snapshot, send, texts, optionsOf(options), buildAlways);
}

/** The form's controls by name, as a form submits them (the honeypot is `homepage`). */
const SIGNUP_CONTROLS: readonly [SignupInput, string][] = [
  ['email', 'email'],
  ['salutation', 'salutation'],
  ['firstName', 'firstName'],
  ['lastName', 'lastName'],
  ['dne', 'dne'],
  ['legals', 'legals'],
  ['honeypot', 'homepage'],
];

/** What of a form the sign-up reads: a DOM form fits; typed by its shape, so core's types need no DOM library (Node). */
export interface SignupFormControls {
  elements: { namedItem(name: string): unknown };
}
type Control = { value: string; type?: string; checked?: boolean; ownerDocument?: { activeElement: unknown } | null };
function controlOf(form: SignupFormControls | null | undefined, name: string): Control | undefined {
  const item = form?.elements?.namedItem(name) as unknown as Control | null | undefined;
  return item && typeof item.value === 'string' ? item : undefined;
}
const isBox = (control: Control) => control.type === 'checkbox';

/** Sends what the form's text fields show and the machine has not heard (the e-mail field's is told on commit, D38). */
export function tellTypedSignupInput(
  form: SignupFormControls | null | undefined,
  values: SignupValues,
  send: (event: SignupEvent) => void,
): void {
  for (const [field, name] of SIGNUP_CONTROLS) {
    const control = controlOf(form, name);
    if (control && !isBox(control) && control.value !== values[field])
      send({ type: 'CHANGE', field, value: control.value });
  }
}

/** Sends what was typed or ticked into server-rendered fields before the code ran, and where the focus is (D23, D56). */
export function adoptTypedSignupInput(
  form: SignupFormControls,
  values: SignupValues,
  send: (event: SignupEvent) => void,
  extraOnScreen: boolean,
): void {
  // On screen while collapsed, the style sheet's rule showed them: the e-mail field was focused (D56). The machine
  // hears that focus, so what the shopper sees stays.
  if (extraOnScreen) send({ type: 'FOCUS', field: 'email' });
  for (const [field, name] of SIGNUP_CONTROLS) {
    if (field === 'honeypot') continue;
    const control = controlOf(form, name);
    if (!control) continue;
    const focused = control.ownerDocument?.activeElement === (control as unknown);
    if (isBox(control)) {
      if (control.checked !== values[field]) send({ type: 'CHANGE', field, value: control.checked === true });
    } else if (control.value !== values[field]) {
      if (!focused) send({ type: 'FOCUS', field });
      send({ type: 'CHANGE', field, value: control.value });
      if (!focused) send({ type: 'BLUR', field });
    }
    if (focused) send({ type: 'FOCUS', field });
  }
}

function buildSignupView<T extends PropTypes>(
  snapshot: SignupSnapshot,
  send: (event: SignupEvent) => void,
  texts: NewsletterTexts,
  { idPrefix = 'newsletter', normalize = keepProps as unknown as NormalizeProps<T> }: SignupConnectOptions<T>,
  keep: KeepPart,
): NewsletterSignupView<T> {
  const { context } = snapshot;
  const { market, values, errors } = context;
  const visible = signupFieldVisibility(market, context.baseDataHasDne);
  const links = market.links;
  const fill = (text: string) =>
    interpolate(text, { minimumAge: market.minimumAge, email: context.pendingEmail ?? '' });
  const segments = (text: string) => parsedSegments(text, fill(text), links);
  const id = (field: string) => `${idPrefix}-${field}`;

  const focus = (field: SignupInput) => () => send({ type: 'FOCUS', field });
  const blur = (field: SignupInput) => () => send({ type: 'BLUR', field });
  const isRequired = (field: SignupField) => field === 'email' || (field !== 'dne' && market.requires[field]);
  // The label, the control and its message tied together as every kit field ties them (GOV.UK pattern).
  const wiring = (field: SignupField) =>
    connectField({ id: id(field), hasHint: false, hasError: Boolean(errors[field]) });
  const base = (field: SignupField): SignupFieldViewBase<T> => {
    const code = errors[field];
    const error = code ? texts.errors[code] || texts.errors.generic : undefined;
    const { ids, getLabelProps } = wiring(field);
    return {
      id: ids.control,
      name: field,
      required: isRequired(field),
      disabled: Boolean(context.disabled[field]),
      error,
      errorId: ids.error,
      getLabelProps: () => normalize.label(getLabelProps()),
      getErrorProps: () => normalize.element({ id: ids.error, hidden: !error }),
    };
  };
  const controlState = (view: SignupFieldViewBase<T>) => ({
    ...wiring(view.name as SignupField).getControlProps(),
    name: view.name,
    required: view.required,
    disabled: view.disabled,
    onFocus: focus(view.name as SignupInput),
    onBlur: blur(view.name as SignupInput),
  });
  const label = (text: string, field: SignupField) => (isRequired(field) ? text : `${text} ${texts.optional}`);
  // What a field shows follows from these and the form's fixed texts, market, ids and normaliser.
  const fieldInputs = (field: SignupInput) => [
    values[field],
    field === 'honeypot' ? undefined : errors[field],
    context.disabled[field as SignupField],
    market,
    send,
    normalize,
  ];
  const textField = (
    field: 'email' | 'firstName' | 'lastName',
    text: string,
    autoComplete: string,
  ): SignupTextFieldView<T> => keep(field, fieldInputs(field), () => buildTextField(field, text, autoComplete));
  const buildTextField = (
    field: 'email' | 'firstName' | 'lastName',
    text: string,
    autoComplete: string,
  ): SignupTextFieldView<T> => {
    const fieldBase = base(field);
    const type = field === 'email' ? 'email' : 'text';
    const tell = (input: unknown) => send({ type: 'CHANGE', field, value: eventValue(input) });
    return {
      ...fieldBase,
      label: label(text, field),
      value: values[field],
      type,
      clearable: !fieldBase.disabled,
      getInputProps: () =>
        normalize.input({
          ...controlState(fieldBase),
          type,
          value: values[field],
          autoComplete,
          spellCheck: false,
          // D38: the machine hears the address when it is committed (it validates it then), a name on each edit.
          ...(field === 'email' ? { onCommit: tell } : { onChange: tell }),
        }),
    };
  };
  const checkbox = (field: 'dne' | 'legals', text: string): SignupCheckboxView<T> =>
    keep(field, [...fieldInputs(field), segments(text)], () => buildCheckbox(field, text));
  const buildCheckbox = (field: 'dne' | 'legals', text: string): SignupCheckboxView<T> => {
    const fieldBase = base(field);
    const value = SIGNUP_CHECKBOX_VALUES[field];
    return {
      ...fieldBase,
      label: segments(text),
      value,
      checked: values[field],
      getCheckboxProps: () =>
        normalize.input({
          ...controlState(fieldBase),
          type: 'checkbox',
          value,
          checked: values[field],
          onChange: (input: unknown) => send({ type: 'CHANGE', field, value: eventChecked(input) }),
        }),
    };
  };
  const salutation = (): SignupSelectFieldView<T> => keep('salutation', fieldInputs('salutation'), buildSalutation);
  const buildSalutation = (): SignupSelectFieldView<T> => {
    const fieldBase = base('salutation');
    return {
      ...fieldBase,
      label: label(texts.salutationLabel, 'salutation'),
      value: values.salutation,
      options: [
        { value: '', text: texts.salutationPlaceholder },
        ...SIGNUP_SALUTATIONS.map((s) => ({ value: s, text: texts.salutations[s] })),
      ],
      getSelectProps: () =>
        normalize.select({
          ...controlState(fieldBase),
          value: values.salutation,
          autoComplete: 'honorific-prefix',
          onChange: (input: unknown) => send({ type: 'CHANGE', field: 'salutation', value: eventValue(input) }),
        }),
    };
  };

  const doiWaiting = Boolean(context.doiToken) && snapshot.matches({ doubleOptIn: 'idle' });
  // While a DOI link is confirmed, and after it was, the page shows that result, not an empty sign-up form.
  const doiSettlesForm =
    doiWaiting ||
    snapshot.matches({ doubleOptIn: 'confirming' }) ||
    context.doiResult === 'CONFIRMED' ||
    context.doiResult === 'ALREADY_CONFIRMED';
  const filling = snapshot.matches({ form: 'filling' }) && !doiSettlesForm;
  const pending = snapshot.matches({ form: 'pending' });
  const trapped = snapshot.matches({ form: 'trapped' });
  const submitting = filling && snapshot.matches({ form: { filling: 'submitting' } });
  const revealed = extraSignupFieldsRevealed(market, values, context.emailFocused);
  const generalError = filling && context.outcome === 'ERROR_GENERIC' ? texts.errors.generic : undefined;
  const invalidDoiLink = filling && context.invalidDoiLink ? texts.errors.invalidDoiLink : undefined;
  const doi = doiMessage(snapshot, texts);
  const voucherId = id('voucher');
  const submitLabel = snapshot.matches({ form: { filling: 'submitting' } }) ? texts.submitting : texts.submit;

  const image = (size: string) => `${NEWSLETTER_IMAGE_BASE}${size}.jpg`;
  const view: NewsletterSignupView<T> = {
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
    })),
    showForm: filling,
    showSuccess: pending || trapped,
    revealed,
    submitting,
    submitLabel,
    errorPrefix: texts.errorPrefix,
    generalError,
    failure: generalError ? context.failure : undefined,
    invalidDoiLink,
    doiMessage: doi,
    notices: keep('notices', [doi?.tone, doi?.text, invalidDoiLink], () => [
      ...(doi ? [doi] : []),
      ...(invalidDoiLink ? [{ tone: 'error' as const, text: invalidDoiLink, id: id('invalid-link') }] : []),
    ]),
    ...(generalError && { errorNotice: { tone: 'error', text: generalError } }),
    ...(doiWaiting && {
      doiConfirm: { hint: texts.doi.confirmHint, label: texts.doi.confirm, token: context.doiToken! },
    }),
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
      getBoxProps: () => normalize.element({ 'aria-hidden': 'true' }),
      getLabelProps: () => normalize.label({ htmlFor: id('homepage') }),
      getInputProps: () =>
        normalize.input({
          id: id('homepage'),
          name: 'homepage',
          type: 'text',
          value: values.honeypot,
          tabIndex: -1,
          autoComplete: 'off',
          // 1Password, LastPass and Bitwarden leave a field with these alone.
          'data-1p-ignore': '',
          'data-lpignore': 'true',
          'data-bwignore': '',
          onChange: (input: unknown) => send({ type: 'CHANGE', field: 'honeypot', value: eventValue(input) }),
        }),
    })),
    getExtraProps: () => normalize.element({ 'data-collapsed': revealed ? undefined : '' }),
    legalNotice: keep('legalNotice', [segments(texts.legalNotice)], () => ({
      heading: texts.legalNoticeHeading,
      segments: segments(texts.legalNotice),
      showMore: texts.showMore,
      showLess: texts.showLess,
      collapsedHeight: LEGAL_NOTICE_COLLAPSED_HEIGHT,
    })),
    voucherFootnote: segments(texts.voucherFootnote),
    voucherId,
    privacyNotice: segments(texts.privacyNotice),
    getFormProps: () =>
      normalize.form({
        method: 'post',
        noValidate: true,
        ...(submitting && { 'aria-busy': true as const }),
        onSubmit: (event: unknown) => {
          preventDefault(event);
          tellTypedSignupInput(formOf(event), values, send);
          send({ type: 'SUBMIT' });
        },
      }),
    // While sent, the button says it does nothing and keeps the focus (aria-disabled, not disabled: D65).
    submitButton: keep('submitButton', [submitLabel, submitting, normalize], () => ({
      label: submitLabel,
      getButtonProps: () =>
        normalize.button({
          type: 'submit',
          'aria-describedby': voucherId,
          ...(submitting && { 'aria-disabled': true as const }),
        }),
    })),
    busyStatus: submitting ? texts.submitting : '',
    adoptTypedInput: (form, extraOnScreen) => adoptTypedSignupInput(form, values, send, extraOnScreen),
    submit: () => send({ type: 'SUBMIT' }),
  };
  if (pending || trapped) view.pending = pendingView(snapshot, send, texts, fill);
  return view;
}

/** The form a submit event came from, in any renderer (its target, or React's `currentTarget`). */
function formOf(event: unknown): SignupFormControls | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const { target, currentTarget } = event as { target?: unknown; currentTarget?: unknown };
  const isForm = (el: unknown): el is SignupFormControls => typeof el === 'object' && el !== null && 'elements' in el;
  return isForm(currentTarget) ? currentTarget : isForm(target) ? target : undefined;
}

// A market's texts are parsed once, not on every keystroke: the same filled text and links give the same segments
// (the same objects, which the view model comparison passes at once). One entry per text as written, so the cache
// stays as small as the catalogue whatever addresses fill it.
const parsed = new WeakMap<object, Map<string, { filled: string; segments: NewsletterTextSegment[] }>>();
function parsedSegments(
  text: string,
  filled: string,
  links: Parameters<typeof parseNewsletterText>[1],
): NewsletterTextSegment[] {
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
  if (ready || resending)
    view.resend = {
      label: resending ? t.resending : t.resend,
      busy: resending,
      onClick: () => send({ type: 'RESEND' }),
    };
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
