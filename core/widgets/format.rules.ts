// Each formatter returns the cleaned value and the caret, so editing mid-value keeps the caret after the same character.

/**
 * `iban` keeps letters and digits anywhere; `iban-letters-digits` is the footer-side input of spec section 5, where
 * "letters then digits" covers only the country code and check digits: the account part of FR, CH, GB has letters (D53).
 */
export const INPUT_FORMATS = [
  'text',
  'password',
  'email',
  'number',
  'iban',
  'iban-letters-digits',
  'date-dmy',
  'date-ymd',
] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

export interface FormatInput {
  value: string;
  /** Caret (selection end) in `value`; clamped to the value. Defaults to the end. */
  caret?: number;
  /** The field's maxlength; the result never exceeds it. */
  maxLength?: number;
}

export interface FormatResult {
  value: string;
  caret: number;
  /** Something typed or pasted could not be kept as it was: a widget text key saying what. */
  problem?: FormatProblem;
}

/** What a field says when it could not keep what was typed or pasted (keys of the widget texts). */
export type FormatProblem = 'numberNoSign' | 'numberOneDecimal' | 'numberOnlyOne' | 'ibanCharacter' | 'dateNotRead';
/** What a field says about a complete value that is no valid one (keys of the widget texts). */
export type ValueProblem = 'dateNoSuchDay' | 'ibanCountry' | 'ibanLength' | 'ibanChecksum';

/** Longest a date in either mode can be: dd.mm.yyyy / yyyy.mm.dd. */
export const DATE_MAX_LENGTH = 10;
/** IBAN characters per group. */
export const IBAN_GROUP_SIZE = 4;
/** An IBAN has at most 34 characters, so 34 + 8 separating spaces. */
export const IBAN_MAX_LENGTH = 42;

interface Grouping {
  /** Keeps the characters the mode allows (may depend on what came before, as the single decimal point). */
  sanitize(raw: string): string;
  /** The separator the format draws, and before which raw characters (by index); none for free text and numbers. */
  groups?: { separator: string; before(index: number): boolean };
  /** Longest formatted value. */
  maxLength?: number;
}

const keepAll = (raw: string) => raw;

const GROUPINGS: Record<InputFormat, Grouping> = {
  text: { sanitize: keepAll },
  password: { sanitize: keepAll },
  // Addresses never hold whitespace; pasted addresses often carry some.
  email: { sanitize: (raw) => raw.replace(/\s/g, '') },
  number: { sanitize: sanitizeNumber },
  iban: {
    sanitize: (raw) => alphanumeric(raw),
    groups: { separator: ' ', before: (i) => i > 0 && i % IBAN_GROUP_SIZE === 0 },
    maxLength: IBAN_MAX_LENGTH,
  },
  'iban-letters-digits': {
    sanitize: sanitizeLettersThenDigits,
    groups: { separator: ' ', before: (i) => i > 0 && i % IBAN_GROUP_SIZE === 0 },
    maxLength: IBAN_MAX_LENGTH,
  },
  'date-dmy': {
    sanitize: (raw) => raw.replace(/\D/g, ''),
    groups: { separator: '.', before: (i) => i === 2 || i === 4 },
    maxLength: DATE_MAX_LENGTH,
  },
  'date-ymd': {
    sanitize: (raw) => raw.replace(/\D/g, ''),
    groups: { separator: '.', before: (i) => i === 4 || i === 6 },
    maxLength: DATE_MAX_LENGTH,
  },
};

/** Digits and the first decimal point; a comma counts as the decimal point (German keyboards). */
function sanitizeNumber(raw: string): string {
  let seenPoint = false;
  let out = '';
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if ((ch === '.' || ch === ',') && !seenPoint) {
      seenPoint = true;
      out += '.';
    }
  }
  return out;
}

