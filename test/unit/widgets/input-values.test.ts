// Issue 28: what a shopper types or pastes is never corrupted and never silently wrong.
import fc from 'fast-check';
import {
  composeIBAN,
  electronicFormatIBAN,
  friendlyFormatIBAN,
  getCountrySpecifications,
  isQRIBAN,
  isValidIBAN,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  formatInput,
  isCalendarDay,
  numberSeparators,
  pasteText,
  unformatInput,
  valueProblem,
  type InputFormat,
} from '../../../core/widgets/format.rules';
import { ibanProblem } from '../../../core/widgets/iban.rules';
import { ALL_WIDGET_CATALOGUES } from '../../../core/widgets/texts/all';
import { LOCALES } from '../../../core/i18n';

// Thousands of generated values: seconds on a loaded machine or under Stryker's instrumented code, not vitest's 5.
const PROPERTY_TIMEOUT = 30_000;

describe('the footer-side IBAN (D53)', () => {
  it('a letter typed before the country code is refused; the IBAN stays where it was', () => {
    expect(formatInput('iban-letters-digits', { value: 'xDE72 1234', caret: 1 })).toEqual({
      value: 'DE72 1234',
      caret: 0,
    });
    expect(formatInput('iban-letters-digits', { value: 'DEx72 1234', caret: 3 })).toEqual({
      value: 'DE72 1234',
      caret: 2,
    });
  });

  it('with the caret at the start nothing was typed: nothing is refused, nothing doubled', () => {
    // `DE8` with its D selected and deleted leaves `E8`, caret 0; the 8 cannot stand second (letters, then digits).
    expect(formatInput('iban-letters-digits', { value: 'E8', caret: 0 })).toEqual({ value: 'E', caret: 0 });
  });
});

