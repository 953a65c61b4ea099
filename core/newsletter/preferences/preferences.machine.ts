import { assign, fromPromise, setup } from 'xstate';
import { newsletterMarket, type NewsletterMarket } from '../../markets/newsletter-markets';
import { EMPTY_SIGNUP_VALUES, validateSignup, type SignupErrors, type SignupSalutation } from '../signup/signup.rules';

/** The subscription a management token opens (the contract's `Subscriber`). */
export interface PreferencesSubscriber {
  email: string;
  salutation?: SignupSalutation;
  firstName?: string;
  lastName?: string;
  consents: string[];
  legals: string[];
  market: string;
  /** ISO date-time of the confirmation. */
  confirmedAt: string;
  /** ISO date-time of the last change (the confirmation when there was none). */
  updatedAt: string;
  /** ISO date-time the DNE consent it holds was given. */
  dneGivenAt?: string;
}

/** What the page lets a subscriber change: the optional consent (DNE) and, where the market asks for them, the names. */
export interface PreferencesValues {
  salutation: SignupSalutation | '';
  firstName: string;
  lastName: string;
  dne: boolean;
}

/** What the spec's PUT receives: the shown fields (an empty one clears it) and the consents. */
export interface PreferencesUpdate {
  salutation?: SignupSalutation | '';
  firstName?: string;
  lastName?: string;
  consents: 'DNE'[];
}

/** What an erasure removed (the contract's `ErasureResult`): shown to the subscriber afterwards. */
export interface PreferencesErasure {
  reference: string;
  erasedAt: string;
  erased: { subscription: boolean; requests: number; consentEvents: number; mails: number; manageTokens: number };
}

/** A message the page shows beside the form. Each failure keeps what was typed. */
export type PreferencesNotice =
  | 'saved'
  | 'saveFailed'
  | 'saveTimedOut'
  | 'unsubscribeFailed'
  | 'unsubscribeTimedOut'
  | 'eraseFailed'
  | 'eraseTimedOut'
  | 'loadFailed'
  | 'loadTimedOut';

/**
 * Where a server left the page: the subscriber it loaded, a posted form's values, errors and notice, or the end of
 * the road (`invalid` link, `unsubscribed`). The machine starts from it instead of loading again.
 */
export interface PreferencesResume {
  subscriber?: PreferencesSubscriber;
  values?: Partial<PreferencesValues>;
  errors?: SignupErrors;
  notice?: PreferencesNotice;
  result?: 'invalid' | 'unsubscribed' | 'erased';
  /** "Erase my data" was pressed once: the page asks to confirm. */
  confirmErase?: boolean;
  /** What the erasure removed, with `result: 'erased'`. */
  erasure?: PreferencesErasure;
}

export interface PreferencesInput {
  /** The management token from the link (`?token=`). */
  token: string;
  /** Country code of the market (DE, AT, …; anything else is DE). */
  market: string;
  resume?: PreferencesResume;
}

export interface PreferencesContext {
  token: string;
  market: NewsletterMarket;
  subscriber?: PreferencesSubscriber;
  values: PreferencesValues;
  errors: SignupErrors;
  notice?: PreferencesNotice;
  /** The end a server already reached (the machine starts there). */
  resumed?: 'invalid' | 'unsubscribed' | 'erased';
  /** The server already asked to confirm the erasure. */
  confirmErase?: boolean;
  /** What an erasure removed. */
  erasure?: PreferencesErasure;
}

export type PreferencesEvent =
  | { type: 'CHANGE'; field: 'salutation' | 'firstName' | 'lastName'; value: string }
  | { type: 'CHANGE'; field: 'dne'; value: boolean }
  | { type: 'SAVE' }
  | { type: 'UNSUBSCRIBE' }
  /** "Erase my data": asks once to confirm. */
  | { type: 'ERASE' }
  | { type: 'CONFIRM_ERASE' }
  | { type: 'CANCEL_ERASE' }
  | { type: 'RETRY' }
  /** The page's code runs (after hydration): load, or take over where the server left the page. */
  | { type: 'START' };

export const SUBSCRIBER_NOT_FOUND = 'urn:newsletter:subscriber_not_found';
/** The token's subscription was unsubscribed; the token still opens the data rights. */
export const SUBSCRIBER_UNSUBSCRIBED = 'urn:newsletter:subscriber_unsubscribed';

const errorOf = (error: unknown) => (error ?? {}) as { problemType?: unknown; status?: unknown; reason?: unknown };

/** An unknown or revoked management token: the link is invalid, not the service broken. */
export function isPreferencesLinkInvalid(error: unknown): boolean {
  const { problemType, status } = errorOf(error);
  if (problemType === SUBSCRIBER_UNSUBSCRIBED) return false;
  return problemType === SUBSCRIBER_NOT_FOUND || status === 404 || status === 410;
}

