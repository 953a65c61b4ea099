/**
 * The rule for production's LOGIN_TOKEN_SECRET: a secret anybody can read is no secret, so the development default and
 * every example printed in this repository are refused, and so are short, repetitive and sequential ones.
 */
import { createHash } from 'node:crypto';

/** Signs login tokens in development and tests only (it is public: it is printed here). */
export const DEVELOPMENT_LOGIN_TOKEN_SECRET = 'storefront-kit-development-secret';

export const LOGIN_TOKEN_SECRET_MIN_LENGTH = 32;
/** At least this many different characters … */
const MIN_DISTINCT = 12;
/** … and this much Shannon entropy per character (`openssl rand -base64 48` has about 5; hex about 3.9). */
const MIN_BITS_PER_CHAR = 3;

/**
 * Secrets printed in this repository (README, tests, benchmarks), as SHA-256 so this list does not print them again
 * for a search engine; compared after trimming and lower-casing.
 */
const KNOWN = new Set(
  [
    DEVELOPMENT_LOGIN_TOKEN_SECRET,
    'a-production-secret-of-32-characters-or-more',
    'bench-secret-of-at-least-thirty-two-characters',
    'change-me',
    'changeme',
    'secret',
  ].map((s) => fingerprint(s)),
);

function fingerprint(secret: string): string {
  return createHash('sha256').update(secret.trim().toLowerCase()).digest('hex');
}

function bitsPerChar(secret: string): number {
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const n = [...secret].length;
  let bits = 0;
  for (const count of counts.values()) bits -= (count / n) * Math.log2(count / n);
  return bits;
}

/** True when most neighbouring characters are one apart (`abcdef…`, `0123…`, `zyxw…`): typed, not random. */
function isSequence(secret: string): boolean {
  const points = [...secret].map((ch) => ch.codePointAt(0)!);
  let steps = 0;
  for (let i = 1; i < points.length; i++) if (Math.abs(points[i]! - points[i - 1]!) === 1) steps++;
  return steps * 2 > points.length - 1;
}

/** What is wrong with a production login-token secret, in a few words; undefined when it is usable. */
export function loginTokenSecretProblem(secret: string | undefined): string | undefined {
  if (!secret) return 'it is not set';
  if (KNOWN.has(fingerprint(secret))) return 'it is a known secret (the development default or an example)';
  if ([...secret].length < LOGIN_TOKEN_SECRET_MIN_LENGTH)
    return `it is shorter than ${LOGIN_TOKEN_SECRET_MIN_LENGTH} characters`;
  if (new Set(secret).size < MIN_DISTINCT || bitsPerChar(secret) < MIN_BITS_PER_CHAR)
    return 'it has too little variety to be random';
  if (isSequence(secret)) return 'it is a sequence of neighbouring characters, not random';
  return undefined;
}

/** The one line a refused secret prints. */
export function loginTokenSecretAdvice(problem: string): string {
  return `LOGIN_TOKEN_SECRET is refused: ${problem}. Use ${LOGIN_TOKEN_SECRET_MIN_LENGTH} or more random characters, e.g. from \`openssl rand -base64 48\`.`;
}
