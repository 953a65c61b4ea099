import { describe, expect, it } from 'vitest';
import { connectExpandableText } from '../../../core/widgets/expandableText.connect';
import { EXPANDABLE_TEXT_COLLAPSED_HEIGHT, expandableTextMachine } from '../../../core/widgets/expandableText.machine';
import { createCoveredActor } from '../../support/machine-coverage';

/** A text block whose content height the test sets, measured on start and on each resize. */
function block(first: number) {
  let height = first;
  let resize = () => {};
  const actor = createCoveredActor(expandableTextMachine, {
    input: { measure: { measure: () => height, subscribe: (onResize) => ((resize = onResize), () => {}) } },
  }).start();
  const shown = () =>
    connectExpandableText(actor.getSnapshot(), actor.send, {
      ids: { content: 'c' },
      labels: { more: 'More', less: 'Less' },
    });
  const resizeTo = (next: number) => {
    height = next;
    resize();
  };
  return { shown, resizeTo };
}

describe('expandable text (spec section 4): a toggle appears only if the content is taller than the collapsed height', () => {
  const collapsed = EXPANDABLE_TEXT_COLLAPSED_HEIGHT;

  it('content exactly as tall as the collapsed height shows whole, with no toggle', () => {
    const { shown } = block(collapsed);
    expect(shown()).toMatchObject({ state: 'fits', hasToggle: false, maxHeight: undefined });
  });

  it('one pixel taller gets the toggle; resized back to exactly the collapsed height it goes, and stays gone', () => {
    const { shown, resizeTo } = block(collapsed);
    resizeTo(collapsed);
    expect(shown().hasToggle).toBe(false);
    resizeTo(collapsed + 1);
    expect(shown()).toMatchObject({ state: 'collapsed', hasToggle: true, maxHeight: collapsed });
    resizeTo(collapsed);
    expect(shown()).toMatchObject({ state: 'fits', hasToggle: false, maxHeight: undefined });
  });
});