/** A token whose subscription was unsubscribed: the page offers the data rights it still opens. */
export function isPreferencesLinkUnsubscribed(error: unknown): boolean {
  return errorOf(error).problemType === SUBSCRIBER_UNSUBSCRIBED;
}

const timedOut = (error: unknown) => errorOf(error).reason === 'timeout';

/** The form's values from a loaded subscription. */
export function preferencesValuesOf(subscriber: PreferencesSubscriber): PreferencesValues {
  return {
    salutation: subscriber.salutation ?? '',
    firstName: subscriber.firstName ?? '',
    lastName: subscriber.lastName ?? '',
    dne: subscriber.consents.includes('DNE'),
  };
}

const EMPTY_VALUES: PreferencesValues = { salutation: '', firstName: '', lastName: '', dne: false };

/** The sign-up's rules for the fields the page shows (the address is the subscriber's, legals stay as given). */
export function validatePreferences(market: NewsletterMarket, values: PreferencesValues): SignupErrors {
  const { email: _e, legals: _l, ...errors } = validateSignup(market, { ...EMPTY_SIGNUP_VALUES, ...values });
  return errors;
}

/** The PUT body: the fields the market's form shows, trimmed, and the optional consent. */
export function buildPreferencesUpdate(market: NewsletterMarket, values: PreferencesValues): PreferencesUpdate {
  return {
    ...(market.shows.salutation && { salutation: values.salutation }),
    ...(market.shows.firstName && { firstName: values.firstName.trim() }),
    ...(market.shows.lastName && { lastName: values.lastName.trim() }),
    consents: values.dne ? ['DNE'] : [],
  };
}

type Failure = { error: unknown };
const failure = (event: unknown) => (event as Failure).error;

/**
 * The preference page: loads the subscription a management token opens, changes the optional consent and names,
 * unsubscribes with one button, erases everything after one confirmation. An unknown or revoked token ends in
 * `invalid`; a failed or timed-out call says so and keeps what was typed.
 */
