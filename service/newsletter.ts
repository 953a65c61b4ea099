import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  loadNewsletterTexts,
  NEWSLETTER_TEXT_LOCALES,
  parseNewsletterText,
  type NewsletterTexts,
} from '../core/newsletter/signup/signup.texts';
import { newsletterMarket } from '../core/markets/newsletter-markets';
import type { Country } from '../core/markets/countries';
import type { Locale } from '../core/i18n/locales';
import { checkEmailAddress, isAllowedName } from '../core/newsletter/signup/signup.rules';
import { alreadySubscribedMail, doiMail, welcomeMail } from './mails';
import { clientAddressOf, overLimit } from './limits';
import { requestBodyOf } from './edge';
import { operation, type ServiceDeps } from './operation';
import { problem } from './problem';
import { DAY_MS } from './retention';
import { shopPath, type ShopPaths } from './shop-links';
import { HEADER, LINK_TOKEN_MAX } from '../openapi/facts';
import {
  type Consent,
  type Legal,
  type MailDraft,
  type PersonalData,
  type Salutation,
  type WithdrawalChannel,
} from './store';
import { localeOf, marketOf } from './market';

/** Where newsletterRoutes is mounted; its paths start with the access segment. */
export const NEWSLETTER_BASE = '/service/newsletter/api';
const PREFIX = '/:access{internal|private}';

/** A sign-up as the contract's SubscriptionRequest has it, defaults filled in. */
interface SubscriptionBody extends PersonalFields {
  email: string;
  salutation?: Salutation;
  consents: Consent[];
  legals: Legal[];
  origin: string;
  originAddition: string;
  resend: boolean;
}
/** At most this many mails to one address in 24 hours: the DOI mail and 3 resends. */
export const MAIL_CAP = 4;

/** The form's own address rule, not a copy (D51): the service accepts exactly what the form accepts. */
export function isValidEmail(value: string): boolean {
  return checkEmailAddress(value).valid;
}

/** Names: the form's own rule from core, on the trimmed name; the length is the contract's, held at the edge. */
export function isValidName(value: string): boolean {
  return isAllowedName(value.trim());
}

/** The optional personal fields of a sign-up or an update, as the edge checked them against the contract. */
interface PersonalFields {
  salutation?: Salutation | '';
  firstName?: string;
  lastName?: string;
  consents?: Consent[];
}

/**
 * What the schemas cannot say: a name that looks like a web address is refused (D55). With `clearing` (an update) an
 * empty salutation or name is kept as '' and clears it; a sign-up leaves empty fields out.
 */
function personalDataOf(v: PersonalFields, clearing = false): PersonalData | string {
  const out: PersonalData = {};
  if (v.salutation !== undefined && (clearing || v.salutation !== '')) out.salutation = v.salutation;
  for (const field of ['firstName', 'lastName'] as const) {
    const value = v[field];
    if (value === undefined) continue;
    if (!isValidName(value)) return `${field} contains characters that are not allowed or looks like a web address`;
    const trimmed = value.trim();
    if (trimmed !== '' || clearing) out[field] = trimmed;
  }
  if (v.consents !== undefined) out.consents = v.consents;
  return out;
}

function badRequest(c: Context, detail: string): Response {
  return problem(c, 400, 'urn:newsletter:request_invalid', 'Invalid subscription request', detail);
}

/** The page's path from X-Original-Address: never its query string or fragment (they can hold tokens and addresses). */
export function pagePathOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    return new URL(header, 'http://page.invalid').pathname.slice(0, 512);
  } catch {
    return undefined;
  }
}

const textVersions = new Map<Locale, Promise<string>>();
/** A fingerprint of the consent texts the market's form shows: the version a proof of consent names. */
export function consentTextsVersion(locale: Locale): Promise<string> {
  let version = textVersions.get(locale);
  if (!version) {
    version = loadNewsletterTexts(locale).then((t) =>
      createHash('sha256')
        .update(
          JSON.stringify([t.legalNotice, t.dneConsentLabel, t.legalsConsentLabel, t.privacyNotice, t.voucherFootnote]),
        )
        .digest('hex')
        .slice(0, 16),
    );
    textVersions.set(locale, version);
  }
  return version;
}

