import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromPromise } from 'xstate';
import { createCoveredActor as createActor, withoutCoverage } from '../../support/machine-coverage';
import { MUTATION_SAMPLE } from '../../support/model';
import { COUNTRIES, NEWSLETTER_MARKETS } from '../../../core/markets';
import {
  isAllowedName,
  isValidEmailAddress,
  newsletterSignupMachine,
  type NewsletterSubscriptionRequest,
  type SignupEvent,
} from '../../../core/newsletter';

const text = fc.oneof(
  fc.string({ maxLength: 10_000, unit: 'binary' }),
  fc.string({ maxLength: 50, unit: 'grapheme' }),
  fc.emailAddress(),
  fc.webUrl(),
  fc.constantFrom('Łukasz', 'Gábor Ősz', 'Şükrü', 'Čapek', 'anna@example.de', ' ', ''),
);
const plausibleName = fc.constantFrom('Łukasz', 'Gábor Ősz', 'Şükrü Çelik', 'Karel Čapek', "O'Neil-Smith");
const shopperEvent: fc.Arbitrary<SignupEvent> = fc.oneof(
  // Plausible input often, so many runs get as far as sending.
  {
    arbitrary: fc.record({
      type: fc.constant('CHANGE' as const),
      field: fc.constant('email' as const),
      value: fc.emailAddress(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('CHANGE' as const),
      field: fc.constantFrom('firstName', 'lastName' as const),
      value: plausibleName,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('CHANGE' as const),
      field: fc.constant('legals' as const),
      value: fc.constant(true),
    }),
    weight: 2,
  },
  fc.record({
    type: fc.constant('CHANGE' as const),
    field: fc.constantFrom('email', 'firstName', 'lastName', 'salutation' as const),
    value: text,
  }),
  fc.record({
    type: fc.constant('CHANGE' as const),
    field: fc.constantFrom('dne', 'legals' as const),
    value: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('CHANGE' as const),
    field: fc.constant('salutation' as const),
    value: fc.constantFrom('', 'MRS', 'MR', 'DIVERS', 'COMPANY'),
  }),
  fc.record({
    type: fc.constantFrom('FOCUS', 'BLUR' as const),
    field: fc.constantFrom('email', 'salutation', 'firstName', 'lastName', 'dne', 'legals', 'honeypot' as const),
  }),
  fc.constant({ type: 'SUBMIT' as const }),
);

describe('the sign-up machine, for any sequence of shopper input', () => {
  it('never crashes and never sends a request that breaks the rules', () => {
    withoutCoverage();
    let runsThatSent = 0;
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.array(shopperEvent, { maxLength: 25 }), (country, events) => {
        const sent: NewsletterSubscriptionRequest[] = [];
        const market = NEWSLETTER_MARKETS[country];
        const actor = createActor(
          newsletterSignupMachine.provide({
            actors: {
              subscribe: fromPromise<unknown, NewsletterSubscriptionRequest>(
                async ({ input }) => void sent.push(input),
              ),
            },
          }),
          { input: { market: country } },
        ).start();
        for (const event of [...events, { type: 'SUBMIT' } as const]) {
          actor.send(event);
          expect(actor.getSnapshot().status).toBe('active');
        }
        for (const request of sent) {
          expect(isValidEmailAddress(request.email)).toBe(true);
          for (const name of [request.firstName, request.lastName]) {
            if (name !== undefined) expect(name.length <= 40 && isAllowedName(name)).toBe(true);
          }
          // The request itself says the required commercial-message consent was given (TR), never where it is not shown.
          expect(request.legals).toEqual(
            market.requires.legals ? ['NEWSLETTER'] : market.shows.legals ? request.legals : undefined,
          );
          if (market.requires.firstName) expect(request.firstName).toBeTruthy();
          if (market.requires.lastName) expect(request.lastName).toBeTruthy();
          if (market.requires.salutation) expect(['MRS', 'MR', 'DIVERS', 'COMPANY']).toContain(request.salutation);
          if (!market.shows.salutation) expect(request.salutation).toBeUndefined();
          expect(sent.length).toBeLessThanOrEqual(1); // one in flight at most: later submits are not handled
        }
        if (sent.length) runsThatSent++;
        actor.stop();
      }),
      // Under `npm run mutate` a fixed sample of 60 runs (test/support/model.ts: MUTATION_SAMPLE).
      MUTATION_SAMPLE ? { numRuns: 60, seed: 1 } : { numRuns: 300 },
    );
    // The property is about sent requests: enough runs (a tenth) must get that far.
    expect(runsThatSent).toBeGreaterThan(MUTATION_SAMPLE ? 6 : 30);
  });
});