/** Two letters (the country), two digits (the check digits), then letters and digits; anything else is dropped. */
function sanitizeLettersThenDigits(raw: string): string {
  let out = '';
  // Upper-casing only ASCII: `ß` is no `SS` of an IBAN.
  for (const ch of raw.normalize('NFKC').replace(/[a-z]+/g, (s) => s.toUpperCase())) {
    const letter = ch >= 'A' && ch <= 'Z';
    const digit = ch >= '0' && ch <= '9';
    if (out.length < 2 ? letter : out.length < 4 ? digit : letter || digit) out += ch;
  }
  return out;
}

/** Letters and digits, upper-cased; full-width forms are the characters they stand for (NFKC: `ＤＥ８９` is `DE89`). */
const alphanumeric = (raw: string) =>
  raw
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

// What people put between an IBAN's groups or copy along with it: dropped without a word.
const IBAN_SEPARATORS = /[\s\p{Pd}.,:/()[\]{}]/gu;

/** A character that is neither an IBAN's letter or digit (after NFKC) nor a separator is dropped with a word. */
const ibanCharacterProblem = (value: string): FormatProblem | undefined =>
  /[^A-Za-z0-9]/.test(value.normalize('NFKC').replace(IBAN_SEPARATORS, '')) ? 'ibanCharacter' : undefined;

function group(raw: string, g: Grouping): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    if (g.groups?.before(i)) out += g.groups.separator;
    out += raw[i];
  }
  return out;
}

/** Position in the formatted value right after `count` raw characters. */
function caretAfter(count: number, g: Grouping): number {
  let pos = 0;
  for (let i = 0; i < count; i++) pos += (g.groups?.before(i) ? g.groups.separator.length : 0) + 1;
  return pos;
}

/** Formats a value for its input type and moves the caret with it. Idempotent; never exceeds the max length. */
export function formatInput(type: InputFormat, input: FormatInput): FormatResult {
  const g = GROUPINGS[type];
  const caretIn = clamp(input.caret ?? input.value.length, 0, input.value.length);
  // A character the footer-side IBAN cannot have there is refused and the rest stays: `x` typed at 0 of `DE72…` stays `DE72…`.
  if (type === 'iban-letters-digits' && caretIn > 0) {
    const without = input.value.slice(0, caretIn - 1) + input.value.slice(caretIn);
    const fits = (v: string) => g.sanitize(v) === alphanumeric(v);
    if (!fits(input.value) && fits(without)) return formatInput(type, { ...input, value: without, caret: caretIn - 1 });
  }
  const limit = minDefined(input.maxLength, g.maxLength);
  let raw = g.sanitize(input.value);
  if (limit !== undefined) {
    // Cut to the limit first (keeps the loop short for a long paste), then drop from the end until the formatted value fits.
    raw = raw.slice(0, Math.max(0, limit));
    while (caretAfter(raw.length, g) > Math.max(0, limit)) raw = raw.slice(0, -1);
    // Never cut a character in half (emoji and other astral characters are two UTF-16 units).
    if (/[\uD800-\uDBFF]$/.test(raw)) raw = raw.slice(0, -1);
  }
  // Characters kept before the caret decide where it lands (separators are recomputed, not counted).
  const keptBeforeCaret = Math.min(g.sanitize(input.value.slice(0, caretIn)).length, raw.length);
  const result: FormatResult = { value: group(raw, g), caret: caretAfter(keptBeforeCaret, g) };
  const problem =
    type === 'number'
      ? numberProblem(input.value)
      : type === 'iban' || type === 'iban-letters-digits'
        ? ibanCharacterProblem(input.value)
        : undefined;
  return problem ? { ...result, problem } : result;
}

/** A sign, or a second decimal separator, cannot be kept in a number field: said, not silently dropped. */
function numberProblem(value: string): FormatProblem | undefined {
  if (/[-\u2212]/.test(value)) return 'numberNoSign';
  if ((value.match(/[.,]/g)?.length ?? 0) > 1) return 'numberOneDecimal';
  return undefined;
}

/**
 * The decimal and grouping characters of a locale's numbers. A locale that does not group five digits (`ee`) shows
 * no group separator: `,` then.
 */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')!.value,
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

