import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_MAX_LENGTH,
  editKey,
  formatInput,
  IBAN_MAX_LENGTH,
  INPUT_FORMATS,
  unformatInput,
  type InputFormat,
} from '../../../core/widgets/format.rules';

const fmt = (type: InputFormat, value: string, caret?: number, maxLength?: number) =>
  formatInput(type, { value, caret, maxLength });

describe('formatInput: examples from spec section 5', () => {
  it.each([
    ['iban', 'de89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['iban', 'DE89-3704.0044/0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
    ['iban', 'ab', 'AB'],
    ['iban', 'ABCD', 'ABCD'],
    ['iban', 'ABCDE', 'ABCD E'],
    ['iban-letters-digits', 'de89 3704 0044', 'DE89 3704 0044'],
    ['iban-letters-digits', '89DE3704', 'DE37 04'],
    ['iban-letters-digits', 'GB29NWBK60161331926819', 'GB29 NWBK 6016 1331 9268 19'],
    // The registry's examples keep their letters (issue 28): "letters then digits" is the country and check digits.
    ['iban-letters-digits', 'FR1420041010050500013M02606', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['iban-letters-digits', 'CH2211641SXE24U9UTM5Z', 'CH22 1164 1SXE 24U9 UTM5 Z'],
    ['iban-letters-digits', 'TR330006100519786457841326', 'TR33 0006 1005 1978 6457 8413 26'],
    ['iban-letters-digits', 'TRX330006', 'TR33 0006'],
    ['date-dmy', '12032024', '12.03.2024'],
    ['date-dmy', '12.03.2024', '12.03.2024'],
    ['date-dmy', '12', '12'],
    ['date-dmy', '123', '12.3'],
    ['date-dmy', '1203', '12.03'],
    ['date-dmy', '12035', '12.03.5'],
    ['date-dmy', '12/03/2024xyz', '12.03.2024'],
    ['date-dmy', '120320241999', '12.03.2024'],
    ['date-ymd', '20240312', '2024.03.12'],
    ['date-ymd', '20245', '2024.5'],
    ['date-ymd', '2024-03-12', '2024.03.12'],
    ['number', '12a3', '123'],
    ['number', '12.5.3', '12.53'],
    ['number', '12,5', '12.5'],
    ['number', '-1e5', '15'],
    ['email', ' anna @example.de ', 'anna@example.de'],
    ['email', 'anna\t@example.de\n', 'anna@example.de'],
    ['text', ' Anna  Maria ', ' Anna  Maria '],
    ['password', ' pa ss ', ' pa ss '],
  ] as const)('%s %j -> %j', (type, input, expected) => {
    expect(fmt(type, input).value).toBe(expected);
  });

  it('number obeys maxlength', () => {
    expect(fmt('number', '123456', undefined, 4).value).toBe('1234');
    expect(fmt('number', '12.345', undefined, 4).value).toBe('12.3');
  });

  it('a maxlength never cuts a character in half', () => {
    expect(fmt('text', 'ab😀', undefined, 3).value).toBe('ab');
    expect(fmt('text', 'ab😀', undefined, 4).value).toBe('ab😀');
  });

  it('text and password obey maxlength', () => {
    expect(fmt('text', 'abcdef', undefined, 3).value).toBe('abc');
    expect(fmt('password', 'abcdef', undefined, 3).value).toBe('abc');
  });

  it('dates never exceed 10 characters, even with a larger maxlength', () => {
    expect(fmt('date-dmy', '1'.repeat(30), undefined, 50).value).toHaveLength(DATE_MAX_LENGTH);
  });

  it('a maxlength on IBAN counts the spaces', () => {
    expect(fmt('iban', 'DE89370400', undefined, 9).value).toBe('DE89 3704');
    expect(fmt('iban', 'DE89370400', undefined, 10).value).toBe('DE89 3704');
    expect(fmt('iban', 'DE89370400', undefined, 11).value).toBe('DE89 3704 0');
  });

  it('unformatInput gives what a form submits', () => {
    expect(unformatInput('iban', 'DE89 3704 0044')).toBe('DE8937040044');
    expect(unformatInput('date-dmy', '12.03.2024')).toBe('12032024');
  });
});

describe('formatInput: the caret stays where the person expects', () => {
  it('typing at the end of an IBAN group jumps past the new space', () => {
    expect(fmt('iban', 'DE893', 5)).toEqual({ value: 'DE89 3', caret: 6 });
  });

  it('typing in the middle of an IBAN keeps the caret after the typed character', () => {
    // "DE8|9 3704" + X
    expect(fmt('iban', 'DE8X9 3704', 4)).toEqual({ value: 'DE8X 9370 4', caret: 4 });
    // "DE89 |3704" + X
    expect(fmt('iban', 'DE89 X3704', 6)).toEqual({ value: 'DE89 X370 4', caret: 6 });
  });

  it('deleting in the middle of a date keeps the caret at the deletion', () => {
    // "12.0|3.2024" backspace removes 0: the caret stays between 2 and 3 (before the re-inserted dot)
    expect(fmt('date-dmy', '12.3.2024', 3)).toEqual({ value: '12.32.024', caret: 2 });
  });

  it('a typed forbidden character leaves the caret where it was', () => {
    // "12|.03" + "x"
    expect(fmt('date-dmy', '12x.03', 3)).toEqual({ value: '12.03', caret: 2 });
  });

  it('lower case letters typed into an IBAN become capitals in place', () => {
    expect(fmt('iban', 'de89', 2)).toEqual({ value: 'DE89', caret: 2 });
  });

  it('a caret beyond the value is clamped', () => {
    expect(fmt('date-dmy', '1203', 99)).toEqual({ value: '12.03', caret: 5 });
    expect(fmt('date-dmy', '1203', -4)).toEqual({ value: '12.03', caret: 0 });
  });
});

// --- properties ---------------------------------------------------------------------------------

const noisyText = fc.string({ unit: fc.constantFrom(...'0123456789abcXYZ .,-/äß\t@+e'.split('')), maxLength: 60 });
const anyText = fc.oneof(noisyText, fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }));
const formatArb = fc.constantFrom(...INPUT_FORMATS);
const maxLengthArb = fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined });

