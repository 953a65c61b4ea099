import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeLoginToken,
  isAppPlatform,
  loginOutcome,
  loginTokenStanding,
  readLoginTokenCookie,
  renewalOutcome,
  renewalRetryDelay,
} from '../../../core/session';
import { loginToken } from './login-token.fixture';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('decodeLoginToken (D9: decode, never verify)', () => {
  it('reads expiry and renewal time from the payload, in ms', () => {
    const token = loginToken({ expiresAt: T0 + 600_000, renewAt: T0 + 300_000 });
    expect(decodeLoginToken(token)).toEqual({ expiresAt: T0 + 600_000, renewAt: T0 + 300_000 });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['two parts', 'a.b'],
    ['payload not base64 JSON', 'eyJ.!!!.sig'],
    ['payload without renewAt', `x.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.s`],
    ['payload with string exp', `x.${Buffer.from(JSON.stringify({ exp: '1', renewAt: 1 })).toString('base64url')}.s`],
  ])('%s token reads as no token', (_name, token) => {
    expect(decodeLoginToken(token)).toBeUndefined();
  });

  it('decodes UTF-8 in the payload (subject with umlauts)', () => {
    const token = loginToken({ expiresAt: T0, renewAt: T0, sub: 'jürgen' });
    expect(decodeLoginToken(token)).toEqual({ expiresAt: T0, renewAt: T0 });
  });

  it('decodes base64url, whose alphabet has - and _ where base64 has + and /', () => {
    const token = loginToken({ expiresAt: T0, renewAt: T0, sub: '??>>' });
    expect(token.split('.')[1]).toMatch(/-.*_|_.*-/);
    expect(decodeLoginToken(token)).toEqual({ expiresAt: T0, renewAt: T0 });
  });

  it.each([
    ['two parts with a readable payload', (t: string) => t.split('.').slice(0, 2).join('.')],
    ['four parts', (t: string) => `${t}.extra`],
    ['an empty payload', (t: string) => t.replace(/\.[^.]+\./, '..')],
  ])('a token with %s is not a login token', (_name, reshape) => {
    expect(decodeLoginToken(reshape(loginToken({ expiresAt: T0, renewAt: T0 })))).toBeUndefined();
  });

  it('times too large to be a date (1e999 in the JSON) read as no token', () => {
    const payload = Buffer.from('{"exp":1e999,"renewAt":1}').toString('base64url');
    expect(decodeLoginToken(`x.${payload}.s`)).toBeUndefined();
    const renewAt = Buffer.from('{"exp":1,"renewAt":1e999}').toString('base64url');
    expect(decodeLoginToken(`x.${renewAt}.s`)).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (s) => void decodeLoginToken(s)));
  });
});

describe('loginTokenStanding', () => {
  const claims = { renewAt: T0 + 100, expiresAt: T0 + 200 };
  it.each([
    [undefined, T0, undefined, 'missing'],
    [claims, T0 + 99, undefined, 'fresh'],
    [claims, T0 + 100, undefined, 'renewal-due'],
    [claims, T0 + 199, undefined, 'renewal-due'],
    [claims, T0 + 200, undefined, 'expired'],
    [claims, T0 + 150, T0 + 100, 'fresh'],
    [claims, T0 + 150, T0 + 50, 'renewal-due'],
    [claims, T0 + 250, T0 + 100, 'expired'],
  ] as const)('%o at %d (renewed window %o) is %s', (c, now, renewed, expected) => {
    expect(loginTokenStanding(c, now, renewed)).toBe(expected);
  });
});

describe('renewal and login answers (spec sections 7, 8)', () => {
  it.each([
    [201, 'renewed-new'],
    [200, 'renewed'],
    [500, 'server-error'],
    [204, 'unknown'],
    [401, 'unknown'],
    [503, 'unknown'],
    [undefined, 'unknown'],
  ] as const)('renew %o -> %s', (status, outcome) => expect(renewalOutcome(status)).toBe(outcome));

  it.each([
    [200, 'success'],
    [401, 'unauthorized'],
    [403, 'service-unavailable'],
    [500, 'service-unavailable'],
    [201, 'service-unavailable'],
    [undefined, 'service-unavailable'],
  ] as const)('login %o -> %s', (status, outcome) => expect(loginOutcome(status)).toBe(outcome));
});

describe('renewalRetryDelay (D18)', () => {
  it('doubles from 5 s and caps at 60 s without jitter spread at random 1', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map((a) => renewalRetryDelay(a, 1))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });
  it('jitter keeps each delay between half and all of the capped delay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const full = renewalRetryDelay(attempt, 1);
        const d = renewalRetryDelay(attempt, r);
        return d >= full / 2 && d <= full && d <= 60_000;
      }),
    );
  });
});

describe('isAppPlatform (D6)', () => {
  it.each([
    ['SMARTPHONE', true],
    ['TABLET', true],
    ['CLASSIC', false],
    ['MATCH', false],
    [undefined, false],
  ] as const)('%o -> %s', (attr, expected) => expect(isAppPlatform(attr)).toBe(expected));
});

describe('readLoginTokenCookie: a cookie gone at the expiry is an expiry, before it a logout', () => {
  const known = { renewAt: T0 + 120_000, expiresAt: T0 + 600_000 };

  it('reads a present cookie like loginTokenStanding, whatever was known', () => {
    const fresh = { renewAt: T0 + 900_000, expiresAt: T0 + 1_200_000 };
    expect(readLoginTokenCookie(fresh, T0, { known })).toEqual({ standing: 'fresh', claims: fresh });
    expect(readLoginTokenCookie(known, T0 + 200_000, { renewedWindow: known.renewAt })).toEqual({
      standing: 'fresh',
      claims: known,
    });
    expect(readLoginTokenCookie(known, T0 + 200_000)).toEqual({ standing: 'renewal-due', claims: known });
  });

  it('no cookie and nothing known: missing', () => {
    expect(readLoginTokenCookie(undefined, T0 + 700_000)).toEqual({ standing: 'missing', claims: undefined });
  });

  it('no cookie before the known expiry: missing (a logout)', () => {
    expect(readLoginTokenCookie(undefined, T0 + 599_999, { known })).toEqual({
      standing: 'missing',
      claims: undefined,
    });
  });

  it('no cookie from the known expiry on: expired, with the known times', () => {
    expect(readLoginTokenCookie(undefined, T0 + 600_000, { known })).toEqual({ standing: 'expired', claims: known });
    expect(readLoginTokenCookie(undefined, T0 + 86_400_000, { known })).toEqual({ standing: 'expired', claims: known });
  });

  it('property: a present cookie never depends on what was known', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 4_000_000 }),
        (a, b, t) => {
          const claims = { renewAt: T0 + Math.min(a, b), expiresAt: T0 + Math.max(a, b) };
          expect(readLoginTokenCookie(claims, T0 + t, { known })).toEqual(readLoginTokenCookie(claims, T0 + t));
        },
      ),
    );
  });
});