export interface PastedText {
  /** What goes into the field in place of the selection, before formatting. */
  text: string;
  problem?: FormatProblem;
}

/**
 * Text pasted into a field, read the way its source meant it: a number in the page locale's notation keeps its value
 * (`1.234,56` on de, `1,234.56` on en; a sign says `numberNoSign`); an IBAN loses an `IBAN:` label and trailing text
 * in brackets; a whole date is read as what it says (`pasteDate`). Every other format takes the text as it is.
 */
export function pasteText(type: InputFormat, text: string, locale: string): PastedText {
  if (type === 'date-dmy' || type === 'date-ymd') return pasteDate(type, text, locale);
  if (type === 'iban' || type === 'iban-letters-digits') {
    return {
      text: text
        .normalize('NFKC')
        .replace(/^\s*IBAN\b\s*:?\s*/i, '')
        .replace(/\s*[([{][^()[\]{}]*[)\]}]\s*$/, ''),
    };
  }
  if (type !== 'number') return { text };
  // A range `10-20` or a phone number `030-1234` is not one number: the first is kept and the field says why.
  const second = /\d\s*[-\u2212\u2013]\s*\d/.exec(text);
  if (second) return { ...pasteText(type, text.slice(0, second.index + 1), locale), problem: 'numberOnlyOne' };
  const signed = /(?:^|[^\d])[-\u2212]\s*\d/.test(text);
  const kept = text.replace(/[^\d.,]/g, '');
  const separators = kept.replace(/\d/g, '');
  const { decimal } = numberSeparators(locale);
  // The decimal separator is the last one when several differ (one that repeats only groups). A single one groups before
  // exactly three digits unless it is the locale's decimal separator.
  const hasDecimal =
    separators.length > 1 ? new Set(separators).size > 1 : separators === decimal || !/[.,]\d{3}$/.test(kept);
  const at = hasDecimal ? kept.search(/[.,]\d*$/) : -1;
  const out = at < 0 ? kept.replace(/\D/g, '') : `${kept.slice(0, at).replace(/\D/g, '')}.${kept.slice(at + 1)}`;
  return signed ? { text: out, problem: 'numberNoSign' } : { text: out };
}

/** The years a date of eight digits without separators is read in: either order gives a day of them, never both. */
const PLAUSIBLE_YEARS = [1800, 2199] as const;

/**
 * A whole pasted date put in the field's order: year first when its first number has four digits, else day and
 * month in the locale's order; eight digits in the field's order, or the other when only that gives a year of
 * 1800-2199. What it cannot read for sure (a short year, a month name, a time, two dates) is refused with
 * `dateNotRead`; fewer than three numbers are taken as typed.
 */
function pasteDate(type: 'date-dmy' | 'date-ymd', text: string, locale: string): PastedText {
  const plain = text.normalize('NFKC').trim();
  const refused: PastedText = { text: '', problem: 'dateNotRead' };
  if (/^\d{8}$/.test(plain)) return { text: eightDigits(type, plain) };
  const numbers = plain.match(/\d+/g) ?? [];
  if (/\p{L}/u.test(plain) || numbers.length > 3) return refused;
  if (numbers.length < 3) return { text };
  if (!/^\d+\s*[./-]\s*\d+\s*[./-]\s*\d+\.?$/.test(plain)) return refused;
  const [a, b, c] = numbers as [string, string, string];
  // Dots are day first wherever a year ends the date; slashes and hyphens are in the page locale's order.
  const monthBeforeDay = a.length <= 2 && !/^\d+\s*\./.test(plain) && monthFirst(locale);
  const [year, month, day] = a.length > 2 ? [a, b, c] : monthBeforeDay ? [c, a, b] : [c, b, a];
  if (year.length !== 4 || month.length > 2 || day.length > 2) return refused;
  const [mm, dd] = [month.padStart(2, '0'), day.padStart(2, '0')];
  return { text: type === 'date-dmy' ? dd + mm + year : year + mm + dd };
}

