/**
 * The shop's own API behind the kit's views (issue 40, door b): plain async functions, one per call, with no XState
 * and no contract to follow. `createSignupBackend` and `createPreferencesBackend` turn them into the machines' actors
 * (the views' `backend` prop does it for you). A function says "this field is wrong" by throwing a `SignupRefusal`;
 * anything else it throws (or a call that outlasts the time-out) is the market's general "technical reasons" message,
 * and the form keeps what was typed.
 */
import { fromPromise } from 'xstate';
import { ServiceError } from '../../openapi/errors';
import { DEFAULT_TIMEOUT_MS } from '../../openapi/http';
import { doiMachine, DOI_TOKEN_INVALID, type DoiInput } from '../newsletter/doi/doi.machine';
import type {
  NewsletterBaseData,
  NewsletterSubscriptionRequest,
  SignupErrorCode,
  SignupErrors,
  SignupField,
} from '../newsletter/signup/signup.rules';
import type {
  PreferencesErasure,
  PreferencesSubscriber,
  PreferencesUpdate,
} from '../newsletter/preferences/preferences.machine';

/** A field a shop backend can refuse (the personal-offers consent is never wrong). */
export type RefusableSignupField = Exclude<SignupField, 'dne'>;

/** The message a refused field shows when the refusal names none: the market's text for this code. */
const DEFAULT_REFUSAL: Record<RefusableSignupField, SignupErrorCode> = {
  email: 'emailInvalid',
  salutation: 'salutationRequired',
  firstName: 'nameInvalid',
  lastName: 'nameInvalid',
  legals: 'legalsRequired',
};

/**
 * Thrown by a shop backend's `subscribe` to tell the shopper what to correct, in the market's words:
 * `new SignupRefusal('email')` ("please enter a valid e-mail address", kept in error until the address changes),
 * `new SignupRefusal('firstName')`, or several with their message codes:
 * `new SignupRefusal({ firstName: 'nameInvalid', lastName: 'nameTooLong' })`. The form keeps what was typed and
 * focuses the first field named.
 */
export class SignupRefusal extends Error {
  override readonly name = 'SignupRefusal';
  /** The fields refused and the message code each shows (read by the sign-up machine). */
  readonly fieldErrors: SignupErrors;

  constructor(fields: RefusableSignupField | Partial<Record<RefusableSignupField, SignupErrorCode>>, message?: string) {
    const fieldErrors: SignupErrors =
      typeof fields === 'string' ? { [fields]: DEFAULT_REFUSAL[fields] } : { ...fields };
    super(message ?? `the shop refused ${Object.keys(fieldErrors).join(', ') || 'no field'}`);
    this.fieldErrors = fieldErrors;
  }
}

export function isSignupRefusal(error: unknown): error is SignupRefusal {
  return error instanceof SignupRefusal;
}

/** What every backend function is given: the market and a signal that aborts at the time-out or when the form goes. */
export interface BackendCallContext {
  /** Country code of the market the form is for (DE, AT, CH, CH_FR, PL, CZ, HU, SK, TR). */
  market: string;
  /** Aborted at the time-out (default 15 s) or when the view unmounts: pass it to `fetch`. */
  signal: AbortSignal;
}

/** The sign-up's calls to the shop's own API. Only `subscribe` is required. */
export interface SignupBackend {
  /**
   * Sends a sign-up. Resolve when the shop accepted it (the value is not read); throw a `SignupRefusal` for a field
   * the shopper must correct; throw anything else for the general message.
   */
  subscribe(request: NewsletterSubscriptionRequest, context: BackendCallContext): Promise<unknown>;
  /** The logged-in customer's data to prefill the form, or null for nobody logged in. Default: no prefill. */
  loadBaseData?(context: BackendCallContext): Promise<NewsletterBaseData | null>;
  /**
   * Confirms the token of a double opt-in link (`?doi=`): `'INVALID'` for an unknown or expired link. Throwing shows
   * "confirmation failed". Without it, a page with a DOI token shows "confirmation failed".
   */
  confirmDoi?(token: string, context: BackendCallContext): Promise<'CONFIRMED' | 'ALREADY_CONFIRMED' | 'INVALID'>;
}

/** The time-out of every backend call. */
export interface BackendOptions {
  /** Default 15000 ms (spec section 9), as the service client. */
  timeoutMs?: number;
  /** Drives the time-out; default the global timers (tests give fake ones). */
  timer?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
}

