import * as z from 'zod/mini';
import type { ServiceClient } from '../../../openapi/client';
import { crossOriginVerdict, type HeaderSource } from '../../../openapi/cross-origin';
import { newsletterMarket } from '../../markets/newsletter-markets';
import { isDoiLinkInvalid, type DoiResult } from '../doi/doi.machine';
import { createNewsletterCalls, type NewsletterActorOptions } from '../signup/signup.actors';
import { decodeResumeCookie, encodeResumeCookie } from './resume-cookie';
import { HONEYPOT_FORM_FIELD, NEWSLETTER_FORMS, NEWSLETTER_FORM_FIELD, DOI_FORM_FIELD } from '../signup/signup.fields';
import { linkToken } from '../common/link-token';
import { SIGNUP_EMAIL_INVALID, type SignupResume } from '../signup/signup.machine';
import {
  EMPTY_SIGNUP_VALUES,
  SIGNUP_CHECKBOX_VALUES,
  SIGNUP_ERROR_CODES,
  SIGNUP_FIELDS,
  SIGNUP_SALUTATIONS,
  baseDataHasDne,
  buildSubscriptionRequest,
  prefillFromBaseData,
  validateSignup,
  type NewsletterBaseData,
  type SignupSalutation,
  type SignupValues,
} from '../signup/signup.rules';

/**
 * The sign-up as an HTML form posted without JavaScript (or before the form's code has loaded): the machine's rules,
 * request and service call; the answer is a `SignupResume` to render the form from (`<NewsletterSignup resume={…}>`).
 */

// The form's field names live apart from the handlers (zod), so the views name them without loading those.
export {
  CSRF_FORM_FIELD,
  DOI_FORM_FIELD,
  HONEYPOT_FORM_FIELD,
  NEWSLETTER_FORMS,
  NEWSLETTER_FORM_FIELD,
} from '../signup/signup.fields';

/** A posted form: FormData (fetch's `request.formData()`) or URLSearchParams (a url-encoded body). */
export interface PostedForm {
  /** A file field's value is anything but a string (a `File`): ignored. Typed without the DOM library, so core's types need none. */
  get(name: string): string | object | null;
}

/** What every form handler needs to refuse a form posted from another site. */
export interface PostedFormRequest {
  /** The posted request's headers: a fetch `Headers` or Node's `req.headers` (`Sec-Fetch-Site`, `Origin`, `Host` are read). */
  requestHeaders: HeaderSource;
  /** The posted request's URL (`request.url`): its host stands in when the headers carry no `Host`. */
  requestUrl?: string;
  /** Origins besides the page's own whose pages may post this form (`SHOP_ORIGIN`, `TRUSTED_ORIGINS`), exactly `scheme://host[:port]`. */
  trustedOrigins?: readonly string[];
}

/** The one cross-site check of every form posted without JavaScript: undefined when it may go on, else why, for your log. */
export function refusedFormPost(options: PostedFormRequest): string | undefined {
  const verdict = crossOriginVerdict(
    { method: 'POST', headers: options.requestHeaders, url: options.requestUrl },
    options.trustedOrigins ?? [],
  );
  return verdict.allowed ? undefined : verdict.detail;
}

/** Longest text kept from any posted field: the rules reject long values, this only bounds the work. */
const POSTED_TEXT_MAX = 1024;
const text = (form: PostedForm, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, POSTED_TEXT_MAX) : '';
};

/** Which form a post is: the sign-up, the DOI confirmation, or something else. */
export function postedNewsletterForm(form: PostedForm): 'signup' | 'doi' | undefined {
  const which = text(form, NEWSLETTER_FORM_FIELD);
  return which === NEWSLETTER_FORMS.signup ? 'signup' : which === NEWSLETTER_FORMS.doi ? 'doi' : undefined;
}

