import { describe, expect, it } from 'vitest';
import {
  changePhoneNumber,
  hasAreaCodeChoice,
  internationalPhoneNumber,
  PHONE_COUNTRIES,
  phoneCountry,
  phoneCountryOptions,
  phoneNumberStart,
  TURKEY_AREA_CODES,
  TURKEY_MOBILE_PREFIXES,
  TURKEY_PROVINCE_AREA_CODES,
  turkeyAreaCodeOptions,
} from '../../../core/widgets/phone';

describe('phone country codes (spec section 9)', () => {
  it('lists the countries in the spec order, ending with other', () => {
    expect(PHONE_COUNTRIES.map((c) => c.name)).toEqual([
      'Germany',
      'Switzerland',
      'Austria',
      'Czech Republic',
      'Hungary',
      'Poland',
      'Slovenia',
      'Slovakia',
      'Turkey',
      'Belgium',
      'Bulgaria',
      'Cyprus',
      'Denmark',
      'Estonia',
      'Spain',
      'Finland',
      'France',
      'United Kingdom',
      'Greece',
      'Croatia',
      'Ireland',
      'Iceland',
      'Italy',
      'Liechtenstein',
      'Lithuania',
      'Luxembourg',
      'Latvia',
      'Malta',
      'Netherlands',
      'Norway',
      'Portugal',
      'Romania',
      'Sweden',
      'Other',
    ]);
  });

  it('has a dialling code for every country and none for other', () => {
    for (const c of PHONE_COUNTRIES) {
      if (c.code === 'other') expect(c.dialCode).toBe('');
      else expect(c.dialCode).toMatch(/^\+\d{2,3}$/);
    }
    expect(phoneCountry('DE')?.dialCode).toBe('+49');
    expect(phoneCountry('TR')?.dialCode).toBe('+90');
    expect(phoneCountry('CZ')?.dialCode).toBe('+420');
  });

  it('only Turkey has the extra area-code choice', () => {
    expect(PHONE_COUNTRIES.filter((c) => hasAreaCodeChoice(c.code)).map((c) => c.code)).toEqual(['TR']);
    expect(TURKEY_AREA_CODES.every((c) => /^\d{3}$/.test(c) || c === 'free')).toBe(true);
    expect(new Set(TURKEY_AREA_CODES).size).toBe(TURKEY_AREA_CODES.length);
  });

  it('builds the number in E.164: trunk 0 dropped, area code for Turkey', () => {
    expect(internationalPhoneNumber({ country: 'DE', national: '0151 2345-6789' })).toBe('+4915123456789');
    expect(internationalPhoneNumber({ country: 'TR', areaCode: '532', national: '123 45 67' })).toBe('+905321234567');
    expect(internationalPhoneNumber({ country: 'other', national: '+1 (201) 555-0123' })).toBe('+12015550123');
    expect(internationalPhoneNumber({ country: 'DE', national: '' })).toBe('');
  });
});

describe('Turkish area codes: every province and the mobile prefixes, from one table', () => {
  it('names all 81 provinces once (Istanbul with both its codes), each with a distinct 3-digit landline code', () => {
    const provinces = new Set(TURKEY_PROVINCE_AREA_CODES.map((p) => p.province.replace(/ \((Avrupa|Anadolu)\)$/, '')));
    expect(provinces.size).toBe(81);
    expect(TURKEY_PROVINCE_AREA_CODES).toHaveLength(82);
    for (const { code } of TURKEY_PROVINCE_AREA_CODES) expect(code).toMatch(/^[2-4]\d{2}$/);
    expect(TURKEY_PROVINCE_AREA_CODES.find((p) => p.province === 'Ankara')?.code).toBe('312');
    expect(TURKEY_PROVINCE_AREA_CODES.find((p) => p.province === 'Hakkari')?.code).toBe('438');
    expect(TURKEY_PROVINCE_AREA_CODES.find((p) => p.province === 'Batman')?.code).toBe('488');
  });

  it('offers the mobile prefixes first, then every landline code (each province named), then a free entry; no code twice', () => {
    expect(TURKEY_MOBILE_PREFIXES.every((c) => /^5\d{2}$/.test(c))).toBe(true);
    const options = turkeyAreaCodeOptions('Diğer alan kodu');
    expect(options.map((o) => o.value)).toEqual([...TURKEY_AREA_CODES]);
    expect(options.find((o) => o.value === '232')?.text).toBe('232 İzmir');
    expect(options[0]).toEqual({ value: '500', text: '500', group: 'mobile' });
    expect(options.at(-1)).toEqual({ value: 'free', text: 'Diğer alan kodu', group: 'other' });
    for (const { code, province } of TURKEY_PROVINCE_AREA_CODES)
      expect(options.find((o) => o.value === code)?.text).toBe(`${code} ${province}`);
  });

  it('a number starts and changes by the rules: Turkey with the first mobile prefix, other countries without an area code', () => {
    expect(phoneNumberStart('TR')).toEqual({ country: 'TR', areaCode: '501', national: '' });
    expect(phoneNumberStart('DE')).toEqual({ country: 'DE', national: '' });
    expect(changePhoneNumber({ country: 'DE', national: '1' }, { country: 'TR' })).toEqual({
      country: 'TR',
      areaCode: '501',
      national: '1',
    });
    expect(changePhoneNumber({ country: 'TR', areaCode: '488', national: '' }, { national: '2' })).toMatchObject({
      areaCode: '488',
    });
    expect(changePhoneNumber({ country: 'TR', areaCode: '999', national: '' }, {})).toMatchObject({ areaCode: '501' });
    expect(changePhoneNumber({ country: 'TR', areaCode: '312', national: '' }, { country: 'AT' })).toEqual({
      country: 'AT',
      national: '',
    });
  });

  it("names the countries in the page's language", () => {
    expect(phoneCountryOptions('de-DE', 'Andere')[0]).toEqual({ value: 'DE', text: 'Deutschland (+49)' });
    expect(phoneCountryOptions('tr-TR', 'Diğer').find((o) => o.value === 'TR')?.text).toBe('Türkiye (+90)');
    expect(phoneCountryOptions('hu-HU', 'Egyéb').at(-1)).toEqual({ value: 'other', text: 'Egyéb' });
  });
});
