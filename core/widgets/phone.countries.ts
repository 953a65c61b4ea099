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