/** Runs one backend call with its own signal, rejecting with a ServiceError `timeout` when it outlasts the time-out. */
function withTimeout<T>(
  what: string,
  outer: AbortSignal,
  options: BackendOptions,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const ms = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = options.timer ?? {
    setTimeout: (fn: () => void, delay: number) => globalThis.setTimeout(fn, delay),
    clearTimeout: (id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  };
  const controller = new AbortController();
  const forward = () => controller.abort(outer.reason);
  if (outer.aborted) forward();
  else outer.addEventListener('abort', forward, { once: true });
  let id: unknown;
  const timedOut = new Promise<never>((_, reject) => {
    id = timer.setTimeout(() => {
      const error = new ServiceError('timeout', `${what} timed out after ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([Promise.resolve().then(() => call(controller.signal)), timedOut]).finally(() => {
    timer.clearTimeout(id);
    outer.removeEventListener('abort', forward);
  });
}

/**
 * The sign-up machine's actors over the shop's own functions: give them to `NewsletterSignup`'s `actors` prop (or
 * pass the functions as its `backend` prop), or to `newsletterSignupMachine.provide({ actors })`.
 */
export function createSignupBackend(backend: SignupBackend, market: string, options: BackendOptions = {}) {
  const context = (signal: AbortSignal): BackendCallContext => ({ market, signal });
  return {
    subscribe: fromPromise<unknown, NewsletterSubscriptionRequest>(async ({ input, signal }) => {
      await withTimeout('sign-up', signal, options, (s) => backend.subscribe(input, context(s)));
      return undefined;
    }),
    loadBaseData: fromPromise<NewsletterBaseData | null, void>(async ({ signal }) =>
      backend.loadBaseData
        ? ((await withTimeout('base data', signal, options, (s) => backend.loadBaseData!(context(s)))) ?? null)
        : null,
    ),
    doubleOptIn: doiMachine.provide({
      actors: {
        confirmDoi: fromPromise<'CONFIRMED' | 'ALREADY_CONFIRMED', DoiInput>(async ({ input, signal }) => {
          if (!backend.confirmDoi) throw new Error('the shop backend has no confirmDoi');
          const result = await withTimeout('double opt-in', signal, options, (s) =>
            backend.confirmDoi!(input.token, context(s)),
          );
          if (result === 'CONFIRMED' || result === 'ALREADY_CONFIRMED') return result;
          if (result === 'INVALID') {
            throw new ServiceError('http', 'the shop says the link is invalid', { problemType: DOI_TOKEN_INVALID });
          }
          throw new ServiceError('malformed', `double opt-in: unexpected answer ${String(result)}`);
        }),
      },
    }),
  };
}

/** The preference page's calls (D27) to the shop's own API, each given the token of the link (`?token=`). */
export interface PreferencesBackend {
  /** The subscription the link opens, or null for an unknown or revoked link ("this link is no longer valid"). */
  load(token: string, context: BackendCallContext): Promise<PreferencesSubscriber | null>;
  /** Saves the optional consent and names; resolves the subscription as changed. */
  update(token: string, update: PreferencesUpdate, context: BackendCallContext): Promise<PreferencesSubscriber>;
  /** Withdraws the subscription. */
  unsubscribe(token: string, context: BackendCallContext): Promise<void>;
  /** Erases everything held about the subscriber; without it, erasing shows the failure message. */
  erase?(token: string, context: BackendCallContext): Promise<PreferencesErasure>;
}

/** The preference machine's actors over the shop's own functions (`NewsletterPreferences`' `backend` prop does it). */
export function createPreferencesBackend(backend: PreferencesBackend, market: string, options: BackendOptions = {}) {
  const context = (signal: AbortSignal): BackendCallContext => ({ market, signal });
  return {
    loadSubscriber: fromPromise<PreferencesSubscriber, { token: string }>(async ({ input, signal }) => {
      const subscriber = await withTimeout('preferences', signal, options, (s) =>
        backend.load(input.token, context(s)),
      );
      if (!subscriber) throw new ServiceError('http', 'the shop knows no such link', { status: 404 });
      return subscriber;
    }),
    updateSubscriber: fromPromise<PreferencesSubscriber, { token: string; update: PreferencesUpdate }>(
      ({ input, signal }) =>
        withTimeout('preferences update', signal, options, (s) =>
          backend.update(input.token, input.update, context(s)),
        ),
    ),
    unsubscribe: fromPromise<void, { token: string }>(({ input, signal }) =>
      withTimeout('unsubscribe', signal, options, (s) => backend.unsubscribe(input.token, context(s))),
    ),
    eraseData: fromPromise<PreferencesErasure, { token: string }>(async ({ input, signal }) => {
      if (!backend.erase) throw new Error('the shop backend has no erase');
      return withTimeout('erasure', signal, options, (s) => backend.erase!(input.token, context(s)));
    }),
  };
}
