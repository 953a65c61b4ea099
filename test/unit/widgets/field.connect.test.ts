import { describe, expect, it } from 'vitest';
import {
  connectField,
  connectSteadyMessage,
  errorShown,
  hintShown,
  idList,
  widgetId,
} from '../../../core/widgets/field.connect';

// One wiring for every labelled field (TextInput, Select, Checkbox, PhoneNumberInput): what a screen reader announces.

describe('field wiring (connectField)', () => {
  it.each([
    [{ hasHint: false, hasError: false }, undefined],
    [{ hasHint: true, hasError: false }, 'email-hint'],
    [{ hasHint: false, hasError: true }, 'email-error'],
    [{ hasHint: true, hasError: true }, 'email-hint email-error'],
    [{ hasHint: true, hasError: true, describedBy: 'email-strength' }, 'email-hint email-error email-strength'],
    [{ hasHint: false, hasError: false, describedBy: 'email-strength' }, 'email-strength'],
  ])('%o: the control is described by %s', (given, described) => {
    const field = connectField({ id: 'email', ...given });
    expect(field.getControlProps()).toEqual({
      id: 'email',
      'aria-invalid': given.hasError || undefined,
      'aria-describedby': described,
    });
    expect(field.getGroupProps()).toEqual({ 'aria-describedby': described });
  });

  it('the label names the control; hint and error have the ids the messages render with', () => {
    const field = connectField({ id: 'sal', hasHint: true, hasError: true });
    expect(field.getLabelProps()).toEqual({ htmlFor: 'sal' });
    expect(field.ids).toEqual({ control: 'sal', hint: 'sal-hint', error: 'sal-error' });
    expect(field.getControlProps()['aria-invalid']).toBe(true);
  });
});

describe('field messages and ids', () => {
  it.each([
    [undefined, false],
    [null, false],
    [false, false],
    ['', false],
    ['Please enter a valid e-mail address.', true],
    [0, true],
    [true, true],
  ])('an error %o puts the field in error: %s', (error, shown) => expect(errorShown(error)).toBe(shown));

  it.each([
    [undefined, false],
    [null, false],
    ['', true],
    ['We never share it.', true],
  ])('a hint %o is shown: %s', (hint, shown) => expect(hintShown(hint)).toBe(shown));

  it("the owner's id wins; a generated one loses the characters an id list or selector would trip over", () => {
    expect(widgetId('input', ':r1:', 'email')).toBe('email');
    expect(widgetId('input', ':r1:')).toBe('sk-input-r1');
    expect(widgetId('select', '«R2a»')).toBe('sk-select-R2a');
  });

  it('an id list leaves out what is not there, and is nothing when nothing is', () => {
    expect(idList('a', undefined, false, 'b')).toBe('a b');
    expect(idList(undefined, false, '')).toBeUndefined();
  });
});

describe('connectSteadyMessage: a message never moves the control under a pressed pointer (D26)', () => {
  it('with no pointer held, the field shows what it should now', () => {
    expect(connectSteadyMessage(undefined, 'Required', false)).toEqual({
      message: 'Required',
      ghost: false,
      held: false,
      visible: true,
    });
    expect(connectSteadyMessage('Required', undefined, false)).toEqual({
      message: undefined,
      ghost: false,
      held: false,
      visible: false,
    });
  });

  it('a message that would appear under a pressed pointer waits for the release: nothing is shown yet', () => {
    expect(connectSteadyMessage(undefined, 'Required', true)).toEqual({
      message: undefined,
      ghost: false,
      held: true,
      visible: false,
    });
  });

  it('a message that would vanish under a pressed pointer keeps its space, invisible, until the release', () => {
    expect(connectSteadyMessage('Required', '', true)).toEqual({
      message: 'Required',
      ghost: true,
      held: true,
      visible: true,
    });
  });

  it('a message that only changes its words takes no space of its own: it changes at once, pointer or not', () => {
    expect(connectSteadyMessage('Required', 'Too long', true)).toEqual({
      message: 'Too long',
      ghost: false,
      held: false,
      visible: true,
    });
  });
});
