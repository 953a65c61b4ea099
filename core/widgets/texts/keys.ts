/** Every widget text key (spec section 9 "interface texts", plus what the widgets themselves need). */
export const WIDGET_TEXT_KEYS = [
  'backToTop',
  'openMenu',
  'close',
  'copyCode',
  'codeCopied',
  'previousPage',
  'nextPage',
  'showMore',
  'showLess',
  'showPassword',
  'hidePassword',
  'passwordStrength',
  'passwordStrengthWeak',
  'passwordStrengthGood',
  'passwordStrengthStrong',
  'increaseNumber',
  'decreaseNumber',
  'skipList',
  'previousSlide',
  'nextSlide',
  /** {name} */
  'removeFile',
  'nationalPhoneNumber',
  'countryCode',
  'areaCode',
  'phoneCountryOther',
  /** {quantity} {unit} {price} {baseQuantity} */
  'basePrice',
  /** {page} {totalPages} */
  'paging',
  /** {class} */
  'energyLabel',
  /** {term} */
  'searchSuggestion',
  'search',
  'clearInput',
  'inputValid',
  'errorPrefix',
  'optional',
  // Why a value is not kept or is no valid one.
  'phoneInvalid',
  'phoneTooShort',
  'phoneTooLong',
  'phoneCountryCodeNeeded',
  'areaCodeOther',
  'ibanCountry',
  'ibanLength',
  'ibanChecksum',
  'ibanCharacter',
  'dateNoSuchDay',
  'dateNotRead',
  'numberNoSign',
  'numberOneDecimal',
  'numberOnlyOne',
] as const;

export type WidgetTextKey = (typeof WIDGET_TEXT_KEYS)[number];
export type WidgetCatalogue = Readonly<Record<WidgetTextKey, string>>;
