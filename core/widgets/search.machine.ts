import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';

export type SearchEvent =
  /** The shopper typed: the field's new term. */
  | { type: 'TYPED'; term: string }
  /** Escape in a field with a term: it empties (as native search fields do) and focus stays. */
  | { type: 'CLEAR' }
  /** Enter, the search button, or a suggestion (its own term). */
  | { type: 'SEARCH'; term?: string }
  /** The owner's term of a controlled field (none: uncontrolled). */
  | { type: 'OWNER_VALUE'; term?: string };

/** Told to the owner: `change` after every change of the term, `search` with the trimmed term to search for. */
export type SearchEmitted = { type: 'change'; term: string } | { type: 'search'; term: string };

interface SearchContext {
  term: string;
  owner?: string;
}

const currentTerm = (context: SearchContext) => context.owner ?? context.term;

/** The search field's term (spec section 4): typed, emptied by Escape, searched by Enter, its button or a suggestion. */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as SearchEmitted,
    input: {} as { term?: string },
  },
  guards: {
    hasTerm: ({ context }) => currentTerm(context) !== '',
  },
  actions: {
    type: assign({
      term: ({ event }) => {
        assertEvent(event, 'TYPED');
        return event.term;
      },
    }),
    tellChange: emit(({ event }) => ({ type: 'change' as const, term: event.type === 'TYPED' ? event.term : '' })),
    empty: assign({ term: '' }),
    tellSearch: emit(({ context, event }) => {
      assertEvent(event, 'SEARCH');
      return { type: 'search' as const, term: (event.term ?? currentTerm(context)).trim() };
    }),
    followOwner: assign({
      owner: ({ event }) => {
        assertEvent(event, 'OWNER_VALUE');
        return event.term;
      },
    }),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ term: input?.term ?? '' }),
  on: {
    TYPED: { actions: ['type', 'tellChange'] },
    CLEAR: { guard: 'hasTerm', actions: ['empty', 'tellChange'] },
    SEARCH: { actions: 'tellSearch' },
    OWNER_VALUE: { actions: 'followOwner' },
  },
});

export interface SearchConnectOptions {
  /** The owner's term of a controlled field; wins over the machine's. */
  value?: string | undefined;
  /** A suggestion's accessible name ("Search for …"), in the page's language. */
  suggestionLabel: (term: string) => string;
  suggestions?: readonly string[] | undefined;
}

/** View model of the search field: its term, what a key does, the search button and the suggestions. */
export function connectSearch(
  snapshot: SnapshotFrom<typeof searchMachine>,
  send: (event: SearchEvent) => void,
  options: SearchConnectOptions,
) {
  const term = options.value ?? snapshot.context.term;
  return {
    term,
    typed: (next: string) => send({ type: 'TYPED', term: next }),
    /** A key pressed in the field: Enter searches, Escape empties a field with a term. Returns whether the key was used. */
    keyDown: (key: string): boolean => {
      if (key === 'Enter') {
        send({ type: 'SEARCH' });
        return true;
      }
      if (key === 'Escape' && term !== '') {
        send({ type: 'CLEAR' });
        return true;
      }
      return false;
    },
    search: () => send({ type: 'SEARCH' }),
    suggestions: (options.suggestions ?? []).map((suggestion) => ({
      term: suggestion,
      label: options.suggestionLabel(suggestion),
      choose: () => send({ type: 'SEARCH', term: suggestion }),
    })),
  };
}
