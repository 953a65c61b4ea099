import * as z from 'zod/mini';
import type { ServiceClient } from '../../../openapi/client';
import { newsletterMarket } from '../../markets/newsletter-markets';
import {
  buildPreferencesUpdate,
  isPreferencesLinkInvalid,
  validatePreferences,
  type PreferencesNotice,
  type PreferencesResume,
  type PreferencesValues,
} from '../preferences/preferences.machine';
import { createPreferencesCalls } from '../preferences/preferences.actors';
import { decodeResumeCookie, encodeResumeCookie } from './resume-cookie';
import { linkToken } from '../common/link-token';
import {
  PREFERENCES_ACTIONS,
  PREFERENCES_ACTION_FIELD,
  PREFERENCES_FORM,
  PREFERENCES_TOKEN_FIELD,
} from '../preferences/preferences.fields';
import { NEWSLETTER_FORM_FIELD, refusedFormPost, type PostedForm, type PostedFormRequest } from './signup.form';
import {
  SIGNUP_CHECKBOX_VALUES,
  SIGNUP_FIELDS,
  SIGNUP_SALUTATIONS,
  type SignupSalutation,
} from '../signup/signup.rules';

/**
 * The preference page as an HTML form posted without JavaScript: the same rules and calls as the machine. The answer
 * is always a 303 back to the page with a `PreferencesResume` (carry it in a short-lived cookie:
 * `encodePreferencesResume`), so a reload sends nothing twice.
 */

// The form's field names live apart from the handlers (zod), so the views name them without loading those.
export {
  PREFERENCES_ACTIONS,
  PREFERENCES_ACTION_FIELD,
  PREFERENCES_FORM,
  PREFERENCES_TOKEN_FIELD,
} from '../preferences/preferences.fields';

const POSTED_TEXT_MAX = 1024;
const text = (form: PostedForm, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, POSTED_TEXT_MAX) : '';
};

/** True when a posted form is the preference page's. */
export const isPreferencesForm = (form: PostedForm) => text(form, NEWSLETTER_FORM_FIELD) === PREFERENCES_FORM;

/** The values of a posted preference form; an unchecked box is absent, an unknown salutation empty. */
export function preferencesValuesFromForm(form: PostedForm): PreferencesValues {
  const salutation = text(form, 'salutation');
  return {
    salutation: (SIGNUP_SALUTATIONS as readonly string[]).includes(salutation) ? (salutation as SignupSalutation) : '',
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    dne: text(form, 'dne') === SIGNUP_CHECKBOX_VALUES.dne,
  };
}

export interface PreferencesPostOptions extends PostedFormRequest {
  /** Country code of the market. */
  market: string;
  /** The typed client. */
  client: ServiceClient;
  singlePageMode?: boolean;
  originalAddress?: string;
}

export interface PreferencesPostAnswer {
  kind: 'redirect';
  status: 303;
  /** The token the page is for (the form's), to build the redirect's `?token=`. */
  token: string;
  resume: PreferencesResume;
  /** Posted from another site: nothing was sent, the page shows "failed"; why, for your log. */
  refused?: string;
}

const failureNotice = (error: unknown, timedOut: PreferencesNotice, failed: PreferencesNotice): PreferencesNotice =>
  (error as { reason?: unknown } | null)?.reason === 'timeout' ? timedOut : failed;

/**
 * Handles the preference form posted without JavaScript: save, unsubscribe, or erase (the first press asks to
 * confirm, the second erases). Never throws for a service failure.
 */
