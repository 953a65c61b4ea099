/** Builds a compact-JWS-shaped login token (unsigned: clients never verify) with times in epoch ms. */
export function loginToken(claims: { expiresAt: number; renewAt: number; sub?: string }): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: claims.sub ?? 'customer-1',
    exp: Math.floor(claims.expiresAt / 1000),
    renewAt: Math.floor(claims.renewAt / 1000),
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2lnbmF0dXJl`;
}
