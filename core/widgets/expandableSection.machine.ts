import { emit, setup } from 'xstate';

export interface ExpandableSectionInput {
  /** Starts open (ignored when disabled). */
  open?: boolean;
  disabled?: boolean;
}

export type ExpandableSectionEvent =
  | { type: 'TOGGLE' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'DISABLE' }
  | { type: 'ENABLE' };

/** Expandable section (spec section 4): toggles open/closed; becoming disabled forces it closed. */
export const expandableSectionMachine = setup({
  types: {
    input: {} as ExpandableSectionInput,
    context: {} as { startOpen: boolean; startDisabled: boolean },
    events: {} as ExpandableSectionEvent,
    emitted: {} as { type: 'openChange'; open: boolean },
  },
  actions: {
    /** Tell the owner (`actor.on('openChange', ...)`) the section opened / closed. */
    notifyOpened: emit({ type: 'openChange' as const, open: true }),
    notifyClosed: emit({ type: 'openChange' as const, open: false }),
  },
  guards: {
    startsDisabled: ({ context }) => context.startDisabled,
    startsOpen: ({ context }) => context.startOpen,
  },
}).createMachine({
  id: 'expandableSection',
  context: ({ input }) => ({ startOpen: input?.open ?? false, startDisabled: input?.disabled ?? false }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsDisabled', target: 'disabled' }, { guard: 'startsOpen', target: 'enabled.open' }, { target: 'enabled.closed' }],
    },
    enabled: {
      initial: 'closed',
      on: { DISABLE: 'disabled' },
      // Becoming disabled forces the section closed.
      states: {
        closed: { on: { TOGGLE: { target: 'open', actions: 'notifyOpened' }, OPEN: { target: 'open', actions: 'notifyOpened' } } },
        open: {
          on: {
            TOGGLE: { target: 'closed', actions: 'notifyClosed' },
            CLOSE: { target: 'closed', actions: 'notifyClosed' },
          },
        },
      },
    },
    /** Closed and not operable. */
    disabled: { on: { ENABLE: 'enabled.closed' } },
  },
});
