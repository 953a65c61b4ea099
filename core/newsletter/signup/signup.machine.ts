import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DataLayerPort, LoggerPort } from '../../env/ports';
import { newsletterMarket, type NewsletterMarket } from '../../markets/newsletter-markets';
import { doiMachine, type DoiResult } from '../doi/doi.machine';
import {
  EMPTY_SIGNUP_VALUES,
  SIGNUP_FIELDS,
  baseDataHasDne,
  buildSubscriptionRequest,
  SIGNUP_ERROR_CODES,
  firstInvalidSignupField,
  prefillFromBaseData,
  signupTrackingEvent,
  validateSignup,
  type NewsletterBaseData,
  type NewsletterSubscriptionRequest,
  type SignupErrorCode,
  type SignupErrors,
  type SignupField,
  type SignupInput,
  type SignupValues,
} from './signup.rules';

export const SIGNUP_EMAIL_INVALID = 'urn:newsletter:email_invalid';
/** "Send again" is offered this long after a mail went out. */
export const SIGNUP_RESEND_DELAY_MS = 30_000;
/** At most this many re-sends; then the view says the mail was sent several times. */
export const SIGNUP_RESEND_MAX = 3;

export type SignupOutcome = 'none' | 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';

export interface SignupMachineInput {
  /** Country code of the market (DE, AT, CH, CH_FR, PL, CZ, HU, SK, TR); anything else is DE. */
  market: string;
  /** Origin of the sign-up; default `onsite`. */
  origin?: string;
  /** Detail of the origin; default `subsite`. */
  originAddition?: string;
  /** Token from a double opt-in link (`?doi=`): confirmed as soon as the machine runs. */
  doiToken?: string;
  /** Where the `sign_up` tracking event goes after every submit. */
  dataLayer?: DataLayerPort;
  logger?: LoggerPort;
  /** Where a server-rendered form starts: what the server already knows. Serializable. */
  resume?: SignupResume;
}

/**
 * The state a server hands to the form it renders, so the page's HTML shows what the machine would and the browser
 * hydrates from the same. Plain data (JSON), made by `handleNewsletterPost` and friends.
 */
export interface SignupResume {
  /** What the shopper posted, kept on errors. */
  values?: Partial<SignupValues>;
  /** Field errors to show (GOV.UK pattern). */
  errors?: SignupErrors;
  /** The outcome of a posted sign-up that failed. */
  outcome?: 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';
  /** The address the service refused (email_invalid): in error until it is changed. */
  rejectedEmail?: string;
  /** After a posted sign-up: the pending view names `email`; with `request`, "send again" re-sends it. Without it, a bot submission. */
  pending?: { email: string; request?: NewsletterSubscriptionRequest };
  /** A DOI link the server confirmed already. */
  doiResult?: DoiResult;
  /** The logged-in customer's base data, loaded on the server (null: nobody is logged in): the browser loads none. */
  baseData?: NewsletterBaseData | null;
}

export interface SignupContext {
  market: NewsletterMarket;
  origin?: string;
  originAddition?: string;
  doiToken?: string;
  values: SignupValues;
  errors: SignupErrors;
  /** Fields prefilled from customer data with a valid value: shown disabled. */
  disabled: Partial<Record<SignupField, boolean>>;
  /** The customer's base data holds the DNE consent: its checkbox is hidden and it is not sent again. */
  baseDataHasDne: boolean;
  emailFocused: boolean;
  outcome: SignupOutcome;
  invalidDoiLink: boolean;
  doiResult?: DoiResult;
  /** The request that succeeded, kept only while the pending view may re-send it. */
  pendingRequest?: NewsletterSubscriptionRequest;
  /** The address the pending view names (also after a bot submission, which sends nothing). */
  pendingEmail?: string;
  resendCount: number;
  resendStatus: 'none' | 'sent' | 'failed';
  /** A field the machine asked the view to focus: its focus event keeps the error that caused it. */
  focusRequest?: SignupField;
  /** The address the service refused (email_invalid): it stays in error until it is changed. */
  rejectedEmail?: string;
  /** Why the last sign-up failed with the general error: for the developer (the shopper reads the general banner). */
  failure?: SignupFailure;
  dataLayer?: DataLayerPort;
  logger?: LoggerPort;
  /** The server loaded the base data already: the browser does not load it again. */
  baseDataKnown: boolean;
}