export async function handlePreferencesPost(
  form: PostedForm,
  options: PreferencesPostOptions,
): Promise<PreferencesPostAnswer> {
  const token = linkToken(text(form, PREFERENCES_TOKEN_FIELD));
  const values = preferencesValuesFromForm(form);
  const action = text(form, PREFERENCES_ACTION_FIELD);
  const unsubscribing = action === PREFERENCES_ACTIONS.unsubscribe;
  const erasing = action === PREFERENCES_ACTIONS.erase || action === PREFERENCES_ACTIONS.confirmErase;
  const answer = (resume: PreferencesResume): PreferencesPostAnswer => ({
    kind: 'redirect',
    status: 303,
    token,
    resume,
  });
  if (!token) return answer({ result: 'invalid' });
  if (action === PREFERENCES_ACTIONS.cancelErase) return answer({});
  const refused = refusedFormPost(options);
  if (refused)
    return {
      ...answer({ values, notice: unsubscribing ? 'unsubscribeFailed' : erasing ? 'eraseFailed' : 'saveFailed' }),
      refused,
    };
  if (action === PREFERENCES_ACTIONS.erase) return answer({ confirmErase: true });
  const market = newsletterMarket(options.market);
  const calls = createPreferencesCalls(options.client, {
    market: options.market,
    singlePageMode: options.singlePageMode,
    originalAddress: () => options.originalAddress,
  });
  if (action === PREFERENCES_ACTIONS.confirmErase) {
    try {
      return answer({ result: 'erased', erasure: await calls.erase(token) });
    } catch (error) {
      return answer(
        isPreferencesLinkInvalid(error)
          ? { result: 'invalid' }
          : { notice: failureNotice(error, 'eraseTimedOut', 'eraseFailed') },
      );
    }
  }
  if (unsubscribing) {
    try {
      await calls.unsubscribe(token);
      return answer({ result: 'unsubscribed' });
    } catch (error) {
      return answer(
        isPreferencesLinkInvalid(error)
          ? { result: 'invalid' }
          : { values, notice: failureNotice(error, 'unsubscribeTimedOut', 'unsubscribeFailed') },
      );
    }
  }
  const errors = validatePreferences(market, values);
  if (Object.keys(errors).length > 0) return answer({ values, errors });
  try {
    await calls.update(token, buildPreferencesUpdate(market, values));
    return answer({ notice: 'saved' });
  } catch (error) {
    return answer(
      isPreferencesLinkInvalid(error)
        ? { result: 'invalid' }
        : { values, notice: failureNotice(error, 'saveTimedOut', 'saveFailed') },
    );
  }
}

const NOTICES = [
  'saved',
  'saveFailed',
  'saveTimedOut',
  'unsubscribeFailed',
  'unsubscribeTimedOut',
  'eraseFailed',
  'eraseTimedOut',
  'loadFailed',
  'loadTimedOut',
] as const satisfies readonly PreferencesNotice[];
const ERROR_CODES = [
  'nameInvalid',
  'nameTooLong',
  'firstNameRequired',
  'lastNameRequired',
  'salutationRequired',
] as const;
let resumeSchema: ReturnType<typeof buildResumeSchema> | undefined;
function buildResumeSchema() {
  const COUNT = z.number().check(z.int(), z.nonnegative(), z.maximum(100_000));
  const SHORT = z.string().check(z.maxLength(POSTED_TEXT_MAX));
  return z.object({
    values: z.optional(
      z.object({
        salutation: z.optional(z.enum([...SIGNUP_SALUTATIONS, ''])),
        firstName: z.optional(SHORT),
        lastName: z.optional(SHORT),
        dne: z.optional(z.boolean()),
      }),
    ),
    errors: z.optional(z.partialRecord(z.enum(SIGNUP_FIELDS), z.enum(ERROR_CODES))),
    notice: z.optional(z.enum(NOTICES)),
    result: z.optional(z.enum(['invalid', 'unsubscribed', 'erased'])),
    confirmErase: z.optional(z.boolean()),
    erasure: z.optional(
      z.object({
        reference: z.string().check(z.maxLength(64)),
        erasedAt: z.string().check(z.maxLength(64)),
        erased: z.object({
          subscription: z.boolean(),
          requests: COUNT,
          consentEvents: COUNT,
          mails: COUNT,
          manageTokens: COUNT,
        }),
      }),
    ),
  });
}

/** A resume as a cookie-safe string (the subscriber is never carried: the page loads it afresh). */
export function encodePreferencesResume(resume: PreferencesResume): string {
  const { subscriber: _notCarried, ...rest } = resume;
  return encodeResumeCookie(rest);
}

/** The resume a cookie carried, or undefined for anything malformed (a cookie is input like any other). */
export function decodePreferencesResume(encoded: string | undefined): PreferencesResume | undefined {
  return decodeResumeCookie(encoded, () => (resumeSchema ??= buildResumeSchema())) as PreferencesResume | undefined;
}