const FORBIDDEN: Record<InputFormat, (v: string) => boolean> = {
  text: () => false,
  password: () => false,
  email: (v) => /\s/.test(v),
  number: (v) => /[^0-9.]/.test(v) || (v.match(/\./g)?.length ?? 0) > 1,
  iban: (v) => /[^A-Z0-9 ]/.test(v) || / {2}/.test(v) || v.startsWith(' ') || v.endsWith(' '),
  // D53: letters for the country code, digits for the check digits, then letters and digits, in groups of four.
  'iban-letters-digits': (v) =>
    !/^[A-Z0-9]{0,4}( [A-Z0-9]{1,4})*$/.test(v) ||
    !/^(?:[A-Z]{0,2}|[A-Z]{2}[0-9]|[A-Z]{2}[0-9]{2}[A-Z0-9]*)$/.test(v.replace(/ /g, '')),
  'date-dmy': (v) => /[^0-9.]/.test(v),
  'date-ymd': (v) => /[^0-9.]/.test(v),
};

describe('formatInput properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(formatArb, anyText, maxLengthArb, (type, value, maxLength) => {
        const once = fmt(type, value, undefined, maxLength);
        const twice = fmt(type, once.value, once.caret, maxLength);
        // The problem belongs to what was typed (a second separator), not to the kept value.
        expect({ value: twice.value, caret: twice.caret }).toEqual({ value: once.value, caret: once.caret });
        expect(twice.problem).toBeUndefined();
      }),
    );
  });

  it('keeps the caret within the value', () => {
    fc.assert(
      fc.property(
        formatArb,
        anyText,
        fc.integer({ min: -5, max: 80 }),
        maxLengthArb,
        (type, value, caret, maxLength) => {
          const r = fmt(type, value, caret, maxLength);
          expect(r.caret).toBeGreaterThanOrEqual(0);
          expect(r.caret).toBeLessThanOrEqual(r.value.length);
        },
      ),
    );
  });

  it('never exceeds the max length (given, 10 for dates, 42 for IBAN)', () => {
    fc.assert(
      fc.property(formatArb, anyText, maxLengthArb, (type, value, maxLength) => {
        const r = fmt(type, value, undefined, maxLength);
        if (maxLength !== undefined) expect(r.value.length).toBeLessThanOrEqual(maxLength);
        if (type.startsWith('date')) expect(r.value.length).toBeLessThanOrEqual(DATE_MAX_LENGTH);
        if (type.startsWith('iban')) expect(r.value.length).toBeLessThanOrEqual(IBAN_MAX_LENGTH);
      }),
    );
  });

  it('never holds a forbidden character', () => {
    fc.assert(
      fc.property(formatArb, anyText, maxLengthArb, (type, value, maxLength) => {
        expect(FORBIDDEN[type](fmt(type, value, undefined, maxLength).value)).toBe(false);
      }),
    );
  });

  it('pasting a formatted or an unformatted value gives the same result', () => {
    fc.assert(
      fc.property(formatArb, anyText, maxLengthArb, (type, value, maxLength) => {
        const formatted = fmt(type, value, undefined, maxLength).value;
        const unformatted = unformatInput(type, formatted);
        expect(fmt(type, unformatted, undefined, maxLength).value).toBe(formatted);
      }),
    );
  });

  it('typing an allowed character anywhere puts the caret right after it', () => {
    const allowed: Record<'iban' | 'date-dmy' | 'date-ymd' | 'number', fc.Arbitrary<string>> = {
      iban: fc.constantFrom(...'ABZ019'.split('')),
      'date-dmy': fc.constantFrom(...'0159'.split('')),
      'date-ymd': fc.constantFrom(...'0159'.split('')),
      number: fc.constantFrom(...'0159'.split('')),
    };
    fc.assert(
      fc.property(
        fc.constantFrom('iban', 'date-dmy', 'date-ymd', 'number') as fc.Arbitrary<keyof typeof allowed>,
        noisyText,
        fc.nat(),
        fc.nat(),
        (type, value, caretSeed, charSeed) => {
          const start = fmt(type, value).value;
          const at = caretSeed % (start.length + 1);
          const ch = fc.sample(allowed[type], { seed: charSeed, numRuns: 1 })[0]!;
          const typed = start.slice(0, at) + ch + start.slice(at);
          const r = fmt(type, typed, at + 1);
          const limit = type === 'iban' ? 34 : type === 'number' ? Infinity : 8;
          // Only when nothing was cut off at the end (a full field drops the overflow).
          fc.pre(unformatInput(type, typed).length <= limit);
          const before = unformatInput(type, start.slice(0, at)).length;
          expect(unformatInput(type, r.value.slice(0, r.caret)).length).toBe(before + 1);
          expect(unformatInput(type, r.value).charAt(before)).toBe(ch);
        },
      ),
    );
  });

  it('deleting a character anywhere keeps the caret at the deletion', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('iban', 'date-dmy', 'date-ymd', 'number') as fc.Arbitrary<InputFormat>,
        noisyText,
        fc.nat(),
        (type, value, seed) => {
          const start = fmt(type, value).value;
          fc.pre(start.length > 0);
          const at = 1 + (seed % start.length);
          fc.pre(unformatInput(type, start.charAt(at - 1)) !== '');
          const after = start.slice(0, at - 1) + start.slice(at);
          const r = fmt(type, after, at - 1);
          const before = unformatInput(type, start.slice(0, at)).length;
          expect(unformatInput(type, r.value.slice(0, r.caret)).length).toBe(before - 1);
        },
      ),
    );
  });
});

