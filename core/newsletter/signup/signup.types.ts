import type { AssetSource } from '../../assets';
import type { SnapshotFrom } from 'xstate';
import type { KitPropTypes, NormalizeProps, PropTypes } from '../../props';
import type { FieldApi } from '../../widgets/field.connect';
import type { NewsletterTextSegment } from './signup.texts';
import type { NewsletterSignupMachine, SignupFailure } from './signup.machine';
import type { SIGNUP_CHECKBOX_VALUES } from './signup.rules';

// The sign-up's view model: what connectSignup (signup.connect.ts) gives a renderer.

export type SignupSnapshot = SnapshotFrom<NewsletterSignupMachine>;

/** What every field of the form shows: its label, whether it is required, its message (GOV.UK pattern). */
export interface SignupFieldViewBase<T extends PropTypes> {
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
  /** The label, control and error wiring (GOV.UK pattern) for a widget that takes it (the kit's React fields). */
  field: FieldApi;
}

export interface SignupTextFieldView<T extends PropTypes = KitPropTypes> extends SignupFieldViewBase<T> {
  label: string;
  value: string;
  type: 'email' | 'text';
  /** A field the shopper can edit offers a clear button (a widget's choice the kit's React field makes). */
  clearable: boolean;
  // No maxLength: a browser would cut a pasted value silently; the rules say when it is too long instead (D65).
  /** The input's attributes and handlers: the e-mail field's are told on commit only, the names' on each edit. */
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
  /** What the ticked box posts in a form sent without JavaScript. */
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
    /** The default source's densities. */
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
  /** A double opt-in link that is unknown or used; hidden once the e-mail field is focused. */
  invalidDoiLink?: string;
  /** The result of a double opt-in link other than invalid: confirming, confirmed now, before, failed. */
  doiMessage?: NewsletterMessage;
  /** The notices above the form, in order and with their tones: the DOI link's result, an invalid link. */
  notices: NewsletterMessage[];
  /** The general error as a notice (in the error anchor the machine scrolls to). */
  errorNotice?: NewsletterMessage;
  /**
   * A DOI link not confirmed yet because no code runs (server HTML): a form that posts `token` as `doi`. Once the page
   * runs, the link is confirmed on load instead.
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
  /** The extra fields' box: collapsed (`data-collapsed`, a style sheet's rule hides it) until revealed. */
  getExtraProps(): T['element'];
  /** The legal notice: an expandable text collapsed to `collapsedHeight` px, known to be taller. */
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
   * The form's attributes and submit handler: a post, busy while sent. On submit it tells the machine what the fields
   * show and it has not heard (a scripted submit fires no change event; a bot sets the trap's `value` without an input
   * event). Fields stay enabled while sent (D65): the machine ignores a second submit, a disabled field loses the focus.
   */
  getFormProps(): T['form'];
  /** The submit button: its label, and its attributes (described by the voucher footnote). */
  submitButton: { label: string; getButtonProps(): T['button'] };
  /** Said in a live region while the form is sent (the submit label's change); empty otherwise. */
  busyStatus: string;
  /**
   * Once the page's code runs over server HTML: tells the machine what was typed or ticked before, and where the focus
   * is. `extraOnScreen`: the collapsed extra fields were on screen (shown for a focused e-mail field).
   */
  adoptTypedInput(form: SignupFormControls, extraOnScreen: boolean): void;
  submit(): void;
}

export interface SignupConnectOptions<T extends PropTypes> {
  /** Prefix of the element ids; default `newsletter`. */
  idPrefix?: string;
  /** The renderer's normaliser: React's `normalizeProps`, the element's own, `normalizeVueProps`; default the vocabulary as it is. */
  normalize?: NormalizeProps<T>;
  /**
   * Where the image files (`newsletter_image_{400x300,800x600,273x273,546x546}.jpg`) are: a base URL or a function per
   * file name. Default: the reference service's (`NEWSLETTER_IMAGE_BASE`).
   */
  imageBase?: AssetSource;
}

/** What of a form the sign-up reads: a DOM form fits; typed by its shape, so core's types need no DOM library (Node). */
export interface SignupFormControls {
  elements: { namedItem(name: string): unknown };
}