/** The newsletter's operations (sign-up, DOI, preference page, data rights), mounted at NEWSLETTER_BASE. */
export function newsletterRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  const { store, options } = deps;

  operation(
    app,
    deps,
    { method: 'post', path: `${PREFIX}/newsletter-subscribers`, operationId: 'subscribeNewsletter' },
    async (c) => {
      // Per client, never per address: the answer says nothing about who is subscribed (D15).
      const limited = await overLimit(c, deps, options.limits.signUpsPerClient, clientAddressOf(c, options.trustProxy));
      if (limited) return limited;
      const v = requestBodyOf<SubscriptionBody>(c)!;
      // The address stored and mailed is the one checked: trimmed and in NFC first.
      const checked = checkEmailAddress(v.email);
      if (!checked.valid) {
        return problem(
          c,
          400,
          'urn:newsletter:email_invalid',
          'Invalid e-mail address',
          'The e-mail address is not valid.',
        );
      }
      const email = checked.address;
      const personal = personalDataOf(v);
      if (typeof personal === 'string') return badRequest(c, personal);
      const { origin, originAddition, legals } = v;
      const market = marketOf(c.req.header(HEADER.site));
      // Where the market requires the legals (Turkey), the service insists too: a page could skip the form's check.
      const rules = newsletterMarket(market);
      if (rules.requires.legals && !legals.includes('NEWSLETTER'))
        return badRequest(c, `in ${market}, legals must hold NEWSLETTER`);

      const locale = localeOf(market);
      const now = options.now();
      const token = options.randomToken();
      const shopOrigin = options.shopOrigin ?? new URL(c.req.url).origin;
      // Used only when the address is subscribed already: its notice is a mail to a subscriber.
      const manageToken = options.randomToken() + options.randomToken();
      await store.signUp(
        {
          email,
          ...personal,
          salutation: personal.salutation || undefined,
          consents: personal.consents ?? [],
          legals,
          market,
          locale,
          origin,
          originAddition,
          pagePath: pagePathOf(c.req.header(HEADER.originalAddress)),
          consentTextsVersion: await consentTextsVersion(locale),
          resend: v.resend,
        },
        {
          now,
          token,
          expiresAt: now + rules.confirmationLinkDays * DAY_MS,
          mailCap: MAIL_CAP,
          mailCapWindowMs: DAY_MS,
          manageTokenHash: manageTokenHash(manageToken),
          mail: (kind, doiToken) => {
            if (kind === 'already_subscribed') {
              const manage = `${shopOrigin}${shopPath(options.shopPaths, 'preferences', market, manageToken)}`;
              return {
                ...alreadySubscribedMail(locale, manage),
                link: manage,
                headers: subscriberMailHeaders({
                  shopOrigin,
                  manageToken,
                  unsubscribeMailbox: configuredUnsubscribeMailbox(options),
                }),
              };
            }
            const link = `${shopOrigin}${shopPath(options.shopPaths, 'doi', market, doiToken!)}`;
            return { ...doiMail(locale, link), link };
          },
        },
      );
      deps.mailSender?.wake();
      // The same answer whatever happened: new, pending, subscribed or past the mail cap (D15).
      return c.json({ status: 'ACCEPTED' }, 202);
    },
  );

  const notFound = (c: Context) => problem(c, 404, 'urn:newsletter:subscriber_not_found', 'Unknown subscriber');
  const tokenHashOf = (c: Context) => manageTokenHash(c.req.param('subscriberToken') ?? '');
  /** Ends the subscription the token opens; an unknown or revoked token is the bare 404. */
  const withdraw = async (c: Context, channel: WithdrawalChannel) => {
    if (!(await store.withdraw(tokenHashOf(c), channel, options.now()))) return notFound(c);
    return c.json({ status: 'UNSUBSCRIBED' }, 200);
  };

  operation(
    app,
    deps,
    { method: 'get', path: `${PREFIX}/newsletter-subscribers/:subscriberToken`, operationId: 'getSubscriber' },
    async (c) => {
      // The management token of the welcome mail, never the DOI token; unknown and revoked look the same.
      const subscriber = await store.subscriber(tokenHashOf(c));
      c.header('Cache-Control', 'no-store');
      // Unsubscribed, the token still opens the data rights: the page says so instead of "invalid link".
      if (!subscriber && (await store.unsubscribedHolder(tokenHashOf(c))))
        return problem(c, 410, 'urn:newsletter:subscriber_unsubscribed', 'Unsubscribed');
      if (!subscriber) return notFound(c);
      return c.json(subscriber, 200);
    },
  );

  operation(
    app,
    deps,
    { method: 'put', path: `${PREFIX}/newsletter-subscribers/:subscriberToken`, operationId: 'updateSubscriber' },
    async (c) => {
      const hash = tokenHashOf(c);
      if (!(await store.subscriber(hash))) return notFound(c);
      const personal = personalDataOf(requestBodyOf<PersonalFields>(c)!, true);
      if (typeof personal === 'string') return badRequest(c, personal);
      const updated = await store.update(hash, personal, options.now());
      if (!updated) return notFound(c);
      return c.json(updated, 200);
    },
  );

  operation(
    app,
    deps,
    { method: 'delete', path: `${PREFIX}/newsletter-subscribers/:subscriberToken`, operationId: 'unsubscribe' },
    (c) => withdraw(c, 'preference-page'),
  );

  // RFC 8058 one-click: no page, no login, no CSRF token; the unguessable token in the URL is the authorisation (D27).
  operation(
    app,
    deps,
    {
      method: 'post',
      path: `${PREFIX}/newsletter-subscribers/:subscriberToken/unsubscribe`,
      operationId: 'unsubscribeOneClick',
    },
    (c) => withdraw(c, 'one-click'),
  );

  // A GET of the List-Unsubscribe URL (a person's click, or a mail scanner) never unsubscribes: it leads to the
  // preference page, which asks. Unknown tokens go there too (its invalid-link banner), so the answer tells nothing.
  operation(
    app,
    deps,
    {
      method: 'get',
      path: `${PREFIX}/newsletter-subscribers/:subscriberToken/unsubscribe`,
      operationId: 'openUnsubscribeLink',
    },
    async (c) => {
      const token = c.req.param('subscriberToken') ?? '';
      const subscriber = await store.subscriber(manageTokenHash(token));
      const market = subscriber?.market ?? marketOf(c.req.header(HEADER.site));
      c.header('Cache-Control', 'no-store');
      return c.redirect(shopPath(options.shopPaths, 'preferences', market, token), 303);
    },
  );

  // Data rights (GDPR Art. 15, 17, 20), by the same management token as the GET and PUT above.
  operation(
    app,
    deps,
    {
      method: 'get',
      path: `${PREFIX}/newsletter-subscribers/:subscriberToken/data`,
      operationId: 'exportSubscriberData',
    },
    async (c) => {
      const data = await store.exportByToken(tokenHashOf(c), options.now(), erasureReference(options.randomToken()));
      if (!data) return notFound(c);
      c.header('Cache-Control', 'no-store');
      if (c.req.query('download') !== undefined)
        c.header('Content-Disposition', 'attachment; filename="newsletter-data.json"');
      return c.json(data, 200);
    },
  );

  operation(
    app,
    deps,
    {
      method: 'post',
      path: `${PREFIX}/newsletter-subscribers/:subscriberToken/erasure`,
      operationId: 'eraseSubscriberData',
    },
    async (c) => {
      // An unknown or already erased token is the same bare 404: the answer tells nothing about the address.
      const summary = await store.eraseByToken(tokenHashOf(c), options.now(), erasureReference(options.randomToken()));
      if (!summary) return notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ERASED', ...summary }, 200);
    },
  );

  operation(
    app,
    deps,
    {
      method: 'put',
      path: `${PREFIX}/newsletter-subscribers/:subscriberToken/doi`,
      operationId: 'confirmSubscription',
    },
    async (c) => {
      const shopOrigin = options.shopOrigin ?? new URL(c.req.url).origin;
      const manageToken = options.randomToken() + options.randomToken();
      const texts = await allNewsletterTexts();
      const outcome = await store.confirm(c.req.param('subscriberToken') ?? '', options.now(), {
        tokenHash: manageTokenHash(manageToken),
        mail: (market, locale) =>
          welcomeMailFor({
            market,
            texts: texts.get(locale)!,
            shopOrigin,
            manageToken,
            voucherCode: voucherCodeOf(options.randomToken()),
            unsubscribeMailbox: configuredUnsubscribeMailbox(options),
            ...(options.shopPaths ? { shopPaths: options.shopPaths } : {}),
          }),
      });
      if (outcome === 'invalid') {
        return problem(
          c,
          404,
          'urn:newsletter:doi_token_invalid',
          'Invalid confirmation link',
          'The link is unknown or no longer valid.',
        );
      }
      if (outcome === 'CONFIRMED') deps.mailSender?.wake();
      return c.json({ status: outcome }, 200);
    },
  );
  return app;
}

