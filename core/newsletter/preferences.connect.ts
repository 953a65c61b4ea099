import type { SnapshotFrom } from 'xstate';
import { interpolate } from '../i18n/translate';
import { parseNewsletterText, type NewsletterTexts, type NewsletterTextSegment } from './newsletter.texts';
import type { PreferencesTexts } from './preferences.texts';
import type { NewsletterPreferencesMachine, PreferencesEvent, PreferencesNotice } from './preferences.machine';
import { SIGNUP_NAME_MAX, SIGNUP_SALUTATIONS, signupNameOrder } from './signup.rules';
import type { NewsletterMessage } from './signup.connect';

export type PreferencesSnapshot = SnapshotFrom<NewsletterPreferencesMachine>;

interface PreferencesFieldBase {
  id: string;
  name: string;
  label: string;
  required: boolean;
  error?: string;
  errorId: string;
}

export interface PreferencesTextFieldView extends PreferencesFieldBase {
  value: string;
  autoComplete: string;
  maxLength: number;
  onChange(value: string): void;
}

export interface PreferencesSelectFieldView extends PreferencesFieldBase {
  value: string;
  placeholder: string;
  options: { value: string; text: string }[];
  onChange(value: string): void;
}

/** One line of "what you consented to and when". */
export interface PreferencesConsentLine {
  label: NewsletterTextSegment[];
  /** "given on 24 November 2026", or "not given". */
  state: string;
  given: boolean;
}

export interface NewsletterPreferencesView {
  locale: string;
  headline: string;
  intro: string;
  errorPrefix: string;
  /** Which part of the page shows. */
  phase: 'loading' | 'loadFailed' | 'invalid' | 'editing' | 'unsubscribed' | 'erased';
  /** While a save, the unsubscribe or the erasure runs: the buttons are busy, the inputs wait. */
  busy: boolean;
  loadingText: string;
  /** The invalid-link banner: unknown or revoked token. */
  invalidLink?: string;
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
    salutation?: PreferencesSelectFieldView;
    firstName?: PreferencesTextFieldView;
    lastName?: PreferencesTextFieldView;
    /** The order the names are asked in (HU: the family name first), as the market's sign-up asks them. */
    nameOrder: readonly ('firstName' | 'lastName')[];
    dne: { id: string; name: 'dne'; label: NewsletterTextSegment[]; checked: boolean; onChange(checked: boolean): void };
    saveLabel: string;
    saving: boolean;
  };
  unsubscribe?: { heading: string; hint: string; label: string; busy: boolean };
  unsubscribed?: { headline: string; body: string; signUpAgain: string };
  /** "Download my data" (D59): the readable page (when the host has one) and the JSON file. */
  data?: { heading: string; hint: string; viewLabel: string; viewHref?: string; downloadLabel: string; downloadHref?: string };
  /** "Erase my data" (D59); `confirming` once it was pressed: the one question before erasing. */
  erase?: {
    heading: string;
    hint: string;
    label: string;
    busy: boolean;
    confirming?: { question: string; confirmLabel: string; cancelLabel: string };
  };
  /** After the erasure: what was erased, what is kept and the reference. */
  erased?: { headline: string; summary: string; kept: string; signUpAgain: string };
  save(): void;
  unsubscribeNow(): void;
  askErase(): void;
  confirmErase(): void;
  cancelErase(): void;
}

/** Where "download my data" leads (D59): a readable page of the host's, and the service's JSON. */
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

