// The login token's check (D9, D46) at each of its refusals: what verifyLoginToken lets through is a login.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signLoginToken, verifyLoginToken } from '../../service/login-token';

const SECRET = 's';
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A token signed with our secret over any body: a forged shape the signature does not vouch for. */
function signedBody(body: string): string {
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  return `${header}.${body}.${createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url')}`;
}

describe('verifyLoginToken refuses', () => {
  const good = signLoginToken({ sub: 'c1', exp: 2, renewAt: 1 }, SECRET);

  it('no token, and a token of two or four parts', () => {
    expect(verifyLoginToken(undefined, SECRET)).toBeUndefined();
    expect(verifyLoginToken('', SECRET)).toBeUndefined();
    const [h, p, s] = good.split('.');
    expect(verifyLoginToken(`${h}.${p}`, SECRET)).toBeUndefined();
    expect(verifyLoginToken(`${h}.${p}.${s}.${s}`, SECRET)).toBeUndefined();
  });

  it('a signature of another length, without throwing', () => {
    expect(verifyLoginToken(`${good}x`, SECRET)).toBeUndefined();
    expect(verifyLoginToken(good.slice(0, -1), SECRET)).toBeUndefined();
  });

  it.each([
    ['a body that is no JSON', 'not json'],
    ['a number as sub', b64({ sub: 5, exp: 2, renewAt: 1 })],
    ['no sub', b64({ exp: 2, renewAt: 1 })],
    ['an exp that is no whole number', b64({ sub: 'c1', exp: 1.5, renewAt: 1 })],
    ['no renewAt', b64({ sub: 'c1', exp: 2 })],
    ['a jti that is no string', b64({ sub: 'c1', exp: 2, renewAt: 1, jti: 7 })],
    ['a sid that is no string', b64({ sub: 'c1', exp: 2, renewAt: 1, sid: {} })],
  ])('a signed token with %s', (_, body) => {
    expect(verifyLoginToken(signedBody(body === 'not json' ? b64('not json') : body), SECRET)).toBeUndefined();
  });
});

describe('verifyLoginToken gives', () => {
  it('the claims, with jti and sid only when the token has them', () => {
    expect(verifyLoginToken(signedBody(b64({ sub: 'c1', exp: 2, renewAt: 1, extra: 'x' })), SECRET)).toStrictEqual({
      sub: 'c1',
      exp: 2,
      renewAt: 1,
    });
    expect(verifyLoginToken(signedBody(b64({ sub: 'c1', exp: 2, renewAt: 1, jti: 'j' })), SECRET)).toStrictEqual({
      sub: 'c1',
      exp: 2,
      renewAt: 1,
      jti: 'j',
    });
    expect(verifyLoginToken(signedBody(b64({ sub: 'c1', exp: 2, renewAt: 1, sid: 'x' })), SECRET)).toStrictEqual({
      sub: 'c1',
      exp: 2,
      renewAt: 1,
      sid: 'x',
    });
  });
});
