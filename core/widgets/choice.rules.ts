/** Select and checkbox rules (spec section 4). */

export interface SelectOption {
  value: string;
  text: string;
  disabled?: boolean;
}

/** The value a select shows: its value if an option, else the default if one, else the first option's. */
export function selectValue(
  options: readonly SelectOption[],
  value?: string,
  defaultValue?: string,
): string | undefined {
  const has = (v: string | undefined) => options.some((o) => o.value === v);
  if (has(value)) return value;
  if (has(defaultValue)) return defaultValue;
  return options[0]?.value;
}

/** A required select is missing when its resolved value is empty (a placeholder option with value ''). */
export function selectMissing(
  options: readonly SelectOption[],
  value: string | undefined,
  required: boolean,
  defaultValue?: string,
): boolean {
  if (!required) return false;
  const resolved = selectValue(options, value, defaultValue);
  return resolved === undefined || resolved === '';
}

export type CheckboxState = 'checked' | 'unchecked' | 'indeterminate';

/** Indeterminate wins over checked: it is what the person sees. */
export function checkboxState(checked: boolean, indeterminate = false): CheckboxState {
  if (indeterminate) return 'indeterminate';
  return checked ? 'checked' : 'unchecked';
}

/** The `aria-checked` value of a state. */
export function ariaChecked(state: CheckboxState): boolean | 'mixed' {
  return state === 'indeterminate' ? 'mixed' : state === 'checked';
}

/** Activating a checkbox: an indeterminate one becomes checked (as browsers do), else it flips. */
export function nextCheckboxState(state: CheckboxState): 'checked' | 'unchecked' {
  return state === 'checked' ? 'unchecked' : 'checked';
}

/** A "select all" parent over its children: all checked, none checked, or indeterminate. */
export function groupCheckboxState(children: readonly boolean[]): CheckboxState {
  const checked = children.filter(Boolean).length;
  if (checked === 0) return 'unchecked';
  return checked === children.length ? 'checked' : 'indeterminate';
}