/** Turns a preference snapshot into what a view shows (D27); views spread this and never ask the machine. */
export function connectPreferences(
  snapshot: PreferencesSnapshot,
  send: (event: PreferencesEvent) => void,
  texts: NewsletterTexts,
  t: PreferencesTexts,
  idPrefix = 'newsletter-preferences',
  links: PreferencesDataLinks = {},
): NewsletterPreferencesView {
  const { context } = snapshot;
  const { market, values, errors, subscriber } = context;
  const id = (field: string) => `${idPrefix}-${field}`;
  const date = (iso: string) => formatPreferencesDate(iso, t.locale);
  const segments = (text: string) => parseNewsletterText(text, market.links);
  const saving = snapshot.matches('saving');
  const unsubscribing = snapshot.matches('unsubscribing');
  const erasing = snapshot.matches('erasing');
  const confirmingErase = snapshot.matches('confirmingErase') || (snapshot.matches('idle') && context.confirmErase === true && subscriber !== undefined);
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

  const base = (field: 'salutation' | 'firstName' | 'lastName', label: string): PreferencesFieldBase => {
    const code = errors[field];
    const required = market.requires[field];
    return {
      id: id(field),
      name: field,
      label: required ? label : `${label} ${texts.optional}`,
      required,
      ...(code && { error: texts.errors[code] || texts.errors.generic }),
      errorId: `${id(field)}-error`,
    };
  };
  const textField = (field: 'firstName' | 'lastName', label: string, autoComplete: string): PreferencesTextFieldView => ({
    ...base(field, label),
    value: values[field],
    autoComplete,
    maxLength: SIGNUP_NAME_MAX,
    onChange: (value) => send({ type: 'CHANGE', field, value }),
  });

  const view: NewsletterPreferencesView = {
    locale: t.locale,
    headline: t.headline,
    intro: t.intro,
    errorPrefix: texts.errorPrefix,
    phase,
    busy: saving || unsubscribing || erasing,
    loadingText: t.loading,
    ...(phase === 'invalid' && { invalidLink: t.invalidLink }),
    ...(context.notice && phase !== 'invalid' && phase !== 'unsubscribed' && phase !== 'erased' && { notice: { tone: NOTICE_TONE[context.notice], text: noticeText(context.notice, t) } }),
    ...(phase === 'loadFailed' && { retry: { label: t.retry, onClick: () => send({ type: idle ? 'START' : 'RETRY' }) } }),
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
        ...(subscriber.legals.includes('NEWSLETTER') ? [{ label: segments(texts.legalsConsentLabel), state: given(subscriber.confirmedAt), given: true }] : []),
        { label: segments(texts.dneConsentLabel), state: dne ? given(subscriber.dneGivenAt ?? subscriber.updatedAt) : t.notGiven, given: dne },
      ],
      ...(subscriber.updatedAt !== subscriber.confirmedAt && { changed: interpolate(t.changedOn, { date: date(subscriber.updatedAt) }) }),
    };
    view.form = {
      heading: t.detailsHeading,
      ...(market.shows.salutation && {
        salutation: {
          ...base('salutation', texts.salutationLabel),
          value: values.salutation,
          placeholder: texts.salutationPlaceholder,
          options: SIGNUP_SALUTATIONS.map((s) => ({ value: s, text: texts.salutations[s] })),
          onChange: (value: string) => send({ type: 'CHANGE', field: 'salutation', value }),
        },
      }),
      ...(market.shows.firstName && { firstName: textField('firstName', texts.firstNameLabel, 'given-name') }),
      ...(market.shows.lastName && { lastName: textField('lastName', texts.lastNameLabel, 'family-name') }),
      nameOrder: signupNameOrder(market),
      dne: { id: id('dne'), name: 'dne', label: segments(texts.dneConsentLabel), checked: values.dne, onChange: (checked) => send({ type: 'CHANGE', field: 'dne', value: checked }) },
      saveLabel: saving ? t.saving : t.save,
      saving,
    };
    view.unsubscribe = { heading: t.unsubscribeHeading, hint: t.unsubscribeHint, label: unsubscribing ? t.unsubscribing : t.unsubscribe, busy: unsubscribing };
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
      ...((confirmingErase || erasing) && { confirming: { question: t.eraseQuestion, confirmLabel: erasing ? t.erasing : t.eraseConfirm, cancelLabel: t.eraseCancel } }),
    };
  }
  if (phase === 'unsubscribed') view.unsubscribed = { headline: t.unsubscribedHeadline, body: t.unsubscribed, signUpAgain: t.signUpAgain };
  if (phase === 'erased') {
    const erased = context.erasure?.erased;
    view.erased = {
      headline: t.erasedHeadline,
      summary: erased ? interpolate(t.erasedSummary, { requests: String(erased.requests), events: String(erased.consentEvents), mails: String(erased.mails) }) : '',
      kept: interpolate(t.erasedKept, { reference: context.erasure?.reference ?? '–' }),
      signUpAgain: t.signUpAgain,
    };
  }
  return view;
}
