import type { SnapshotFrom } from 'xstate';
import type { TextInputEvent, textInputMachine } from './textInput.machine';

export interface TextInputIds {
  input: string;
  error: string;
  hint: string;
}

/** View model of a text input: clear button, success mark, error wiring (GOV.UK pattern). */
export function connectTextInput(
  snapshot: SnapshotFrom<typeof textInputMachine>,
  send: (event: TextInputEvent) => void,
  options: { ids: TextInputIds; hasHint: boolean; clearLabel: string; disabled?: boolean; readOnly?: boolean },
) {
  const filled = snapshot.matches({ content: 'filled' });
  const error = snapshot.matches({ status: 'error' });
  const success = snapshot.matches({ status: 'success' });
  const describedBy = [options.hasHint ? options.ids.hint : undefined, error ? options.ids.error : undefined].filter(Boolean).join(' ');
  return {
    value: snapshot.context.value,
    filled,
    error,
    success: success && !error,
    showClear: filled && !options.disabled && !options.readOnly,
    inputProps: {
      id: options.ids.input,
      'aria-invalid': error || undefined,
      'aria-describedby': describedBy || undefined,
    },
    clearProps: { type: 'button' as const, 'aria-label': options.clearLabel, onClick: () => send({ type: 'CLEAR' }) },
  };
}
