/**
 * Input formatting (spec section 5). Each formatter takes what the field holds after a keystroke or a
 * paste, plus the caret, and returns the cleaned value and where the caret belongs in it, so typing or
 * deleting in the middle of a value keeps the caret after the same character the person just touched.
 */

/**
 * `iban` keeps letters and digits anywhere (IBANs of every country); `iban-letters-digits` is the footer-side
 * input of spec section 5: the two country letters, then digits only (as in DE, AT, CH, PL, CZ, HU, SK, TR).
 */
export const INPUT_FORMATS = ['text', 'password', 'email', 'number', 'iban', 'iban-letters-digits', 'date-dmy', 'date-ymd'] as const;
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
}

/** Longest a date in either mode can be: dd.mm.yyyy / yyyy.mm.dd. */
export const DATE_MAX_LENGTH = 10;
/** IBAN characters per group. */
export const IBAN_GROUP_SIZE = 4;
/** An IBAN has at most 34 characters, so 34 + 8 separating spaces. */
export const IBAN_MAX_LENGTH = 42;

interface Grouping {
  /** Keeps the characters the mode allows (may depend on what came before, as the single decimal point). */
  sanitize(raw: string): string;
  /** Indexes of the raw characters before which a separator is inserted. */
  separatorBefore(index: number): boolean;
  separator: string;
  /** Longest formatted value. */
  maxLength?: number;
}

const keepAll = (raw: string) => raw;

const GROUPINGS: Record<InputFormat, Grouping> = {
  text: { sanitize: keepAll, separatorBefore: () => false, separator: '' },
  password: { sanitize: keepAll, separatorBefore: () => false, separator: '' },
  // Addresses never hold whitespace; pasted addresses often carry some.
  email: { sanitize: (raw) => raw.replace(/\s+/g, ''), separatorBefore: () => false, separator: '' },
  number: { sanitize: sanitizeNumber, separatorBefore: () => false, separator: '' },
  iban: {
    sanitize: (raw) => raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
    separatorBefore: (i) => i > 0 && i % IBAN_GROUP_SIZE === 0,
    separator: ' ',
    maxLength: IBAN_MAX_LENGTH,
  },
  'iban-letters-digits': {
    sanitize: sanitizeLettersThenDigits,
    separatorBefore: (i) => i > 0 && i % IBAN_GROUP_SIZE === 0,
    separator: ' ',
    maxLength: IBAN_MAX_LENGTH,
  },
  'date-dmy': {
    sanitize: (raw) => raw.replace(/\D/g, ''),
    separatorBefore: (i) => i === 2 || i === 4,
    separator: '.',
    maxLength: DATE_MAX_LENGTH,
  },
  'date-ymd': {
    sanitize: (raw) => raw.replace(/\D/g, ''),
    separatorBefore: (i) => i === 4 || i === 6,
    separator: '.',
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

/** Up to two leading letters (the country), then digits only; anything else is dropped. */
function sanitizeLettersThenDigits(raw: string): string {
  let out = '';
  for (const ch of raw.toUpperCase()) {
    if (out.length < 2 ? ch >= 'A' && ch <= 'Z' : ch >= '0' && ch <= '9') out += ch;
  }
  return out;
}

function group(raw: string, g: Grouping): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    if (g.separatorBefore(i)) out += g.separator;
    out += raw[i];
  }
  return out;
}

/** Position in the formatted value right after `count` raw characters. */
function caretAfter(count: number, g: Grouping): number {
  let pos = 0;
  for (let i = 0; i < count; i++) pos += (g.separatorBefore(i) ? g.separator.length : 0) + 1;
  return pos;
}

/**
 * Formats a field value for its input type and moves the caret with it.
 * Idempotent; the caret stays within the value; the value never exceeds the max length.
 */
export function formatInput(type: InputFormat, input: FormatInput): FormatResult {
  const g = GROUPINGS[type];
  const caretIn = clamp(input.caret ?? input.value.length, 0, input.value.length);
  const limit = minDefined(input.maxLength, g.maxLength);
  let raw = g.sanitize(input.value);
  if (limit !== undefined) {
    // A formatted value is never shorter than its raw characters; then drop from the end until it fits.
    raw = raw.slice(0, Math.max(0, limit));
    while (raw.length > 0 && caretAfter(raw.length, g) > Math.max(0, limit)) raw = raw.slice(0, -1);
    // Never cut a character in half (emoji and other astral characters are two UTF-16 units).
    if (/[\uD800-\uDBFF]$/.test(raw)) raw = raw.slice(0, -1);
  }
  // Characters kept before the caret decide where it lands (separators are recomputed, not counted).
  const keptBeforeCaret = Math.min(g.sanitize(input.value.slice(0, caretIn)).length, raw.length);
  return { value: group(raw, g), caret: caretAfter(keptBeforeCaret, g) };
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
 * Backspace and Delete in a formatted field remove the previous or next character the shopper sees, never a
 * separator the format draws (as IMask does): Delete in front of the space of an IBAN removes the digit after it,
 * Backspace right after the dot of a date removes the digit before it, each with one press. Returns the new value and
 * caret, or `undefined` where the browser's own editing is right (a format without separators, a selection, a key
 * with a modifier, another key). At either end of the value the answer is the value unchanged.
 */
export function editKey(type: InputFormat, input: EditKeyInput): FormatResult | undefined {
  const g = GROUPINGS[type];
  if (g.separator === '' || input.modified) return undefined;
  if (input.key !== 'Backspace' && input.key !== 'Delete') return undefined;
  const start = clamp(input.selectionStart, 0, input.value.length);
  if (clamp(input.selectionEnd, 0, input.value.length) !== start) return undefined;
  const raw = g.sanitize(input.value);
  const before = Math.min(g.sanitize(input.value.slice(0, start)).length, raw.length);
  const removed = input.key === 'Delete' ? before : before - 1;
  if (removed < 0 || removed >= raw.length) return { value: input.value, caret: start };
  const next = formatInput(type, { value: raw.slice(0, removed) + raw.slice(removed + 1), caret: removed, maxLength: input.maxLength });
  return next;
}