/** Eight digits: the field's order, unless only the other one is a day of the plausible years. */
function eightDigits(type: 'date-dmy' | 'date-ymd', digits: string): string {
  const dmyAsYmd = digits.slice(4) + digits.slice(2, 4) + digits.slice(0, 2);
  const plausible = (ymd: string) => {
    const year = Number(ymd.slice(0, 4));
    return (
      year >= PLAUSIBLE_YEARS[0] &&
      year <= PLAUSIBLE_YEARS[1] &&
      isCalendarDay(year, Number(ymd.slice(4, 6)), Number(ymd.slice(6)))
    );
  };
  const own = type === 'date-dmy' ? dmyAsYmd : digits;
  const other = type === 'date-dmy' ? digits : dmyAsYmd;
  if (plausible(own) || !plausible(other)) return digits;
  return type === 'date-dmy' ? digits.slice(6) + digits.slice(4, 6) + digits.slice(0, 4) : dmyAsYmd;
}

/** Whether the page locale writes a numeric date month, day, year (`en`: 5/19/2001). */
function monthFirst(locale: string): boolean {
  const order = new Intl.DateTimeFormat(locale).formatToParts(new Date(Date.UTC(2001, 4, 19))).map((p) => p.type);
  return order.indexOf('month') < order.indexOf('day') && order.indexOf('day') < order.indexOf('year');
}

/** Whether year, month and day name a day of the (proleptic Gregorian) calendar: 29.02.2024 is one, 29.02.2023 not. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    !Number.isInteger(day) ||
    month < 1 ||
    month > 12 ||
    day < 1
  )
    return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/**
 * What a complete value says about itself: a 10-character date that is no calendar day is `dateNoSuchDay`. IBANs are
 * checked by `ibanProblem` (loaded with an IBAN field). An incomplete value is no problem yet.
 */
export function valueProblem(type: InputFormat, value: string): ValueProblem | undefined {
  if (type !== 'date-dmy' && type !== 'date-ymd') return undefined;
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 8) return undefined;
  // A day-first date read year-first: yyyymmdd.
  const ymd = type === 'date-dmy' ? digits.slice(4) + digits.slice(2, 4) + digits.slice(0, 2) : digits;
  return isCalendarDay(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)), Number(ymd.slice(6)))
    ? undefined
    : 'dateNoSuchDay';
}

/** The value without its separators, as a form would submit it (IBAN without spaces, ...). */
export function unformatInput(type: InputFormat, value: string): string {
  return GROUPINGS[type].sanitize(value);
}

function clamp(n: number, min: number, max: number): number {
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : max;
}

function minDefined(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

export interface EditKeyInput {
  /** The field's value as shown (formatted). */
  value: string;
  selectionStart: number;
  selectionEnd: number;
  /** `event.key`; only Backspace and Delete are handled here. */
  key: string;
  /** With Ctrl, Alt or Meta (delete a word, a line): left to the browser. */
  modified?: boolean;
  maxLength?: number;
}

/**
 * Backspace and Delete remove the character the shopper sees, never a separator the format draws (as IMask does).
 * `undefined` where the browser's own editing is right (no separators, a selection, a modifier, another key).
 */
export function editKey(type: InputFormat, input: EditKeyInput): FormatResult | undefined {
  const g = GROUPINGS[type];
  if (!g.groups || input.modified) return undefined;
  if (input.key !== 'Backspace' && input.key !== 'Delete') return undefined;
  const start = clamp(input.selectionStart, 0, input.value.length);
  if (clamp(input.selectionEnd, 0, input.value.length) !== start) return undefined;
  const raw = g.sanitize(input.value);
  const before = Math.min(g.sanitize(input.value.slice(0, start)).length, raw.length);
  const removed = input.key === 'Delete' ? before : before - 1;
  if (removed < 0 || removed >= raw.length) return { value: input.value, caret: start };
  const next = formatInput(type, {
    value: raw.slice(0, removed) + raw.slice(removed + 1),
    caret: removed,
    maxLength: input.maxLength,
  });
  return next;
}
