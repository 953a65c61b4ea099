import { describe, expect, it } from 'vitest';
import { connectTextInput, loadValueJudge } from '../../../core/widgets/textInput.connect';
import { textInputMachine, textInputStart } from '../../../core/widgets/textInput.machine';
import { createCoveredActor } from '../../support/machine-coverage';

const field = (
  options: Partial<Parameters<typeof connectTextInput>[2]> = {},
  start: Parameters<typeof textInputStart>[0] = {},
) => {
  const actor = createCoveredActor(textInputMachine, { snapshot: textInputStart(start) }).start();
  return {
    actor,
    shown: () => connectTextInput(actor.getSnapshot(), actor.send, { id: 'f', clearLabel: 'Clear', ...options }),
  };
};

describe('connectTextInput: what the text field shows and does, decided in its connect', () => {
  it("the owner's error that says something puts the field in error (wired to its message); an empty one does not", () => {
    const { actor, shown } = field({ error: 'Required' }, { error: 'Required' });
    expect(shown()).toMatchObject({ ownerStatus: 'error', error: true, success: false });
    expect(shown().inputProps).toMatchObject({ 'aria-invalid': true, 'aria-describedby': 'f-error' });
    expect(field({ error: '', success: true }).shown().ownerStatus).toBe('success');
    actor.send({ type: 'SET_STATUS', status: 'none' });
    expect(shown().inputProps['aria-invalid']).toBeUndefined();
  });

  it('a hint given by the owner describes the input', () => {
    expect(field({ hint: 'As on your card' }).shown().inputProps['aria-describedby']).toBe('f-hint');
    expect(field({ hint: null }).shown().inputProps['aria-describedby']).toBeUndefined();
  });

  it('typing formats as the format says and keeps the caret beside what was typed; the limit holds', () => {
    const { shown } = field({ format: 'iban', maxLength: 12 });
    expect(shown().typed({ value: 'de89370400440532013000', caret: 22 })).toMatchObject({ value: 'DE89 3704 00' });
    expect(field({ format: 'text' }).shown().typed({ value: 'abc', caret: 1 })).toMatchObject({
      value: 'abc',
      caret: 1,
    });
  });

  it("pasting an IBAN drops its label; pasting into a text field is the browser's", () => {
    const iban = field({ format: 'iban' }).shown().pasted({
      value: '',
      selectionStart: 0,
      selectionEnd: 0,
      text: 'IBAN: DE89 3704 0044 0532 0130 00',
      locale: 'de-DE',
    });
    expect(iban?.value).toBe('DE89 3704 0044 0532 0130 00');
    expect(
      field().shown().pasted({ value: '', selectionStart: 0, selectionEnd: 0, text: 'x', locale: 'de-DE' }),
    ).toBeUndefined();
  });

  it('a committed date that is no calendar day is a problem; the judge given for the format is asked too', () => {
    expect(field({ format: 'date-dmy' }).shown().judge('31.02.2026')).toBeDefined();
    expect(field({ format: 'date-dmy' }).shown().judge('28.02.2026')).toBeUndefined();
    expect(
      field({ format: 'iban' })
        .shown()
        .judge('DE00', () => 'ibanLength'),
    ).toBe('ibanLength');
  });

  it('a success mark shows only in the success state; a field in error or without a status shows none', () => {
    expect(field({}, { status: 'success' }).shown()).toMatchObject({ success: true, error: false });
    expect(field({}, { status: 'none' }).shown()).toMatchObject({ success: false, error: false });
    expect(field({}, { status: 'error' }).shown()).toMatchObject({ success: false, error: true });
  });

  it('a field without a format is free text: a text input with spell checking left on', () => {
    const { inputProps } = field().shown();
    expect(inputProps.type).toBe('text');
    expect(inputProps.spellCheck).toBeUndefined();
    expect(inputProps.autoCapitalize).toBeUndefined();
  });

  it('both IBAN formats ask the phone keyboard for capitals and turn spell checking off', () => {
    expect(field({ format: 'iban' }).shown().inputProps).toMatchObject({
      autoCapitalize: 'characters',
      spellCheck: false,
    });
    expect(field({ format: 'iban-letters-digits' }).shown().inputProps).toMatchObject({
      autoCapitalize: 'characters',
      spellCheck: false,
    });
  });

  it('the clear button is a named button whose press empties the field', () => {
    const { actor, shown } = field({ clearLabel: 'Clear the IBAN' }, { value: 'DE89' });
    const { onClick, ...attributes } = shown().clearProps;
    expect(attributes).toEqual({ type: 'button', 'aria-label': 'Clear the IBAN' });
    onClick();
    expect(actor.getSnapshot().matches({ content: 'empty' })).toBe(true);
    expect(shown()).toMatchObject({ filled: false, showClear: false });
  });

  it('emptying a filled field is told to the machine (the clear button goes); an empty field that stays empty tells nothing', () => {
    const told: unknown[] = [];
    const filled = connectTextInput(textInputStart({ value: 'a' }), (event) => told.push(event), {
      id: 'f',
      clearLabel: 'Clear',
    });
    filled.changed('');
    expect(told).toEqual([{ type: 'CHANGE', value: '' }]);
    const empty = connectTextInput(textInputStart(), (event) => told.push(event), { id: 'f', clearLabel: 'Clear' });
    empty.changed('');
    expect(told).toEqual([{ type: 'CHANGE', value: '' }]);
  });

  it("Backspace right after an IBAN's space removes the digit before it, in one press", () => {
    const key = { value: 'DE89 3704', selectionStart: 5, selectionEnd: 5, key: 'Backspace' };
    expect(field({ format: 'iban' }).shown().editKey(key)).toEqual({ value: 'DE83 704', caret: 3 });
    expect(field().shown().editKey(key)).toBeUndefined();
  });
  it('the IBAN field that takes letters and digits drops the label too', () => {
    const pasted = field({ format: 'iban-letters-digits' }).shown().pasted({
      value: '',
      selectionStart: 0,
      selectionEnd: 0,
      text: 'IBAN: DE89 3704 0044 0532 0130 00',
      locale: 'de-DE',
    });
    expect(pasted?.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it("an amount pasted into a number field keeps what it says in the page's notation, and a sign is said, not kept", () => {
    const { shown } = field({ format: 'number' });
    expect(
      shown().pasted({ value: '', selectionStart: 0, selectionEnd: 0, text: '1.234,50 €', locale: 'de-DE' }),
    ).toMatchObject({ value: '1234.50' });
    const negative = shown().pasted({ value: '', selectionStart: 0, selectionEnd: 0, text: '-5', locale: 'de-DE' });
    expect(negative).toEqual({ value: '5', caret: 1, problem: 'numberNoSign' });
  });

  it('pasting over a selection replaces only the selected characters, and the caret lands after what was pasted', () => {
    // "DE89 XXXX 0044": the shopper selected the four X and pastes the bank code.
    const pasted = field({ format: 'iban' })
      .shown()
      .pasted({ value: 'DE89 XXXX 0044', selectionStart: 5, selectionEnd: 9, text: '3704', locale: 'de-DE' });
    expect(pasted).toEqual({ value: 'DE89 3704 0044', caret: 9 });
  });

  it("an IBAN field loads the registry's judge (wrong check digits are a problem, a real IBAN none); other fields load none", async () => {
    const judge = await loadValueJudge('iban');
    expect(judge?.('DE00 3704 0044 0532 0130 00')).toBe('ibanChecksum');
    expect(judge?.('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(await loadValueJudge('iban-letters-digits')).toBeTypeOf('function');
    expect(await loadValueJudge('date-dmy')).toBeUndefined();
  });

  it("the field's own problem is the error it shows, in the texts' words; the owner's error wins, even an empty one", () => {
    const texts = { problemText: (problem: string) => `text of ${problem}` };
    const { actor, shown } = field({ format: 'number', ...texts }, { value: '1' });
    expect(shown()).toMatchObject({ problem: undefined, errorMessage: undefined, ownerStatus: 'none' });
    shown().wrote({ value: '1', caret: 1, problem: 'numberNoSign' });
    expect(shown()).toMatchObject({
      problem: 'numberNoSign',
      errorMessage: 'text of numberNoSign',
      ownerStatus: 'error',
    });
    const owner = connectTextInput(actor.getSnapshot(), actor.send, {
      id: 'f',
      clearLabel: 'Clear',
      error: 'Required',
      ...texts,
    });
    expect(owner).toMatchObject({ errorMessage: 'Required', ownerStatus: 'error' });
    const emptyOwner = connectTextInput(actor.getSnapshot(), actor.send, {
      id: 'f',
      clearLabel: 'Clear',
      error: '',
      success: true,
      ...texts,
    });
    expect(emptyOwner).toMatchObject({ errorMessage: '', ownerStatus: 'success' });
  });

  it('a date is judged whole only once committed; a correction after that is judged as it is typed', () => {
    const { shown } = field({ format: 'date-dmy' }, { value: '3' });
    shown().wrote({ value: '31.02.2026', caret: 10 });
    expect(shown().problem).toBeUndefined();
    shown().committed('31.02.2026');
    expect(shown().problem).toBe('dateNoSuchDay');
    shown().wrote({ value: '28.02.2026', caret: 10 });
    expect(shown().problem).toBeUndefined();
  });

  it("an IBAN field's committed value is judged by the judge the view loaded, beside the format's own rules", () => {
    const { shown } = field({ format: 'iban' }, { value: 'DE' });
    shown().committed('DE00 1234', () => 'ibanLength');
    expect(shown().problem).toBe('ibanLength');
    shown().wrote({ value: 'DE00 12345', caret: 10 }, () => 'ibanChecksum');
    expect(shown().problem).toBe('ibanChecksum');
  });
});
