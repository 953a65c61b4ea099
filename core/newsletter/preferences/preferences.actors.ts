import * as z from 'zod/mini';
import { fromPromise } from 'xstate';
import type { ServiceClient } from '../../../openapi/client';
import { ServiceError } from '../../../openapi/errors';
import { newsletterMarket } from '../../markets/newsletter-markets';
import type { PreferencesErasure, PreferencesSubscriber, PreferencesUpdate } from './preferences.machine';
import type { components } from '../../../openapi/schema';
import { consentPageAddress } from '../signup/signup.rules';
import type { Env } from '../../env';
import { HEADER, SALUTATIONS, newsletterAccess } from '../../../openapi/facts';

export interface PreferencesCallOptions {
  /** Country code of the market; sent as `X-Hunter-Site`. */
  market: string;
  /** Single-page mode uses the `private` API prefix (spec section 6). */
  singlePageMode?: boolean;
  /** The page address (`X-Original-Address`): origin and path only (the query may hold a token or an address). */
  originalAddress?: () => string | undefined;
  /** Browser ports, asked at each call: the page address comes from `page` when `originalAddress` is not given. */
  ports?: () => Partial<Pick<Env, 'page'>>;
}

// Parsed at the boundary: a malformed answer is a failed call, never a page built from half a subscriber.
const SUBSCRIBER = z.object({
  email: z.string(),
  salutation: z.optional(z.enum(SALUTATIONS)),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  consents: z.array(z.string()),
  legals: z._default(z.array(z.string()), []),
  market: z.string(),
  confirmedAt: z.string(),
  updatedAt: z.string(),
  dneGivenAt: z.optional(z.string()),
});

const COUNT = z.number().check(z.int(), z.nonnegative());
const ERASURE = z.object({
  reference: z.string(),
  erasedAt: z.string(),
  erased: z.object({
    subscription: z.boolean(),
    requests: COUNT,
    consentEvents: COUNT,
    mails: COUNT,
    manageTokens: COUNT,
  }),
});

/** Everything the service holds about a subscriber. */
export type SubscriberData = components['schemas']['SubscriberData'];

/** The path of a subscriber's data as JSON: the "download my data" link. */
export const subscriberDataPath = (token: string, singlePageMode = false) =>
  `/service/newsletter/api/${newsletterAccess(singlePageMode)}/newsletter-subscribers/${encodeURIComponent(token)}/data?download=1`;

function subscriberOf(data: unknown): PreferencesSubscriber {
  const result = SUBSCRIBER.safeParse(data);
  if (!result.success) throw new ServiceError('malformed', 'subscriber: unexpected answer', { body: data });
  return result.data;
}

/** The preference page's service calls: the machine's actors and the no-JS `handlePreferencesPost` both use them. */
export function createPreferencesCalls(client: ServiceClient, options: PreferencesCallOptions) {
  const access = newsletterAccess(Boolean(options.singlePageMode));
  const site = newsletterMarket(options.market).country;
  const path = (token: string) => ({ access, subscriberToken: token });
  const headers = () => {
    const address = consentPageAddress(
      options.originalAddress ? options.originalAddress() : options.ports?.().page?.address(),
    );
    return { [HEADER.site]: site, ...(address ? { [HEADER.originalAddress]: address } : {}) };
  };
  return {
    /** The subscription the management token opens; rejects with a ServiceError (404: unknown or revoked token). */
    async load(token: string, signal?: AbortSignal): Promise<PreferencesSubscriber> {
      const { data } = await client.GET('/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}', {
        params: { path: path(token), header: { [HEADER.site]: site } },
        signal,
      });
      return subscriberOf(data);
    },
    /** Saves the optional consent and names: the subscription as changed. */
    async update(token: string, update: PreferencesUpdate, signal?: AbortSignal): Promise<PreferencesSubscriber> {
      const { data } = await client.PUT('/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}', {
        params: { path: path(token), header: headers() },
        body: update,
        signal,
      });
      return subscriberOf(data);
    },
    /** Everything held about the subscriber (GDPR Art. 15, 20). */
    async exportData(token: string, signal?: AbortSignal): Promise<SubscriberData> {
      const { data } = await client.GET(
        '/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}/data',
        {
          params: { path: path(token), header: { [HEADER.site]: site } },
          signal,
        },
      );
      if (!data || typeof data !== 'object' || !Array.isArray((data as SubscriberData).requests)) {
        throw new ServiceError('malformed', 'subscriber data: unexpected answer', { body: data });
      }
      return data;
    },
    /** Erases everything held about the subscriber (GDPR Art. 17): what was erased. */
    async erase(token: string, signal?: AbortSignal): Promise<PreferencesErasure> {
      const { data } = await client.POST(
        '/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}/erasure',
        {
          params: { path: path(token), header: headers() },
          signal,
        },
      );
      const result = ERASURE.safeParse(data);
      if (!result.success) throw new ServiceError('malformed', 'erasure: unexpected answer', { body: data });
      return result.data;
    },
    /** Withdraws the subscription (GDPR Art. 7(3)). */
    async unsubscribe(token: string, signal?: AbortSignal): Promise<void> {
      await client.DELETE('/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}', {
        params: { path: path(token), header: headers() },
        signal,
      });
    },
  };
}

export type PreferencesCalls = ReturnType<typeof createPreferencesCalls>;

/** The preference machine's actors over the typed client: `newsletterPreferencesMachine.provide({ actors })`. */
export function createPreferencesActors(client: ServiceClient, options: PreferencesCallOptions) {
  const calls = createPreferencesCalls(client, options);
  return {
    loadSubscriber: fromPromise<PreferencesSubscriber, { token: string }>(({ input, signal }) =>
      calls.load(input.token, signal),
    ),
    updateSubscriber: fromPromise<PreferencesSubscriber, { token: string; update: PreferencesUpdate }>(
      ({ input, signal }) => calls.update(input.token, input.update, signal),
    ),
    unsubscribe: fromPromise<void, { token: string }>(({ input, signal }) => calls.unsubscribe(input.token, signal)),
    eraseData: fromPromise<PreferencesErasure, { token: string }>(({ input, signal }) =>
      calls.erase(input.token, signal),
    ),
  };
}

export type PreferencesActors = ReturnType<typeof createPreferencesActors>;
