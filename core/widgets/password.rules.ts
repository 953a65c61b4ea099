// Password strength.
import { COMMON_PASSWORD_WORDS } from './common-passwords.data';

export const PASSWORD_STRENGTHS = ['none', 'weak', 'ok', 'strong', 'very-strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/** What the strength meter shows (spec section 3). */
export const STRENGTH_INDICATORS = ['none', 'weak', 'moderate', 'strong'] as const;
export type StrengthIndicator = (typeof STRENGTH_INDICATORS)[number];

/** Strength is judged from this many characters up. */
export const PASSWORD_MIN_LENGTH = 8;
/** From this length a password earns one more point. */
export const PASSWORD_LONG_LENGTH = 12;

/** Character classes present: lowercase, uppercase, digit (Unicode-aware, so Ł and Ş count). */
export function passwordClasses(password: string): number {
  return (/\p{Ll}/u.test(password) ? 1 : 0) + (/\p{Lu}/u.test(password) ? 1 : 0) + (/\p{Nd}/u.test(password) ? 1 : 0);
}

/**
 * `none` below 8 code points; a common password is never better than weak, a passphrase at least strong; otherwise
 * one point per character class plus one for 12 or more characters: 1 weak, 2 ok, 3 strong, 4 very strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'none';
  const score = passwordClasses(password) + (length >= PASSWORD_LONG_LENGTH ? 1 : 0);
  const byClasses: PasswordStrength = score <= 1 ? 'weak' : score === 2 ? 'ok' : score === 3 ? 'strong' : 'very-strong';
  if (isCommonPassword(password)) return 'weak';
  // A passphrase has no digit, so its classes give at most strong: `strong` is its floor and its ceiling.
  if (isPassphrase(password)) return 'strong';
  return byClasses;
}

let commonWords: Set<string> | undefined;
const isCommonWord = (word: string) => (commonWords ??= new Set(COMMON_PASSWORD_WORDS.split('\n'))).has(word);

// Keyboard rows (QWERTZ, QWERTY, AZERTY) and the alphabet: three or more keys in a row are a pattern, not a word.
const RUNS = [
  'qwertzuiopü',
  'asdfghjklöä',
  'yxcvbnm',
  'qwertyuiop',
  'zxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
];
const isRun = (token: string) =>
  token.length >= 3 && RUNS.some((row) => row.includes(token) || [...row].reverse().join('').includes(token));
// The same character or a short group again and again: `aaaa`, `121212`, `112233`.
const isRepeat = (token: string) => /^(.{1,3})\1+$/u.test(token) || /^(?:(.)\1)+$/u.test(token);
// A longer group again and again (`łódźłódź`): what it costs is what its group costs.
const repeatedGroup = (token: string) => /^(.+?)\1+$/u.exec(token)?.[1];

// Each row shifted right against the one above, so a walk goes along a row or up or down a column (`1qaz`, `xsw2`).
const KEYBOARDS = [
  ['1234567890ß', 'qwertzuiopü', 'asdfghjklöä', 'yxcvbnm'],
  ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  ['1234567890', 'azertyuiop', 'qsdfghjklm', 'wxcvbn'],
];
const ROW_SHIFT = [0, 0.5, 0.75, 1.25];
const NEIGHBOURS = new Set<string>();
for (const rows of KEYBOARDS) {
  const keys = rows.flatMap((row, y) => [...row].map((key, i) => ({ key, x: i + ROW_SHIFT[y]!, y })));
  for (const a of keys)
    for (const b of keys) {
      const dy = Math.abs(a.y - b.y);
      const dx = Math.abs(a.x - b.x);
      if ((dy === 0 && dx === 1) || (dy === 1 && dx <= 0.75)) NEIGHBOURS.add(a.key + b.key);
    }
}
/** The length of the keyboard walk that starts at `i` in `text`: each key a neighbour of the one before it. */
function walkLength(text: string[], i: number, step: number): number {
  let n = 1;
  // Back to the key just left (`323`) is no step further.
  const next = (k: number) => text[i + k * step]!;
  while (i + n * step < text.length && NEIGHBOURS.has(next(n - 1) + next(n)) && (n < 2 || next(n) !== next(n - 2))) n++;
  return n;
}
/** A walk is four keys or more; it costs one character, as a guesser tries its start and its turns. */
const WALK_MIN = 4;

/** Keyboard walks of four keys or more taken out (`1qaz2wsx3edc`: three), also two typed in turns (`q1w2e3r4`). */
function withoutWalks(text: string): { rest: string[]; walks: number } {
  const chars = [...text];
  const rest: string[] = [];
  let walks = 0;
  let chunk = '';
  for (let i = 0; i < chars.length;) {
    // Two walks in turns: every second key a walk, both of three keys or more (six keys in all).
    const turns = Math.min(walkLength(chars, i, 2), walkLength(chars, i + 1, 2));
    const along = walkLength(chars, i, 1);
    if (turns >= 3 && 2 * turns > along) {
      walks += 2;
      rest.push(chunk);
      chunk = '';
      i += 2 * turns;
    } else if (along >= WALK_MIN) {
      walks += 1;
      rest.push(chunk);
      chunk = '';
      i += along;
    } else chunk += chars[i++];
  }
  rest.push(chunk);
  return { rest: rest.filter(Boolean), walks };
}
// Digits that are a date: ddmmyyyy, ddmmyy, yyyymmdd, yyyy.
const isDateDigits = (d: string) =>
  /^(?:19|20)\d\d$/.test(d) ||
  /^(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:(?:19|20)?\d\d)$/.test(d) ||
  /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(d);

// Symbols and digits written for letters inside a word (`p@ssw0rd`, `P4ssw0rt`).
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const unleet = (text: string) => text.replace(/(?<=\p{L})[@4310!$57](?=\p{L})/gu, (ch) => LEET[ch]!);

/**
 * What a part of a password adds to the guessing: nothing for a common word, run, repeat, date or listed number; its
 * length for a few letters; one per other digit and symbol; an unknown word more than a guesser tries.
 */
function guessCost(part: string): number {
  if (/\p{L}/u.test(part)) {
    if (isCommonWord(part) || isRun(part) || isRepeat(part)) return 0;
    const group = repeatedGroup(part);
    if (group !== undefined) return guessCost(group);
    return [...part].length <= 3 ? [...part].length : Infinity;
  }
  const digits = part.replace(/\D/g, '');
  const symbols = [...part].length - digits.length;
  if (isRun(digits) || isRepeat(digits) || isDateDigits(digits) || isCommonWord(digits)) return symbols;
  return digits.length + symbols;
}
/** At most this many characters beyond common words and patterns, and a password is still a common one. */
const COMMON_EXTRA_CHARACTERS = 4;

/**
 * Built from what attackers try first: a common password, word or first name of the markets' languages (with
 * letters as digits or symbols), keyboard rows, repeats, dates, and at most four characters more (`P@ssw0rd`, `Sommer2024`).
 */
export function isCommonPassword(password: string): boolean {
  // Full-width and other compatibility forms are the characters they stand for (`Ａａ１` is `Aa1`).
  const typed = password.normalize('NFKC').toLowerCase();
  const plain = unleet(typed);
  if (isCommonWord(plain.replace(/\s/g, '')) || isCommonWord(typed.replace(/\s/g, ''))) return true;
  if (isPassphrase(password)) return false;
  // The whole password a short group again and again (`aa1aa1aa1`).
  if (isRepeat(typed)) return true;
  const cost = (text: string) =>
    (text.match(/\p{L}+|[^\p{L}]+/gu) ?? []).reduce((sum, part) => sum + guessCost(part), 0);
  // Keyboard walks are read from what was typed, before digits inside words are read as letters.
  const { rest, walks } = withoutWalks(typed);
  // Digits inside words are letters (`p4ssw0rd`) or digits (`aa1bcdef`): whichever a guesser tries first.
  const either = (text: string) => Math.min(cost(text), cost(unleet(text)));
  const withWalks = walks + rest.reduce((sum, chunk) => sum + either(chunk), 0);
  return Math.min(either(typed), withWalks) <= COMMON_EXTRA_CHARACTERS;
}

/**
 * A passphrase: at least four words of three or more letters, three of them different, 20 characters or more. Its
 * length is its strength, whatever its character classes (D54).
 */
export function isPassphrase(password: string): boolean {
  const words = password.trim().split(/[\s-]+/u);
  return (
    [...password].length >= 20 &&
    words.length >= 4 &&
    words.every((w) => /^\p{L}{3,}$/u.test(w)) &&
    new Set(words.map((w) => w.toLowerCase())).size >= 3
  );
}

/** Maps a strength to the meter: weak -> weak, ok -> moderate ("good"), strong and very strong -> strong. */
export function strengthIndicator(strength: PasswordStrength): StrengthIndicator {
  switch (strength) {
    case 'none':
      return 'none';
    case 'weak':
      return 'weak';
    case 'ok':
      return 'moderate';
    case 'strong':
    case 'very-strong':
      return 'strong';
  }
}

/** Filled segments of a three-step meter. */
export function strengthLevel(indicator: StrengthIndicator): 0 | 1 | 2 | 3 {
  return indicator === 'none' ? 0 : indicator === 'weak' ? 1 : indicator === 'moderate' ? 2 : 3;
}

/** The text key of each meter step (the spec's interface texts: weak, good, strong). */
export const STRENGTH_TEXT_KEY = {
  weak: 'passwordStrengthWeak',
  moderate: 'passwordStrengthGood',
  strong: 'passwordStrengthStrong',
} as const satisfies Record<Exclude<StrengthIndicator, 'none'>, string>;

export type StrengthTextKey = 'passwordStrength' | (typeof STRENGTH_TEXT_KEY)[keyof typeof STRENGTH_TEXT_KEY];

export interface PasswordStrengthView {
  indicator: StrengthIndicator;
  /** Filled segments of the three-step bar. */
  level: 0 | 1 | 2 | 3;
  /** "Password strength: good" in the page's language; empty below 8 characters. */
  text: string;
}

/** What the strength meter shows for a password, with the page's words (`t` of the widget texts). */
export function connectPasswordStrength(password: string, t: (key: StrengthTextKey) => string): PasswordStrengthView {
  const indicator = strengthIndicator(passwordStrength(password));
  return {
    indicator,
    level: strengthLevel(indicator),
    text: indicator === 'none' ? '' : `${t('passwordStrength')}: ${t(STRENGTH_TEXT_KEY[indicator])}`,
  };
}
