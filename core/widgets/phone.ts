/** The phone country-code selector (spec section 9), in the spec's order, ending with `other`. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, or `other` for a number typed with its own prefix. */
  code: string;
  /** International dialling code with plus sign; empty for `other`. */
  dialCode: string;
  /** English name, for developers; views show the localised name via Intl.DisplayNames. */
  name: string;
}

export const PHONE_COUNTRIES = [
  { code: 'DE', dialCode: '+49', name: 'Germany' },
  { code: 'CH', dialCode: '+41', name: 'Switzerland' },
  { code: 'AT', dialCode: '+43', name: 'Austria' },
  { code: 'CZ', dialCode: '+420', name: 'Czech Republic' },
  { code: 'HU', dialCode: '+36', name: 'Hungary' },
  { code: 'PL', dialCode: '+48', name: 'Poland' },
  { code: 'SI', dialCode: '+386', name: 'Slovenia' },
  { code: 'SK', dialCode: '+421', name: 'Slovakia' },
  { code: 'TR', dialCode: '+90', name: 'Turkey' },
  { code: 'BE', dialCode: '+32', name: 'Belgium' },
  { code: 'BG', dialCode: '+359', name: 'Bulgaria' },
  { code: 'CY', dialCode: '+357', name: 'Cyprus' },
  { code: 'DK', dialCode: '+45', name: 'Denmark' },
  { code: 'EE', dialCode: '+372', name: 'Estonia' },
  { code: 'ES', dialCode: '+34', name: 'Spain' },
  { code: 'FI', dialCode: '+358', name: 'Finland' },
  { code: 'FR', dialCode: '+33', name: 'France' },
  { code: 'GB', dialCode: '+44', name: 'United Kingdom' },
  { code: 'GR', dialCode: '+30', name: 'Greece' },
  { code: 'HR', dialCode: '+385', name: 'Croatia' },
  { code: 'IE', dialCode: '+353', name: 'Ireland' },
  { code: 'IS', dialCode: '+354', name: 'Iceland' },
  { code: 'IT', dialCode: '+39', name: 'Italy' },
  { code: 'LI', dialCode: '+423', name: 'Liechtenstein' },
  { code: 'LT', dialCode: '+370', name: 'Lithuania' },
  { code: 'LU', dialCode: '+352', name: 'Luxembourg' },
  { code: 'LV', dialCode: '+371', name: 'Latvia' },
  { code: 'MT', dialCode: '+356', name: 'Malta' },
  { code: 'NL', dialCode: '+31', name: 'Netherlands' },
  { code: 'NO', dialCode: '+47', name: 'Norway' },
  { code: 'PT', dialCode: '+351', name: 'Portugal' },
  { code: 'RO', dialCode: '+40', name: 'Romania' },
  { code: 'SE', dialCode: '+46', name: 'Sweden' },
  { code: 'other', dialCode: '', name: 'Other' },
] as const satisfies readonly PhoneCountry[];

export type PhoneCountryCode = (typeof PHONE_COUNTRIES)[number]['code'];

export function phoneCountry(code: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((c) => c.code === code);
}

/** Turkey's mobile operator prefixes (5xx), in the order the select offers them. */
export const TURKEY_MOBILE_PREFIXES = [
  '501', '505', '506', '507', '530', '531', '532', '533', '534', '535', '536', '537', '538', '539',
  '540', '541', '542', '543', '544', '545', '546', '547', '548', '549', '551', '552', '553', '554', '555', '559',
] as const;

/**
 * Every Turkish province's landline area code (81 provinces; Istanbul has two, its European and Asian sides), by code.
 * Province names in Turkish: they are names, the same on every page.
 */
