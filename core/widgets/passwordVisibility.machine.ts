import { assign, setup } from 'xstate';

export type PasswordVisibilityEvent = { type: 'TOGGLE' } | { type: 'SET_DISABLED'; disabled: boolean };

/** Password field visibility (spec section 4): hidden/visible; the toggle is ignored while disabled. */
export const passwordVisibilityMachine = setup({
  types: {
    input: {} as { disabled?: boolean },
    context: {} as { disabled: boolean },
    events: {} as PasswordVisibilityEvent,
  },
  actions: {
    setDisabled: assign({ disabled: ({ event }) => (event.type === 'SET_DISABLED' ? event.disabled : false) }),
  },
  guards: {
    enabled: ({ context }) => !context.disabled,
  },
}).createMachine({
  id: 'passwordVisibility',
  context: ({ input }) => ({ disabled: input?.disabled ?? false }),
  initial: 'hidden',
  on: { SET_DISABLED: { actions: 'setDisabled' } },
  states: {
    hidden: { description: 'input type=password', on: { TOGGLE: { guard: 'enabled', target: 'visible' } } },
    visible: { description: 'input type=text', on: { TOGGLE: { guard: 'enabled', target: 'hidden' } } },
  },
});
