import { assertEvent, assign, setup } from 'xstate';

export type PasswordVisibilityEvent =
  | { type: 'TOGGLE' }
  | { type: 'SET_DISABLED'; disabled: boolean }
  /** The shopper typed: the field's value (its strength is shown from it). */
  | { type: 'TYPED'; value: string };

/** Password field (spec section 4): hidden/visible, the toggle ignored while disabled; the value typed, for its strength. */
export const passwordVisibilityMachine = setup({
  types: {
    input: {} as { disabled?: boolean; value?: string },
    context: {} as { disabled: boolean; typed: string },
    events: {} as PasswordVisibilityEvent,
  },
  actions: {
    setDisabled: assign({
      disabled: ({ event }) => {
        assertEvent(event, 'SET_DISABLED');
        return event.disabled;
      },
    }),
    takeTyped: assign({
      typed: ({ event }) => {
        assertEvent(event, 'TYPED');
        return event.value;
      },
    }),
  },
  guards: {
    enabled: ({ context }) => !context.disabled,
  },
}).createMachine({
  id: 'passwordVisibility',
  context: ({ input }) => ({ disabled: input?.disabled ?? false, typed: input?.value ?? '' }),
  initial: 'hidden',
  on: { SET_DISABLED: { actions: 'setDisabled' }, TYPED: { actions: 'takeTyped' } },
  states: {
    hidden: { description: 'input type=password', on: { TOGGLE: { guard: 'enabled', target: 'visible' } } },
    visible: { description: 'input type=text', on: { TOGGLE: { guard: 'enabled', target: 'hidden' } } },
  },
});
