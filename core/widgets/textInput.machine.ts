import { assign, emit, setup } from 'xstate';

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
    input: {} as { value?: string; status?: TextInputStatus },
    context: {} as { value: string; startStatus: TextInputStatus },
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
    startsFilled: ({ context }) => context.value.length > 0,
    startsSuccess: ({ context }) => context.startStatus === 'success',
    startsError: ({ context }) => context.startStatus === 'error',
    isSuccess: ({ event }) => event.type === 'SET_STATUS' && event.status === 'success',
    isError: ({ event }) => event.type === 'SET_STATUS' && event.status === 'error',
  },
}).createMachine({
  id: 'textInput',
  context: ({ input }) => ({ value: input?.value ?? '', startStatus: input?.status ?? 'none' }),
  type: 'parallel',
  states: {
    content: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'startsFilled', target: 'filled' }, { target: 'empty' }] },
        empty: { on: { CHANGE: [{ guard: 'hasContent', target: 'filled', actions: 'storeValue' }, { actions: 'storeValue' }] } },
        filled: {
          on: {
            CHANGE: [{ guard: 'hasContent', actions: 'storeValue' }, { target: 'empty', actions: 'storeValue' }],
            CLEAR: { target: 'empty', actions: ['storeValue', 'notifyCleared'] },
          },
        },
      },
    },
    status: {
      initial: 'starting',
      on: {
        SET_STATUS: [
          { guard: 'isSuccess', target: '.success' },
          { guard: 'isError', target: '.error' },
          { target: '.none' },
        ],
      },
      states: {
        starting: { always: [{ guard: 'startsSuccess', target: 'success' }, { guard: 'startsError', target: 'error' }, { target: 'none' }] },
        none: {},
        success: {},
        error: {},
      },
    },
  },
});
