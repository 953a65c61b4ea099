// The reference service's own rules, table-driven and property-based.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeTestsAt, parsePreviewTime } from '../../service/abtest';
import { signLoginToken, verifyLoginToken } from '../../service/login-token';
import { isValidEmail, isValidName } from '../../service/newsletter';
import { logoSvg } from '../../service/footer';
import { isAllowedName, isValidEmailAddress } from '../../core/newsletter/signup/signup.rules';

describe('login token (D9)', () => {
  const payload = fc.record({ sub: fc.string({ minLength: 1 }), exp: fc.nat(), renewAt: fc.nat() });

  it('verifies what it signed', () => {
    fc.assert(
      fc.property(payload, (p) => {
        expect(verifyLoginToken(signLoginToken(p, 's'), 's')).toEqual(p);
      }),
    );
  });

  it('refuses any changed character and any other secret', () => {
    fc.assert(
      fc.property(payload, fc.nat(), (p, at) => {
        const token = signLoginToken(p, 's');
        const i = at % token.length;
        if (token[i] === '.') return;
        const changed = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
        expect(verifyLoginToken(changed, 's')).toBeUndefined();
        expect(verifyLoginToken(token, 't')).toBeUndefined();
      }),
    );
  });

  it('is a compact JWS whose payload a client can decode without the secret', () => {
    const token = signLoginToken({ sub: 'c', exp: 2, renewAt: 1 }, 's');
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toEqual({
      sub: 'c',
      exp: 2,
      renewAt: 1,
    });
  });
});

describe('e-mail and name checks', () => {
  it.each(['a@b.de', 'first.last+tag@sub.example.co.uk', 'ünï@exämple.com'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['a@b', 'a@b.c', '@b.de', 'a@.de', 'a b@c.de', 'a@b..de', 'a@b.12', `${'x'.repeat(252)}@b.de`])(
    'refuses %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it('never accepts an address over 256 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 257, maxLength: 400 }), (s) => {
        expect(isValidEmail(s)).toBe(false);
      }),
    );
  });
  it.each(["O'Neil", 'Anne-Marie', 'Zoë (2.)', 'A & B, C/D', 'Ş`´+'])('accepts the name %s', (name) => {
    expect(isValidName(name)).toBe(true);
  });
  // A name over 40 characters never reaches the rule: the contract's maxLength refuses it at the edge.
  it.each(['www.example', 'http://x', 'shop.com', 'a<b', 'a@b'])('refuses the name %s', (name) => {
    expect(isValidName(name)).toBe(false);
  });
  it.each(['\u0000', '\r', '\n', '\t', '\u007f', '\u009b', '\u202e', '\u2067', '\u200b', '\u200c', '\ufeff'])(
    'refuses %j in an address and in a name, as the form does',
    (ch) => {
      expect(isValidEmail(`an${ch}na@example.com`)).toBe(false);
      expect(isValidEmail(`anna@exa${ch}mple.com`)).toBe(false);
      expect(isValidName(`An${ch}na`)).toBe(false);
      expect(isValidEmailAddress(`an${ch}na@example.com`)).toBe(false);
      expect(isAllowedName(`An${ch}na`)).toBe(false);
    },
  );
});

describe('preview time', () => {
  it.each([
    ['2026-12-01', Date.UTC(2026, 11, 1)],
    ['2026-12-01T08:30:00Z', Date.UTC(2026, 11, 1, 8, 30)],
    ['2026-12-01T08:30:00+01:00', Date.UTC(2026, 11, 1, 7, 30)],
    ['2026-12-01T08:30', Date.parse('2026-12-01T08:30')],
  ])('reads %s', (value, ms) => {
    expect(parsePreviewTime(value)).toBe(ms);
  });
  it.each(['', '01.12.2026', '2026-13-01', '2026-02-30', 'now', '2026-12-01 08:30'])('refuses %j', (value) => {
    expect(parsePreviewTime(value)).toBeUndefined();
  });
  it('has half-open test ranges: from is in, until is out', () => {
    const tests = [{ name: 't', groups: ['A'], from: '2026-11-01', until: '2026-12-01' }];
    expect(activeTestsAt(tests, Date.UTC(2026, 10, 1))).toHaveLength(1);
    expect(activeTestsAt(tests, Date.UTC(2026, 11, 1) - 1)).toHaveLength(1);
    expect(activeTestsAt(tests, Date.UTC(2026, 11, 1))).toHaveLength(0);
    expect(activeTestsAt(tests, Date.UTC(2026, 10, 1) - 1)).toHaveLength(0);
  });
});

describe('logo stand-in', () => {
  it('is well-formed SVG for every allowed name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,47}$/), (name) => {
        const svg = logoSvg(name);
        expect(svg.startsWith('<svg ')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg.split('<').length).toBe(svg.split('>').length);
        expect(svg).toContain(`>${name.replace(/-/g, ' ').toUpperCase()}</text>`);
        expect(svg).not.toMatch(/&|<script|on\w+=/i);
      }),
    );
  });
});

describe('the server never refuses what the sign-up form accepts', () => {
  it('e-mail addresses', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          fc.string({ maxLength: 30 }).map((s) => `${s}@example.com`),
        ),
        (email) => {
          if (isValidEmailAddress(email)) expect(isValidEmail(email)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  // One rule (issue 39): the service takes the form's name rule from core, so it refuses exactly what the form refuses.
  it.each([
    'com',
    'net',
    'org',
    'de',
    'at',
    'ch',
    'pl',
    'cz',
    'hu',
    'sk',
    'tr',
    'eu',
    'info',
    'io',
    'ly',
    'uk',
    'shop',
  ])('refuses a name ending in the top-level domain .%s, as the form does', (tld) => {
    expect(isAllowedName(`Anna.${tld}`)).toBe(false);
    expect(isValidName(`Anna.${tld}`)).toBe(false);
    expect(isValidName(`Kaya ${tld.toUpperCase()}.${tld}`)).toBe(false);
  });

  it('names: the service decides every name as the form does', () => {
    const chars = fc.constantFrom(..."abcXYZäöüßçşğ0123 +&'`´,()/.-:w@".split(''));
    const tld = fc.constantFrom('tr', 'de', 'com', 'ly', 'shop', 'info', 'xyz', 'trade', 'd');
    const name = fc.oneof(
      fc.array(chars, { maxLength: 45 }).map((a) => a.join('')),
      fc.tuple(fc.array(chars, { maxLength: 12 }), tld).map(([a, t]) => `${a.join('')}.${t}`),
    );
    fc.assert(
      fc.property(name, (name) => {
        // The length (at most 40) is the contract's, refused at the edge (newsletter and preferences contract tests).
        expect(isValidName(name)).toBe(isAllowedName(name.trim()));
      }),
      { numRuns: 1000 },
    );
  });

  it('names', () => {
    const chars = fc.constantFrom(..."abcXYZäöüßçşğ0123 +&'`´,()/.-:w@".split(''));
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 40 }).map((a) => a.join('')),
        (name) => {
          if (isAllowedName(name)) expect(isValidName(name)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
