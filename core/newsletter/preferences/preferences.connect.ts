import type { SnapshotFrom } from 'xstate';
import { interpolate, interpolatePlural } from '../../i18n/translate';
import { parseNewsletterText, type NewsletterTexts, type NewsletterTextSegment } from '../signup/signup.texts';
import type { PreferencesTexts } from './preferences.texts';
import type { NewsletterPreferencesMachine, PreferencesEvent, PreferencesNotice } from './preferences.machine';
import { SIGNUP_CHECKBOX_VALUES, SIGNUP_NAME_MAX, SIGNUP_SALUTATIONS, signupNameOrder } from '../signup/signup.rules';
import type { NewsletterMessage } from '../signup/signup.connect';
import { PREFERENCES_ACTIONS, PREFERENCES_ACTION_FIELD } from './preferences.fields';
import { connectField } from '../../widgets/field.connect';
import {
  eventChecked,
  eventValue,
  keepProps,
  preventDefault,
  submitterValue,
  type KitPropTypes,
  type NormalizeProps,
  type PropTypes,
} from '../../props';

export type PreferencesSnapshot = SnapshotFrom<NewsletterPreferencesMachine>;

interface PreferencesFieldBase<T extends PropTypes = KitPropTypes> {
  id: string;
  name: string;
  label: string;
  required: boolean;
  error?: string;
  errorId: string;
  getLabelProps(): T['label'];
  getErrorProps(): T['element'];
}

export interface PreferencesTextFieldView<T extends PropTypes = KitPropTypes> extends PreferencesFieldBase<T> {
  value: string;
  autoComplete: string;
  maxLength: number;
  onChange(value: string): void;
  getInputProps(): T['input'];
}

export interface PreferencesSelectFieldView<T extends PropTypes = KitPropTypes> extends PreferencesFieldBase<T> {
  value: string;
  /** Every option in order, starting with the placeholder (value ''). */
  options: { value: string; text: string }[];
  onChange(value: string): void;
  getSelectProps(): T['select'];
}

/** A button of the page: its label, and its attributes (aria-disabled while the page is busy; a submit's name and value). */
export interface PreferencesButtonView<T extends PropTypes = KitPropTypes> {
  label: string;
  getButtonProps(): T['button'];
}

/** One line of "what you consented to and when". */
export interface PreferencesConsentLine {
  label: NewsletterTextSegment[];
  /** "given on 24 November 2026", or "not given". */
  state: string;
  given: boolean;
}

