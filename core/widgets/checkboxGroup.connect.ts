import { groupCheckboxState } from './choice.rules';

/**
 * A "select all" checkbox over a group: its state from the items', and what pressing it or an item makes of the
 * items (all on unless all are on; one item changed). The owner keeps the items and passes the setter.
 */
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
