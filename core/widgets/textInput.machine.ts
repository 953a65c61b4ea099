import { emit, setup, type SnapshotFrom } from 'xstate';
import { errorShown } from './field.connect';

export type TextInputStatus = 'none' | 'success' | 'error';

export type TextInputEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'CLEAR' }
  | { type: 'SET_STATUS'; status: TextInputStatus };

/**
 * Text input (spec section 4): a clear button once there is content; clearing empties the value and
 * refocuses the field; a success state shows a check mark, an error state its message.
 *
 * The machine knows whether there is content, not the value: that belongs to the owner (a controlled field) or to
 * the input itself (an uncontrolled one). A change that keeps the field filled or empty takes no transition, so a
 * keystroke in an uncontrolled field changes nothing the view shows and renders nothing (issue 19).
 */
export const textInputMachine = setup({
  types: {
    events: {} as TextInputEvent,
    /** `cleared`: the value is now empty and focus belongs back in the field. */
    emitted: {} as { type: 'cleared' },
  },
  actions: {
    /** Tells the view to empty the field and refocus it, and the owner that the value is empty. */
    notifyCleared: emit({ type: 'cleared' as const }),
  },
  guards: {
    hasContent: ({ event }) => event.type === 'CHANGE' && event.value.length > 0,
    isEmpty: ({ event }) => event.type === 'CHANGE' && event.value.length === 0,
    isSuccess: ({ event }) => event.type === 'SET_STATUS' && event.status === 'success',
    isError: ({ event }) => event.type === 'SET_STATUS' && event.status === 'error',
  },
}).createMachine({
  id: 'textInput',
  type: 'parallel',
  states: {
    content: {
      initial: 'empty',
      states: {
        empty: { description: 'No clear button.', on: { CHANGE: { guard: 'hasContent', target: 'filled' } } },
        filled: {
          description: 'Clear button shown.',
          on: {
            CHANGE: { guard: 'isEmpty', target: 'empty' },
            CLEAR: { target: 'empty', actions: 'notifyCleared' },
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

/** The status the owner's props ask for: an error that says something wins over success. */
export function textInputStatus({ error, success }: { error?: unknown; success?: boolean | undefined }): TextInputStatus {
  if (errorShown(error)) return 'error';
  return success ? 'success' : 'none';
}

/** The snapshot a field starts in, from its first value and status (or the owner's error and success, as textInputStatus reads them). */
export function textInputStart({
  value = '',
  status,
  error,
  success,
}: { value?: string; status?: TextInputStatus; error?: unknown; success?: boolean | undefined } = {}): SnapshotFrom<typeof textInputMachine> {
  const first = status ?? textInputStatus({ error, success });
  return textInputMachine.resolveState({ value: { content: value ? 'filled' : 'empty', status: first } });
}
