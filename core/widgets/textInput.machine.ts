import { assign, emit, setup, type SnapshotFrom } from 'xstate';

export type TextInputStatus = 'none' | 'success' | 'error';

export type TextInputEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'CLEAR' }
  | { type: 'SET_STATUS'; status: TextInputStatus };

/**
 * Text input (spec section 4): a clear button once there is content; clearing empties the value and
 * refocuses the field; a success state shows a check mark, an error state its message.
 */
export const textInputMachine = setup({
  types: {
    context: {} as { value: string },
    events: {} as TextInputEvent,
    /** `cleared`: the value is now empty and focus belongs back in the field. */
    emitted: {} as { type: 'cleared' },
  },
  actions: {
    storeValue: assign({ value: ({ event }) => (event.type === 'CHANGE' ? event.value : '') }),
    /** Tells the view to refocus the field and the owner that the value is empty. */
    notifyCleared: emit({ type: 'cleared' as const }),
  },
  guards: {
    hasContent: ({ event }) => event.type === 'CHANGE' && event.value.length > 0,
    isSuccess: ({ event }) => event.type === 'SET_STATUS' && event.status === 'success',
    isError: ({ event }) => event.type === 'SET_STATUS' && event.status === 'error',
  },
}).createMachine({
  id: 'textInput',
  context: { value: '' },
  type: 'parallel',
  states: {
    content: {
      initial: 'empty',
      states: {
        empty: { description: 'No clear button.', on: { CHANGE: [{ guard: 'hasContent', target: 'filled', actions: 'storeValue' }, { actions: 'storeValue' }] } },
        filled: {
          description: 'Clear button shown.',
          on: {
            CHANGE: [{ guard: 'hasContent', actions: 'storeValue' }, { target: 'empty', actions: 'storeValue' }],
            CLEAR: { target: 'empty', actions: ['storeValue', 'notifyCleared'] },
          },
        },
      },
    },
    status: {
      initial: 'none',
      on: {
        SET_STATUS: [
          { guard: 'isSuccess', target: '.success' },
          { guard: 'isError', target: '.error' },
          { target: '.none' },
        ],
      },
      states: {
        none: {},
        success: { description: 'Check mark shown.' },
        error: { description: 'Error message shown and wired via aria-describedby; aria-invalid.' },
      },
    },
  },
});

/** The snapshot a field starts in, from its first value and status. */
export function textInputStart({ value = '', status = 'none' }: { value?: string; status?: TextInputStatus } = {}): SnapshotFrom<typeof textInputMachine> {
  return textInputMachine.resolveState({ value: { content: value ? 'filled' : 'empty', status }, context: { value } });
}
