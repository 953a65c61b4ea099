// The one e-mail rule (D51), by example and against a model built from the WHATWG form rule and the RFCs.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { domainToASCII } from 'node:url';
// The package, not Node's deprecated module of the same name (the trailing slash).
import punycode from 'punycode/';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  checkEmailAddress,
  decodePunycode,
  encodePunycode,
  isValidEmailAddress,
  normalizeEmailAddress,
} from '../../../core/newsletter/common/email.rules';
import { isValidEmail } from '../../../service/newsletter';
import { EMPTY_SIGNUP_VALUES, normalizeSignupValues } from '../../../core/newsletter/signup/signup.rules';

describe('the e-mail rule (D51, issue 28)', () => {
  it.each([
    'info@müller.de',
    'info@mu\u0308ller.de', // decomposed, as text pasted from macOS arrives
    'ivan@xn--e1afmkfd.xn--p1ai',
    'иван@пример.рф',
    'first.last+tag@sub.example.co.uk',
    "o'neil@example.ie",
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.de`,
    'łukasz@poczta.pl',
    // Internationalised labels: one letter, a digit inside and at the end.
    'anna@ü.de',
    'anna@bü2cher.de',
    'anna@bücher2.de',
  ])('accepts %j', (address) => {
    expect(isValidEmailAddress(address)).toBe(true);
    expect(isValidEmail(address)).toBe(true);
  });

  it('judges and hands on the NFC form: the decomposed ü becomes the composed one', () => {
    expect(checkEmailAddress('  info@mu\u0308ller.de ')).toEqual({ valid: true, address: 'info@m\u00fcller.de' });
    expect(normalizeEmailAddress('info@mu\u0308ller.de')).toBe('info@müller.de');
  });

  it.each([
    ['a\u200E@example.com', 'invisibleCharacter'], // left-to-right mark
    ['pay\u2060pal@example.com', 'invisibleCharacter'], // word joiner
    ['a\u00AD@example.com', 'invisibleCharacter'], // soft hyphen
    ['a\u061C@example.com', 'invisibleCharacter'], // Arabic letter mark
    ['a@\u3164.de', 'invisibleCharacter'], // Hangul filler (a letter that shows nothing)
    ['sur\ud800@example.com', 'invisibleCharacter'], // lone surrogate
    ['a\uFE0F@example.com', 'invisibleCharacter'], // variation selector
    ['an\nna@example.com', 'invisibleCharacter'],
    ['anna@example.com\r\n', 'invisibleCharacter'],
    ['a..b@example.com', 'localPart'],
    ['.a@example.com', 'localPart'],
    ['a.@example.com', 'localPart'],
    [`${'a'.repeat(65)}@example.com`, 'localPart'],
    [`${'ü'.repeat(33)}@example.com`, 'localPart'], // 66 octets in UTF-8
    ['a"b@example.com', 'localPart'],
    ['a@<img>.de', 'domain'],
    ['a@b"c.de', 'domain'],
    ['a@ex_ample.de', 'domain'],
    [`a@${'b'.repeat(64)}.de`, 'domain'],
    [`a@${'ü'.repeat(60)}.de`, 'domain'], // its A-label is longer than 63
    ['a@xn--zz.de', 'domain'], // no Punycode
    ['a@xn--ü.de', 'domain'], // an A-label is ASCII; a Unicode label cannot claim to be one
    ['a@example', 'domain'],
    ['a@example.c', 'domain'],
    ['a@example.123', 'domain'],
    ['a@-example.de', 'domain'],
    ['a@example-.de', 'domain'],
    // Internationalised labels start with a letter or digit and hold only letters, marks, digits and hyphens.
    ['a@-bücher.de', 'domain'],
    ['a@bü_cher.de', 'domain'],
    ['a@bücher_.de', 'domain'],
    // A top-level domain is letters, or an A-label from its start.
    ['a@example.1de', 'domain'],
    ['a@example.de1', 'domain'],
    ['a@example.abxn--p1ai', 'domain'],
    ['', 'required'],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.de`, 'tooLong'],
  ])('refuses %j (%s)', (address, problem) => {
    expect(checkEmailAddress(address)).toMatchObject({ valid: false, problem });
    expect(isValidEmail(address)).toBe(false);
  });

  it.each([
    ['@example.com', 'localPart'],
    ['anna.example.com', 'domain'],
  ])('refuses %j, which has no local part or no @ (%s)', (address, problem) => {
    expect(checkEmailAddress(address)).toMatchObject({ valid: false, problem });
  });

  // U+0800 SAMARITAN LETTER ALAF is the first letter of three octets in UTF-8, U+10000 LINEAR B SYLLABLE B008 A the first of four.
  it.each([
    ['ü'.repeat(32), true, '32 letters of two octets: 64'],
    ['\u0800'.repeat(21) + 'a', true, '21 letters of three octets and one of one: 64'],
    ['\u0800'.repeat(22), false, '22 letters of three octets: 66'],
    ['\u{10000}'.repeat(16), true, '16 letters of four octets: 64'],
    ['\u{10000}'.repeat(16) + 'a', false, '65'],
  ])('a local part of %j is counted in UTF-8 octets: valid %s (%s)', (local, valid, _octets) => {
    expect(isValidEmailAddress(`${local}@example.com`)).toBe(valid);
    expect(Buffer.byteLength(local) <= 64).toBe(valid);
  });

  it('a domain is at most 253 octets in its ASCII form, an internationalised one counted in its A-labels', () => {
    const labels = (...lengths: number[]) => [...lengths.map((n) => 'b'.repeat(n)), 'de'].join('.');
    expect(labels(63, 63, 63, 58)).toHaveLength(253);
    expect(checkEmailAddress(`a@${labels(63, 63, 63, 58)}`)).toMatchObject({ valid: true });
    expect(checkEmailAddress(`a@${labels(63, 63, 63, 59)}`)).toMatchObject({ valid: false, problem: 'domain' });
    // Labels of twenty ü: ten are 212 characters as typed, 272 octets as xn--tdaaaaaaaaaaaaaaaaaaaa (26 each).
    const idn = (count: number) => [...Array<string>(count).fill('ü'.repeat(20)), 'de'].join('.');
    expect(domainToASCII(idn(10)).length).toBeGreaterThan(253);
    expect(checkEmailAddress(`a@${idn(10)}`)).toMatchObject({ valid: false, problem: 'domain' });
    expect(checkEmailAddress(`a@${idn(9)}`)).toMatchObject({ valid: true });
  });

  it('an A-label must decode to a label a person could have typed: lower case, in NFC', () => {
    expect(checkEmailAddress(`a@xn--${punycode.encode('müller')}.de`)).toMatchObject({ valid: true });
    expect(checkEmailAddress(`a@xn--${punycode.encode('mÜller')}.de`)).toMatchObject({
      valid: false,
      problem: 'domain',
    });
    expect(checkEmailAddress(`a@xn--${punycode.encode('mu\u0308ller')}.de`)).toMatchObject({
      valid: false,
      problem: 'domain',
    });
  });

  it('encodes and decodes Punycode as the URL standard does', () => {
    for (const label of ['müller', 'пример', 'рф', '中文', 'straße', 'ağrı']) {
      expect(`xn--${encodePunycode(label)}`).toBe(domainToASCII(`${label}.de`).split('.')[0]);
      expect(decodePunycode(encodePunycode(label))).toBe(label);
    }
  });
});

