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
      'Germany', 'Switzerland', 'Austria', 'Czech Republic', 'Hungary', 'Poland', 'Slovenia', 'Slovakia', 'Turkey', 'Belgium',
      'Bulgaria', 'Cyprus', 'Denmark', 'Estonia', 'Spain', 'Finland', 'France', 'United Kingdom', 'Greece', 'Croatia', 'Ireland',
      'Iceland', 'Italy', 'Liechtenstein', 'Lithuania', 'Luxembourg', 'Latvia', 'Malta', 'Netherlands', 'Norway', 'Portugal',
      'Romania', 'Sweden', 'Other',
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
    expect(TURKEY_AREA_CODES.every((c) => /^\d{3}$/.test(c))).toBe(true);
    expect(new Set(TURKEY_AREA_CODES).size).toBe(TURKEY_AREA_CODES.length);
  });

  it('builds the international number: trunk 0 dropped, area code for Turkey', () => {
    expect(internationalPhoneNumber({ country: 'DE', national: '0151 2345-678' })).toBe('+49 1512345678');
    expect(internationalPhoneNumber({ country: 'TR', areaCode: '532', national: '123 45 67' })).toBe('+90 532 1234567');
    expect(internationalPhoneNumber({ country: 'other', national: '+1 (555) 010-9999' })).toBe('+15550109999');
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

  it('offers the mobile prefixes first, then every province; no code twice', () => {
    expect(TURKEY_MOBILE_PREFIXES.every((c) => /^5\d{2}$/.test(c))).toBe(true);
    expect(TURKEY_AREA_CODES).toHaveLength(TURKEY_MOBILE_PREFIXES.length + 82);
    const options = turkeyAreaCodeOptions();
    expect(options.map((o) => o.value)).toEqual([...TURKEY_AREA_CODES]);
    expect(options.find((o) => o.value === '232')?.text).toBe('232 İzmir');
    expect(options[0]).toEqual({ value: '501', text: '501', group: 'mobile' });
  });

  it('a number starts and changes by the rules: Turkey with the first mobile prefix, other countries without an area code', () => {
    expect(phoneNumberStart('TR')).toEqual({ country: 'TR', areaCode: '501', national: '' });
    expect(phoneNumberStart('DE')).toEqual({ country: 'DE', national: '' });
    expect(changePhoneNumber({ country: 'DE', national: '1' }, { country: 'TR' })).toEqual({ country: 'TR', areaCode: '501', national: '1' });
    expect(changePhoneNumber({ country: 'TR', areaCode: '488', national: '' }, { national: '2' })).toMatchObject({ areaCode: '488' });
    expect(changePhoneNumber({ country: 'TR', areaCode: '999', national: '' }, {})).toMatchObject({ areaCode: '501' });
    expect(changePhoneNumber({ country: 'TR', areaCode: '312', national: '' }, { country: 'AT' })).toEqual({ country: 'AT', national: '' });
  });

  it('names the countries in the page\'s language', () => {
    expect(phoneCountryOptions('de-DE', 'Andere')[0]).toEqual({ value: 'DE', text: 'Deutschland (+49)' });
    expect(phoneCountryOptions('tr-TR', 'Diğer').find((o) => o.value === 'TR')?.text).toBe('Türkiye (+90)');
    expect(phoneCountryOptions('hu-HU', 'Egyéb').at(-1)).toEqual({ value: 'other', text: 'Egyéb' });
  });
});
