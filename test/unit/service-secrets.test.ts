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
  ])('refuses %s, in npm run serve as in the service', (_name, secret) => {
    expect(loginTokenSecretProblem(secret)).toBeDefined();
    expect(() => productionConfig({}, { SHOP_ORIGIN: ORIGIN, LOGIN_TOKEN_SECRET: secret })).toThrow(/LOGIN_TOKEN_SECRET/);
  });

  it('takes what `openssl rand -base64 48` and a hex key of 32 bytes give', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 48, maxLength: 48 }), (bytes) => loginTokenSecretProblem(Buffer.from(bytes).toString('base64')) === undefined),
    );
    expect(loginTokenSecretProblem(randomBytes(32).toString('hex'))).toBeUndefined();
    expect(productionConfig({}, { SHOP_ORIGIN: ORIGIN, LOGIN_TOKEN_SECRET: randomBytes(36).toString('base64url') }).shopOrigin).toBe(ORIGIN);
  });
});
