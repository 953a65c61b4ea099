import { groupCheckboxState } from './choice.rules';

/** A "select all" checkbox over a group: all on unless all are on. The owner keeps the items and passes the setter. */
export function connectCheckboxGroup(items: readonly boolean[], setItems: (items: boolean[]) => void) {
  const state = groupCheckboxState(items);
  return {
    all: {
      checked: state === 'checked',
      indeterminate: state === 'indeterminate',
      onChange: () => setItems(items.map(() => state !== 'checked')),
    },
    items: items.map((checked, i) => ({
      checked,
      onChange: (next: boolean) => setItems(items.map((v, j) => (j === i ? next : v))),
    })),
  };
}
