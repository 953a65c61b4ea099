import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  connectPasswordStrength,
  isCommonPassword,
  isPassphrase,
  passwordStrength,
  PASSWORD_STRENGTHS,
  strengthIndicator,
  strengthLevel,
} from '../../../core/widgets/password.rules';
import { commonPasswordsSource } from '../../../scripts/common-passwords';

describe('passwordStrength (decision D7)', () => {
  it.each([
    ['', 'none'],
    ['Ab1Ab1x', 'none'],
    ['mfkzrwtb', 'weak'],
    ['MFKZRWTB', 'weak'],
    ['82619473', 'weak'],
    ['!!!!!!!!', 'weak'],
    ['mfkzrwtb1', 'ok'],
    ['mfkzRWTB', 'ok'],
    ['mfkzrwtbqpxn', 'ok'],
    ['mfkZRW82', 'strong'],
    ['mfkzrwtb8261', 'strong'],
    ['mfkZRW826194', 'very-strong'],
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

  it('adding a character never makes a password weaker, unless it makes it a common one (D54)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 1 }), fc.nat(), (pw, ch, at) => {
        const i = at % (pw.length + 1);
        const longer = pw.slice(0, i) + ch + pw.slice(i);
        fc.pre(!isCommonPassword(longer) && !isPassphrase(pw));
        expect(rank(longer)).toBeGreaterThanOrEqual(rank(pw));
      }),
    );
  });

  it('all three classes and 12 characters are very strong; one class is at most ok', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,10}[A-Z]{4,10}[0-9]{4,10}$/), (pw) => {
        expect(passwordStrength(pw)).toBe(isCommonPassword(pw) ? 'weak' : 'very-strong');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{8,40}$/), (pw) => {
        expect(['weak', 'ok']).toContain(passwordStrength(pw));
      }),
    );
  });
});

describe('common passwords and passphrases (issue 28, D54)', () => {
  it.each(['Password1', 'Passwort123', 'Qwertz123', 'P@ssw0rd', '12345678Aa', 'Sommer2024', 'Istanbul34', 'Password123!', 'Deutschland1', 'Jelszo2023', 'Heslo123!', 'Galatasaray1905', 'Şifre2024', 'Budapest1'])(
    '%j is never better than weak, whatever its classes',
    (pw) => {
      expect(isCommonPassword(pw)).toBe(true);
      expect(passwordStrength(pw)).toBe('weak');
      expect(connectPasswordStrength(pw, (k) => k).indicator).toBe('weak');
    },
  );

  it.each([
    ['correct horse battery staple', 'strong'],
    ['Hund Katze Maus Baum Haus', 'strong'],
    ['Zielony7Kot', 'strong'],
    ['MeinHundBello', 'strong'],
    ['xK3mQ9vLp2', 'strong'],
    ['Sx4!kLm9Qz2r', 'very-strong'],
  ] as const)('%j is %s: passphrases and uncommon passwords are not punished', (pw, expected) => {
    expect(isCommonPassword(pw)).toBe(false);
    expect(passwordStrength(pw)).toBe(expected);
  });

  it('a word of the list with at most four more characters is common; with more it is the classes that decide', () => {
    expect(isCommonPassword('Sommer82!')).toBe(true);
    expect(isCommonPassword('Sommer82!x7')).toBe(false);
  });

  // Not under Stryker: its sandbox adds `// @ts-nocheck` to every file, the generated one too.
  it.skipIf(process.env.MUTATE_RUN !== undefined)('the generated list is what scripts/common-passwords.ts makes of the installed lists', () => {
    expect(readFileSync(new URL('../../../core/widgets/common-passwords.data.ts', import.meta.url), 'utf8')).toBe(commonPasswordsSource());
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
