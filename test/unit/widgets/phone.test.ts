import { describe, expect, it } from 'vitest';
import { hasAreaCodeChoice, internationalPhoneNumber, PHONE_COUNTRIES, phoneCountry, TURKEY_AREA_CODES } from '../../../core/widgets/phone';

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
