import { assign, fromPromise, setup } from 'xstate';
import type { CookiePort, LoggerPort } from '../env/ports';
import type { Country } from '../markets/countries';
import { shouldFetchNlStatus } from './footer.rules';
import type { FooterContent, FooterContentProblem } from './footer.schema';

/** What the SHOP_FOOTER promotion gave: nothing (404), usable content (maybe with dropped parts), or refused content. */
export type FooterOverrideResult =
  | { status: 'absent' }
  | { status: 'override'; content: FooterContent; problems: FooterContentProblem[] }
  | { status: 'refused'; problems: FooterContentProblem[] };

export interface FooterMachineInput {
  country: Country;
  /** The built-in content when the page already has it (server-loaded props); else it is loaded. */
  builtIn?: FooterContent;
  /** Ask psdata for nl_status (only worth it when the newsletter slot could show). Default: as `page` says, else true. */
  fetchNlStatus?: boolean;
  /** The machine asks psdata only when the newsletter slot could show. */
  page?: {
    hasSlot: boolean;
    hiddenByPage?: boolean | undefined;
    reduced?: boolean | undefined;
    cookies?: Pick<CookiePort, 'get'> | undefined;
  };
  logger: LoggerPort;
}

export interface FooterContext {
  country: Country;
  content: FooterContent | undefined;
  /** Where `content` came from. */
  source: 'built-in' | 'cms' | 'none';
  /** nl_status from psdata, once known. */
  nlStatus: string | undefined;
  fetchNlStatus: boolean;
  logger: LoggerPort;
}

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`footer actor "${name}" not provided`);
  });

/** Into the fetch state with the psdata region already done: the page needs no nl_status. */
const SKIP_NL_STATUS = ['#footer.fetching.override', '#footer.fetching.newsletterStatus.done'];

const isOverride = (output: FooterOverrideResult) => output.status === 'override';
const problemsOf = (output: FooterOverrideResult) => ('problems' in output ? output.problems : []);

/**
 * The footer's data: built-in content first, then the CMS override and psdata in parallel. Every failure keeps the
 * built-in content and is logged. Provide the actors with `createFooterActors(client)`.
 */
export const footerMachine = setup({
  types: {
    context: {} as FooterContext,
    input: {} as FooterMachineInput,
  },
  actors: {
    loadBuiltIn: notProvided<FooterContent, { country: Country; builtIn: FooterContent | undefined }>('loadBuiltIn'),
    fetchOverride: notProvided<FooterOverrideResult, { country: Country }>('fetchOverride'),
    fetchPsdata: notProvided<string | undefined, void>('fetchPsdata'),
  },
  guards: {
    wantsNlStatus: ({ context }) => context.fetchNlStatus,
  },
  actions: {
    logError: ({ context }, params: { message: string; detail?: unknown }) =>
      context.logger.error(params.message, params.detail),
    logWarning: ({ context }, params: { message: string; detail?: unknown }) =>
      context.logger.warn(params.message, params.detail),
    keepBuiltIn: assign(({ event }) => {
      const output = (event as { output?: FooterContent }).output;
      return output ? { content: output, source: 'built-in' as const } : {};
    }),
    logBuiltInFailure: ({ context, event }) =>
      context.logger.error('footer: built-in content failed to load', (event as { error?: unknown }).error),
    applyOverride: assign(({ event }) => {
      const output = (event as { output?: FooterOverrideResult }).output;
      return output?.status === 'override' ? { content: output.content, source: 'cms' as const } : {};
    }),
  },
}).createMachine({
  id: 'footer',
  context: ({ input }) => ({
    country: input.country,
    content: input.builtIn,
    source: input.builtIn ? 'built-in' : 'none',
    nlStatus: undefined,
    fetchNlStatus: input.fetchNlStatus ?? (input.page ? shouldFetchNlStatus(input.page) : true),
    logger: input.logger,
  }),
  initial: 'loadingBuiltIn',
  states: {
    loadingBuiltIn: {
      invoke: {
        id: 'loadBuiltIn',
        src: 'loadBuiltIn',
        input: ({ context }) => ({ country: context.country, builtIn: context.content }),
        onDone: [
          { guard: 'wantsNlStatus', target: 'fetching', actions: 'keepBuiltIn' },
          { target: SKIP_NL_STATUS, actions: 'keepBuiltIn' },
        ],
        onError: [
          { guard: 'wantsNlStatus', target: 'fetching', actions: 'logBuiltInFailure' },
          { target: SKIP_NL_STATUS, actions: 'logBuiltInFailure' },
        ],
      },
    },
    fetching: {
      type: 'parallel',
      // Settled once the override and the newsletter status are both done.
      onDone: 'settled',
      states: {
        override: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchOverride',
                src: 'fetchOverride',
                input: ({ context }) => ({ country: context.country }),
                onDone: [
                  { guard: ({ event }) => event.output.status === 'absent', target: 'done' },
                  {
                    guard: ({ event }) => isOverride(event.output) && problemsOf(event.output).length === 0,
                    target: 'done',
                    actions: 'applyOverride',
                  },
                  {
                    guard: ({ event }) => isOverride(event.output),
                    target: 'done',
                    actions: [
                      'applyOverride',
                      {
                        type: 'logError',
                        params: ({ event }) => ({
                          message: 'footer: CMS content had parts that were dropped',
                          detail: problemsOf(event.output),
                        }),
                      },
                    ],
                  },
                  {
                    target: 'done',
                    actions: {
                      type: 'logError',
                      params: ({ event }) => ({
                        message: 'footer: CMS content refused, built-in content kept',
                        detail: problemsOf(event.output),
                      }),
                    },
                  },
                ],
                onError: {
                  target: 'done',
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({
                      message: 'footer: CMS content fetch failed, built-in content kept',
                      detail: event.error,
                    }),
                  },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        newsletterStatus: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchPsdata',
                src: 'fetchPsdata',
                onDone: { target: 'done', actions: assign({ nlStatus: ({ event }) => event.output }) },
                onError: {
                  target: 'done',
                  actions: {
                    type: 'logWarning',
                    params: ({ event }) => ({ message: 'footer: psdata fetch failed', detail: event.error }),
                  },
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    settled: { type: 'final' },
  },
});
