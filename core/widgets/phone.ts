import { parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/core';
import { PHONE_COUNTRIES, type PhoneCountry } from './phone.countries';
import { CALLING_CODES, PHONE_METADATA, TURKEY_LANDLINE_AREA_CODES, TURKEY_MOBILE_AREA_CODES } from './phone.metadata';

// libphonenumber-js with the full metadata of the select's countries (D52); only the phone field imports this module.
export { PHONE_COUNTRIES, type PhoneCountry, type PhoneCountryCode } from './phone.countries';

export function phoneCountry(code: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((c) => c.code === code);
}

/** Every Turkish province's landline area code (Istanbul has two), with the province's Turkish name on every page. */
export const TURKEY_PROVINCE_AREA_CODES = [
  { code: '212', province: 'İstanbul (Avrupa)' },
  { code: '216', province: 'İstanbul (Anadolu)' },
  { code: '222', province: 'Eskişehir' },
  { code: '224', province: 'Bursa' },
  { code: '226', province: 'Yalova' },
  { code: '228', province: 'Bilecik' },
  { code: '232', province: 'İzmir' },
  { code: '236', province: 'Manisa' },
  { code: '242', province: 'Antalya' },
  { code: '246', province: 'Isparta' },
  { code: '248', province: 'Burdur' },
  { code: '252', province: 'Muğla' },
  { code: '256', province: 'Aydın' },
  { code: '258', province: 'Denizli' },
  { code: '262', province: 'Kocaeli' },
  { code: '264', province: 'Sakarya' },
  { code: '266', province: 'Balıkesir' },
  { code: '272', province: 'Afyonkarahisar' },
  { code: '274', province: 'Kütahya' },
  { code: '276', province: 'Uşak' },
  { code: '282', province: 'Tekirdağ' },
  { code: '284', province: 'Edirne' },
  { code: '286', province: 'Çanakkale' },
  { code: '288', province: 'Kırklareli' },
  { code: '312', province: 'Ankara' },
  { code: '318', province: 'Kırıkkale' },
  { code: '322', province: 'Adana' },
  { code: '324', province: 'Mersin' },
  { code: '326', province: 'Hatay' },
  { code: '328', province: 'Osmaniye' },
  { code: '332', province: 'Konya' },
  { code: '338', province: 'Karaman' },
  { code: '342', province: 'Gaziantep' },
  { code: '344', province: 'Kahramanmaraş' },
  { code: '346', province: 'Sivas' },
  { code: '348', province: 'Kilis' },
  { code: '352', province: 'Kayseri' },
  { code: '354', province: 'Yozgat' },
  { code: '356', province: 'Tokat' },
  { code: '358', province: 'Amasya' },
  { code: '362', province: 'Samsun' },
  { code: '364', province: 'Çorum' },
  { code: '366', province: 'Kastamonu' },
  { code: '368', province: 'Sinop' },
  { code: '370', province: 'Karabük' },
  { code: '372', province: 'Zonguldak' },
  { code: '374', province: 'Bolu' },
  { code: '376', province: 'Çankırı' },
  { code: '378', province: 'Bartın' },
  { code: '380', province: 'Düzce' },
  { code: '382', province: 'Aksaray' },
  { code: '384', province: 'Nevşehir' },
  { code: '386', province: 'Kırşehir' },
  { code: '388', province: 'Niğde' },
  { code: '412', province: 'Diyarbakır' },
  { code: '414', province: 'Şanlıurfa' },
  { code: '416', province: 'Adıyaman' },
  { code: '422', province: 'Malatya' },
  { code: '424', province: 'Elazığ' },
  { code: '426', province: 'Bingöl' },
  { code: '428', province: 'Tunceli' },
  { code: '432', province: 'Van' },
  { code: '434', province: 'Bitlis' },
  { code: '436', province: 'Muş' },
  { code: '438', province: 'Hakkari' },
  { code: '442', province: 'Erzurum' },
  { code: '446', province: 'Erzincan' },
  { code: '452', province: 'Ordu' },
  { code: '454', province: 'Giresun' },
  { code: '456', province: 'Gümüşhane' },
  { code: '458', province: 'Bayburt' },
  { code: '462', province: 'Trabzon' },
  { code: '464', province: 'Rize' },
  { code: '466', province: 'Artvin' },
  { code: '472', province: 'Ağrı' },
  { code: '474', province: 'Kars' },
  { code: '476', province: 'Iğdır' },
  { code: '478', province: 'Ardahan' },
  { code: '482', province: 'Mardin' },
  { code: '484', province: 'Siirt' },
  { code: '486', province: 'Şırnak' },
  { code: '488', province: 'Batman' },
] as const satisfies readonly { code: string; province: string }[];

/** A landline code the province table does not name: Northern Cyprus is reached through Turkey's +90 392. */
const OTHER_LANDLINE_NAMES: Record<string, string> = { '392': 'KKTC' };

/** The area-code select's value for "another area code": the national field then holds the whole number. */
export const TURKEY_FREE_AREA_CODE = 'free';

/** Every mobile prefix and landline code the metadata knows, so any number it accepts can be entered, then a free entry. */
export const TURKEY_AREA_CODES = [
  ...TURKEY_MOBILE_AREA_CODES,
  ...TURKEY_LANDLINE_AREA_CODES,
  TURKEY_FREE_AREA_CODE,
] as const;
export type TurkeyAreaCode = (typeof TURKEY_AREA_CODES)[number];
/** Turkey's mobile prefixes (5xx), as the select offers them. */
export const TURKEY_MOBILE_PREFIXES = TURKEY_MOBILE_AREA_CODES;

/** The area code a Turkish number starts with: the first common mobile prefix (most shoppers give a mobile number). */
export const DEFAULT_TURKEY_AREA_CODE: TurkeyAreaCode = '501';

export interface PhoneOption {
  value: string;
  text: string;
  /** The option group: mobile prefixes, landline codes, or the free entry. */
  group?: 'mobile' | 'landline' | 'other';
}

/** The area-code options: `532` for a mobile prefix, `312 Ankara` for a province, then the free entry. */
export function turkeyAreaCodeOptions(otherText = ''): PhoneOption[] {
  const province = new Map<string, string>(TURKEY_PROVINCE_AREA_CODES.map((p) => [p.code, p.province]));
  return [
    ...TURKEY_MOBILE_AREA_CODES.map((code) => ({ value: code, text: code, group: 'mobile' as const })),
    ...TURKEY_LANDLINE_AREA_CODES.map((code) => {
      const name = province.get(code) ?? OTHER_LANDLINE_NAMES[code];
      return { value: code, text: name ? `${code} ${name}` : code, group: 'landline' as const };
    }),
    { value: TURKEY_FREE_AREA_CODE, text: otherText || TURKEY_FREE_AREA_CODE, group: 'other' as const },
  ];
}

/** The country-code options in the spec's order: `Deutschland (+49)` in the page's language; `other` in words. */
export function phoneCountryOptions(locale: string, otherText: string): PhoneOption[] {
  const names = new Intl.DisplayNames([locale === 'en' ? 'en-GB' : locale], { type: 'region' });
  return PHONE_COUNTRIES.map((c) => ({
    value: c.code,
    text: c.code === 'other' ? otherText : `${names.of(c.code) ?? c.name} (${c.dialCode})`,
  }));
}

/** Whether a country shows the extra area-code select. */
export const hasAreaCodeChoice = (code: string): boolean => code === 'TR';

export interface PhoneNumberValue {
  country: string;
  areaCode?: string;
  national: string;
}

/** An empty number for a country: Turkey starts with its default area code, every other country with none. */
export function phoneNumberStart(country: string): PhoneNumberValue {
  return hasAreaCodeChoice(country)
    ? { country, areaCode: DEFAULT_TURKEY_AREA_CODE, national: '' }
    : { country, national: '' };
}

/** A country without the area-code choice drops the area code; Turkey keeps it, or gets the default. */
export function changePhoneNumber(current: PhoneNumberValue, patch: Partial<PhoneNumberValue>): PhoneNumberValue {
  const next: PhoneNumberValue = { ...current, ...patch };
  if (!hasAreaCodeChoice(next.country)) delete next.areaCode;
  else if (!next.areaCode || !(TURKEY_AREA_CODES as readonly string[]).includes(next.areaCode))
    next.areaCode = DEFAULT_TURKEY_AREA_CODE;
  return next;
}

/** What the field says about a number that is not one: a key of the widget texts. */
export type PhoneProblem = 'phoneInvalid' | 'phoneTooShort' | 'phoneTooLong' | 'phoneCountryCodeNeeded';

export type PhoneNumberCheck =
  | { kind: 'empty' }
  /** `e164`: `+36301234567`; `formatted`: `+36 30 123 4567`; `country`: the number's own (it may differ from the select's). */
  | { kind: 'valid'; e164: string; formatted: string; country?: string }
  | { kind: 'invalid'; problem: PhoneProblem };

// What people type between digits: spaces, brackets, dots, slashes, hyphens.
const PUNCTUATION = /[\s()./\u2010-\u2015-]/g;
const E164_MAX_DIGITS = 15;
// The shortest numbers in use anywhere (a few small countries) have 7 digits with their country code.
const E164_MIN_DIGITS = 7;

/**
 * Reads the number the way the shopper meant it: the country's trunk prefix (IT keeps its 0), `+` or `00` as an
 * international number whatever the select says, Turkey's area code first. A valid E.164 number, or why not.
 */
export function checkPhoneNumber({ country, areaCode, national }: PhoneNumberValue): PhoneNumberCheck {
  const typed = national.replace(PUNCTUATION, '');
  if (typed === '') return { kind: 'empty' };
  if (!/^(?:\+|00)?\d+$/.test(typed)) return { kind: 'invalid', problem: 'phoneInvalid' };
  // `00` before fewer digits than any international number has is a national number's start (TR 500 + `0097238`).
  if (typed.startsWith('+') || (typed.startsWith('00') && typed.length - 2 >= E164_MIN_DIGITS))
    return checkInternational(`+${typed.replace(/^(?:\+|00)/, '')}`);
  const c = phoneCountry(country);
  if (!c || c.code === 'other') return { kind: 'invalid', problem: 'phoneCountryCodeNeeded' };
  // A whole national number typed into the field wins over the area-code select.
  const withArea =
    hasAreaCodeChoice(c.code) && areaCode && areaCode !== TURKEY_FREE_AREA_CODE && typed.replace(/^0/, '').length < 10;
  const number = withArea ? `${areaCode}${typed}` : typed;
  return judge(parsePhoneNumberFromString(number, c.code as CountryCode, PHONE_METADATA), () =>
    validatePhoneNumberLength(number, c.code as CountryCode, PHONE_METADATA),
  );
}

function checkInternational(number: string): PhoneNumberCheck {
  const parsed = parsePhoneNumberFromString(number, PHONE_METADATA);
  if (parsed) return judge(parsed, () => validatePhoneNumberLength(number, PHONE_METADATA));
  // A country outside the select: kept when its calling code exists and it fits E.164; nothing more is known of it.
  const digits = number.slice(1);
  const code = CALLING_CODES.find((cc) => digits.startsWith(cc));
  if (!code) return { kind: 'invalid', problem: 'phoneInvalid' };
  if (digits.length - code.length < 4 || digits.length < E164_MIN_DIGITS)
    return { kind: 'invalid', problem: 'phoneTooShort' };
  if (digits.length > E164_MAX_DIGITS) return { kind: 'invalid', problem: 'phoneTooLong' };
  return { kind: 'valid', e164: number, formatted: `+${code} ${digits.slice(code.length)}` };
}

function judge(
  parsed: ReturnType<typeof parsePhoneNumberFromString>,
  length: () => string | undefined,
): PhoneNumberCheck {
  if (parsed?.isValid())
    return { kind: 'valid', e164: parsed.number, formatted: parsed.formatInternational(), country: parsed.country };
  const why = length();
  return {
    kind: 'invalid',
    problem: why === 'TOO_SHORT' ? 'phoneTooShort' : why === 'TOO_LONG' ? 'phoneTooLong' : 'phoneInvalid',
  };
}

/** The number in E.164 (`+36301234567`) when it is one, else '' (the check says why). */
export function internationalPhoneNumber(value: PhoneNumberValue): string {
  const checked = checkPhoneNumber(value);
  return checked.kind === 'valid' ? checked.e164 : '';
}
