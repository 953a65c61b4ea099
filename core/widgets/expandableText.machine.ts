import { assertEvent, fromCallback, setup } from 'xstate';

/** How the host measures the text block: its full content height, and a resize subscription. */
export interface MeasurePort {
  /** Full height of the content in CSS px (scrollHeight). */
  measure(): number;
  /** Calls back when the height may have changed (window resize); returns an unsubscribe. */
  subscribe(onResize: () => void): () => void;
}

/** Collapsed height of an expandable text block (spec section 9). */
export const EXPANDABLE_TEXT_COLLAPSED_HEIGHT = 96;

export interface ExpandableTextInput {
  measure: MeasurePort;
  /** Collapsed height in px; 96 by default. */
  collapsedHeight?: number;
}

export type ExpandableTextEvent = { type: 'MEASURED'; height: number } | { type: 'TOGGLE' };

/** Reports the content height now and after every resize. */
export const watchHeight = fromCallback<ExpandableTextEvent, MeasurePort>(({ sendBack, input }) => {
  const report = () => sendBack({ type: 'MEASURED', height: input.measure() });
  report();
  return input.subscribe(report);
});

/** Expandable text block (spec section 4): collapsed to 96 px, the toggle only while the content is taller. */
export const expandableTextMachine = setup({
  types: {
    input: {} as ExpandableTextInput,
    context: {} as { measure: MeasurePort; collapsedHeight: number },
    events: {} as ExpandableTextEvent,
  },
  actors: { watchHeight },
  guards: {
    overflows: ({ context, event }) => {
      assertEvent(event, 'MEASURED');
      return event.height > context.collapsedHeight;
    },
  },
}).createMachine({
  id: 'expandableText',
  context: ({ input }) => ({
    measure: input.measure,
    collapsedHeight: input.collapsedHeight ?? EXPANDABLE_TEXT_COLLAPSED_HEIGHT,
  }),
  invoke: { id: 'watchHeight', src: 'watchHeight', input: ({ context }) => context.measure },
  initial: 'measuring',
  states: {
    measuring: {
      description: 'Not measured yet (server render): the whole text shows, no toggle.',
      on: {
        MEASURED: [{ guard: 'overflows', target: 'overflowing' }, { target: 'fits' }],
      },
    },
    /** Short enough: no toggle. */
    fits: {
      description: 'Not taller than the collapsed height: no toggle.',
      on: {
        MEASURED: { guard: 'overflows', target: 'overflowing' },
      },
    },
    overflowing: {
      description: 'Taller than the collapsed height: the show more/less toggle exists.',
      initial: 'collapsed',
      on: {
        // Still taller: keep collapsed/expanded as the person left it.
        MEASURED: [{ guard: 'overflows' }, { target: 'fits' }],
      },
      states: {
        collapsed: { description: 'Clipped to the collapsed height (96 px).', on: { TOGGLE: 'expanded' } },
        expanded: { description: 'The whole text shows.', on: { TOGGLE: 'collapsed' } },
      },
    },
  },
});