describe('Punycode (RFC 3492) against punycode.js (property)', () => {
  // Any code point but a surrogate, with ASCII letters and digits among them (the basic code points go first).
  const codePoint = fc.oneof(
    fc.integer({ min: 0x61, max: 0x7a }),
    fc.integer({ min: 0x30, max: 0x39 }),
    fc.integer({ min: 0x80, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0x10ffff }),
  );
  const label = fc.array(codePoint, { minLength: 1, maxLength: 20 }).map((points) => String.fromCodePoint(...points));

  it('encodes every label as punycode.js does, and decodes it back', () => {
    fc.assert(
      fc.property(label, (text) => {
        expect(encodePunycode(text)).toBe(punycode.encode(text));
        expect(decodePunycode(punycode.encode(text))).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['-a', 'a delimiter with nothing before it, then a digit'],
    ['ü-a', 'a non-ASCII character before the delimiter'],
    ['\u0080-a', 'the first non-ASCII character before the delimiter'],
    ['a{a', 'a character after z'],
  ])('%j is no Punycode: %s', (input, _why) => {
    expect(() => punycode.decode(input)).toThrow();
    expect(decodePunycode(input)).toBeUndefined();
  });

  it('the surrogate range is no character: its first and last code point are refused, their neighbours decoded', () => {
    for (const refused of ['\ud800', '\udfff']) expect(decodePunycode(punycode.encode(refused))).toBeUndefined();
    for (const kept of ['\ud7ff', '\ue000']) expect(decodePunycode(punycode.encode(kept))).toBe(kept);
  });

  it('two surrogate code points in a row are no character either, though punycode.js pairs them up', () => {
    expect(punycode.decode('mz9bmu')).toBe(String.fromCodePoint(0xe3074));
    expect(punycode.encode(String.fromCodePoint(0xe3074))).not.toBe('mz9bmu');
    expect(decodePunycode('mz9bmu')).toBeUndefined();
  });

  it('decodes any string of letters, digits and hyphens as punycode.js does, or says it is no Punycode', () => {
    const text = fc
      .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'), { maxLength: 24 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (input) => {
        let expected: string | undefined;
        try {
          expected = punycode.decode(input);
        } catch {
          expected = undefined;
        }
        // A code point of the surrogate range is no character: punycode.js hands it on alone, the rule refuses it. Two of
        // them, high then low, even pair up in punycode.js's string as one character that encodes otherwise (`mz9bmu`).
        const pairedUp = (text: string) =>
          [...text].some((ch) => ch.codePointAt(0)! > 0xffff) && punycode.encode(text) !== input;
        if (expected !== undefined && (/\p{Cs}/u.test(expected) || pairedUp(expected))) expected = undefined;
        expect(decodePunycode(input)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });
});

// The model: RFC 5322's dot-atom with RFC 6531's non-ASCII letters, RFC 5321's 64 octets, WHATWG's "valid e-mail
// address" on the ASCII form (the domain through the URL standard's domain-to-ASCII), the spec's 256, no invisible
// character, a TLD of letters or an A-label.
const WHATWG =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
function modelAccepts(raw: string): boolean {
  const s = raw.replace(/^ +| +$/g, '').normalize('NFC');
  if (s === '' || s.length > 256) return false;
  if (/[\p{C}\p{Z}\s\p{Default_Ignorable_Code_Point}]/u.test(s)) return false;
  const at = s.lastIndexOf('@');
  if (at < 1) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (Buffer.byteLength(local, 'utf8') > 64) return false;
  if ([...local].some((ch) => ch.charCodeAt(0) > 0x7f && !/[\p{L}\p{M}\p{N}]/u.test(ch))) return false;
  if (!domain.includes('.')) return false;
  // RFC 5891 4.2.3.1: a label, Unicode ones too, neither begins nor ends with a hyphen (the URL standard does not check).
  if (domain.split('.').some((label) => label.startsWith('-') || label.endsWith('-'))) return false;
  const ascii = domainToASCII(domain);
  if (ascii === '' || ascii.length > 253) return false;
  // eslint-disable-next-line no-control-regex -- any non-ASCII character
  if (!WHATWG.test(`${local.replace(/[^\x00-\x7f]/gu, 'a')}@${ascii}`)) return false;
  if (ascii.split('.').length !== domain.split('.').length) return false; // the URL standard maps some dots
  const tld = ascii.split('.').at(-1)!;
  return /^[a-z]{2,}$/.test(tld) || /^xn--/.test(tld);
}

describe('the e-mail rule against the model (property)', () => {
  const pieces = fc.constantFrom(
    'a',
    'b',
    'z',
    'A',
    'Q',
    '0',
    '9',
    '.',
    '-',
    '_',
    '+',
    "'",
    'ü',
    'u\u0308',
    'п',
    'ß',
    'ł',
    'xn--',
    'mller-kva',
    'p1ai',
    ' ',
    '"',
    '<',
    '>',
    ',',
    '\u00AD',
    '\u200E',
    '\u2060',
    '\u061C',
    '\u3164',
    '\ud800',
    '\u0000',
    '\n',
  );
  const part = (max: number) => fc.array(pieces, { minLength: 0, maxLength: max }).map((a) => a.join(''));
  const tld = fc.constantFrom('de', 'com', 'рф', 'xn--p1ai', 'c', '12', 'd-e', 'de.', '');
  const address = fc.oneof(
    fc.tuple(part(8), part(8), part(6), tld).map(([l, d1, d2, t]) => `${l}@${d1}.${d2}${d2 ? '.' : ''}${t}`),
    fc
      .tuple(fc.integer({ min: 60, max: 68 }), fc.integer({ min: 60, max: 66 }))
      .map(([l, d]) => `${'a'.repeat(l)}@${'b'.repeat(d)}.de`),
    fc.emailAddress(),
    fc.string({ maxLength: 30 }),
  );

  it('agrees with the model on every generated address', () => {
    fc.assert(
      fc.property(address, (raw) => {
        expect(isValidEmailAddress(raw)).toBe(modelAccepts(raw));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('a domain in full-width or other compatibility characters is the domain it maps to (UTS 46, issue 44)', () => {
  it.each([
    ['a@ｅｘａｍｐｌｅ.de', 'a@example.de', 'full-width letters'],
    ['a@ｅｘａｍｐｌｅ．ｄｅ', 'a@example.de', 'a full-width dot and top-level domain'],
    ['a@bücher。de', 'a@bücher.de', 'an ideographic full stop'],
    ['a@ＭÜＬＬＥＲ.de', 'a@müller.de', 'full-width capitals and a capital umlaut'],
    ['Anna@Example.DE', 'Anna@example.de', 'capitals of the domain, not of the local part'],
    ['ａｎｎａ@example.de', 'ａｎｎａ@example.de', 'the local part is the mailbox owner’s: kept as typed'],
  ])('%j is stored as %j: %s', (typed, stored, _reason) => {
    expect(checkEmailAddress(typed)).toEqual({ valid: true, address: stored });
    expect(normalizeEmailAddress(typed)).toBe(stored);
  });

  it('the form and the service store the same mapped address', () => {
    expect(normalizeSignupValues({ ...EMPTY_SIGNUP_VALUES, email: ' a@ｅｘａｍｐｌｅ.de ' }).email).toBe(
      'a@example.de',
    );
    expect(isValidEmail('a@ｅｘａｍｐｌｅ.de')).toBe(true);
  });

  const wide = (text: string) => text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
  const label = fc
    .array(fc.constantFrom('a', 'b', 'Z', 'ü', 'Ü', 'ß', 'п', 'ł', '0', '7', '-'), { minLength: 1, maxLength: 8 })
    .chain((chars) =>
      fc
        .array(fc.boolean(), { minLength: 8, maxLength: 8 })
        .map((w) => chars.map((c, i) => (w[i] ? wide(c) : c)).join('')),
    );
  const dot = fc.constantFrom('.', '．', '。', '｡');

  it('a domain the rule accepts is stored in the form whose ASCII is what node:url.domainToASCII (UTS 46) makes of it as typed (property)', () => {
    fc.assert(
      fc.property(
        label,
        dot,
        label,
        dot,
        fc.constantFrom('de', 'ＤＥ', 'com', 'ｃｏｍ', 'рф'),
        (l1, d1, l2, d2, tld) => {
          const typed = `anna@${l1}${d1}${l2}${d2}${tld}`;
          const checked = checkEmailAddress(typed);
          if (!checked.valid) return;
          const domain = checked.address.slice(5);
          const ascii = domain
            .split('.')
            .map((l) => (/^[a-z0-9-]*$/.test(l) ? l : `xn--${encodePunycode(l)}`))
            .join('.');
          expect(ascii).toBe(domainToASCII(typed.slice(5)));
          expect(normalizeEmailAddress(checked.address)).toBe(checked.address);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("the contract's pattern for an address (openapi/service.yaml)", () => {
  const contract = parse(readFileSync(new URL('../../../openapi/service.yaml', import.meta.url), 'utf8')) as {
    components: { schemas: { Email: { pattern: string } } };
  };
  const pattern = new RegExp(contract.components.schemas.Email.pattern, 'u');

  it('refuses the addresses the issue names', () => {
    for (const address of [
      'a..b@example.com',
      '.a@example.com',
      'a@<img>.de',
      'a@b"c.de',
      'a@ex_ample.de',
      'a@example.123',
    ]) {
      expect(pattern.test(address)).toBe(false);
    }
  });

  it('lets every address the rule accepts through (the service checks the rest)', () => {
    const address = fc.oneof(
      fc.emailAddress(),
      fc.constantFrom(
        'info@müller.de',
        'ivan@xn--e1afmkfd.xn--p1ai',
        'иван@пример.рф',
        `${'a'.repeat(64)}@example.com`,
      ),
    );
    fc.assert(
      fc.property(address, (raw) => {
        const checked = checkEmailAddress(raw);
        if (checked.valid) expect(pattern.test(checked.address)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