/** The sign-up's values from a posted form; an unchecked box is absent, an unknown salutation empty. */
export function signupValuesFromForm(form: PostedForm): SignupValues {
  const salutation = text(form, 'salutation');
  return {
    email: text(form, 'email'),
    salutation: (SIGNUP_SALUTATIONS as readonly string[]).includes(salutation) ? (salutation as SignupSalutation) : '',
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    dne: text(form, 'dne') === SIGNUP_CHECKBOX_VALUES.dne,
    legals: text(form, 'legals') === SIGNUP_CHECKBOX_VALUES.legals,
    honeypot: text(form, HONEYPOT_FORM_FIELD),
  };
}

export interface NewsletterPostOptions
  extends Pick<NewsletterActorOptions, 'singlePageMode' | 'loginToken'>, PostedFormRequest {
  /** Country code of the market (DE, AT, …; anything else is DE). */
  market: string;
  /** The typed service client; for a logged-in customer's sign-up it sends their `LoginToken` cookie on. */
  client: ServiceClient;
  origin?: string;
  originAddition?: string;
  /** The page address recorded with the consent (`X-Original-Address`). */
  originalAddress?: string;
  /** The logged-in customer's base data: prefilled fields are disabled in the form, and browsers do not post those. */
  baseData?: NewsletterBaseData | null;
}

/**
 * What the host does next. `render`: answer with the page, its form rendered from `resume`, with `status`.
 * `redirect`: answer 303 to the page and render `resume` there, so a reload sends nothing twice; carry `resume` in a
 * short-lived cookie (`encodeSignupResume`), never in the URL, which would put the address in history and logs. A
 * form posted from another site is `render` with status 403 and `refused`: why, for your log (nothing was sent).
 */
export type NewsletterPostAnswer =
  | { kind: 'render'; status: 403; resume: SignupResume; refused: string }
  | { kind: 'render'; status: 422 | 503; resume: SignupResume }
  | { kind: 'redirect'; status: 303; resume: SignupResume };

/** Values worth echoing back into the form: never the bot trap. */
const echoed = (values: SignupValues): Partial<SignupValues> => {
  const { honeypot: _trap, ...rest } = values;
  return rest;
};

/**
 * Handles a sign-up posted as an HTML form: the market's rules, the bot trap (nothing sent, the pending view shown),
 * the service call. Never throws for a service failure.
 */
export async function handleNewsletterPost(
  form: PostedForm,
  options: NewsletterPostOptions,
): Promise<NewsletterPostAnswer> {
  const market = newsletterMarket(options.market);
  let values = signupValuesFromForm(form);
  const refused = refusedFormPost(options);
  if (refused)
    return { kind: 'render', status: 403, resume: { values: echoed(values), outcome: 'ERROR_GENERIC' }, refused };
  const baseData = options.baseData ?? undefined;
  if (baseData) values = prefillFromBaseData(market, values, baseData).values;
  if (values.honeypot !== '') {
    // The bot trap: the same page as a sign-up, and nothing is sent.
    return { kind: 'redirect', status: 303, resume: { pending: { email: values.email.trim() } } };
  }
  const errors = validateSignup(market, values);
  if (Object.keys(errors).length > 0)
    return { kind: 'render', status: 422, resume: { values: echoed(values), errors } };

  const request = buildSubscriptionRequest(market, values, {
    origin: options.origin,
    originAddition: options.originAddition,
    baseDataHasDne: baseDataHasDne(baseData),
  });
  const calls = createNewsletterCalls(options.client, {
    market: options.market,
    singlePageMode: options.singlePageMode,
    originalAddress: () => options.originalAddress,
  });
  try {
    await calls.subscribe(request);
  } catch (error) {
    if ((error as { problemType?: unknown } | null)?.problemType === SIGNUP_EMAIL_INVALID) {
      const email = values.email.trim();
      return {
        kind: 'render',
        status: 422,
        resume: {
          values: echoed(values),
          errors: { email: 'emailInvalid' },
          outcome: 'ERROR_INVALID_EMAIL',
          rejectedEmail: email,
        },
      };
    }
    return { kind: 'render', status: 503, resume: { values: echoed(values), outcome: 'ERROR_GENERIC' } };
  }
  return { kind: 'redirect', status: 303, resume: { pending: { email: request.email, request } } };
}