describe('pasting', () => {
  it.each([
    ['IBAN: DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
    ['IBAN DE89 3704 0044 0532 0130 00 (Sparkasse)', 'DE89 3704 0044 0532 0130 00'],
    ['iban:DE89370400440532013000 [Girokonto]', 'DE89 3704 0044 0532 0130 00'],
  ])('an IBAN with its label: %j', (text, expected) => {
    for (const type of ['iban', 'iban-letters-digits'] as const) {
      expect(formatInput(type, { value: pasteText(type, text, 'de-DE').text }).value).toBe(expected);
    }
  });

  it.each([
    // Only a leading label goes, spaces and all; only a note in brackets at the very end goes, with the space before it.
    ['IBAN: DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00', 'the label with its colon'],
    ['  iban DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00', 'spaces before the label (an indented line)'],
    [
      'DE89 3704 0044 0532 0130 00 (Sparkasse)',
      'DE89 3704 0044 0532 0130 00',
      'a note in round brackets, bracket and all',
    ],
    [
      'DE89 3704 0044 0532 0130 00 {Tagesgeld}\n',
      'DE89 3704 0044 0532 0130 00',
      'curly brackets, and the line break copied along',
    ],
    [
      'DE89 3704 0044 0532 0130 00[Girokonto]',
      'DE89 3704 0044 0532 0130 00',
      'square brackets right after the last digit',
    ],
    ['GB13 IBAN 6016 1331 9268 19', 'GB13 IBAN 6016 1331 9268 19', 'IBAN inside the account (a bank code) is no label'],
    [
      'DE89 3704 (0044) 0532 0130 00',
      'DE89 3704 (0044) 0532 0130 00',
      'brackets inside the IBAN are no note at its end',
    ],
  ])('pasted into an IBAN field, %j goes in as %j: %s', (text, expected, _reason) => {
    for (const type of ['iban', 'iban-letters-digits'] as const)
      expect(pasteText(type, text, 'de-DE')).toEqual({ text: expected });
  });

  it.each([
    ['text', 'Anna (Büro) -1,5'],
    ['password', 'IBAN: 1.234,5'],
    ['email', ' anna@example.de (privat)'],
  ] as const)('a %s field takes pasted text as it is: %j', (type, text) => {
    expect(pasteText(type, text, 'de-DE')).toEqual({ text });
  });

  it.each([
    ['1.234,56', 'de-DE', '1234.56', 'German notation on a German page'],
    ['1,234.56', 'en', '1234.56', 'English notation on an English page'],
    ['12,50 €', 'de-DE', '12.50', 'a price with its currency'],
    ['1\u00A0234,56', 'pl-PL', '1234.56', 'Polish groups with a no-break space'],
    ['1\u00A0234\u00A0567,8', 'cs-CZ', '1234567.8', 'so does Czech'],
    ['12\u202F345,60', 'fr-CH', '12345.60', 'French (CH) with a narrow no-break space'],
    ['1’234.50', 'de-CH', '1234.50', 'Swiss German with the typographic apostrophe (CLDR before 48)'],
    ["1'234.50", 'de-CH', '1234.50', 'and with the plain one (CLDR 48)'],
    ['1.234.567,8', 'tr-TR', '1234567.8', 'Turkish groups with points'],
    ['1.234', 'de-DE', '1234', 'one point before exactly three digits groups on a German page'],
    ['1,234', 'en', '1234', 'one comma before exactly three digits groups on an English page'],
    ['1,234', 'de-DE', '1.234', "the page's own decimal separator stays the decimal one"],
    ['1.234', 'en', '1.234', "the page's own decimal separator stays the decimal one"],
    ['1.5', 'de-DE', '1.5', 'a point before fewer than three digits cannot group'],
    ['1.2345', 'de-DE', '1.2345', 'nor before more than three'],
    ['1.234 €', 'de-DE', '1234', 'the three digits count behind a currency too'],
    ['1.234.567', 'de-DE', '1234567', 'a repeated separator only groups'],
    ['1,234,567', 'de-DE', '1234567', "even when it is the page's decimal separator"],
    ['1,234.56', 'de-DE', '1234.56', 'of two different separators the last is the decimal one, whatever the page'],
    ['1.234,567 kg', 'de-DE', '1234.567', 'also before three digits'],
    [',5', 'de-DE', '.5', 'a decimal separator with nothing before it'],
  ])(
    "a number in the page locale's notation keeps its value: %j on %s is %j (%s)",
    (text, locale, expected, _reason) => {
      expect(pasteText('number', text, locale)).toEqual({ text: expected });
    },
  );

  it.each([
    ['-5', 'numberNoSign', 'a minus in front'],
    ['\u221212,50', 'numberNoSign', 'the minus sign U+2212'],
    ['- 5', 'numberNoSign', 'a space between the sign and the number'],
    ['Betrag: -12,50 €', 'numberNoSign', 'a sign behind a label'],
    ['10-20', 'numberOnlyOne', 'a dash between digits is no sign: a range is two numbers'],
    ['030-1234', 'numberOnlyOne', 'so is a phone number'],
    ['12,50', undefined, 'one number says nothing'],
  ])('pasting %j into a number field says %s: %s', (text, problem, _reason) => {
    expect(pasteText('number', text, 'de-DE').problem).toBe(problem);
  });

  it.each([
    ['10-20', '10', 'a range: its first number'],
    ['10 – 20', '10', 'with an en dash and spaces'],
    ['10\u221220', '10', 'with the minus sign U+2212'],
    ['12,50 - 15,00 €', '12.50', "the first amount, in the page's notation"],
    ['030-1234', '030', 'a phone number: what comes before the dash'],
  ])(
    'two numbers pasted into a number field keep the first, never both run together: %j is %j (%s)',
    (text, expected, _reason) => {
      expect(pasteText('number', text, 'de-DE')).toEqual({ text: expected, problem: 'numberOnlyOne' });
    },
  );

  it('a sign cannot be kept: said, not dropped silently', () => {
    expect(pasteText('number', '-5', 'de-DE')).toEqual({ text: '5', problem: 'numberNoSign' });
    expect(formatInput('number', { value: '-5' })).toMatchObject({ value: '5', problem: 'numberNoSign' });
    expect(formatInput('number', { value: '1.234,5' })).toMatchObject({ value: '1.2345', problem: 'numberOneDecimal' });
    expect(formatInput('number', { value: '1234.5' }).problem).toBeUndefined();
  });

  it.each([
    // Intl.NumberFormat (CLDR) for 12345.6; the Swiss apostrophe changed in CLDR 48 (de-CH) and 48.2 (fr-CH).
    ['de-DE', ',', ['.'], 'German'],
    ['da-DK', ',', ['.'], 'Danish'],
    ['tr-TR', ',', ['.'], 'Turkish'],
    ['en', '.', [','], 'English'],
    ['pl-PL', ',', ['\u00A0'], 'Polish: a no-break space'],
    ['cs-CZ', ',', ['\u00A0'], 'Czech: a no-break space'],
    ['hu-HU', ',', ['\u00A0'], 'Hungarian: a no-break space'],
    ['sv-SE', ',', ['\u00A0'], 'Swedish: a no-break space'],
    ['fr-CH', ',', ['\u202F', "'"], 'French (CH): a narrow no-break space, an apostrophe since CLDR 48.2'],
    ['de-CH', '.', ['’', "'"], 'Swiss German: an apostrophe, typographic before CLDR 48'],
    ['ee', '.', [','], 'Ewe does not group five digits (12345.6), yet groups with a comma (123,456.7)'],
  ])('numberSeparators(%j) is %j, grouping with one of %j: %s', (locale, decimal, groups, _reason) => {
    const separators = numberSeparators(locale);
    expect(separators.decimal).toBe(decimal);
    expect(groups).toContain(separators.group);
  });

  it(
    'a number in its locale notation, pasted, is the number (property, every locale)',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...LOCALES),
          fc.integer({ min: 0, max: 99_999_999 }),
          fc.integer({ min: 0, max: 99 }),
          (locale, whole, cents) => {
            const value = whole + cents / 100;
            const shown = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, {
              minimumFractionDigits: 2,
            }).format(value);
            expect(Number(pasteText('number', shown, locale).text)).toBeCloseTo(value, 6);
          },
        ),
        { numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('dates that are no calendar day (issue 28)', () => {
  it.each([
    ['date-dmy', '31.02.2024', 'February has no 31st'],
    ['date-dmy', '29.02.2023', 'no leap year'],
    ['date-dmy', '29.02.1900', 'a century is no leap year'],
    ['date-dmy', '29.02.2100', 'a century is no leap year'],
    ['date-dmy', '00.00.0000', 'no day, no month'],
    ['date-dmy', '31.04.2026', 'April has 30 days'],
    ['date-ymd', '2023.02.29', 'no leap year, year first'],
    ['date-ymd', '1900.02.29', 'a century is no leap year, year first'],
    ['date-ymd', '2026.13.01', 'no 13th month'],
  ] as const)('%s %s says so: %s', (type, value, _reason) => {
    expect(valueProblem(type, value)).toBe('dateNoSuchDay');
  });

  it.each([
    ['date-dmy', '29.02.2024', 'a leap year'],
    ['date-dmy', '29.02.2000', 'every 400th year is a leap year'],
    ['date-ymd', '2024.02.29', 'a leap year, year first'],
    ['date-ymd', '2000.02.29', 'every 400th year, year first'],
    ['date-dmy', '01.01.0001', 'the first day'],
    ['date-ymd', '0099.12.31', 'a year below 100 is itself'],
    ['date-dmy', '31.02.20', 'not complete yet: nothing to say'],
    ['text', '31.02.2024', 'a text field holds no date'],
    ['number', '20240231', 'nor does a number field'],
  ] as const satisfies readonly (readonly [InputFormat, string, string])[])(
    '%s %s is fine: %s',
    (type, value, _reason) => {
      expect(valueProblem(type, value)).toBeUndefined();
    },
  );

  it.each([
    [2024.5, 3, 1, 'a year between two years'],
    [2024, 3.5, 1, 'a month between two months'],
    [2024, 3, 1.5, 'a day between two days'],
    [Number.NaN, 3, 1, 'no year'],
  ])('isCalendarDay(%d, %d, %d) is no day: %s', (year, month, day, _reason) => {
    expect(isCalendarDay(year, month, day)).toBe(false);
  });

  it(
    'agrees with the calendar of Date (set through setUTCFullYear, so years 0-99 are themselves)',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
          (year, month, day) => {
            const d = new Date(0);
            d.setUTCFullYear(year, month - 1, day);
            const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
            expect(isCalendarDay(year, month, day)).toBe(real);
          },
        ),
        { numRuns: 5000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('the message exists in every locale', () => {
    for (const locale of [
      'de-DE',
      'fr-CH',
      'pl-PL',
      'cs-CZ',
      'hu-HU',
      'sk-SK',
      'tr-TR',
      'da-DK',
      'sv-SE',
      'en',
    ] as const) {
      for (const key of [
        'dateNoSuchDay',
        'ibanChecksum',
        'ibanLength',
        'ibanCountry',
        'numberNoSign',
        'numberOneDecimal',
        'numberOnlyOne',
        'phoneInvalid',
      ] as const) {
        expect(ALL_WIDGET_CATALOGUES[locale]?.[key], `${locale} ${key}`).toMatch(/\S/);
      }
    }
  });
});

describe('IBANs against ibantools (property)', () => {
  const specs = getCountrySpecifications();
  const countries = Object.keys(specs).filter((c) => specs[c]!.chars && specs[c]!.bban_regexp);
  // A BBAN that fits the country's format: characters drawn per the registry's regular expression.
  const bban = (country: string) =>
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 40, maxLength: 40 }).chain((digits) =>
      fc
        .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), { minLength: 40, maxLength: 40 })
        .map((alnum) => {
          let out = '';
          for (const [, cls, n] of specs[country]!.bban_regexp!.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
            for (let i = 0; i < Number(n); i++)
              out +=
                cls === '0-9'
                  ? digits[out.length]!
                  : cls === 'A-Z'
                    ? alnum[out.length]!.match(/[A-Z]/)
                      ? alnum[out.length]!
                      : 'Q'
                    : alnum[out.length]!;
          }
          return out;
        }),
    );
  const iban = fc
    .constantFrom(...countries)
    .chain((country) => bban(country).map((b) => composeIBAN({ countryCode: country, bban: b }) ?? `${country}00${b}`));

  it(
    'says nothing of a valid IBAN, and keeps it whole in both modes',
    () => {
      fc.assert(
        fc.property(iban, (value) => {
          if (!isValidIBAN(value)) return; // a national check digit the random account part missed
          expect(ibanProblem(friendlyFormatIBAN(value) ?? value)).toBeUndefined();
          expect(formatInput('iban', { value }).value).toBe(friendlyFormatIBAN(value));
          expect(formatInput('iban-letters-digits', { value }).value).toBe(friendlyFormatIBAN(value));
          expect(unformatInput('iban-letters-digits', formatInput('iban-letters-digits', { value }).value)).toBe(
            electronicFormatIBAN(value),
          );
        }),
        { numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'a typo (a changed, dropped or doubled character) gives a message exactly when ibantools refuses it',
    () => {
      fc.assert(
        fc.property(
          iban,
          fc.nat(),
          fc.constantFrom(...'0123456789ABZ'),
          fc.constantFrom('change', 'drop', 'double', 'swap'),
          (value, at, ch, typo) => {
            const i = 2 + (at % (value.length - 2));
            const changed =
              typo === 'change'
                ? value.slice(0, i) + ch + value.slice(i + 1)
                : typo === 'drop'
                  ? value.slice(0, i) + value.slice(i + 1)
                  : typo === 'double'
                    ? value.slice(0, i) + value[i] + value.slice(i)
                    : value.slice(0, i - 1) + value[i] + value[i - 1] + value.slice(i + 1);
            expect(ibanProblem(changed) === undefined).toBe(isValidIBAN(changed, { allowQRIBAN: true }));
            if (specs[changed.slice(0, 2)]?.chars && changed.length !== specs[changed.slice(0, 2)]!.chars)
              expect(ibanProblem(changed)).toBe('ibanLength');
          },
        ),
        { numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it.each([
    ['DE89 3704 0044 0532 0130 00', undefined, 'the registry example of DE'],
    ['de89370400440532013000', undefined, 'spaces and case do not matter'],
    ['GB82 WEST 1234 5698 7654 32', undefined, 'the registry example of GB, letters in the account'],
    ['FR14 2004 1010 0505 0001 3M02 606', undefined, 'the registry example of FR'],
    ['CH93 0076 2011 6238 5295 7', undefined, 'the registry example of CH'],
    ['CH22 1164 1SXE 24U9 UTM5 Z', undefined, 'a CH account with letters'],
    ['CH44 3199 9123 0008 8901 2', undefined, 'a QR-IBAN of CH (QR-IID 31999) is an IBAN'],
    ['', undefined, 'an empty field'],
    ['   ', undefined, 'nothing but spaces'],
    ['DE88 3704 0044 0532 0130 00', 'ibanChecksum', 'a check digit off by one'],
    [
      'DE05 3704 0044 0532 0130 0A',
      'ibanChecksum',
      'a letter where a German account has digits only (its mod-97 digits computed to fit)',
    ],
    ['BE41 5390 0754 7035', 'ibanChecksum', "the national check digits of BE are wrong (the IBAN's own fit)"],
    ['DE89 3704 0044 0532 0130 0', 'ibanLength', 'a digit short'],
    ['DE89 3704 0044 0532 0130 000', 'ibanLength', 'a digit too many'],
    ['DE', 'ibanLength', 'a country code alone'],
    ['XX89 3704', 'ibanCountry', 'no country of the registry'],
    ['1E89 3704 0044 0532 0130 00', 'ibanCountry', 'a country code with a digit'],
  ] as const)('ibanProblem(%j) is %s: %s', (value, problem, _reason) => {
    expect(ibanProblem(value)).toBe(problem);
  });

  it('the examples above are what they say they are (ibantools)', () => {
    // ibantools reports a format error together with a checksum error; BE41 fails only the Belgian account check.
    expect(isQRIBAN('CH4431999123000889012')).toBe(true);
    expect(validateIBAN('DE0537040044053201300A').errorCodes).toEqual([
      ValidationErrorsIBAN.WrongBBANFormat,
      ValidationErrorsIBAN.WrongIBANChecksum,
    ]);
    expect(validateIBAN('BE41539007547035').errorCodes).toEqual([ValidationErrorsIBAN.WrongAccountBankBranchChecksum]);
  });
});

describe('IBANs in full-width and compatibility characters (issue 44)', () => {
  const fullWidth = (text: string) =>
    text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000');

  it.each([
    ['ＤＥ８９３７０４００４４０５３２０１３０００', 'full-width letters and digits'],
    ['ＤＥ８９\u3000３７０４\u3000００４４\u3000０５３２\u3000０１３０\u3000００', 'with ideographic spaces'],
    ['ＩＢＡＮ：ＤＥ８９３７０４００４４０５３２０１３０００', 'with a full-width label'],
  ])('%j is the IBAN it maps to (NFKC), in both modes: %s', (text, _reason) => {
    for (const type of ['iban', 'iban-letters-digits'] as const) {
      const result = formatInput(type, { value: pasteText(type, text, 'de-DE').text });
      expect(result).toEqual({ value: 'DE89 3704 0044 0532 0130 00', caret: 27 });
    }
    expect(ibanProblem(text.replace(/^ＩＢＡＮ：/, ''))).toBeUndefined();
  });

  it.each([
    ['DEß89 3704', 'DE89 3704', 'an ß'],
    ['DE89 3704 €', 'DE89 3704', 'a euro sign'],
    ['DÉ89 3704', 'D893 704', 'a letter with an accent'],
  ])('%j keeps %j and says which character it could not take: %s', (value, kept, _reason) => {
    expect(formatInput('iban', { value })).toMatchObject({ value: kept, problem: 'ibanCharacter' });
  });

  it('an ß is no SS in the footer-side IBAN either', () => {
    expect(formatInput('iban-letters-digits', { value: 'DE89 ß3704' })).toMatchObject({
      value: 'DE89 3704',
      problem: 'ibanCharacter',
    });
  });

  it('the separators people type say nothing', () => {
    expect(formatInput('iban', { value: 'DE89-3704.0044/0532 0130 00' }).problem).toBeUndefined();
  });

  it('a valid IBAN in full width, grouped any way, is the same IBAN and valid for ibantools (property)', () => {
    const specs = getCountrySpecifications();
    const examples = [
      'DE89370400440532013000',
      'GB82WEST12345698765432',
      'FR1420041010050500013M02606',
      'CH2211641SXE24U9UTM5Z',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...examples),
        fc.array(fc.boolean(), { minLength: 34, maxLength: 34 }),
        fc.array(fc.constantFrom(' ', '\u3000', '-', ''), { minLength: 34, maxLength: 34 }),
        (iban, wide, gaps) => {
          const typed = [...iban].map((ch, i) => (wide[i] ? fullWidth(ch) : ch) + gaps[i]).join('');
          expect(specs[iban.slice(0, 2)]).toBeDefined();
          for (const type of ['iban', 'iban-letters-digits'] as const) {
            const result = formatInput(type, { value: typed });
            expect(result.value).toBe(friendlyFormatIBAN(iban));
            expect(result.problem).toBeUndefined();
          }
          expect(ibanProblem(typed) === undefined).toBe(isValidIBAN(electronicFormatIBAN(typed.normalize('NFKC'))!));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('no field is emptied without a word: what is typed keeps its letters and digits or says why not (property)', () => {
    // Separators (spaces, dashes, dots, slashes, brackets) go without a word; letters the footer-side IBAN cannot have
    // where they were typed are refused where they stand (D53).
    const separatorsOnly = (text: string) => /^[\s\p{Pd}.,:/()[\]{}]*$/u.test(text.normalize('NFKC'));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (typed) => {
        fc.pre(!separatorsOnly(typed));
        const iban = formatInput('iban', { value: typed });
        if (iban.value === '') expect(iban.problem, JSON.stringify(typed)).toBe('ibanCharacter');
        const footer = formatInput('iban-letters-digits', { value: typed });
        if (footer.value === '' && !/[A-Za-z0-9]/.test(typed.normalize('NFKC')))
          expect(footer.problem, JSON.stringify(typed)).toBe('ibanCharacter');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dates pasted in another notation are read as what they say, or refused with a message (issue 44)', () => {
  const paste = (type: 'date-dmy' | 'date-ymd', text: string, locale = 'de-DE') => {
    const pasted = pasteText(type, text, locale);
    return { ...formatInput(type, { value: pasted.text }), ...(pasted.problem ? { problem: pasted.problem } : {}) };
  };

  it.each([
    ['date-dmy', '2001-05-19', 'de-DE', '19.05.2001', 'ISO 8601 into a day-first field'],
    ['date-dmy', '20010519', 'de-DE', '19.05.2001', 'ISO 8601 without separators'],
    ['date-dmy', '2001. 05. 19.', 'hu-HU', '19.05.2001', 'the Hungarian notation, year first'],
    ['date-dmy', '19. 5. 2001', 'cs-CZ', '19.05.2001', 'the Czech notation, one-digit month'],
    ['date-dmy', '5/19/2001', 'en', '19.05.2001', "an English (US) page's month first"],
    ['date-dmy', '19/05/2001', 'fr-CH', '19.05.2001', 'slashes'],
    ['date-dmy', ' 19.05.2001\n', 'de-DE', '19.05.2001', 'its own notation with the spaces copied along'],
    ['date-dmy', '１９．０５．２００１', 'de-DE', '19.05.2001', 'full-width digits'],
    ['date-ymd', '19.05.2001', 'hu-HU', '2001.05.19', 'a day-first date into a year-first field'],
    ['date-ymd', '19052001', 'hu-HU', '2001.05.19', 'day first without separators'],
    ['date-ymd', '2001-05-19', 'hu-HU', '2001.05.19', 'ISO 8601 into a year-first field'],
    ['date-dmy', '1905', 'de-DE', '19.05', 'a part of a date is typed, not read'],
  ] as const)('%s: %j on %s is %j (%s)', (type, text, locale, value, _reason) => {
    expect(paste(type, text, locale)).toEqual({ value, caret: value.length });
  });

  it.each([
    ['date-dmy', '19.05.01', 'a two-digit year: which century?'],
    ['date-dmy', '19. Mai 2001', 'a month name'],
    ['date-dmy', '2001-05-19T10:30', 'a date and a time'],
    ['date-dmy', '19.05.2001 - 21.05.2001', 'two dates'],
    ['date-ymd', '519-05-19', 'a three-digit year'],
  ] as const)('%s: %j is refused with a message, and the field keeps what it had: %s', (type, text, _reason) => {
    expect(pasteText(type, text, 'de-DE')).toEqual({ text: '', problem: 'dateNotRead' });
  });

  it('a date that is no day stays as typed and is judged like one typed (dateNoSuchDay)', () => {
    expect(paste('date-dmy', '5/19/2001', 'de-DE').value).toBe('05.19.2001');
    expect(valueProblem('date-dmy', '05.19.2001')).toBe('dateNoSuchDay');
  });

  const two = (n: number) => String(n).padStart(2, '0');
  const day = fc
    .tuple(fc.integer({ min: 1800, max: 2199 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => ({ y, m, d, date: new Date(Date.UTC(y, m - 1, d)) }));
  // What the field shows, read back in its own order.
  const readBack = (type: 'date-dmy' | 'date-ymd', value: string) => {
    const [a, b, c] = value.split('.').map(Number);
    return type === 'date-dmy' ? { y: c, m: b, d: a } : { y: a, m: b, d: c };
  };

  it(
    "any calendar day, in ISO 8601 or the page locale's own notation (Intl), pasted into either field is that day or refused (property)",
    () => {
      fc.assert(
        fc.property(
          day,
          fc.constantFrom(...LOCALES),
          fc.constantFrom('date-dmy', 'date-ymd') as fc.Arbitrary<'date-dmy' | 'date-ymd'>,
          fc.constantFrom('iso', 'basic', 'locale', 'locale-2-digit', 'own'),
          ({ y, m, d, date }, locale, type, notation) => {
            const iso = `${y}-${two(m)}-${two(d)}`;
            const text =
              notation === 'iso'
                ? iso
                : notation === 'basic'
                  ? iso.replace(/-/g, '')
                  : notation === 'own'
                    ? type === 'date-dmy'
                      ? `${two(d)}.${two(m)}.${y}`
                      : `${y}.${two(m)}.${two(d)}`
                    : new Intl.DateTimeFormat(locale, {
                        timeZone: 'UTC',
                        ...(notation === 'locale-2-digit' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
                      }).format(date);
            const pasted = pasteText(type, text, locale);
            if (pasted.problem) {
              expect(pasted).toEqual({ text: '', problem: 'dateNotRead' });
              return;
            }
            expect(readBack(type, formatInput(type, { value: pasted.text }).value), text).toEqual({ y, m, d });
          },
        ),
        { numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
