/** Password strength (decision D7). */
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
 * `none` below 8 characters (counted as code points); otherwise one point per character class plus
 * one for 12 or more characters: up to 1 point weak, 2 ok, 3 strong, 4 very strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'none';
  const score = passwordClasses(password) + (length >= PASSWORD_LONG_LENGTH ? 1 : 0);
  if (score <= 1) return 'weak';
  if (score === 2) return 'ok';
  if (score === 3) return 'strong';
  return 'very-strong';
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
