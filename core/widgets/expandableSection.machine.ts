import { setup } from 'xstate';

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
  },
  actions: {
    /** Tells the owner the open state changed (provided by the view). */
    notifyOpenChange: () => {},
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
      states: {
        closed: { on: { TOGGLE: { target: 'open', actions: 'notifyOpenChange' }, OPEN: { target: 'open', actions: 'notifyOpenChange' } } },
        open: {
          on: {
            TOGGLE: { target: 'closed', actions: 'notifyOpenChange' },
            CLOSE: { target: 'closed', actions: 'notifyOpenChange' },
          },
        },
      },
    },
    /** Closed and not operable. */
    disabled: { on: { ENABLE: 'enabled.closed' } },
  },
});