export const TURKEY_PROVINCE_AREA_CODES = [
  { code: '212', province: 'İstanbul (Avrupa)' }, { code: '216', province: 'İstanbul (Anadolu)' },
  { code: '222', province: 'Eskişehir' }, { code: '224', province: 'Bursa' }, { code: '226', province: 'Yalova' },
  { code: '228', province: 'Bilecik' }, { code: '232', province: 'İzmir' }, { code: '236', province: 'Manisa' },
  { code: '242', province: 'Antalya' }, { code: '246', province: 'Isparta' }, { code: '248', province: 'Burdur' },
  { code: '252', province: 'Muğla' }, { code: '256', province: 'Aydın' }, { code: '258', province: 'Denizli' },
  { code: '262', province: 'Kocaeli' }, { code: '264', province: 'Sakarya' }, { code: '266', province: 'Balıkesir' },
  { code: '272', province: 'Afyonkarahisar' }, { code: '274', province: 'Kütahya' }, { code: '276', province: 'Uşak' },
  { code: '282', province: 'Tekirdağ' }, { code: '284', province: 'Edirne' }, { code: '286', province: 'Çanakkale' },
  { code: '288', province: 'Kırklareli' }, { code: '312', province: 'Ankara' }, { code: '318', province: 'Kırıkkale' },
  { code: '322', province: 'Adana' }, { code: '324', province: 'Mersin' }, { code: '326', province: 'Hatay' },
  { code: '328', province: 'Osmaniye' }, { code: '332', province: 'Konya' }, { code: '338', province: 'Karaman' },
  { code: '342', province: 'Gaziantep' }, { code: '344', province: 'Kahramanmaraş' }, { code: '346', province: 'Sivas' },
  { code: '348', province: 'Kilis' }, { code: '352', province: 'Kayseri' }, { code: '354', province: 'Yozgat' },
  { code: '356', province: 'Tokat' }, { code: '358', province: 'Amasya' }, { code: '362', province: 'Samsun' },
  { code: '364', province: 'Çorum' }, { code: '366', province: 'Kastamonu' }, { code: '368', province: 'Sinop' },
  { code: '370', province: 'Karabük' }, { code: '372', province: 'Zonguldak' }, { code: '374', province: 'Bolu' },
  { code: '376', province: 'Çankırı' }, { code: '378', province: 'Bartın' }, { code: '380', province: 'Düzce' },
  { code: '382', province: 'Aksaray' }, { code: '384', province: 'Nevşehir' }, { code: '386', province: 'Kırşehir' },
  { code: '388', province: 'Niğde' }, { code: '412', province: 'Diyarbakır' }, { code: '414', province: 'Şanlıurfa' },
  { code: '416', province: 'Adıyaman' }, { code: '422', province: 'Malatya' }, { code: '424', province: 'Elazığ' },
  { code: '426', province: 'Bingöl' }, { code: '428', province: 'Tunceli' }, { code: '432', province: 'Van' },
  { code: '434', province: 'Bitlis' }, { code: '436', province: 'Muş' }, { code: '438', province: 'Hakkari' },
  { code: '442', province: 'Erzurum' }, { code: '446', province: 'Erzincan' }, { code: '452', province: 'Ordu' },
  { code: '454', province: 'Giresun' }, { code: '456', province: 'Gümüşhane' }, { code: '458', province: 'Bayburt' },
  { code: '462', province: 'Trabzon' }, { code: '464', province: 'Rize' }, { code: '466', province: 'Artvin' },
  { code: '472', province: 'Ağrı' }, { code: '474', province: 'Kars' }, { code: '476', province: 'Iğdır' },
  { code: '478', province: 'Ardahan' }, { code: '482', province: 'Mardin' }, { code: '484', province: 'Siirt' },
  { code: '486', province: 'Şırnak' }, { code: '488', province: 'Batman' },
] as const satisfies readonly { code: string; province: string }[];

/** Turkey's extra area-code choice: the mobile prefixes, then every province's code. The national number is typed without it. */
export const TURKEY_AREA_CODES = [...TURKEY_MOBILE_PREFIXES, ...TURKEY_PROVINCE_AREA_CODES.map((p) => p.code)] as const;
export type TurkeyAreaCode = (typeof TURKEY_AREA_CODES)[number];

/** The area code a Turkish number starts with: the first mobile prefix (most shoppers give a mobile number). */
export const DEFAULT_TURKEY_AREA_CODE: TurkeyAreaCode = TURKEY_MOBILE_PREFIXES[0];

export interface PhoneOption {
  value: string;
  text: string;
  /** The option group: mobile prefixes or provinces' landline codes. */
  group?: 'mobile' | 'landline';
}

/** The area-code select's options: `532` for a mobile prefix, `312 Ankara` for a province. */
export function turkeyAreaCodeOptions(): PhoneOption[] {
  return [
    ...TURKEY_MOBILE_PREFIXES.map((code) => ({ value: code, text: code, group: 'mobile' as const })),
    ...TURKEY_PROVINCE_AREA_CODES.map(({ code, province }) => ({ value: code, text: `${code} ${province}`, group: 'landline' as const })),
  ];
}

/**
 * The country-code select's options in the spec's order: the country's name in the page's language with its code,
 * `Deutschland (+49)`; `other` says so in words (`otherText`). Intl.DisplayNames is plain JavaScript (no DOM).
 */
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
  return hasAreaCodeChoice(country) ? { country, areaCode: DEFAULT_TURKEY_AREA_CODE, national: '' } : { country, national: '' };
}

/**
 * A change to the number's parts: a country without the area-code choice drops the area code; Turkey keeps the one
 * chosen and gets the default when it had none (a switch from another country).
 */
export function changePhoneNumber(current: PhoneNumberValue, patch: Partial<PhoneNumberValue>): PhoneNumberValue {
  const next: PhoneNumberValue = { ...current, ...patch };
  if (!hasAreaCodeChoice(next.country)) delete next.areaCode;
  else if (!next.areaCode || !(TURKEY_AREA_CODES as readonly string[]).includes(next.areaCode)) next.areaCode = DEFAULT_TURKEY_AREA_CODE;
  return next;
}

/**
 * The number in international form: `+49 1512345678`, `+90 532 1234567`. A national number's leading
 * 0 (trunk prefix) is dropped; `other` keeps what was typed. Only digits, spaces and a leading + remain.
 */
export function internationalPhoneNumber({ country, areaCode, national }: PhoneNumberValue): string {
  const digits = national.replace(/[^\d]/g, '');
  const c = phoneCountry(country);
  if (!c || c.code === 'other') {
    const typed = national.trim();
    return (typed.startsWith('+') ? '+' : '') + digits;
  }
  const nationalDigits = digits.replace(/^0+/, '');
  if (!nationalDigits) return '';
  const area = hasAreaCodeChoice(c.code) && areaCode ? `${areaCode} ` : '';
  return `${c.dialCode} ${area}${nationalDigits}`;
}
