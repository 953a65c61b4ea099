import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ariaChecked,
  checkboxState,
  groupCheckboxState,
  nextCheckboxState,
  selectMissing,
  selectValue,
} from '../../../core/widgets/choice.rules';

const options = [
  { value: '', text: 'Please choose' },
  { value: 'MRS', text: 'Mrs' },
  { value: 'MR', text: 'Mr' },
];

describe('selectValue: no value -> default -> first option', () => {
  it.each([
    ['MR', undefined, 'MR'],
    [undefined, 'MRS', 'MRS'],
    [undefined, undefined, ''],
    ['NOPE', 'MR', 'MR'],
    ['NOPE', 'ALSO-NOPE', ''],
  ])('value %j, default %j -> %j', (value, def, expected) => {
    expect(selectValue(options, value, def)).toBe(expected);
  });

  it('has nothing to show without options', () => {
    expect(selectValue([], 'MR', 'MRS')).toBeUndefined();
  });

  it('always resolves to one of the options', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 1 }),
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (values, v, d) => {
          const opts = values.map((value) => ({ value, text: value }));
          expect(values).toContain(selectValue(opts, v, d));
        },
      ),
    );
  });

  it('a required select is missing only while its placeholder is chosen', () => {
    expect(selectMissing(options, undefined, true)).toBe(true);
    expect(selectMissing(options, 'MR', true)).toBe(false);
    expect(selectMissing(options, undefined, false)).toBe(false);
    expect(selectMissing(options, undefined, true, 'MRS')).toBe(false);
  });

  it('a required select with no options has nothing chosen: it is missing', () => {
    expect(selectMissing([], undefined, true)).toBe(true);
    expect(selectMissing([], 'MR', true, 'MRS')).toBe(true);
    expect(selectMissing([], undefined, false)).toBe(false);
  });
});

describe('checkbox', () => {
  it('indeterminate wins and reads as mixed', () => {
    expect(checkboxState(true, true)).toBe('indeterminate');
    expect(ariaChecked(checkboxState(false, true))).toBe('mixed');
    expect(ariaChecked(checkboxState(true))).toBe(true);
    expect(ariaChecked(checkboxState(false))).toBe(false);
  });

  it('a checkbox is checked or unchecked as told when not indeterminate', () => {
    expect(checkboxState(true)).toBe('checked');
    expect(checkboxState(false)).toBe('unchecked');
    expect(checkboxState(false, false)).toBe('unchecked');
  });

  it('activating an indeterminate checkbox checks it', () => {
    expect(nextCheckboxState('indeterminate')).toBe('checked');
    expect(nextCheckboxState('checked')).toBe('unchecked');
    expect(nextCheckboxState('unchecked')).toBe('checked');
  });

  it('a parent over its children is checked, unchecked or indeterminate', () => {
    expect(groupCheckboxState([])).toBe('unchecked');
    expect(groupCheckboxState([true, true])).toBe('checked');
    expect(groupCheckboxState([false, false])).toBe('unchecked');
    expect(groupCheckboxState([true, false])).toBe('indeterminate');
  });
});
