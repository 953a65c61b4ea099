import { fromPromise } from 'xstate';
import { HEADER } from '../../openapi/facts';
import type { Country } from '../markets/countries';
import { loadFooterContent } from './footer.content';
import type { FooterOverrideResult } from './footer.machine';
import { parseFooterContentJson, type FooterContent, type FooterSanitizeOptions } from './footer.schema';

export const SHOP_FOOTER_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';
export const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** The part of the service client the footer uses: `{ data }` for a 2xx, a rejected ServiceError otherwise. */
export interface FooterServiceClient {
  GET(
    path: typeof SHOP_FOOTER_PATH,
    init: { params: { header: { [HEADER.site]: Country } }; signal?: AbortSignal },
  ): Promise<{ data?: unknown }>;
  GET(path: typeof PSDATA_PATH, init?: { signal?: AbortSignal }): Promise<{ data?: unknown }>;
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? (error as { status?: unknown }).status : undefined;

/** Turns the SHOP_FOOTER answer body into an override result: `contentJSON` parsed and sanitised. */
export function footerOverrideFromBody(body: unknown, options: FooterSanitizeOptions = {}): FooterOverrideResult {
  const contentJSON = body && typeof body === 'object' ? (body as { contentJSON?: unknown }).contentJSON : undefined;
  const result = parseFooterContentJson(contentJSON, options);
  return result.ok
    ? { status: 'override', content: result.content, problems: result.problems }
    : { status: 'refused', problems: result.problems };
}

/** nl_status from a psdata body, if it is a plausible string. */
export function nlStatusFromPsdata(body: unknown): string | undefined {
  const status = body && typeof body === 'object' ? (body as { nl_status?: unknown }).nl_status : undefined;
  return typeof status === 'string' && status.length <= 64 ? status : undefined;
}

/**
 * The footer machine's actors: `footerMachine.provide({ actors: createFooterActors(client) })`.
 * `linkHosts`: the hosts absolute CMS links may lead to (default `DEFAULT_FOOTER_LINK_HOSTS`).
 */
export function createFooterActors(
  client: FooterServiceClient,
  options: { load?: (country: Country) => Promise<FooterContent> } & FooterSanitizeOptions = {},
) {
  const load = options.load ?? loadFooterContent;
  return {
    loadBuiltIn: fromPromise<FooterContent, { country: Country; builtIn: FooterContent | undefined }>(
      async ({ input }) => input.builtIn ?? load(input.country),
    ),
    fetchOverride: fromPromise<FooterOverrideResult, { country: Country }>(async ({ input, signal }) => {
      try {
        // CMS content is per market: the market goes with the call, as with the newsletter calls.
        const { data } = await client.GET(SHOP_FOOTER_PATH, {
          params: { header: { [HEADER.site]: input.country } },
          signal,
        });
        return footerOverrideFromBody(data, options.linkHosts ? { linkHosts: options.linkHosts } : {});
      } catch (error) {
        if (statusOf(error) === 404) return { status: 'absent' };
        throw error;
      }
    }),
    fetchPsdata: fromPromise<string | undefined, void>(async ({ signal }) => {
      const { data } = await client.GET(PSDATA_PATH, { signal });
      return nlStatusFromPsdata(data);
    }),
  };
}
