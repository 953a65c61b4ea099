import { assign, setup } from 'xstate';

export type SelectEvent = { type: 'CHOOSE'; value: string };

/**
 * A select's own choice (spec section 4), for a select its owner does not control: the last option chosen. What it
 * shows is `connectSelect()`'s: the owner's value, else this choice, else the default, else the first option.
 */
export const selectMachine = setup({
  types: {
    context: {} as { chosen?: string },
    events: {} as SelectEvent,
  },
  actions: {
    choose: assign({ chosen: ({ event }) => event.value }),
  },
}).createMachine({
  id: 'select',
  context: {},
  on: { CHOOSE: { actions: 'choose' } },
});
