import { assign, fromPromise, setup } from 'xstate';

/** What the shop page shows for a double opt-in link. */
export type DoiResult = 'CONFIRMED' | 'ALREADY_CONFIRMED' | 'INVALID' | 'FAILED';

export const DOI_TOKEN_INVALID = 'urn:newsletter:doi_token_invalid';

export interface DoiInput {
  token: string;
}

/** Problem type or status of a failed confirm call (a ServiceError has both). */
const problemOf = (error: unknown) => (error ?? {}) as { problemType?: unknown; status?: unknown };

/** An unknown, expired or malformed token: the link is invalid, not the service broken. */
export function isDoiLinkInvalid(error: unknown): boolean {
  const { problemType, status } = problemOf(error);
  return problemType === DOI_TOKEN_INVALID || status === 404 || status === 410;
}

/** Confirms a subscription from the link in the DOI mail and ends with the result the page shows. */
export const doiMachine = setup({
  types: {
    context: {} as { token: string; result?: DoiResult },
    input: {} as DoiInput,
    output: {} as { result: DoiResult },
  },
  actors: {
    /** Resolves the service's status; rejects with a ServiceError-like error. */
    confirmDoi: fromPromise<'CONFIRMED' | 'ALREADY_CONFIRMED', DoiInput>(async () => {
      throw new Error('confirmDoi is not provided');
    }),
  },
  guards: {
    confirmedNow: ({ event }) => (event as unknown as { output?: unknown }).output === 'CONFIRMED',
    linkInvalid: ({ event }) => isDoiLinkInvalid((event as unknown as { error?: unknown }).error),
  },
}).createMachine({
  id: 'doubleOptIn',
  context: ({ input }) => ({ token: input.token }),
  initial: 'confirming',
  states: {
    confirming: {
      invoke: {
        id: 'confirmDoi',
        src: 'confirmDoi',
        input: ({ context }) => ({ token: context.token }),
        onDone: [{ guard: 'confirmedNow', target: 'confirmed' }, { target: 'alreadyConfirmed' }],
        onError: [{ guard: 'linkInvalid', target: 'invalid' }, { target: 'failed' }],
      },
    },
    confirmed: { type: 'final', entry: assign({ result: 'CONFIRMED' }) },
    alreadyConfirmed: { type: 'final', entry: assign({ result: 'ALREADY_CONFIRMED' }) },
    invalid: { type: 'final', entry: assign({ result: 'INVALID' }) },
    failed: { type: 'final', entry: assign({ result: 'FAILED' }) },
  },
  // Every final state sets the result.
  output: ({ context }) => ({ result: context.result! }),
});
