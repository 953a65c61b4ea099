// Issue 28: what a shopper types or pastes is never corrupted and never silently wrong.
import fc from 'fast-check';
import { composeIBAN, electronicFormatIBAN, friendlyFormatIBAN, getCountrySpecifications, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { formatInput, isCalendarDay, pasteText, unformatInput, valueProblem } from '../../../core/widgets/format.rules';
import { ibanProblem } from '../../../core/widgets/iban.rules';
import { ALL_WIDGET_CATALOGUES } from '../../../core/widgets/texts/all';
import { LOCALES } from '../../../core/i18n';

describe('the footer-side IBAN (D53)', () => {
  it('a letter typed before the country code is refused; the IBAN stays where it was', () => {
    expect(formatInput('iban-letters-digits', { value: 'xDE72 1234', caret: 1 })).toEqual({ value: 'DE72 1234', caret: 0 });
    expect(formatInput('iban-letters-digits', { value: 'DEx72 1234', caret: 3 })).toEqual({ value: 'DE72 1234', caret: 2 });
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
    ['1.234,56', 'de-DE', '1234.56'],
    ['1,234.56', 'en', '1234.56'],
    ['12,50 €', 'de-DE', '12.50'],
    ['1 234,56', 'pl-PL', '1234.56'],
    ['1.234', 'de-DE', '1234'],
    ['1,234', 'en', '1234'],
    ['1.5', 'de-DE', '1.5'],
    ['1’234.50', 'de-CH', '1234.50'],
    ['1.234.567,8', 'tr-TR', '1234567.8'],
  ])('a number in the page locale\'s notation keeps its value: %j on %s', (text, locale, expected) => {
    expect(pasteText('number', text, locale)).toEqual({ text: expected });
  });

  it('a sign cannot be kept: said, not dropped silently', () => {
    expect(pasteText('number', '-5', 'de-DE')).toEqual({ text: '5', problem: 'numberNoSign' });
    expect(formatInput('number', { value: '-5' })).toMatchObject({ value: '5', problem: 'numberNoSign' });
    expect(formatInput('number', { value: '1.234,5' })).toMatchObject({ value: '1.2345', problem: 'numberOneDecimal' });
    expect(formatInput('number', { value: '1234.5' }).problem).toBeUndefined();
  });

  it('a number in its locale notation, pasted, is the number (property, every locale)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), (locale, whole, cents) => {
        const value = whole + cents / 100;
        const shown = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { minimumFractionDigits: 2 }).format(value);
        expect(Number(pasteText('number', shown, locale).text)).toBeCloseTo(value, 6);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('dates that are no calendar day (issue 28)', () => {
  it.each([
    ['date-dmy', '31.02.2024'],
    ['date-dmy', '29.02.2023'],
    ['date-dmy', '00.00.0000'],
    ['date-dmy', '31.04.2026'],
    ['date-ymd', '2023.02.29'],
    ['date-ymd', '2026.13.01'],
  ] as const)('%s %s says so', (type, value) => {
    expect(valueProblem(type, value)).toBe('dateNoSuchDay');
  });

  it.each([
    ['date-dmy', '29.02.2024'],
    ['date-dmy', '29.02.2000'],
    ['date-dmy', '01.01.0001'],
    ['date-ymd', '0099.12.31'],
    ['date-dmy', '31.02.20'], // not complete yet: nothing to say
  ] as const)('%s %s is fine', (type, value) => {
    expect(valueProblem(type, value)).toBeUndefined();
  });

  it('agrees with the calendar of Date (set through setUTCFullYear, so years 0-99 are themselves)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (year, month, day) => {
        const d = new Date(0);
        d.setUTCFullYear(year, month - 1, day);
        const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
        expect(isCalendarDay(year, month, day)).toBe(real);
      }),
      { numRuns: 5000 },
    );
  });

  it('the message exists in every locale', () => {
    for (const locale of ['de-DE', 'fr-CH', 'pl-PL', 'cs-CZ', 'hu-HU', 'sk-SK', 'tr-TR', 'da-DK', 'sv-SE', 'en'] as const) {
      for (const key of ['dateNoSuchDay', 'ibanChecksum', 'ibanLength', 'ibanCountry', 'numberNoSign', 'numberOneDecimal', 'phoneInvalid'] as const) {
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
      fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), { minLength: 40, maxLength: 40 }).map((alnum) => {
        let out = '';
        for (const [, cls, n] of specs[country]!.bban_regexp!.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
          for (let i = 0; i < Number(n); i++) out += cls === '0-9' ? digits[out.length]! : cls === 'A-Z' ? (alnum[out.length]!.match(/[A-Z]/) ? alnum[out.length]! : 'Q') : alnum[out.length]!;
        }
        return out;
      }),
    );
  const iban = fc.constantFrom(...countries).chain((country) => bban(country).map((b) => composeIBAN({ countryCode: country, bban: b }) ?? `${country}00${b}`));

  it('says nothing of a valid IBAN, and keeps it whole in both modes', () => {
    fc.assert(
      fc.property(iban, (value) => {
        if (!isValidIBAN(value)) return; // a national check digit the random account part missed
        expect(ibanProblem(friendlyFormatIBAN(value) ?? value)).toBeUndefined();
        expect(formatInput('iban', { value }).value).toBe(friendlyFormatIBAN(value));
        expect(formatInput('iban-letters-digits', { value }).value).toBe(friendlyFormatIBAN(value));
        expect(unformatInput('iban-letters-digits', formatInput('iban-letters-digits', { value }).value)).toBe(electronicFormatIBAN(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('a typo (a changed, dropped or doubled character) gives a message exactly when ibantools refuses it', () => {
    fc.assert(
      fc.property(iban, fc.nat(), fc.constantFrom(...'0123456789ABZ'), fc.constantFrom('change', 'drop', 'double', 'swap'), (value, at, ch, typo) => {
        const i = 2 + (at % (value.length - 2));
        const changed =
          typo === 'change' ? value.slice(0, i) + ch + value.slice(i + 1)
          : typo === 'drop' ? value.slice(0, i) + value.slice(i + 1)
          : typo === 'double' ? value.slice(0, i) + value[i] + value.slice(i)
          : value.slice(0, i - 1) + value[i] + value[i - 1] + value.slice(i + 1);
        expect(ibanProblem(changed) === undefined).toBe(isValidIBAN(changed, { allowQRIBAN: true }));
        if (specs[changed.slice(0, 2)]?.chars && changed.length !== specs[changed.slice(0, 2)]!.chars) expect(ibanProblem(changed)).toBe('ibanLength');
      }),
      { numRuns: 3000 },
    );
  });

  it('names the problem of the issue\'s examples', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(ibanProblem('DE88 3704 0044 0532 0130 00')).toBe('ibanChecksum');
    expect(ibanProblem('DE89 3704 0044 0532 0130 0')).toBe('ibanLength');
    expect(ibanProblem('XX89 3704')).toBe('ibanCountry');
    expect(ibanProblem('FR14 2004 1010 0505 0001 3M02 606')).toBeUndefined();
    expect(ibanProblem('CH22 1164 1SXE 24U9 UTM5 Z')).toBeUndefined();
  });
});
