// @vitest-environment jsdom
/** spreadProps (storefront-kit/element): the vocabulary's `style` written onto a DOM element, updated and removed in place. */
import { describe, expect, it } from 'vitest';
import { spreadProps } from '../../../element/spread-props';

describe('spreadProps: style', () => {
  it('writes CSS properties and custom properties, removes those the next props lack, and all of them when style goes', () => {
    const el = document.createElement('div');
    el.style.color = 'red';
    spreadProps(el, { style: { maxHeight: '60px', overflow: 'hidden', '--sk-expandable-assumed-height': '60px' } });
    expect([
      el.style.maxHeight,
      el.style.overflow,
      el.style.getPropertyValue('--sk-expandable-assumed-height'),
    ]).toEqual(['60px', 'hidden', '60px']);
    spreadProps(el, { style: { maxHeight: '96px' } });
    expect([
      el.style.maxHeight,
      el.style.overflow,
      el.style.getPropertyValue('--sk-expandable-assumed-height'),
    ]).toEqual(['96px', '', '']);
    spreadProps(el, { style: undefined });
    expect(el.style.maxHeight).toBe('');
    // A property the getters never gave (the host page's own) is left alone.
    expect(el.style.color).toBe('red');
  });

  it('a hidden toggle is the boolean attribute; shown again, the attribute goes', () => {
    const button = document.createElement('button');
    spreadProps(button, { type: 'button', 'aria-expanded': false, hidden: true });
    expect([button.hidden, button.getAttribute('aria-expanded')]).toEqual([true, 'false']);
    spreadProps(button, { type: 'button', 'aria-expanded': true, hidden: undefined });
    expect([button.hidden, button.getAttribute('aria-expanded')]).toEqual([false, 'true']);
  });
});