export interface NewsletterPreferencesView<T extends PropTypes = KitPropTypes> {
  locale: string;
  headline: string;
  intro: string;
  /** The intro shows while the subscription is edited. */
  showIntro: boolean;
  errorPrefix: string;
  /** Which part of the page shows. */
  phase: 'loading' | 'loadFailed' | 'invalid' | 'editing' | 'unsubscribed' | 'erased';
  /** While a save, the unsubscribe or the erasure runs: the buttons are disabled and say so; the fields stay. */
  busy: boolean;
  /** Said in the page's live region while a save, an unsubscribe or an erasure runs; empty otherwise. */
  busyStatus: string;
  loadingText: string;
  /** While the subscription loads: the text to show. */
  loading?: string;
  /** The invalid-link banner: unknown or revoked token. */
  invalidLink?: string;
  /** The same banner as a notice, with its tone and id. */
  invalidNotice?: NewsletterMessage;
  /** Saved, or what failed (the input is kept). */
  notice?: NewsletterMessage;
  retry?: { label: string; onClick(): void };
  subscription?: {
    emailLabel: string;
    email: string;
    consentsHeading: string;
    consents: PreferencesConsentLine[];
    /** "last changed on …", when it changed after the confirmation. */
    changed?: string;
  };
  form?: {
    heading: string;
    salutation?: PreferencesSelectFieldView<T>;
    firstName?: PreferencesTextFieldView<T>;
    lastName?: PreferencesTextFieldView<T>;
    /** The order the names are asked in (HU: the family name first), as the market's sign-up asks them. */
    nameOrder: readonly ('firstName' | 'lastName')[];
    dne: {
      id: string;
      name: 'dne';
      label: NewsletterTextSegment[];
      checked: boolean;
      onChange(checked: boolean): void;
      getLabelProps(): T['label'];
      /** A checkbox posting `DNE` when ticked. */
      getCheckboxProps(): T['input'];
    };
    saveLabel: string;
    saving: boolean;
    /** A post, validated by the machine, busy while saved. */
    getFormProps(): T['form'];
    saveButton: PreferencesButtonView<T>;
  };
  unsubscribe?: {
    heading: string;
    hint: string;
    label: string;
    busy: boolean;
    getFormProps(): T['form'];
    button: PreferencesButtonView<T>;
  };
  unsubscribed?: { headline: string; body: string; signUpAgain: string; tone: NewsletterMessage['tone'] };
  /** "Download my data": the host's readable page (if any) and the JSON file. */
  data?: {
    heading: string;
    hint: string;
    viewLabel: string;
    viewHref?: string;
    downloadLabel: string;
    downloadHref?: string;
  };
  /** "Erase my data"; `confirming` once pressed: the one question before erasing. */
  erase?: {
    heading: string;
    hint: string;
    label: string;
    busy: boolean;
    confirming?: {
      question: string;
      confirmLabel: string;
      cancelLabel: string;
      confirmButton: PreferencesButtonView<T>;
      cancelButton: PreferencesButtonView<T>;
    };
    /** "Erase my data" before the question. */
    askButton: PreferencesButtonView<T>;
    /** Its submit asks the question, or answers it with the button pressed (confirm or cancel). */
    getFormProps(): T['form'];
  };
  /** After the erasure: what was erased, what is kept and the reference. */
  erased?: { headline: string; summary: string; kept: string; signUpAgain: string; tone: NewsletterMessage['tone'] };
  save(): void;
  unsubscribeNow(): void;
  askErase(): void;
  confirmErase(): void;
  cancelErase(): void;
}

/** Where "download my data" leads: a readable page of the host's, and the service's JSON. */
export interface PreferencesDataLinks {
  page?: string;
  json?: string;
}

/** A date in the page's language, the same on server and browser (UTC, no time of day). */
export function formatPreferencesDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const NOTICE_TONE: Record<PreferencesNotice, NewsletterMessage['tone']> = {
  saved: 'success',
  saveFailed: 'error',
  saveTimedOut: 'error',
  unsubscribeFailed: 'error',
  unsubscribeTimedOut: 'error',
  eraseFailed: 'error',
  eraseTimedOut: 'error',
  loadFailed: 'error',
  loadTimedOut: 'error',
};

function noticeText(notice: PreferencesNotice, t: PreferencesTexts): string {
  switch (notice) {
    case 'saved':
      return t.saved;
    case 'saveFailed':
      return t.saveFailed;
    case 'saveTimedOut':
      return t.saveTimedOut;
    case 'unsubscribeFailed':
      return t.unsubscribeFailed;
    case 'unsubscribeTimedOut':
      return `${t.timedOut} ${t.unsubscribeFailed}`;
    case 'eraseFailed':
      return t.eraseFailed;
    case 'eraseTimedOut':
      return `${t.timedOut} ${t.eraseFailed}`;
    case 'loadFailed':
      return t.loadFailed;
    case 'loadTimedOut':
      return t.timedOut;
  }
}

/** Views spread the connect's props and never ask the machine. */
export interface PreferencesConnectOptions<T extends PropTypes> {
  /** Prefix of the element ids; default `newsletter-preferences`. */
  idPrefix?: string;
  /** Where "download my data" leads. */
  links?: PreferencesDataLinks;
  /** The renderer's normaliser; default the vocabulary as it is. */
  normalize?: NormalizeProps<T>;
}

