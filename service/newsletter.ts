import type { Context, Hono } from 'hono';
import { hasUnsafeCharacters } from '../core/newsletter/signup.rules';
import { alreadySubscribedMail, doiMail } from './mails';
import { operation, readJson, type ServiceDeps } from './operation';
import { problem } from './problem';
import {
  emailKey,
  localeOf,
  marketOf,
  nlStatusOf,
  slugOf,
  subscriberByEmail,
  type Consent,
  type Salutation,
  type SubscriberRecord,
} from './store';

const PREFIX = '/service/newsletter/api/:access{internal|private}';

const SALUTATIONS: readonly Salutation[] = ['MR', 'MRS', 'COMPANY', 'DIVERS'];
const CONSENTS: readonly Consent[] = ['DNE'];
const EMAIL_MAX = 256;
const NAME_MAX = 40;
const ORIGIN_MAX = 64;
/** Unconfirmed Turkish sign-ups are deleted after 14 days (spec section 9). */
const TR_PENDING_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Server-side address check: local part, @, domain, dot and a TLD (spec section 5), at most 256 characters, and no
 * control, bidi-override or zero-width character (a CR or LF could split a mail header; the others disguise it).
 */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && !hasUnsafeCharacters(value) && /^[^\s@<>()[\]\\,;:"]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.\d]{2,}$/u.test(value);
}

