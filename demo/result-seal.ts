/**
 * The no-JS sign-up's result cookie is sealed (issue 27): it carries the address the mail went to, so it is
 * encrypted and authenticated (AES-256-GCM) with a key only the server has. Production derives the key from
 * LOGIN_TOKEN_SECRET, so every worker of `npm run serve` opens what another sealed; development makes one per process.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface ResultSeal {
  seal(text: string): string;
  /** The text, or undefined for anything this server did not seal (a cookie is input like any other). */
  open(value: string | undefined): string | undefined;
}

export function resultSeal(secret?: string): ResultSeal {
  const key = secret ? createHash('sha256').update(`sk_newsletter_result\0${secret}`).digest() : randomBytes(32);
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(value) {
      if (!value || value.length > 8192) return undefined;
      try {
        const bytes = Buffer.from(value, 'base64url');
        if (bytes.length < 28) return undefined;
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** The seal of a server that was given none: a key of this process (one process, as in development and tests). */
export const processSeal = resultSeal();