export function connectPreferences<T extends PropTypes = KitPropTypes>(
  snapshot: PreferencesSnapshot,
  send: (event: PreferencesEvent) => void,
  texts: NewsletterTexts,
  t: PreferencesTexts,
  options: string | PreferencesConnectOptions<T> = {},
  legacyLinks?: PreferencesDataLinks,
): NewsletterPreferencesView<T> {
  const opts: PreferencesConnectOptions<T> = typeof options === 'string' ? { idPrefix: options } : options;
  const idPrefix = opts.idPrefix ?? 'newsletter-preferences';
  const links = opts.links ?? legacyLinks ?? {};
  const normalize = opts.normalize ?? (keepProps as unknown as NormalizeProps<T>);
  const { context } = snapshot;
  const { market, values, errors, subscriber } = context;
  const id = (field: string) => `${idPrefix}-${field}`;
  const date = (iso: string) => formatPreferencesDate(iso, t.locale);
  const segments = (text: string) => parseNewsletterText(text, market.links);
  const saving = snapshot.matches('saving');
  const unsubscribing = snapshot.matches('unsubscribing');
  const erasing = snapshot.matches('erasing') || snapshot.matches({ unsubscribed: 'erasing' });
  const confirmingErase =
    snapshot.matches('confirmingErase') ||
    snapshot.matches({ unsubscribed: 'confirmingErase' }) ||
    (snapshot.matches('idle') &&
      context.confirmErase === true &&
      (subscriber !== undefined || context.resumed === 'unsubscribed'));
  // Before its code runs (server HTML) the page shows what the server resumed it to.
  const idle = snapshot.matches('idle');
  const phase: NewsletterPreferencesView['phase'] =
    snapshot.matches('invalid') || (idle && context.resumed === 'invalid')
      ? 'invalid'
      : snapshot.matches('unsubscribed') || (idle && context.resumed === 'unsubscribed')
        ? 'unsubscribed'
        : snapshot.matches('erased') || (idle && context.resumed === 'erased')
          ? 'erased'
          : snapshot.matches('loadFailed') || (idle && !subscriber && context.notice !== undefined)
            ? 'loadFailed'
            : snapshot.matches('loading') || (idle && !subscriber)
              ? 'loading'
              : 'editing';

  const busy = saving || unsubscribing || erasing;
  type NameField = 'salutation' | 'firstName' | 'lastName';
  // The label, the control and its message tied together as every kit field ties them (GOV.UK pattern).
  const wiring = (field: NameField) =>
    connectField({ id: id(field), hasHint: false, hasError: Boolean(errors[field]) });
  const base = (field: NameField, label: string): PreferencesFieldBase<T> => {
    const code = errors[field];
    const required = market.requires[field];
    const error = code ? texts.errors[code] || texts.errors.generic : undefined;
    const { ids, getLabelProps } = wiring(field);
    return {
      id: ids.control,
      name: field,
      label: required ? label : `${label} ${texts.optional}`,
      required,
      ...(error && { error }),
      errorId: ids.error,
      getLabelProps: () => normalize.label(getLabelProps()),
      getErrorProps: () => normalize.element({ id: ids.error, hidden: !error }),
    };
  };
  const controlState = (field: PreferencesFieldBase<T>) => ({
    ...wiring(field.name as NameField).getControlProps(),
    name: field.name,
    required: field.required,
  });
  const textField = (
    field: 'firstName' | 'lastName',
    label: string,
    autoComplete: string,
  ): PreferencesTextFieldView<T> => {
    const fieldBase = base(field, label);
    const onChange = (value: unknown) => send({ type: 'CHANGE', field, value: eventValue(value) });
    return {
      ...fieldBase,
      value: values[field],
      autoComplete,
      maxLength: SIGNUP_NAME_MAX,
      onChange,
      getInputProps: () =>
        normalize.input({
          ...controlState(fieldBase),
          type: 'text',
          value: values[field],
          autoComplete,
          maxLength: SIGNUP_NAME_MAX,
          onChange,
        }),
    };
  };
  const button = (
    label: string,
    props: { type: 'submit' | 'button'; name?: string; value?: string },
  ): PreferencesButtonView<T> => ({
    label,
    // Busy, a press does nothing, and the pressed button keeps the focus (aria-disabled, not disabled).
    getButtonProps: () => normalize.button({ ...props, ...(busy && { 'aria-disabled': true as const }) }),
  });
  const submitForm = (onSubmit: (event: unknown) => void) =>
    normalize.form({
      method: 'post',
      noValidate: true,
      ...(busy && { 'aria-busy': true as const }),
      onSubmit: (event: unknown) => {
        preventDefault(event);
        onSubmit(event);
      },
    });

  const salutationField = (): PreferencesSelectFieldView<T> => {
    const fieldBase = base('salutation', texts.salutationLabel);
    const onChange = (value: unknown) => send({ type: 'CHANGE', field: 'salutation', value: eventValue(value) });
    return {
      ...fieldBase,
      value: values.salutation,
      options: [
        { value: '', text: texts.salutationPlaceholder },
        ...SIGNUP_SALUTATIONS.map((s) => ({ value: s, text: texts.salutations[s] })),
      ],
      onChange,
      getSelectProps: () =>
        normalize.select({
          ...controlState(fieldBase),
          value: values.salutation,
          autoComplete: 'honorific-prefix',
          onChange,
        }),
    };
  };
  const dneField = (): NonNullable<NewsletterPreferencesView<T>['form']>['dne'] => {
    const onChange = (checked: unknown) => send({ type: 'CHANGE', field: 'dne', value: eventChecked(checked) });
    return {
      id: id('dne'),
      name: 'dne',
      label: segments(texts.dneConsentLabel),
      checked: values.dne,
      onChange,
      getLabelProps: () => normalize.label({ htmlFor: id('dne') }),
      getCheckboxProps: () =>
        normalize.input({
          id: id('dne'),
          name: 'dne',
          type: 'checkbox',
          value: SIGNUP_CHECKBOX_VALUES.dne,
          checked: values.dne,
          onChange,
        }),
    };
  };
  const view: NewsletterPreferencesView<T> = {
    locale: t.locale,
    headline: t.headline,
    intro: t.intro,
    errorPrefix: texts.errorPrefix,
    phase,
    showIntro: phase === 'editing',
    busy,
    busyStatus: saving ? t.saving : unsubscribing ? t.unsubscribing : erasing ? t.erasing : '',
    loadingText: t.loading,
    ...(phase === 'loading' && { loading: t.loading }),
    ...(phase === 'invalid' && {
      invalidLink: t.invalidLink,
      invalidNotice: { tone: 'error', text: t.invalidLink, id: id('invalid-link') },
    }),
    ...(context.notice &&
      phase !== 'invalid' &&
      (phase !== 'unsubscribed' || context.notice === 'eraseFailed' || context.notice === 'eraseTimedOut') &&
      phase !== 'erased' && { notice: { tone: NOTICE_TONE[context.notice], text: noticeText(context.notice, t) } }),
    ...(phase === 'loadFailed' && {
      retry: { label: t.retry, onClick: () => send({ type: idle ? 'START' : 'RETRY' }) },
    }),
    save: () => send({ type: 'SAVE' }),
    unsubscribeNow: () => send({ type: 'UNSUBSCRIBE' }),
    askErase: () => send({ type: 'ERASE' }),
    confirmErase: () => send({ type: 'CONFIRM_ERASE' }),
    cancelErase: () => send({ type: 'CANCEL_ERASE' }),
  };

  if (phase === 'editing' && subscriber) {
    const given = (at: string) => interpolate(t.givenOn, { date: date(at) });
    const dne = subscriber.consents.includes('DNE');
    view.subscription = {
      emailLabel: t.emailLabel,
      email: subscriber.email,
      consentsHeading: t.consentsHeading,
      consents: [
        { label: [{ kind: 'text', text: t.newsletterConsent }], state: given(subscriber.confirmedAt), given: true },
        ...(subscriber.legals.includes('NEWSLETTER')
          ? [{ label: segments(texts.legalsConsentLabel), state: given(subscriber.confirmedAt), given: true }]
          : []),
        {
          label: segments(texts.dneConsentLabel),
          state: dne ? given(subscriber.dneGivenAt ?? subscriber.updatedAt) : t.notGiven,
          given: dne,
        },
      ],
      ...(subscriber.updatedAt !== subscriber.confirmedAt && {
        changed: interpolate(t.changedOn, { date: date(subscriber.updatedAt) }),
      }),
    };
    view.form = {
      heading: t.detailsHeading,
      ...(market.shows.salutation && { salutation: salutationField() }),
      ...(market.shows.firstName && { firstName: textField('firstName', texts.firstNameLabel, 'given-name') }),
      ...(market.shows.lastName && { lastName: textField('lastName', texts.lastNameLabel, 'family-name') }),
      nameOrder: signupNameOrder(market),
      dne: dneField(),
      saveLabel: saving ? t.saving : t.save,
      saving,
      getFormProps: () => submitForm(() => send({ type: 'SAVE' })),
      saveButton: button(saving ? t.saving : t.save, { type: 'submit' }),
    };
    view.unsubscribe = {
      heading: t.unsubscribeHeading,
      hint: t.unsubscribeHint,
      label: unsubscribing ? t.unsubscribing : t.unsubscribe,
      busy: unsubscribing,
      getFormProps: () => submitForm(() => send({ type: 'UNSUBSCRIBE' })),
      button: button(unsubscribing ? t.unsubscribing : t.unsubscribe, { type: 'submit' }),
    };
  }
  // Unsubscribed, the data rights stay: see, download, erase.
  if ((phase === 'editing' && subscriber) || phase === 'unsubscribed') {
    view.data = {
      heading: t.dataHeading,
      hint: t.dataHint,
      viewLabel: t.viewData,
      ...(links.page && { viewHref: links.page }),
      downloadLabel: t.downloadData,
      ...(links.json && { downloadHref: links.json }),
    };
    view.erase = {
      heading: t.eraseHeading,
      hint: t.eraseHint,
      label: erasing ? t.erasing : t.erase,
      busy: erasing,
      ...((confirmingErase || erasing) && {
        confirming: {
          question: t.eraseQuestion,
          confirmLabel: erasing ? t.erasing : t.eraseConfirm,
          cancelLabel: t.eraseCancel,
          confirmButton: button(erasing ? t.erasing : t.eraseConfirm, {
            type: 'submit',
            name: PREFERENCES_ACTION_FIELD,
            value: PREFERENCES_ACTIONS.confirmErase,
          }),
          cancelButton: button(t.eraseCancel, {
            type: 'submit',
            name: PREFERENCES_ACTION_FIELD,
            value: PREFERENCES_ACTIONS.cancelErase,
          }),
        },
      }),
      askButton: button(erasing ? t.erasing : t.erase, {
        type: 'submit',
        name: PREFERENCES_ACTION_FIELD,
        value: PREFERENCES_ACTIONS.erase,
      }),
      // Without JavaScript the pressed button posts its action; with it, the same button decides here.
      getFormProps: () =>
        submitForm((event) => {
          const pressed = submitterValue(event);
          if (!(confirmingErase || erasing)) send({ type: 'ERASE' });
          else if (pressed === PREFERENCES_ACTIONS.cancelErase) send({ type: 'CANCEL_ERASE' });
          else send({ type: 'CONFIRM_ERASE' });
        }),
    };
  }
  if (phase === 'unsubscribed')
    view.unsubscribed = {
      headline: t.unsubscribedHeadline,
      body: t.unsubscribed,
      signUpAgain: t.signUpAgain,
      tone: 'success',
    };
  if (phase === 'erased') {
    const erased = context.erasure?.erased;
    view.erased = {
      headline: t.erasedHeadline,
      summary: erased
        ? interpolatePlural(
            t.erasedSummary,
            { requests: erased.requests, events: erased.consentEvents, mails: erased.mails },
            t.locale,
          )
        : '',
      kept: interpolate(t.erasedKept, { reference: context.erasure?.reference ?? '–' }),
      signUpAgain: t.signUpAgain,
      tone: 'success',
    };
  }
  return view;
}
