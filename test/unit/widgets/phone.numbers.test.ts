// Issue 28: phone numbers read as the shopper meant them, checked against libphonenumber-js's full metadata.
import fc from 'fast-check';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkPhoneNumber,
  PHONE_COUNTRIES,
  TURKEY_AREA_CODES,
  turkeyAreaCodeOptions,
} from '../../../core/widgets/phone';
import { phoneMetadataSource } from '../../../scripts/phone-metadata';

describe('phone numbers as the shopper typed them (issue 28)', () => {
  it.each([
    ['HU', '06 30 123 4567', '+36301234567'], // HU's trunk prefix is 06
    ['IT', '06 1234 5678', '+390612345678'], // Italian numbers keep their 0
    ['LT', '8 612 34567', '+37061234567'], // LT's trunk prefix is 8
    ['DE', '+49 172 04266230', '+4917204266230'], // typed internationally: the code is not doubled
    ['DE', '0041 44 668 18 00', '+41446681800'], // 00 and another country's code: that country's number
    ['CH', '+49 151 23456789', '+4915123456789'],
    ['PL', '512 345 678', '+48512345678'],
    ['AT', '0664 1234567', '+436641234567'],
    ['other', '+1 201 555 0123', '+12015550123'],
  ])('%s %j is %s', (country, national, e164) => {
    expect(checkPhoneNumber({ country, national })).toMatchObject({ kind: 'valid', e164 });
  });

  it.each([
    ['538', '058 83 42', '+905380588342'], // the 0 after the area code is kept
    ['500', '123 45 67', '+905001234567'], // one of the 21 prefixes the old list lacked
    ['596', '123 45 67', '+905961234567'],
    ['312', '123 45 67', '+903121234567'],
    ['free', '0532 123 45 67', '+905321234567'], // the free entry: the whole number in the field
    ['501', '0532 123 45 67', '+905321234567'], // a whole number typed in the field wins over the select
    ['500', '009 72 38', '+905000097238'], // a subscriber number starting 00 is no international prefix (issue 44)
    ['500', '0097238', '+905000097238'],
    ['532', '00 123 45', '+905320012345'],
  ])('TR %s + %j is %s', (areaCode, national, e164) => {
    expect(checkPhoneNumber({ country: 'TR', areaCode, national })).toMatchObject({ kind: 'valid', e164 });
  });

  it.each([
    ['HU', '06 30 123', 'phoneTooShort'],
    ['AT', '0664 1234 5678 901', 'phoneTooLong'],
    ['DE', '0151 CALL ME', 'phoneInvalid'],
    ['other', '0151 23456789', 'phoneCountryCodeNeeded'],
    ['other', '+999 1234567', 'phoneInvalid'],
  ])('%s %j: %s', (country, national, problem) => {
    expect(checkPhoneNumber({ country, national })).toEqual({ kind: 'invalid', problem });
  });

  it('an empty field is no problem', () => {
    expect(checkPhoneNumber({ country: 'DE', national: ' ' })).toEqual({ kind: 'empty' });
  });

  it('offers every Turkish prefix the metadata knows, the 21 the old list lacked among them', () => {
    for (const code of [
      '500',
      '502',
      '503',
      '504',
      '508',
      '509',
      '510',
      '516',
      '524',
      '550',
      '556',
      '557',
      '558',
      '562',
      '564',
      '572',
      '574',
      '575',
      '582',
      '594',
      '596',
    ]) {
      expect(TURKEY_AREA_CODES).toContain(code);
    }
    expect(turkeyAreaCodeOptions('x').filter((o) => o.group === 'mobile')).toHaveLength(51);
  });

  // Not under Stryker: its sandbox adds `// @ts-nocheck` to every file, the generated one too.
  it.skipIf(process.env.MUTATE_RUN !== undefined)(
    'the generated metadata is what scripts/phone-metadata.ts makes of the installed libphonenumber-js',
    () => {
      expect(readFileSync(new URL('../../../core/widgets/phone.metadata.ts', import.meta.url), 'utf8')).toBe(
        phoneMetadataSource(),
      );
    },
  );
});

describe('against libphonenumber-js with its full metadata (property)', () => {
  const countries = PHONE_COUNTRIES.map((c) => c.code).filter((c) => c !== 'other') as CountryCode[];
  const digits = (min: number, max: number) =>
    fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((a) => a.join(''));
  const spacing = fc.constantFrom('', ' ', '-', '/', ' (', '.');
  // A national number as people type it: a trunk prefix or not, digits in groups with what they put between them.
  const typed = fc
    .tuple(fc.constantFrom('', '0', '06', '8', '00', '+'), digits(2, 5), spacing, digits(2, 5), spacing, digits(0, 4))
    .map((p) => p.join(''));

  it('a number of a select country is valid exactly when the oracle says so, and then the same number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), typed, (country, national) => {
        const ours = checkPhoneNumber({ country, areaCode: 'free', national });
        const oracle = parsePhoneNumberFromString(national.replace(/^00/, '+'), country);
        if (oracle?.isValid() && (oracle.country === undefined || countries.includes(oracle.country))) {
          expect(ours).toMatchObject({ kind: 'valid', e164: oracle.number });
        } else if (ours.kind === 'valid') {
          // Only a number of a country outside the select, which the field keeps as typed without knowing it.
          expect(countries.includes(oracle?.country as CountryCode)).toBe(false);
          expect(ours.e164).toMatch(/^\+\d{7,15}$/);
        }
      }),
      { numRuns: 4000 },
    );
  });

  it('a Turkish area code and any seven digits: valid exactly when the oracle says so, then the same number (issue 44)', () => {
    const areaCodes = TURKEY_AREA_CODES.filter((c) => c !== 'free');
    fc.assert(
      fc.property(fc.constantFrom(...areaCodes), digits(7, 7), spacing, (areaCode, subscriber, space) => {
        const national = `${subscriber.slice(0, 3)}${space}${subscriber.slice(3)}`;
        const ours = checkPhoneNumber({ country: 'TR', areaCode, national });
        const oracle = parsePhoneNumberFromString(`+90${areaCode}${subscriber}`);
        if (oracle?.isValid()) expect(ours).toMatchObject({ kind: 'valid', e164: oracle.number });
        else expect(ours.kind).toBe('invalid');
      }),
      { numRuns: 3000 },
    );
    // The prefix `00` in front of a subscriber number of every area code, where the generator rarely goes.
    for (const areaCode of areaCodes) {
      const oracle = parsePhoneNumberFromString(`+90${areaCode}0097238`);
      const ours = checkPhoneNumber({ country: 'TR', areaCode, national: '00 97 238' });
      expect(ours.kind === 'valid' && ours.e164, areaCode).toBe(oracle?.isValid() ? oracle.number : false);
    }
  });

  it("every valid number of the oracle's own examples comes out as itself, typed nationally or internationally", () => {
    const examples = JSON.parse(
      readFileSync(new URL('../../../node_modules/libphonenumber-js/examples.mobile.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    for (const country of countries) {
      const number = parsePhoneNumberFromString(examples[country]!, country)!;
      expect(checkPhoneNumber({ country, areaCode: 'free', national: number.formatNational() })).toMatchObject({
        kind: 'valid',
        e164: number.number,
      });
      expect(checkPhoneNumber({ country: 'DE', national: number.formatInternational() })).toMatchObject({
        kind: 'valid',
        e164: number.number,
      });
    }
  });
});
