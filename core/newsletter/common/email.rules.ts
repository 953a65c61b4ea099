/**
 * The one e-mail address rule, shared by the form, the element, the no-JS handlers and the service (so no imports
 * beyond the contract's facts).
 *
 * What passes, after trimming spaces, NFC and UTS 46 mapping of the domain: a dot-atom local part (RFC 5322) of
 * ASCII atext and Unicode letters, marks and digits (RFC 6531), at most 64 octets; a domain of two or more labels
 * (IDN or A-labels), each at most 63 octets in ASCII, 253 in all, the TLD letters or an A-label; no invisible or
 * default-ignorable character anywhere; at most 256 characters in all (spec section 5).
 */
import { EMAIL_MAX } from '../../../openapi/facts';

/** Why an address is refused; the form shows one message for all of them (spec section 5). */
export type EmailProblem = 'required' | 'tooLong' | 'invisibleCharacter' | 'localPart' | 'domain';

export type EmailCheck = { valid: true; address: string } | { valid: false; address: string; problem: EmailProblem };

/** Longest local part in octets (RFC 5321 4.5.3.1.1). */
export const EMAIL_LOCAL_PART_MAX_OCTETS = 64;
/** Longest domain label in octets of its ASCII form (RFC 1035). */
export const EMAIL_LABEL_MAX_OCTETS = 63;
/** Longest domain in its ASCII form (RFC 1035, without the root's dot). */
export const EMAIL_DOMAIN_MAX_OCTETS = 253;

// A lone surrogate is refused (a pair in a u-regex is one code point); U+3164 HANGUL FILLER is a letter but shows nothing.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Z}\s\p{Default_Ignorable_Code_Point}]/u;
// RFC 5322 atext (ASCII) or a Unicode letter, mark or digit (RFC 6531's UTF8-non-ascii, kept to what people write).
const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\p{L}\p{M}\p{N}-]+$/u;
// A domain label in Unicode: starts with a letter or digit; letters, marks, decimal digits, hyphens inside.
const LABEL = /^[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?$/u;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
// Top-level domains are letters (`de`, `рф`) or their A-label (`xn--p1ai`).
const TLD = /^[\p{L}\p{M}]{2,}$/u;
const A_LABEL = /^xn--[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

const utf8Octets = (text: string) => {
  let n = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
};

/** Only spaces are trimmed: a tab, line break or no-break space at either end is refused, not cut off. */
export function normalizeEmailAddress(value: string): string {
  const address = value.replace(/^ +| +$/g, '').normalize('NFC');
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  // Full-width forms and ideographic full stops are the domain they stand for; the local part is its owner's.
  const domain = address
    .slice(at + 1)
    .normalize('NFKC')
    .replace(/[\u3002\uff0e\uff61]/g, '.')
    .toLowerCase();
  return address.slice(0, at + 1) + domain;
}

/** Checks an address as typed: normalises it first (`normalizeEmailAddress`), then applies the rule. */
export function checkEmailAddress(value: string): EmailCheck {
  const address = normalizeEmailAddress(value);
  if (address === '') return { valid: false, address, problem: 'required' };
  if (address.length > EMAIL_MAX) return { valid: false, address, problem: 'tooLong' };
  if (INVISIBLE.test(address)) return { valid: false, address, problem: 'invisibleCharacter' };
  const at = address.lastIndexOf('@');
  if (at < 1) return { valid: false, address, problem: at === 0 ? 'localPart' : 'domain' };
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!isDotAtom(local) || utf8Octets(local) > EMAIL_LOCAL_PART_MAX_OCTETS)
    return { valid: false, address, problem: 'localPart' };
  if (!isDomain(domain)) return { valid: false, address, problem: 'domain' };
  return { valid: true, address };
}

/** True for an address the rule accepts, as given (an address that NFC would change is judged in its NFC form). */
export function isValidEmailAddress(value: string): boolean {
  return checkEmailAddress(value).valid;
}

function isDotAtom(local: string): boolean {
  return local.split('.').every((atom) => ATOM.test(atom));
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  let ascii = 0;
  for (const label of labels) {
    const lower = label.toLowerCase();
    let asciiLabel: string;
    if (/^[\x21-\x7e]*$/.test(lower)) {
      if (!ASCII_LABEL.test(lower)) return false;
      // An A-label must decode to a label a person could have typed.
      if (lower.startsWith('xn--') && !(A_LABEL.test(lower) && isUnicodeLabel(decodePunycode(lower.slice(4)))))
        return false;
      asciiLabel = lower;
    } else {
      // `xn--` claims an A-label, which is ASCII: a Unicode label starting so is neither (UTS 46 refuses it too).
      if (!LABEL.test(label) || lower.startsWith('xn--')) return false;
      asciiLabel = `xn--${encodePunycode(lower)}`;
    }
    if (asciiLabel.length > EMAIL_LABEL_MAX_OCTETS) return false;
    ascii += asciiLabel.length + 1;
  }
  if (ascii - 1 > EMAIL_DOMAIN_MAX_OCTETS) return false;
  const tld = labels[labels.length - 1]!.toLowerCase();
  return TLD.test(tld) || A_LABEL.test(tld);
}

// What an A-label decodes to always holds a non-ASCII character: its deltas start at U+0080 (RFC 3492).
const isUnicodeLabel = (label: string | undefined) =>
  label !== undefined && LABEL.test(label) && !INVISIBLE.test(label) && label === label.normalize('NFC').toLowerCase();

// Punycode (RFC 3492), for the length of an IDN label's ASCII form and to check an A-label decodes.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

const digitChar = (d: number) => String.fromCharCode(d < 26 ? 97 + d : 22 + d);

/** RFC 3492 encoding of a lower-case Unicode label (without the `xn--`). */
export function encodePunycode(label: string): string {
  const points = [...label].map((c) => c.codePointAt(0)!);
  let output = points
    .filter((p) => p < 0x80)
    .map((p) => String.fromCharCode(p))
    .join('');
  const basic = output.length;
  let handled = basic;
  if (basic > 0) output += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < points.length) {
    const m = Math.min(...points.filter((p) => p >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const p of points) {
      if (p < n) delta++;
      if (p !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        output += digitChar(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digitChar(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output;
}

/** RFC 3492 decoding (without the `xn--`); `undefined` for what is no valid Punycode. */
export function decodePunycode(input: string): string | undefined {
  const dash = input.lastIndexOf('-');
  const output = dash > 0 ? [...input.slice(0, dash)].map((c) => c.codePointAt(0)!) : [];
  if (output.some((p) => p >= 0x80)) return undefined;
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let pos = dash > 0 ? dash + 1 : 0; pos < input.length;) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (pos >= input.length) return undefined;
      const c = input.charCodeAt(pos++);
      const digit = c >= 48 && c <= 57 ? c - 22 : c >= 97 && c <= 122 ? c - 97 : -1;
      if (digit < 0) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > 0x10ffff * 64) return undefined;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}