// --- Backspace and Delete: the character the shopper sees, never a separator (as IMask) ----------------------------

const press = (type: InputFormat, value: string, caret: number, key: 'Backspace' | 'Delete') =>
  editKey(type, { value, selectionStart: caret, selectionEnd: caret, key });

describe('editKey: Backspace and Delete next to a separator', () => {
  it.each([
    // Delete in front of the space of an IBAN removes the digit after it, with one press.
    ['iban', 'DE89 3704 0044', 4, 'Delete', 'DE89 7040 044', 4],
    // Backspace right after the space removes the digit before it, with one press.
    ['iban', 'DE89 3704 0044', 5, 'Backspace', 'DE83 7040 044', 3],
    // Dates: in front of the dot and right after it.
    ['date-dmy', '24.12.2026', 2, 'Delete', '24.22.026', 2],
    ['date-dmy', '24.12.2026', 3, 'Backspace', '21.22.026', 1],
    ['date-ymd', '2026.12.24', 4, 'Delete', '2026.22.4', 4],
    ['date-ymd', '2026.12.24', 8, 'Backspace', '2026.12.4', 6],
    // Inside a group: the same as the browser would do.
    ['iban', 'DE89 3704', 2, 'Delete', 'DE93 704', 2],
    ['iban', 'DE89 3704', 2, 'Backspace', 'D893 704', 1],
    // At the ends: nothing to remove, nothing changes.
    ['iban', 'DE89 3704', 9, 'Delete', 'DE89 3704', 9],
    ['date-dmy', '24.12.2026', 0, 'Backspace', '24.12.2026', 0],
    // Also in a value set from outside and not formatted yet.
    ['iban', 'de89 3704', 9, 'Delete', 'de89 3704', 9],
    ['date-dmy', '24122026', 8, 'Delete', '24122026', 8],
  ] as const)('%s %o, caret %i, %s -> %o, caret %i', (type, value, caret, key, expected, expectedCaret) => {
    expect(press(type, value, caret, key)).toEqual({ value: expected, caret: expectedCaret });
  });

  it('leaves the browser alone where its editing is right', () => {
    expect(press('text', 'Anna', 2, 'Delete')).toBeUndefined();
    expect(press('number', '12.5', 2, 'Backspace')).toBeUndefined();
    expect(editKey('iban', { value: 'DE89 3704', selectionStart: 2, selectionEnd: 6, key: 'Delete' })).toBeUndefined();
    expect(
      editKey('iban', { value: 'DE89 3704', selectionStart: 4, selectionEnd: 4, key: 'Delete', modified: true }),
    ).toBeUndefined();
    expect(editKey('iban', { value: 'DE89 3704', selectionStart: 4, selectionEnd: 4, key: 'a' })).toBeUndefined();
  });
});

