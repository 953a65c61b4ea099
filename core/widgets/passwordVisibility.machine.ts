import { assign, setup } from 'xstate';

export type PasswordVisibilityEvent = { type: 'TOGGLE' } | { type: 'SET_DISABLED'; disabled: boolean };

/** Password field visibility (spec section 4): hidden/visible; the toggle is ignored while disabled. */
export const passwordVisibilityMachine = setup({
  types: {
    input: {} as { disabled?: boolean; visible?: boolean },
    context: {} as { disabled: boolean; startVisible: boolean },
    events: {} as PasswordVisibilityEvent,
  },
  actions: {
    setDisabled: assign({ disabled: ({ event }) => (event.type === 'SET_DISABLED' ? event.disabled : false) }),
  },
  guards: {
    enabled: ({ context }) => !context.disabled,
    startsVisible: ({ context }) => context.startVisible,
  },
}).createMachine({
  id: 'passwordVisibility',
  context: ({ input }) => ({ disabled: input?.disabled ?? false, startVisible: input?.visible ?? false }),
  initial: 'starting',
  on: { SET_DISABLED: { actions: 'setDisabled' } },
  states: {
    starting: { always: [{ guard: 'startsVisible', target: 'visible' }, { target: 'hidden' }] },
    hidden: { on: { TOGGLE: { guard: 'enabled', target: 'visible' } } },
    visible: { on: { TOGGLE: { guard: 'enabled', target: 'hidden' } } },
  },
});
