import { oncePerSnapshot, viewModelSharer } from '../../view-model';
import { connectField } from '../../widgets/field.connect';
import { interpolate } from '../../i18n/translate';
import {
  eventChecked,
  eventValue,
  keepProps,
  preventDefault,
  type KitPropTypes,
  type NormalizeProps,
  type PropTypes,
} from '../../props';
import { connectDoi } from '../doi/doi.connect';
import { parseNewsletterText, type NewsletterTexts } from './signup.texts';
import type { SignupEvent } from './signup.machine';
import {
  SIGNUP_CHECKBOX_VALUES,
  SIGNUP_SALUTATIONS,
  extraSignupFieldsRevealed,
  signupFieldVisibility,
  signupNameOrder,
  type SignupField,
} from './signup.rules';
import { LEGAL_NOTICE_COLLAPSED_HEIGHT, signupHoneypot, signupImage, signupPendingView } from './signup.parts';
import { adoptTypedSignupInput, formOf, tellTypedSignupInput } from './signup.typed-input';
import type {
  NewsletterSignupView,
  SignupCheckboxView,
  SignupConnectOptions,
  SignupFieldViewBase,
  SignupSelectFieldView,
  SignupSnapshot,
  SignupTextFieldView,
} from './signup.types';

export type * from './signup.types';
export { LEGAL_NOTICE_COLLAPSED_HEIGHT, NEWSLETTER_IMAGE_BASE } from './signup.parts';

type Send = (event: SignupEvent) => void;
const optionsOf = <T extends PropTypes>(
  options: string | SignupConnectOptions<T> | undefined,
): SignupConnectOptions<T> => (typeof options === 'string' ? { idPrefix: options } : (options ?? {}));

/**
 * `connectSignup` for one form: a part that shows what it showed before is the same object, so comparing the view
 * models of two keystrokes stops at once.
 */
export function createSignupConnect<T extends PropTypes = KitPropTypes>(
  texts: NewsletterTexts,
  options: string | SignupConnectOptions<T> = {},
): (snapshot: SignupSnapshot, send: Send) => NewsletterSignupView<T> {
  const share = viewModelSharer<NewsletterSignupView<T>>();
  return oncePerSnapshot((snapshot: SignupSnapshot, send: Send) =>
    share(connectSignup(snapshot, send, texts, options)),
  );
}

