/**
 * The no-JS sign-up's result cookie carries the address the mail went to, so it is sealed (AES-256-GCM) with a key
 * only the server has, derived in production from LOGIN_TOKEN_SECRET so every worker opens what another sealed.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** How long a sealed result opens: the cookie's Max-Age, in the seal too (a copied cookie is no replay). */
export const RESULT_MAX_AGE_SECONDS = 600;

/** What a seal is bound to: the market whose page it is for, and when it was made (epoch ms, default now). */
export interface SealScope {
  market: string;
  now?: number;
}

export interface ResultSeal {
  seal(text: string, scope?: SealScope): string;
  /** The text, or undefined for anything this server did not seal, another market's, or older than RESULT_MAX_AGE_SECONDS. */
  open(value: string | undefined, scope?: SealScope): string | undefined;
}

export function resultSeal(secret?: string): ResultSeal {
  const key = secret ? createHash('sha256').update(`sk_newsletter_result\0${secret}`).digest() : randomBytes(32);
  return {
    seal(text, scope) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const bound = `${scope?.market ?? ''}\n${scope?.now ?? Date.now()}\n${text}`;
      const sealed = Buffer.concat([cipher.update(bound, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(value, scope) {
      if (!value || value.length > 8192) return undefined;
      try {
        const bytes = Buffer.from(value, 'base64url');
        if (bytes.length < 28) return undefined;
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        const bound = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
        const [, market, at, text] = /^([^\n]*)\n(\d+)\n([\s\S]*)$/.exec(bound) ?? [];
        const age = (scope?.now ?? Date.now()) - Number(at);
        if (text === undefined || market !== (scope?.market ?? '')) return undefined;
        return age >= 0 && age <= RESULT_MAX_AGE_SECONDS * 1000 ? text : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The seal of a server that was given none: a key of this process (one process, as in development and tests). */
export const processSeal = resultSeal();