const groupedArb = fc.constantFrom('iban', 'date-dmy', 'date-ymd') as fc.Arbitrary<InputFormat>;

describe('editKey properties', () => {
  it('each press removes exactly one character the shopper sees: the next (Delete) or the previous (Backspace)', () => {
    fc.assert(
      fc.property(
        groupedArb,
        noisyText,
        fc.nat(),
        fc.constantFrom('Backspace', 'Delete') as fc.Arbitrary<'Backspace' | 'Delete'>,
        (type, typed, seed, key) => {
          const value = fmt(type, typed).value;
          const caret = seed % (value.length + 1);
          const raw = unformatInput(type, value);
          const k = unformatInput(type, value.slice(0, caret)).length;
          const r = press(type, value, caret, key)!;
          const removed = key === 'Delete' ? k : k - 1;
          const expected = removed < 0 || removed >= raw.length ? raw : raw.slice(0, removed) + raw.slice(removed + 1);
          expect(unformatInput(type, r.value)).toBe(expected);
          // Formatted as typing would leave it, the caret inside, and at the place of the removal.
          expect(fmt(type, r.value).value).toBe(r.value);
          expect(r.caret).toBeGreaterThanOrEqual(0);
          expect(r.caret).toBeLessThanOrEqual(r.value.length);
          expect(unformatInput(type, r.value.slice(0, r.caret)).length).toBe(
            Math.max(0, Math.min(removed, expected.length)),
          );
        },
      ),
    );
  });

  it('Delete pressed n times removes the n characters after the caret; Backspace n times the n before it (never stuck)', () => {
    fc.assert(
      fc.property(groupedArb, noisyText, fc.nat(), fc.nat({ max: 12 }), (type, typed, seed, n) => {
        const start = fmt(type, typed).value;
        const caret = seed % (start.length + 1);
        const raw = unformatInput(type, start);
        const k = unformatInput(type, start.slice(0, caret)).length;
        let forward = { value: start, caret };
        let backward = { value: start, caret };
        for (let i = 0; i < n; i++) {
          forward = press(type, forward.value, forward.caret, 'Delete')!;
          backward = press(type, backward.value, backward.caret, 'Backspace')!;
        }
        expect(unformatInput(type, forward.value)).toBe(raw.slice(0, k) + raw.slice(Math.min(raw.length, k + n)));
        expect(unformatInput(type, backward.value)).toBe(raw.slice(0, Math.max(0, k - n)) + raw.slice(k));
      }),
    );
  });
});