/** The reference an export or erasure is logged under: short, quotable, and not derived from the address. */
export const erasureReference = (random: string) =>
  `DR-${createHash('sha256').update(random).digest('hex').slice(0, 12).toUpperCase()}`;

/** A management token is kept as the SHA-256 of its value: a copy of the database opens no subscription. */
export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token.slice(0, LINK_TOKEN_MAX)).digest('hex');
}

/** The RFC 8058 one-click URL of a management token (what `List-Unsubscribe` names first). */
export const oneClickPath = (token: string) =>
  `/service/newsletter/api/internal/newsletter-subscribers/${encodeURIComponent(token)}/unsubscribe`;

/** A subscriber's data download (GET): guarded against other sites like a write, for it answers with personal data. */
export const DATA_DOWNLOAD_PATH =
  /^\/service\/newsletter\/api\/(?:internal|private)\/newsletter-subscribers\/[^/]+\/data$/;

/**
 * The headers every mail to a subscriber carries (RFC 2369, RFC 8058): the one-click URL first, a mailto second for
 * mail programs without one-click. A shop sending its own newsletters puts these on each of them.
 * `unsubscribeMailbox`: the mailto's address (default `unsubscribe@` the shop's host); `null` leaves the mailto out.
 */
export function subscriberMailHeaders(options: {
  shopOrigin: string;
  manageToken: string;
  unsubscribeMailbox?: string | null;
}): Record<string, string> {
  const mailbox =
    options.unsubscribeMailbox === undefined
      ? `unsubscribe@${new URL(options.shopOrigin).hostname}`
      : options.unsubscribeMailbox;
  const oneClick = `<${options.shopOrigin}${oneClickPath(options.manageToken)}>`;
  return {
    'List-Unsubscribe': mailbox
      ? `${oneClick}, <mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${options.manageToken}`)}>`
      : oneClick,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The mailto address of the service's mails to subscribers (D57): the configured one, else `unsubscribe@` the
 * configured shop origin's host; with neither, none (a request's host, `127.0.0.1` in development, is no mailbox).
 */
export const configuredUnsubscribeMailbox = (options: {
  shopOrigin?: string;
  unsubscribeMailbox?: string;
}): string | null =>
  options.unsubscribeMailbox || (options.shopOrigin ? `unsubscribe@${new URL(options.shopOrigin).hostname}` : null);

let textsOfEveryMarket: Promise<Map<string, NewsletterTexts>> | undefined;
/** The sign-up texts of every market, loaded once: the welcome mail words the voucher as the market's form does. */
const allNewsletterTexts = () =>
  (textsOfEveryMarket ??= Promise.all(NEWSLETTER_TEXT_LOCALES.map(loadNewsletterTexts)).then(
    (all) => new Map(all.map((t) => [t.locale, t])),
  ));

/** A voucher code for the welcome mail (the reference service's stand-in for the shop's voucher system). */
const voucherCodeOf = (random: string) =>
  `WELCOME-${random
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;

/** The welcome mail after a confirmation: the market's voucher wording and conditions, the manage link and the headers. */
export function welcomeMailFor(options: {
  market: Country;
  texts: NewsletterTexts;
  shopOrigin: string;
  manageToken: string;
  voucherCode: string;
  /** The List-Unsubscribe mailto's address, or null for none (default `unsubscribe@` the shop's host). */
  unsubscribeMailbox?: string | null;
  /** The shop's page paths (default the demo's routes). */
  shopPaths?: ShopPaths;
}): MailDraft {
  const { market, texts, shopOrigin, manageToken } = options;
  const links = Object.fromEntries(
    Object.entries(newsletterMarket(market).links).map(([key, path]) => [key, `${shopOrigin}${path}`]),
  );
  const plain = (text: string) =>
    parseNewsletterText(text, links)
      .map((segment) => (segment.kind === 'link' ? `${segment.text} (${segment.href})` : segment.text))
      .join('');
  const manage = `${shopOrigin}${shopPath(options.shopPaths, 'preferences', market, manageToken)}`;
  const mail = welcomeMail(texts.locale, {
    offer: `${texts.discountBanner}: ${texts.intro}`,
    code: options.voucherCode,
    conditions: plain(texts.voucherFootnote).replace(/^\*\s*/, ''),
    manage,
  });
  return {
    ...mail,
    link: manage,
    headers: subscriberMailHeaders({ shopOrigin, manageToken, unsubscribeMailbox: options.unsubscribeMailbox }),
  };
}