export const newsletterPreferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    input: {} as PreferencesInput,
    events: {} as PreferencesEvent,
  },
  actors: {
    /** GET by management token; rejects with a ServiceError-like error. */
    loadSubscriber: fromPromise<PreferencesSubscriber, { token: string }>(async () => {
      throw new Error('loadSubscriber is not provided');
    }),
    /** PUT by management token: the subscription as changed. */
    updateSubscriber: fromPromise<PreferencesSubscriber, { token: string; update: PreferencesUpdate }>(async () => {
      throw new Error('updateSubscriber is not provided');
    }),
    /** DELETE by management token. */
    unsubscribe: fromPromise<void, { token: string }>(async () => {
      throw new Error('unsubscribe is not provided');
    }),
    /** POST …/erasure by management token: what was erased. */
    eraseData: fromPromise<PreferencesErasure, { token: string }>(async () => {
      throw new Error('eraseData is not provided');
    }),
  },
  guards: {
    resumedInvalid: ({ context }) => context.resumed === 'invalid',
    resumedUnsubscribed: ({ context }) => context.resumed === 'unsubscribed',
    resumedUnsubscribedConfirming: ({ context }) => context.resumed === 'unsubscribed' && context.confirmErase === true,
    linkUnsubscribed: ({ event }) => isPreferencesLinkUnsubscribed(failure(event)),
    resumedErased: ({ context }) => context.resumed === 'erased',
    resumedConfirmErase: ({ context }) => context.subscriber !== undefined && context.confirmErase === true,
    resumedLoaded: ({ context }) => context.subscriber !== undefined,
    linkInvalid: ({ event }) => isPreferencesLinkInvalid(failure(event)),
    timedOut: ({ event }) => timedOut(failure(event)),
    valid: ({ context }) => Object.keys(validatePreferences(context.market, context.values)).length === 0,
  },
}).createMachine({
  id: 'newsletterPreferences',
  context: ({ input }) => {
    const market = newsletterMarket(input.market);
    const subscriber = input.resume?.subscriber;
    return {
      token: input.token,
      market,
      ...(subscriber && { subscriber }),
      values: { ...(subscriber ? preferencesValuesOf(subscriber) : EMPTY_VALUES), ...input.resume?.values },
      errors: input.resume?.errors ?? {},
      ...(input.resume?.notice && { notice: input.resume.notice }),
      ...(input.resume?.result && { resumed: input.resume.result }),
      ...(input.resume?.confirmErase && { confirmErase: true }),
      ...(input.resume?.erasure && { erasure: input.resume.erasure }),
    };
  },
  // Server rendering shows `idle` as the resume says (connect); the page's code sends START once it runs.
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: [
          { guard: 'resumedInvalid', target: 'invalid' },
          { guard: 'resumedUnsubscribedConfirming', target: 'unsubscribed.confirmingErase' },
          { guard: 'resumedUnsubscribed', target: 'unsubscribed' },
          { guard: 'resumedErased', target: 'erased' },
          { guard: 'resumedConfirmErase', target: 'confirmingErase' },
          { guard: 'resumedLoaded', target: 'editing' },
          { target: 'loading' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadSubscriber',
        src: 'loadSubscriber',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            subscriber: event.output,
            values: preferencesValuesOf(event.output),
            errors: {},
            notice: undefined,
          })),
        },
        onError: [
          { guard: 'linkUnsubscribed', target: 'unsubscribed' },
          { guard: 'linkInvalid', target: 'invalid' },
          { guard: 'timedOut', target: 'loadFailed', actions: assign({ notice: 'loadTimedOut' }) },
          { target: 'loadFailed', actions: assign({ notice: 'loadFailed' }) },
        ],
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ notice: undefined }) } },
    },
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors as Record<string, unknown>;
            return {
              values: { ...context.values, [event.field]: event.value },
              errors: errors as SignupErrors,
              notice: undefined,
            };
          }),
        },
        SAVE: [
          { guard: 'valid', target: 'saving', actions: assign({ errors: {}, notice: undefined }) },
          {
            actions: assign(({ context }) => ({
              errors: validatePreferences(context.market, context.values),
              notice: undefined,
            })),
          },
        ],
        UNSUBSCRIBE: { target: 'unsubscribing', actions: assign({ notice: undefined }) },
        ERASE: { target: 'confirmingErase', actions: assign({ notice: undefined }) },
      },
    },
    // Erasing is final: one question first, answered with a second press.
    confirmingErase: {
      on: {
        CONFIRM_ERASE: { target: 'erasing' },
        CANCEL_ERASE: { target: 'editing', actions: assign({ confirmErase: undefined }) },
      },
    },
    erasing: {
      invoke: {
        id: 'eraseData',
        src: 'eraseData',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'erased', actions: assign(({ event }) => ({ erasure: event.output })) },
        onError: [
          { guard: 'linkInvalid', target: 'invalid' },
          {
            guard: 'timedOut',
            target: 'editing',
            actions: assign({ notice: 'eraseTimedOut', confirmErase: undefined }),
          },
          { target: 'editing', actions: assign({ notice: 'eraseFailed', confirmErase: undefined }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'updateSubscriber',
        src: 'updateSubscriber',
        input: ({ context }) => ({
          token: context.token,
          update: buildPreferencesUpdate(context.market, context.values),
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            subscriber: event.output,
            values: preferencesValuesOf(event.output),
            notice: 'saved' as const,
          })),
        },
        onError: [
          { guard: 'linkInvalid', target: 'invalid' },
          { guard: 'timedOut', target: 'editing', actions: assign({ notice: 'saveTimedOut' }) },
          { target: 'editing', actions: assign({ notice: 'saveFailed' }) },
        ],
      },
    },
    unsubscribing: {
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'unsubscribed' },
        onError: [
          { guard: 'linkInvalid', target: 'invalid' },
          { guard: 'timedOut', target: 'editing', actions: assign({ notice: 'unsubscribeTimedOut' }) },
          { target: 'editing', actions: assign({ notice: 'unsubscribeFailed' }) },
        ],
      },
    },
    invalid: { type: 'final' },
    // Unsubscribed, the data rights stay: the data can be read, and erased after one question.
    unsubscribed: {
      initial: 'idle',
      states: {
        idle: { on: { ERASE: { target: 'confirmingErase', actions: assign({ notice: undefined }) } } },
        confirmingErase: {
          on: {
            CONFIRM_ERASE: { target: 'erasing' },
            CANCEL_ERASE: { target: 'idle', actions: assign({ confirmErase: undefined }) },
          },
        },
        erasing: {
          invoke: {
            id: 'eraseData',
            src: 'eraseData',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: '#newsletterPreferences.erased',
              actions: assign(({ event }) => ({ erasure: event.output })),
            },
            onError: [
              { guard: 'linkInvalid', target: '#newsletterPreferences.invalid' },
              {
                guard: 'timedOut',
                target: 'idle',
                actions: assign({ notice: 'eraseTimedOut', confirmErase: undefined }),
              },
              { target: 'idle', actions: assign({ notice: 'eraseFailed', confirmErase: undefined }) },
            ],
          },
        },
      },
    },
    erased: { type: 'final' },
  },
});

export type NewsletterPreferencesMachine = typeof newsletterPreferencesMachine;