/** Turns a sign-up snapshot into what a view shows; views spread its getters and never ask the machine themselves. */
export function connectSignup<T extends PropTypes = KitPropTypes>(
  snapshot: SignupSnapshot,
  send: Send,
  texts: NewsletterTexts,
  options: string | SignupConnectOptions<T> = {},
): NewsletterSignupView<T> {
  const {
    idPrefix = 'newsletter',
    normalize = keepProps as unknown as NormalizeProps<T>,
    imageBase,
  } = optionsOf(options);
  const { context } = snapshot;
  const { market, values, errors } = context;
  const visible = signupFieldVisibility(market, context.baseDataHasDne);
  const fill = (text: string) =>
    interpolate(text, { minimumAge: market.minimumAge, email: context.pendingEmail ?? '' });
  const segments = (text: string) => parseNewsletterText(fill(text), market.links);
  const id = (field: string) => `${idPrefix}-${field}`;
  const isRequired = (field: SignupField) => field === 'email' || (field !== 'dne' && market.requires[field]);
  const label = (text: string, field: SignupField) => (isRequired(field) ? text : `${text} ${texts.optional}`);

  // The label, the control and its message tied together as every kit field ties them (GOV.UK pattern).
  const base = (field: SignupField) => {
    const code = errors[field];
    const error = code ? texts.errors[code] || texts.errors.generic : undefined;
    const wiring = connectField({ id: id(field), hasHint: false, hasError: Boolean(error) });
    const view: SignupFieldViewBase<T> = {
      id: wiring.ids.control,
      name: field,
      required: isRequired(field),
      disabled: Boolean(context.disabled[field]),
      error,
      errorId: wiring.ids.error,
      getLabelProps: () => normalize.label(wiring.getLabelProps()),
      getErrorProps: () => normalize.element({ id: wiring.ids.error, hidden: !error }),
      field: wiring,
    };
    const control = {
      ...wiring.getControlProps(),
      name: field,
      required: view.required,
      disabled: view.disabled,
      onFocus: () => send({ type: 'FOCUS', field }),
      onBlur: () => send({ type: 'BLUR', field }),
    };
    return { view, control };
  };
  const textField = (field: 'email' | 'firstName' | 'lastName', text: string, autoComplete: string) => {
    const { view, control } = base(field);
    const type = field === 'email' ? ('email' as const) : ('text' as const);
    const tell = (input: unknown) => send({ type: 'CHANGE', field, value: eventValue(input) });
    const input = { ...control, type, value: values[field], autoComplete, spellCheck: false };
    return {
      ...view,
      label: label(text, field),
      value: values[field],
      type,
      // A field filled from the customer's data is disabled: nothing to clear.
      clearable: !view.disabled,
      // The machine hears the address when it is committed (it validates it then), a name on each edit (D38).
      getInputProps: () =>
        normalize.input({ ...input, ...(field === 'email' ? { onCommit: tell } : { onChange: tell }) }),
    } satisfies SignupTextFieldView<T>;
  };
  const checkbox = (field: 'dne' | 'legals', text: string) => {
    const { view, control } = base(field);
    const value = SIGNUP_CHECKBOX_VALUES[field];
    const onChange = (input: unknown) => send({ type: 'CHANGE', field, value: eventChecked(input) });
    return {
      ...view,
      label: segments(text),
      value,
      checked: values[field],
      getCheckboxProps: () =>
        normalize.input({ ...control, type: 'checkbox', value, checked: values[field], onChange }),
    } satisfies SignupCheckboxView<T>;
  };
  const salutation = () => {
    const { view, control } = base('salutation');
    const onChange = (input: unknown) => send({ type: 'CHANGE', field: 'salutation', value: eventValue(input) });
    return {
      ...view,
      label: label(texts.salutationLabel, 'salutation'),
      value: values.salutation,
      options: [
        { value: '', text: texts.salutationPlaceholder },
        ...SIGNUP_SALUTATIONS.map((s) => ({ value: s, text: texts.salutations[s] })),
      ],
      getSelectProps: () =>
        normalize.select({ ...control, value: values.salutation, autoComplete: 'honorific-prefix', onChange }),
    } satisfies SignupSelectFieldView<T>;
  };

  const doi = connectDoi(snapshot, texts);
  const filling = snapshot.matches({ form: 'filling' }) && !doi.settlesForm;
  const sent = snapshot.matches({ form: 'pending' }) || snapshot.matches({ form: 'trapped' });
  const submitting = filling && snapshot.matches({ form: { filling: 'submitting' } });
  const revealed = extraSignupFieldsRevealed(market, values, context.emailFocused);
  const generalError = filling && context.outcome === 'ERROR_GENERIC' ? texts.errors.generic : undefined;
  const invalidDoiLink = filling && context.invalidDoiLink ? texts.errors.invalidDoiLink : undefined;
  const voucherId = id('voucher');
  const submitLabel = snapshot.matches({ form: { filling: 'submitting' } }) ? texts.submitting : texts.submit;

  return {
    locale: texts.locale,
    headline: texts.headline,
    intro: texts.intro,
    discountBanner: texts.discountBanner,
    image: signupImage(texts, imageBase),
    showForm: filling,
    showSuccess: sent,
    revealed,
    submitting,
    submitLabel,
    errorPrefix: texts.errorPrefix,
    generalError,
    failure: generalError ? context.failure : undefined,
    invalidDoiLink,
    doiMessage: doi.message,
    notices: [
      ...(doi.message ? [doi.message] : []),
      ...(invalidDoiLink ? [{ tone: 'error' as const, text: invalidDoiLink, id: id('invalid-link') }] : []),
    ],
    ...(generalError && { errorNotice: { tone: 'error', text: generalError } }),
    ...(doi.waiting && {
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
    honeypot: signupHoneypot(id('homepage'), texts.honeypotLabel, values.honeypot, send, normalize),
    getExtraProps: () => normalize.element({ 'data-collapsed': revealed ? undefined : '' }),
    legalNotice: {
      heading: texts.legalNoticeHeading,
      segments: segments(texts.legalNotice),
      showMore: texts.showMore,
      showLess: texts.showLess,
      collapsedHeight: LEGAL_NOTICE_COLLAPSED_HEIGHT,
    },
    voucherFootnote: segments(texts.voucherFootnote),
    voucherId,
    privacyNotice: segments(texts.privacyNotice),
    ...(sent && { pending: signupPendingView(snapshot, send, texts, fill) }),
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
    // While sent, the button keeps the focus: aria-disabled, not disabled (D65).
    submitButton: {
      label: submitLabel,
      getButtonProps: () =>
        normalize.button({
          type: 'submit',
          'aria-describedby': voucherId,
          ...(submitting && { 'aria-disabled': true as const }),
        }),
    },
    busyStatus: submitting ? texts.submitting : '',
    adoptTypedInput: (form, extraOnScreen) => adoptTypedSignupInput(form, values, send, extraOnScreen),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

// Parts that show the same keep their identity while someone types, so useMachineView's comparison stops early.
export { sameViewModel } from '../../view-model';