export type SignupEvent =
  | { type: 'CHANGE'; field: SignupInput; value: string | boolean }
  | { type: 'FOCUS'; field: SignupInput }
  | { type: 'BLUR'; field: SignupInput }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  /** The page is live in a browser: load base data and confirm a DOI link. Server rendering never sends it. */
  | { type: 'START' };

/** Errors of the form as it stands: the market's rules, plus an address the service already refused. */
export function currentSignupErrors(context: Pick<SignupContext, 'market' | 'values' | 'rejectedEmail'>): SignupErrors {
  const errors = validateSignup(context.market, context.values);
  // The refused address passed these rules when it was sent: the service's verdict is its only error.
  if (context.values.email.trim() === context.rejectedEmail) errors.email = 'emailInvalid';
  return errors;
}

const problemTypeOf = (error: unknown) => (error as { problemType?: unknown } | null | undefined)?.problemType;

const KNOWN_ERROR_CODES: ReadonlySet<string> = new Set(SIGNUP_ERROR_CODES);

/** The fields a backend refused (known fields, known codes); undefined when it names none (any other failure). */
export function refusedSignupFields(error: unknown): SignupErrors | undefined {
  const named = (error as { fieldErrors?: unknown } | null | undefined)?.fieldErrors;
  if (!named || typeof named !== 'object') return undefined;
  const fields: SignupErrors = {};
  for (const field of SIGNUP_FIELDS) {
    const code = (named as Record<string, unknown>)[field];
    if (typeof code === 'string' && KNOWN_ERROR_CODES.has(code)) fields[field] = code as SignupErrorCode;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** What went wrong with a sign-up, as the service client's `ServiceError` tells it (plain data). */
export interface SignupFailure {
  /** `http` (the service answered an error), `network`, `timeout`, `aborted`, `malformed`, or `unknown`. */
  reason: string;
  status?: number;
  /** The problem type the service answered, e.g. `urn:service:cross_site`. */
  problemType?: string;
  message: string;
}

export function signupFailureOf(error: unknown): SignupFailure {
  const e = (error ?? {}) as { reason?: unknown; status?: unknown; problemType?: unknown; message?: unknown };
  return {
    reason: typeof e.reason === 'string' ? e.reason : 'unknown',
    ...(typeof e.status === 'number' && { status: e.status }),
    ...(typeof e.problemType === 'string' && { problemType: e.problemType }),
    message: typeof e.message === 'string' ? e.message : String(error),
  };
}
const isErrorField = (field: SignupInput): field is SignupField => field !== 'honeypot';

/** The sign-up form (spec sections 2, 4, 5, 8). Side effects are provided actors and actions. */
export const newsletterSignupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupMachineInput,
  },
  actors: {
    /** POSTs the subscription; rejects with a ServiceError-like error (`problemType`, `status`). */
    subscribe: fromPromise<unknown, NewsletterSubscriptionRequest>(async () => {
      throw new Error('subscribe is not provided');
    }),
    /** The logged-in customer's base data, or null when nobody is logged in. */
    loadBaseData: fromPromise<NewsletterBaseData | null, void>(async () => null),
    doubleOptIn: doiMachine,
  },
  actions: {
    /** Provided by the view: focus the field and scroll it to the centre of the viewport. */
    focusField: (_, _params: { field: SignupField }) => {},
    /** Provided by the view: scroll the success message or the general error banner into view. */
    revealMessage: (_, _params: { message: 'success' | 'error' }) => {},
    trackSignUp: ({ context }) => {
      context.dataLayer?.push(signupTrackingEvent(buildSubscriptionRequest(context.market, context.values, context)));
    },
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const value = typeof context.values[event.field] === 'boolean' ? event.value === true : String(event.value);
      if (isErrorField(event.field) && context.disabled[event.field]) return {};
      const values = { ...context.values, [event.field]: value };
      // A ticked checkbox fixes its own error at once; text fields wait for blur or submit.
      const fixesCheckbox = typeof value === 'boolean' && value && isErrorField(event.field);
      return { values, errors: fixesCheckbox ? { ...context.errors, [event.field]: undefined } : context.errors };
    }),
    noteFocus: assign(({ event }) => {
      assertEvent(event, 'FOCUS');
      if (event.field !== 'email') return {};
      return { emailFocused: true, invalidDoiLink: false };
    }),
    clearFieldError: assign(({ context, event }) => {
      assertEvent(event, 'FOCUS');
      if (!isErrorField(event.field)) return {};
      return { errors: { ...context.errors, [event.field]: undefined } };
    }),
    consumeFocusRequest: assign({ focusRequest: undefined }),
    validateField: assign(({ context, event }) => {
      assertEvent(event, 'BLUR');
      if (!isErrorField(event.field)) return {};
      const error = currentSignupErrors(context)[event.field];
      // Leaving the field the machine asked to focus ends that request (the focus may never have fired).
      const focusRequest = context.focusRequest === event.field ? undefined : context.focusRequest;
      return { errors: { ...context.errors, [event.field]: error }, focusRequest };
    }),
    showErrors: assign(({ context }) => {
      const errors = currentSignupErrors(context);
      const focusRequest = firstInvalidSignupField(errors, context.market);
      // The focus the machine asks for has the effects of a shopper's focus at once.
      return { errors, focusRequest, ...(focusRequest === 'email' && { emailFocused: true, invalidDoiLink: false }) };
    }),
    startSubmit: assign({ outcome: 'none', errors: {}, failure: undefined }),
    rememberPending: assign(({ context }) => ({
      outcome: 'SUCCESS' as const,
      pendingRequest: buildSubscriptionRequest(context.market, context.values, context),
      pendingEmail: context.values.email.trim(),
      resendCount: 0,
      resendStatus: 'none' as const,
    })),
    rememberTrapped: assign(({ context }) => ({ pendingEmail: context.values.email.trim(), outcome: 'none' as const })),
    /** Only a success or a bot submission empties the form (D2). */
    resetForm: assign(({ context }) => ({
      values: { ...EMPTY_SIGNUP_VALUES, ...prefilledValues(context) },
      errors: {},
      emailFocused: false,
      focusRequest: undefined,
    })),
    setInvalidEmail: assign(({ context }) => ({
      outcome: 'ERROR_INVALID_EMAIL' as const,
      errors: { ...context.errors, email: 'emailInvalid' as const },
      rejectedEmail: context.values.email.trim(),
      focusRequest: 'email' as const,
      invalidDoiLink: false,
    })),
    setRefusedFields: assign(({ context, event }) => {
      const fields = refusedSignupFields((event as { error?: unknown }).error)!;
      return {
        outcome: fields.email ? ('ERROR_INVALID_EMAIL' as const) : ('none' as const),
        errors: { ...context.errors, ...fields },
        focusRequest: firstInvalidSignupField(fields, context.market) ?? firstInvalidSignupField(fields),
        ...(fields.email && { rejectedEmail: context.values.email.trim() }),
        invalidDoiLink: false,
      };
    }),
    setGenericError: assign(({ event }) => ({
      outcome: 'ERROR_GENERIC' as const,
      failure: signupFailureOf((event as { error?: unknown }).error),
    })),
    /** Never silent: the shopper reads the general banner, the developer this line. */
    logSignupFailure: ({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      const failure = signupFailureOf(error);
      context.logger?.error(
        `newsletter: the sign-up failed: ${[failure.status, failure.problemType].filter(Boolean).join(' ') || failure.reason} (${failure.message})`,
        error,
      );
    },
    applyBaseData: assign(({ context, event }) => {
      const baseData = (event as unknown as { output: NewsletterBaseData }).output;
      const { values, disabled } = prefillFromBaseData(context.market, context.values, baseData);
      return { values, disabled, baseDataHasDne: baseDataHasDne(baseData) };
    }),
    logPrefillFailure: ({ context, event }) => {
      context.logger?.warn(
        'newsletter: customer base data could not be loaded; the form stays empty',
        (event as { error?: unknown }).error,
      );
    },
    setDoiResult: assign(({ event }) => {
      // The DOI machine ends in a final state that sets its result.
      const { result } = (event as unknown as { output: { result: DoiResult } }).output;
      return { doiResult: result, invalidDoiLink: result === 'INVALID' };
    }),
    setDoiFailed: assign({ doiResult: 'FAILED' }),
    countResend: assign(({ context }) => ({ resendCount: context.resendCount + 1, resendStatus: 'sent' as const })),
    noteResendFailure: assign({ resendStatus: 'failed' }),
  },
  guards: {
    hasBaseData: ({ event }) => {
      const output = (event as unknown as { output?: unknown }).output;
      return output !== null && typeof output === 'object';
    },
    hasDoiToken: ({ context }) => Boolean(context.doiToken),
    baseDataKnown: ({ context }) => context.baseDataKnown,
    resumesPending: ({ context }) => context.pendingRequest !== undefined,
    resumesTrapped: ({ context }) => context.pendingEmail !== undefined,
    botTrapFilled: ({ context }) => context.values.honeypot !== '',
    formInvalid: ({ context }) => firstInvalidSignupField(currentSignupErrors(context), context.market) !== undefined,
    fieldsRefused: ({ event }) => refusedSignupFields((event as unknown as { error?: unknown }).error) !== undefined,
    emailRejected: ({ event }) =>
      problemTypeOf((event as unknown as { error?: unknown }).error) === SIGNUP_EMAIL_INVALID,
    isRequestedFocus: ({ context, event }) => {
      assertEvent(event, 'FOCUS');
      return event.field === context.focusRequest;
    },
    resendCapReached: ({ context }) => context.resendCount + 1 >= SIGNUP_RESEND_MAX,
  },
  delays: {
    resendDelay: SIGNUP_RESEND_DELAY_MS,
  },
}).createMachine({
  id: 'newsletterSignup',
  context: ({ input }) => resumedContext(input),
  type: 'parallel',
  states: {
    prefill: {
      initial: 'idle',
      states: {
        idle: { on: { START: [{ guard: 'baseDataKnown', target: 'done' }, { target: 'loading' }] } },
        loading: {
          invoke: {
            id: 'loadBaseData',
            src: 'loadBaseData',
            onDone: [{ guard: 'hasBaseData', target: 'done', actions: 'applyBaseData' }, { target: 'done' }],
            onError: { target: 'done', actions: 'logPrefillFailure' },
          },
        },
        done: {},
      },
    },
    doubleOptIn: {
      initial: 'idle',
      states: {
        idle: {
          on: { START: [{ guard: 'hasDoiToken', target: 'confirming' }, { target: 'none' }] },
        },
        none: {},
        confirming: {
          invoke: {
            id: 'doubleOptIn',
            src: 'doubleOptIn',
            input: ({ context }) => ({ token: context.doiToken! }),
            onDone: { target: 'done', actions: 'setDoiResult' },
            onError: { target: 'done', actions: 'setDoiFailed' },
          },
        },
        done: {},
      },
    },
    form: {
      initial: 'filling',
      states: {
        filling: {
          initial: 'editing',
          // Only a resumed context holds a pending address while filling, so these apply at the start alone.
          always: [
            { guard: 'resumesPending', target: 'pending' },
            { guard: 'resumesTrapped', target: 'trapped' },
          ],
          on: {
            CHANGE: { actions: 'setValue' },
            FOCUS: [
              { guard: 'isRequestedFocus', actions: ['consumeFocusRequest', 'noteFocus'] },
              { actions: ['clearFieldError', 'noteFocus'] },
            ],
            BLUR: { actions: 'validateField' },
          },
          states: {
            editing: {
              on: {
                SUBMIT: [
                  {
                    guard: 'botTrapFilled',
                    target: '#newsletterSignup.form.trapped',
                    actions: [
                      'rememberTrapped',
                      'resetForm',
                      { type: 'revealMessage', params: { message: 'success' } },
                    ],
                  },
                  {
                    guard: 'formInvalid',
                    actions: [
                      'showErrors',
                      { type: 'focusField', params: ({ context }) => ({ field: context.focusRequest! }) },
                    ],
                  },
                  { target: 'submitting', actions: 'startSubmit' },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'subscribe',
                src: 'subscribe',
                input: ({ context }) => buildSubscriptionRequest(context.market, context.values, context),
                onDone: {
                  target: '#newsletterSignup.form.pending',
                  actions: [
                    'trackSignUp',
                    'rememberPending',
                    'resetForm',
                    { type: 'revealMessage', params: { message: 'success' } },
                  ],
                },
                onError: [
                  {
                    guard: 'fieldsRefused',
                    target: 'editing',
                    actions: [
                      'trackSignUp',
                      'setRefusedFields',
                      { type: 'focusField', params: ({ context }) => ({ field: context.focusRequest! }) },
                    ],
                  },
                  {
                    guard: 'emailRejected',
                    target: 'editing',
                    actions: ['trackSignUp', 'setInvalidEmail', { type: 'focusField', params: { field: 'email' } }],
                  },
                  {
                    target: 'editing',
                    actions: [
                      'trackSignUp',
                      'setGenericError',
                      'logSignupFailure',
                      { type: 'revealMessage', params: { message: 'error' } },
                    ],
                  },
                ],
              },
            },
          },
        },
        pending: {
          initial: 'waiting',
          states: {
            waiting: { after: { resendDelay: 'ready' } },
            ready: { on: { RESEND: 'resending' } },
            resending: {
              invoke: {
                id: 'resubscribe',
                src: 'subscribe',
                input: ({ context }) => ({ ...context.pendingRequest!, resend: true }),
                onDone: [
                  { guard: 'resendCapReached', target: 'exhausted', actions: 'countResend' },
                  { target: 'waiting', actions: 'countResend' },
                ],
                onError: { target: 'ready', actions: 'noteResendFailure' },
              },
            },
            exhausted: {},
          },
        },
        trapped: {},
      },
    },
  },
});

/** The first context: empty, or where a server-rendered form was left (`input.resume`). */
function resumedContext(input: SignupMachineInput): SignupContext {
  const market = newsletterMarket(input.market);
  const resume = input.resume ?? {};
  const pending = resume.pending;
  // Only a form in error keeps what was posted; the pending view starts from an empty form.
  let values: SignupValues = { ...EMPTY_SIGNUP_VALUES, ...(pending ? {} : resume.values), honeypot: '' };
  let disabled: Partial<Record<SignupField, boolean>> = {};
  if (resume.baseData) ({ values, disabled } = prefillFromBaseData(market, values, resume.baseData));
  const doiResult = resume.doiResult;
  const errors: SignupErrors = pending ? {} : { ...resume.errors };
  const focusRequest = firstInvalidSignupField(errors, market);
  return {
    market,
    origin: input.origin,
    originAddition: input.originAddition,
    doiToken: input.doiToken || undefined,
    values,
    errors,
    // The first field in error is the one to focus; its focus keeps the message the server gave.
    ...(focusRequest ? { focusRequest } : {}),
    disabled,
    baseDataHasDne: baseDataHasDne(resume.baseData),
    // A posted form shows all its fields (as the e-mail field's focus would).
    emailFocused: !pending && (resume.values !== undefined || resume.errors !== undefined),
    outcome: pending ? 'none' : (resume.outcome ?? 'none'),
    invalidDoiLink: doiResult === 'INVALID',
    ...(doiResult ? { doiResult } : {}),
    ...(pending
      ? { pendingEmail: pending.email, ...(pending.request ? { pendingRequest: pending.request } : {}) }
      : {}),
    ...(resume.rejectedEmail ? { rejectedEmail: resume.rejectedEmail } : {}),
    resendCount: 0,
    resendStatus: 'none',
    dataLayer: input.dataLayer,
    logger: input.logger,
    baseDataKnown: resume.baseData !== undefined,
  };
}

/** Prefilled, disabled values survive a reset: the logged-in customer's address stays theirs. */
function prefilledValues(context: SignupContext): Partial<SignupValues> {
  const kept: Partial<SignupValues> = {};
  for (const field of ['email', 'salutation', 'firstName', 'lastName'] as const) {
    if (context.disabled[field]) (kept as Record<string, unknown>)[field] = context.values[field];
  }
  return kept;
}

export type NewsletterSignupMachine = typeof newsletterSignupMachine;