/** Names: no control, bidi-override or zero-width character; letters, digits, whitespace and + & ' ` ´ , ( ) / . - ; nothing that looks like a web address. */
export function isValidName(value: string): boolean {
  if (value.length > NAME_MAX || hasUnsafeCharacters(value)) return false;
  if (!/^[\p{L}\p{M}\p{N}\s+&'`´,()/.-]*$/u.test(value)) return false;
  // Deliberately looser than the form's check, so the server never refuses what the form lets through.
  return !/(:\/\/|(^|[^\p{L}\p{N}])www\.|[\p{L}\p{N}-]\.(com|net|org|de|at|ch|pl|cz|hu|sk|tr|eu|info|io)(?![\p{L}\p{N}]))/iu.test(value);
}

interface PersonalData {
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents?: Consent[];
}

/** Validates the optional personal fields shared by subscribe and update; a string names the problem. */
function readPersonalData(v: Record<string, unknown>): PersonalData | string {
  const out: PersonalData = {};
  if (v.salutation !== undefined && v.salutation !== null && v.salutation !== '') {
    if (!SALUTATIONS.includes(v.salutation as Salutation)) return 'salutation is not one of MR, MRS, COMPANY, DIVERS';
    out.salutation = v.salutation as Salutation;
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const value = v[field];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || !isValidName(value)) return `${field} contains characters that are not allowed or is too long`;
    out[field] = value.trim();
  }
  if (v.consents !== undefined) {
    if (!Array.isArray(v.consents) || !v.consents.every((x) => CONSENTS.includes(x as Consent))) return 'consents may only hold DNE';
    out.consents = [...new Set(v.consents as Consent[])];
  }
  return out;
}

function badRequest(c: Context, detail: string): Response {
  return problem(c, 400, 'urn:newsletter:request_invalid', 'Invalid subscription request', detail);
}

function subscriberBody(record: SubscriberRecord) {
  return {
    email: record.email,
    status: nlStatusOf(record),
    ...(record.salutation ? { salutation: record.salutation } : {}),
    ...(record.firstName ? { firstName: record.firstName } : {}),
    ...(record.lastName ? { lastName: record.lastName } : {}),
    consents: [...record.consents],
  };
}

export function registerNewsletter(app: Hono, deps: ServiceDeps): void {
  const { store, options } = deps;

  const findByToken = (token: string): SubscriberRecord | undefined => {
    const record = store.subscribers.get(token);
    if (record && record.market === 'TR' && record.confirmedAt === undefined && options.now() - record.subscribedAt > TR_PENDING_MS) {
      store.subscribers.delete(token);
      store.tokenByEmail.delete(emailKey(record.email));
      return undefined;
    }
    return record;
  };

  /** `shopOrigin`: where the mail's link leads (the configured shop origin, else the origin the request came to). */
  const sendMail = (record: SubscriberRecord, kind: 'doi' | 'already_subscribed', shopOrigin: string) => {
    const link = `${shopOrigin}/${slugOf(record.market)}/?doi=${encodeURIComponent(record.token)}`;
    const { subject, text } = kind === 'doi' ? doiMail(record.locale, link) : alreadySubscribedMail(record.locale);
    store.outbox.push({
      id: `mail-${store.outbox.length + 1}`,
      kind,
      to: record.email,
      subject,
      text,
      ...(kind === 'doi' ? { link } : {}),
      locale: record.locale,
      sentAt: new Date(options.now()).toISOString(),
      subscriberToken: record.token,
    });
  };

  operation(
    app,
    deps,
    { method: 'post', path: `${PREFIX}/newsletter-subscribers`, operationId: 'subscribeNewsletter', csrf: true },
    async (c) => {
      const body = await readJson(c);
      if (!body || typeof body !== 'object' || Array.isArray(body)) return badRequest(c, 'the body must be a JSON object');
      const v = body as Record<string, unknown>;
      // Checked before trimming too: a trailing CR or LF is refused, not quietly cut off.
      const email = typeof v.email === 'string' && !hasUnsafeCharacters(v.email) ? v.email.trim() : '';
      if (!isValidEmail(email)) {
        return problem(c, 400, 'urn:newsletter:email_invalid', 'Invalid e-mail address', 'The e-mail address is not valid.');
      }
      const personal = readPersonalData(v);
      if (typeof personal === 'string') return badRequest(c, personal);
      const origin = v.origin === undefined ? 'onsite' : v.origin;
      const originAddition = v.originAddition === undefined ? 'subsite' : v.originAddition;
      if (typeof origin !== 'string' || origin.length > ORIGIN_MAX || typeof originAddition !== 'string' || originAddition.length > ORIGIN_MAX) {
        return badRequest(c, 'origin and originAddition must be strings of at most 64 characters');
      }

      const market = marketOf(c.req.header('X-Hunter-Site'));
      const originalAddress = c.req.header('X-Original-Address')?.slice(0, 2048);
      const now = options.now();
      const existing = subscriberByEmail(store, email);
      const fresh = {
        email,
        salutation: personal.salutation,
        firstName: personal.firstName,
        lastName: personal.lastName,
        consents: personal.consents ?? [],
        origin,
        originAddition,
        market,
        locale: localeOf(market),
        originalAddress,
      };

      const shopOrigin = options.shopOrigin ?? new URL(c.req.url).origin;
      if (existing && existing.confirmedAt !== undefined) {
        // Already confirmed: same answer as for anyone (D15); the owner gets a notice instead of a link.
        existing.signUps.push(now);
        sendMail(existing, 'already_subscribed', shopOrigin);
      } else if (existing && findByToken(existing.token)) {
        // Pending: the latest request is what the person will confirm; send the link again.
        Object.assign(existing, fresh);
        existing.signUps.push(now);
        sendMail(existing, 'doi', shopOrigin);
      } else {
        const record: SubscriberRecord = { ...fresh, token: options.randomToken(), subscribedAt: now, signUps: [now] };
        store.subscribers.set(record.token, record);
        store.tokenByEmail.set(emailKey(email), record.token);
        sendMail(record, 'doi', shopOrigin);
      }
      return c.json({ status: 'ACCEPTED' }, 202);
    },
  );

  operation(
    app,
    deps,
    { method: 'get', path: `${PREFIX}/newsletter-subscribers/:subscriberToken`, operationId: 'getSubscriber' },
    (c) => {
      const record = findByToken(c.req.param('subscriberToken') ?? '');
      if (!record) return problem(c, 404, 'urn:newsletter:subscriber_not_found', 'Unknown subscriber');
      return c.json(subscriberBody(record), 200);
    },
  );

  operation(
    app,
    deps,
    { method: 'put', path: `${PREFIX}/newsletter-subscribers/:subscriberToken`, operationId: 'updateSubscriber', csrf: true },
    async (c) => {
      const record = findByToken(c.req.param('subscriberToken') ?? '');
      if (!record) return problem(c, 404, 'urn:newsletter:subscriber_not_found', 'Unknown subscriber');
      const body = await readJson(c);
      if (!body || typeof body !== 'object' || Array.isArray(body)) return badRequest(c, 'the body must be a JSON object');
      const personal = readPersonalData(body as Record<string, unknown>);
      if (typeof personal === 'string') return badRequest(c, personal);
      if (personal.salutation !== undefined) record.salutation = personal.salutation;
      if (personal.firstName !== undefined) record.firstName = personal.firstName;
      if (personal.lastName !== undefined) record.lastName = personal.lastName;
      if (personal.consents !== undefined) record.consents = personal.consents;
      return c.json(subscriberBody(record), 200);
    },
  );

  operation(
    app,
    deps,
    { method: 'put', path: `${PREFIX}/newsletter-subscribers/:subscriberToken/doi`, operationId: 'confirmSubscription', csrf: true },
    (c) => {
      const record = findByToken(c.req.param('subscriberToken') ?? '');
      if (!record) {
        return problem(c, 404, 'urn:newsletter:doi_token_invalid', 'Invalid confirmation link', 'The link is unknown or no longer valid.');
      }
      if (record.confirmedAt !== undefined) return c.json({ status: 'ALREADY_CONFIRMED' }, 200);
      record.confirmedAt = options.now();
      return c.json({ status: 'CONFIRMED' }, 200);
    },
  );
}
