import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginTokenSecretProblem } from '../../service/secrets';
import { productionConfig } from '../../demo/security';

const ORIGIN = 'https://shop.example';

describe('production login-token secret (D47)', () => {
  it.each([
    ['the development default', 'storefront-kit-development-secret'],
    ['the development default, padded and in capitals', '  STOREFRONT-KIT-DEVELOPMENT-SECRET '],
    ['32 spaces', ' '.repeat(32)],
    ['one letter 64 times', 'x'.repeat(64)],
    ['two letters alternating', 'ab'.repeat(20)],
    ['31 random characters', randomBytes(24).toString('base64url').slice(0, 31)],
    ['the alphabet (issue 42)', 'abcdefghijklmnopqrstuvwxyzABCDEF'],
    ['digits and letters counted down', '9876543210zyxwvutsrqponmlkjihgfedcba'],
  ])('refuses %s, in npm run serve as in the service', (_name, secret) => {
    expect(loginTokenSecretProblem(secret)).toBeDefined();
    expect(() => productionConfig({}, { SHOP_ORIGIN: ORIGIN, LOGIN_TOKEN_SECRET: secret })).toThrow(
      /LOGIN_TOKEN_SECRET/,
    );
  });

  it('takes what `openssl rand -base64 48` and a hex key of 32 bytes give', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 48, maxLength: 48 }),
        (bytes) => loginTokenSecretProblem(Buffer.from(bytes).toString('base64')) === undefined,
      ),
    );
    expect(loginTokenSecretProblem(randomBytes(32).toString('hex'))).toBeUndefined();
    expect(
      productionConfig({}, { SHOP_ORIGIN: ORIGIN, LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64url') })
        .shopOrigin,
    ).toBe(ORIGIN);
  });
});

describe('the secret rule at its edges (issue 30: each mutant of service/secrets.ts)', () => {
  // 12 different characters, each as often: log2(12) ≈ 3.58 bits per character.
  const even = (length: number, alphabet = 'k3Qa9ZmB2xR7') =>
    Array.from({ length }, (_, i) => alphabet[i % alphabet.length]).join('');

  it('says what is wrong, in the words the start-up prints', async () => {
    const { loginTokenSecretAdvice } = await import('../../service/secrets');
    expect(loginTokenSecretProblem(undefined)).toBe('it is not set');
    expect(loginTokenSecretProblem('')).toBe('it is not set');
    for (const known of [
      'storefront-kit-development-secret',
      'a-production-secret-of-32-characters-or-more',
      'bench-secret-of-at-least-thirty-two-characters',
      'change-me',
      'changeme',
      ' Secret ',
    ]) {
      expect(loginTokenSecretProblem(known)).toBe('it is a known secret (the development default or an example)');
    }
    expect(loginTokenSecretAdvice('it is not set')).toBe(
      'LOGIN_TOKEN_SECRET is refused: it is not set. Use 32 or more random characters, e.g. from `openssl rand -base64 48`.',
    );
  });

  it('32 characters are enough, 31 are not; characters are counted, not UTF-16 units', () => {
    expect(loginTokenSecretProblem(even(32))).toBeUndefined();
    expect(loginTokenSecretProblem(even(31))).toBe('it is shorter than 32 characters');
    // 16 emoji are 32 UTF-16 units but 16 characters.
    expect(loginTokenSecretProblem(even(16, '😀😁😂🤣😃😄😅😆😉😊😋😎'.match(/./gu)!.join('')))).toBe(
      'it is shorter than 32 characters',
    );
  });

  it('12 different characters are enough, 11 are not; 12 of which one fills almost all is too little variety', () => {
    expect(loginTokenSecretProblem(even(48, 'abcdefghijk'))).toBe('it has too little variety to be random');
    expect(loginTokenSecretProblem(even(48))).toBeUndefined();
    // 12 different characters, but 'a' is 41 of 52: about 1.3 bits per character.
    expect(loginTokenSecretProblem('a'.repeat(41) + 'bcdefghijkl')).toBe('it has too little variety to be random');
    // Just above 3 bits per character: 8 characters evenly (3 bits) plus 4 more once each.
    expect(loginTokenSecretProblem(even(64, 'k3Qa9ZmB') + 'wT5p')).toBeUndefined();
  });

  it('a sequence is refused once more than half of its neighbours are one apart (issue 42)', () => {
    expect(loginTokenSecretProblem('abcdefghijklmnopqrstuvwxyzABCDEF')).toBe(
      'it is a sequence of neighbouring characters, not random',
    );
    // 16 of 31 neighbours one apart: refused; 15 of 31: taken.
    expect(loginTokenSecretProblem('abcdefghijklmnopq' + 'Z3k9T5w7R2x8M4y')).toBeDefined();
    expect(loginTokenSecretProblem('abcdefghijklmnop' + 'Z3k9T5w7R2x8M4yQ')).toBeUndefined();
  });
});
