import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NEWSLETTER_MARKET_LIST } from '../../../core/markets';
import {
  EMPTY_SIGNUP_VALUES,
  SIGNUP_SALUTATIONS,
  buildSubscriptionRequest,
  isAllowedName,
  isValidEmailAddress,
  looksLikeWebAddress,
  validateSignup,
  type SignupValues,
} from '../../../core/newsletter';
import { MUTATION_SAMPLE } from '../../support/model';

const anyText = fc.oneof(
  fc.string({ maxLength: 10_000, unit: 'binary' }),
  fc.string({ maxLength: 60, unit: 'grapheme' }),
  fc.webUrl(),
  fc.emailAddress(),
  fc.constantFrom('Łukasz', 'Gábor Ősz', 'Şükrü', 'Čapek', ''),
);
const anyValues = fc.record({
  email: anyText,
  salutation: fc.constantFrom('', ...SIGNUP_SALUTATIONS, 'KING' as never),
  firstName: anyText,
  lastName: anyText,
  dne: fc.boolean(),
  legals: fc.boolean(),
  honeypot: fc.constant(''),
}) as fc.Arbitrary<SignupValues>;

describe('sign-up rules, for any input', () => {
  it('never crash, and a request built from values without errors keeps every rule', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NEWSLETTER_MARKET_LIST), anyValues, (market, values) => {
        const errors = validateSignup(market, values);
        if (Object.keys(errors).length > 0) return;
        const request = buildSubscriptionRequest(market, values);
        expect(isValidEmailAddress(request.email)).toBe(true);
        for (const name of [request.firstName, request.lastName]) {
          if (name === undefined) continue;
          expect(name.length).toBeLessThanOrEqual(40);
          expect(isAllowedName(name)).toBe(true);
          expect(looksLikeWebAddress(name)).toBe(false);
        }
        if (market.requires.firstName) expect(request.firstName).toBeTruthy();
        if (market.requires.lastName) expect(request.lastName).toBeTruthy();
        if (market.requires.salutation) expect(SIGNUP_SALUTATIONS).toContain(request.salutation);
        if (market.requires.legals) expect(values.legals).toBe(true);
        expect(request.consents.every((c) => c === 'DNE')).toBe(true);
      }),
      // Under `npm run mutate` a fixed sample (test/support/model.ts: MUTATION_SAMPLE).
      MUTATION_SAMPLE ? { numRuns: 100, seed: 1 } : { numRuns: 400 },
    );
  });

  it('real names with diacritics pass', () => {
    const names = [
      'Łukasz Żółć',
      'Gábor Ősz',
      'Şükrü Öztürk',
      'Karel Čapek',
      'Ľudovít Štúr',
      'François Lefèvre',
      'Zoë Brontë',
      'Ağaoğlu',
      'Dvořák',
      'Jürgen Groß',
    ];
    const [market] = NEWSLETTER_MARKET_LIST.filter((m) => m.country === 'HU');
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.constantFrom(...names), (first, last) => {
        expect(
          validateSignup(market!, {
            ...EMPTY_SIGNUP_VALUES,
            email: 'a@b.hu',
            salutation: 'MR',
            firstName: first,
            lastName: last,
          }),
        ).toEqual({});
      }),
    );
  });

  it('URLs and web addresses never pass as a name', () => {
    // D55: a domain is one with a two-letter (country) TLD or a generic one people know; `anna.maria` is a name.
    const domain = fc
      .tuple(fc.domain(), fc.constantFrom('com', 'net', 'org', 'de', 'tr', 'hu', 'aa', 'shop', 'info', 'eu', 'example'))
      .map(([d, tld]) => d.replace(/\.[^.]+$/, `.${tld}`));
    const address = fc.oneof(
      fc.webUrl(),
      domain,
      domain.map((d) => `www.${d}`),
      fc.tuple(fc.constantFrom('Anna ', 'Visit '), domain).map(([a, d]) => a + d),
    );
    fc.assert(
      fc.property(address, (text) => {
        expect(isAllowedName(text)).toBe(false);
      }),
      MUTATION_SAMPLE ? { numRuns: 100, seed: 1 } : { numRuns: 500 },
    );
  });
});
