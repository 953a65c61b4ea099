import { assign, emit, setup } from 'xstate';

export type SelectEvent = { type: 'CHOOSE'; value: string };

/** Told to the owner (`actor.on('change', ...)`): the option the person chose. */
export type SelectEmitted = { type: 'change'; value: string };

/** A select's own choice, for a select its owner does not control, told to the owner as a `change` event. */
export const selectMachine = setup({
  types: {
    context: {} as { chosen?: string },
    events: {} as SelectEvent,
    emitted: {} as SelectEmitted,
  },
  actions: {
    choose: assign({ chosen: ({ event }) => event.value }),
    tellOwner: emit(({ event }) => ({ type: 'change' as const, value: event.value })),
  },
}).createMachine({
  id: 'select',
  context: {},
  on: { CHOOSE: { actions: ['choose', 'tellOwner'] } },
});
