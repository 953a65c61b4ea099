import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectPasswordStrength, passwordStrength, PASSWORD_STRENGTHS, strengthIndicator, strengthLevel } from '../../../core/widgets/password.rules';

describe('passwordStrength (decision D7)', () => {
  it.each([
    ['', 'none'],
    ['Ab1Ab1x', 'none'],
    ['abcdefgh', 'weak'],
    ['ABCDEFGH', 'weak'],
    ['12345678', 'weak'],
    ['!!!!!!!!', 'weak'],
    ['abcdefgh1', 'ok'],
    ['abcdEFGH', 'ok'],
    ['abcdefghijkl', 'ok'],
    ['abcDEF12', 'strong'],
    ['abcdefgh1234', 'strong'],
    ['abcDEF123456', 'very-strong'],
    ['zażółćGĘŚL12', 'very-strong'],
  ] as const)('%j is %s', (pw, expected) => {
    expect(passwordStrength(pw)).toBe(expected);
  });

  it('counts characters, not UTF-16 units: 7 emoji are still too short', () => {
    expect(passwordStrength('😀😀😀😀😀😀😀')).toBe('none');
  });

  it('maps to the indicator: weak, ok -> moderate, strong and very strong -> strong', () => {
    expect(PASSWORD_STRENGTHS.map(strengthIndicator)).toEqual(['none', 'weak', 'moderate', 'strong', 'strong']);
    expect(['none', 'weak', 'moderate', 'strong'].map((i) => strengthLevel(i as never))).toEqual([0, 1, 2, 3]);
  });

  const rank = (pw: string) => PASSWORD_STRENGTHS.indexOf(passwordStrength(pw));

  it('is none below 8 characters and never none from 8 up', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 30 }), (pw) => {
        expect(passwordStrength(pw) === 'none').toBe([...pw].length < 8);
      }),
    );
  });

  it('adding a character never makes a password weaker', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 1 }), fc.nat(), (pw, ch, at) => {
        const i = at % (pw.length + 1);
        expect(rank(pw.slice(0, i) + ch + pw.slice(i))).toBeGreaterThanOrEqual(rank(pw));
      }),
    );
  });

  it('all three classes and 12 characters are very strong; one class is at most ok', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,10}[A-Z]{4,10}[0-9]{4,10}$/), (pw) => {
        expect(passwordStrength(pw)).toBe('very-strong');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{8,40}$/), (pw) => {
        expect(['weak', 'ok']).toContain(passwordStrength(pw));
      }),
    );
  });
});

describe('connectPasswordStrength: what the meter shows, in the page\'s words', () => {
  const de = (key: string) =>
    ({ passwordStrength: 'Passwortstärke', passwordStrengthWeak: 'schwach', passwordStrengthGood: 'gut', passwordStrengthStrong: 'stark' })[key]!;
  it.each([
    ['abc', 'none', 0, ''],
    ['coffeecup', 'weak', 1, 'Passwortstärke: schwach'],
    ['Coffeecup', 'moderate', 2, 'Passwortstärke: gut'],
    ['Coffeecup24', 'strong', 3, 'Passwortstärke: stark'],
  ] as const)('%o -> %s, %i segments, %o', (password, indicator, level, text) => {
    expect(connectPasswordStrength(password, de)).toEqual({ indicator, level, text });
  });
});
