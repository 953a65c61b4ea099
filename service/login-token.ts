import { createHmac, timingSafeEqual } from 'node:crypto';

/** Payload of the LoginToken: times in epoch seconds. */
export interface LoginTokenPayload {
  sub: string;
  exp: number;
  renewAt: number;
  jti?: string;
  /** The login session the token belongs to: a logout or a detected reuse ends every token of it. */
  sid?: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** A compact JWS, HS256: `base64url(header).base64url(payload).base64url(signature)`. */
export function signLoginToken(payload: LoginTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${HEADER}.${body}.${signature(`${HEADER}.${body}`, secret)}`;
}

/** The payload when the signature is ours and the shape is right (expiry is the caller's business). */
export function verifyLoginToken(token: string | undefined, secret: string): LoginTokenPayload | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, body, sig] = parts as [string, string, string];
  const expected = Buffer.from(signature(`${header}.${body}`, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof payload.sub !== 'string' || !Number.isInteger(payload.exp) || !Number.isInteger(payload.renewAt))
      return undefined;
    if (payload.jti !== undefined && typeof payload.jti !== 'string') return undefined;
    if (payload.sid !== undefined && typeof payload.sid !== 'string') return undefined;
    return {
      sub: payload.sub,
      exp: payload.exp as number,
      renewAt: payload.renewAt as number,
      ...(payload.jti === undefined ? {} : { jti: payload.jti as string }),
      ...(payload.sid === undefined ? {} : { sid: payload.sid as string }),
    };
  } catch {
    return undefined;
  }
}
