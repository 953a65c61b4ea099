import { fromPromise } from 'xstate';
import type { ServiceCalls } from '../../../openapi/calls';
import { newsletterMarket } from '../../markets/newsletter-markets';
import { doiMachine, type DoiInput } from '../doi/doi.machine';
import { COOKIE } from '../../../openapi/http';
import { HEADER, newsletterAccess } from '../../../openapi/facts';
import type { CookiePort, PagePort } from '../../env/ports';
import { loadSignupAnswers } from './signup.answers-loader';
import { consentPageAddress, type NewsletterBaseData, type NewsletterSubscriptionRequest } from './signup.rules';

export interface NewsletterActorOptions {
  /** Country code of the market; sent as `X-Hunter-Site`. */
  market: string;
  /** Single-page mode uses the `private` API prefix instead of `internal` (spec section 6). */
  singlePageMode?: boolean;
  /** The `LoginToken` cookie value (or a reader, asked when the form starts): present means prefill. Default: the `ports` cookie. */
  loginToken?: string | (() => string | undefined);
  /** The page address recorded with the consent (`X-Original-Address`); default the `ports` page. Only origin and path are sent. */
  originalAddress?: () => string | undefined;
  /** The page's ports (in a browser `createBrowserEnv()`), asked at each call: the login cookie and the page address. */
  ports?: () => { cookies: CookiePort; page?: PagePort };
}

/** The sign-up's service calls: the machine's actors and the no-JS `handleNewsletterPost` both use them. */
export function createNewsletterCalls(client: ServiceCalls, options: NewsletterActorOptions) {
  const access = newsletterAccess(Boolean(options.singlePageMode));
  const site = newsletterMarket(options.market).country;
  const headers = () => {
    const address = consentPageAddress(
      options.originalAddress ? options.originalAddress() : options.ports?.().page?.address(),
    );
    return { [HEADER.site]: site, ...(address ? { [HEADER.originalAddress]: address } : {}) };
  };
  const loginToken = () =>
    typeof options.loginToken === 'function'
      ? options.loginToken()
      : (options.loginToken ?? options.ports?.().cookies.get(COOKIE.loginToken));

  return {
    /** POSTs the subscription; rejects with a ServiceError. The answer is the same for every address (D15). */
    async subscribe(request: NewsletterSubscriptionRequest, signal?: AbortSignal): Promise<void> {
      await client.POST('/service/newsletter/api/{access}/newsletter-subscribers', {
        params: { path: { access }, header: headers() },
        body: request,
        signal,
      });
    },
    /** The logged-in customer's base data, or null without a login token. */
    async loadBaseData(signal?: AbortSignal): Promise<NewsletterBaseData | null> {
      const token = loginToken();
      if (!token) return null;
      const { data } = await client.GET('/service/newsletter/api/{access}/customers/base-data', {
        params: { path: { access: 'private' }, header: { [HEADER.loginToken]: token } },
        signal,
      });
      const base = (await loadSignupAnswers()).parseBaseData(data);
      return {
        email: base.email,
        salutation: base.salutation ?? undefined,
        firstName: base.firstName ?? undefined,
        lastName: base.lastName ?? undefined,
        consents: base.consents,
        legals: base.legals,
      };
    },
    /** Confirms a DOI link: the service's status; rejects with a ServiceError (an invalid link: see isDoiLinkInvalid). */
    async confirmDoi(token: string, signal?: AbortSignal): Promise<'CONFIRMED' | 'ALREADY_CONFIRMED'> {
      const { data } = await client.PUT(
        '/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}/doi',
        {
          params: { path: { access, subscriberToken: token }, header: headers() },
          signal,
        },
      );
      return (await loadSignupAnswers()).parseDoiResult(data).status;
    },
  };
}

export type NewsletterCalls = ReturnType<typeof createNewsletterCalls>;

/** The sign-up machine's actors over the typed service client. Provide them with `newsletterSignupMachine.provide({ actors })`. */
export function createNewsletterActors(client: ServiceCalls, options: NewsletterActorOptions) {
  const calls = createNewsletterCalls(client, options);
  return {
    subscribe: fromPromise<unknown, NewsletterSubscriptionRequest>(async ({ input, signal }) => {
      await calls.subscribe(input, signal);
      // The body is not used on success (spec section 7).
      return undefined;
    }),
    loadBaseData: fromPromise<NewsletterBaseData | null, void>(({ signal }) => calls.loadBaseData(signal)),
    doubleOptIn: doiMachine.provide({
      actors: {
        confirmDoi: fromPromise<'CONFIRMED' | 'ALREADY_CONFIRMED', DoiInput>(({ input, signal }) =>
          calls.confirmDoi(input.token, signal),
        ),
      },
    }),
  };
}

export type NewsletterActors = ReturnType<typeof createNewsletterActors>;
