import type { SnapshotFrom } from 'xstate';
import { selectMissing, selectValue, type SelectOption } from './choice.rules';
import type { SelectEvent, selectMachine } from './select.machine';

export interface SelectConnectOptions {
  options: readonly SelectOption[];
  /** The owner's value (a controlled select); wins over the select's own choice. */
  value?: string;
  defaultValue?: string;
  required?: boolean;
}

/** View model of a select: the value it shows, whether a required one is missing, and the change handler. */
export function connectSelect(
  snapshot: SnapshotFrom<typeof selectMachine>,
  send: (event: SelectEvent) => void,
  options: SelectConnectOptions,
) {
  const wanted = options.value ?? snapshot.context.chosen;
  return {
    value: selectValue(options.options, wanted, options.defaultValue) ?? '',
    missing: selectMissing(options.options, wanted, options.required ?? false, options.defaultValue),
    choose: (value: string) => send({ type: 'CHOOSE', value }),
  };
}
