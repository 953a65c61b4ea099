import { describe, expect, it } from 'vitest';
import { connectCheckboxGroup } from '../../../core/widgets/checkboxGroup.connect';

/** A group held like its owner holds it: the items, and what the last press made of them. */
function group(items: boolean[]) {
  const set: boolean[][] = [];
  return { shown: connectCheckboxGroup(items, (next) => set.push(next)), set };
}

describe('connectCheckboxGroup: a "select all" box over a group of checkboxes', () => {
  it('no item ticked: "select all" is unticked, and pressing it ticks every item', () => {
    const { shown, set } = group([false, false, false]);
    expect(shown.all).toMatchObject({ checked: false, indeterminate: false });
    shown.all.onChange();
    expect(set).toEqual([[true, true, true]]);
  });

  it('some items ticked: "select all" shows the mixed mark, and pressing it ticks every item', () => {
    const { shown, set } = group([true, false, true]);
    expect(shown.all).toMatchObject({ checked: false, indeterminate: true });
    shown.all.onChange();
    expect(set).toEqual([[true, true, true]]);
  });

  it('every item ticked: "select all" is ticked, and pressing it unticks every item', () => {
    const { shown, set } = group([true, true]);
    expect(shown.all).toMatchObject({ checked: true, indeterminate: false });
    shown.all.onChange();
    expect(set).toEqual([[false, false]]);
  });

  it('each item shows its own tick, and pressing one changes that item only', () => {
    const { shown, set } = group([true, false, false]);
    expect(shown.items.map((item) => item.checked)).toEqual([true, false, false]);
    shown.items[1]!.onChange(true);
    shown.items[0]!.onChange(false);
    expect(set).toEqual([
      [true, true, false],
      [false, false, false],
    ]);
  });
});