export interface DoiPostOptions extends PostedFormRequest {
  market: string;
  client: ServiceClient;
  singlePageMode?: boolean;
  originalAddress?: string;
}

/**
 * Confirms a DOI link posted as a form: always a 303 to the page, which renders `resume.doiResult`. Posted from
 * another site it confirms nothing, shows "failed" and says why in `refused`.
 */
export async function handleDoiPost(
  form: PostedForm,
  options: DoiPostOptions,
): Promise<{ kind: 'redirect'; status: 303; resume: SignupResume; refused?: string }> {
  const answer = (doiResult: DoiResult) => ({ kind: 'redirect' as const, status: 303 as const, resume: { doiResult } });
  const refused = refusedFormPost(options);
  if (refused) return { ...answer('FAILED'), refused };
  const token = linkToken(text(form, DOI_FORM_FIELD));
  if (!token) return answer('INVALID');
  const calls = createNewsletterCalls(options.client, {
    market: options.market,
    singlePageMode: options.singlePageMode,
    originalAddress: () => options.originalAddress,
  });
  try {
    return answer(await calls.confirmDoi(token));
  } catch (error) {
    return answer(isDoiLinkInvalid(error) ? 'INVALID' : 'FAILED');
  }
}

// Built on first use: a browser bundle that imports the core never pays for these schemas.
let resumeSchema: ReturnType<typeof buildResumeSchema> | undefined;
function buildResumeSchema() {
  const SHORT = z.string().check(z.maxLength(POSTED_TEXT_MAX));
  const REQUEST = z.object({
    email: SHORT,
    salutation: z.optional(z.enum(SIGNUP_SALUTATIONS)),
    firstName: z.optional(SHORT),
    lastName: z.optional(SHORT),
    consents: z.array(z.literal('DNE')),
    origin: SHORT,
    originAddition: SHORT,
  });
  const RESUME = z.object({
    values: z.optional(
      z.object({
        email: z.optional(SHORT),
        salutation: z.optional(z.enum([...SIGNUP_SALUTATIONS, ''])),
        firstName: z.optional(SHORT),
        lastName: z.optional(SHORT),
        dne: z.optional(z.boolean()),
        legals: z.optional(z.boolean()),
      }),
    ),
    errors: z.optional(z.partialRecord(z.enum(SIGNUP_FIELDS), z.enum(SIGNUP_ERROR_CODES))),
    outcome: z.optional(z.enum(['ERROR_GENERIC', 'ERROR_INVALID_EMAIL'])),
    rejectedEmail: z.optional(SHORT),
    pending: z.optional(z.object({ email: SHORT, request: z.optional(REQUEST) })),
    doiResult: z.optional(z.enum(['CONFIRMED', 'ALREADY_CONFIRMED', 'INVALID', 'FAILED'])),
  });
  return RESUME;
}

/** A resume as a cookie-safe string, to carry it across the redirect after a post (base data is never carried). */
export function encodeSignupResume(resume: SignupResume): string {
  const { baseData: _notCarried, ...rest } = resume;
  return encodeResumeCookie(rest);
}

/** The resume a cookie carried, or undefined for anything malformed (a cookie is input like any other). */
export function decodeSignupResume(encoded: string | undefined): SignupResume | undefined {
  const resume = decodeResumeCookie(encoded, () => (resumeSchema ??= buildResumeSchema())) as SignupResume | undefined;
  if (resume?.values) resume.values = { ...EMPTY_SIGNUP_VALUES, ...resume.values, honeypot: '' };
  return resume;
}
