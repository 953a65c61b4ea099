import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { parseBaseData, parseDoiResult } from '../../../core/newsletter/signup/signup.answers';
import { isServiceError } from '../../../openapi/errors';
import { SALUTATIONS } from '../../../openapi/facts';

// The answers' zod schemas as they were (the oracle): the hand-written guards must accept, refuse and return the same.
const BASE_DATA = z.object({
  email: z.string(),
  salutation: z.optional(z.nullable(z.enum(SALUTATIONS))),
  firstName: z.optional(z.nullable(z.string())),
  lastName: z.optional(z.nullable(z.string())),
  consents: z._default(z.array(z.string()), []),
  legals: z._default(z.array(z.string()), []),
});
const DOI_RESULT = z.object({ status: z.enum(['CONFIRMED', 'ALREADY_CONFIRMED']) });

/** What a guard gives: its value, or that it refused with the one malformed-answer error. */
function outcome(parse: (data: unknown) => unknown, data: unknown) {
  try {
    return { ok: true, value: parse(data) };
  } catch (e) {
    expect(isServiceError(e) && e.reason === 'malformed').toBe(true);
    return { ok: false };
  }
}
const oracle = (schema: z.ZodMiniType, data: unknown) => {
  const r = schema.safeParse(data);
  return r.success ? { ok: true, value: r.data } : { ok: false };
};

// Mostly near-valid answers, so both sides of each field's rule are reached; arbitrary JSON around them.
const strings = fc.array(fc.oneof(fc.string(), fc.constantFrom('DNE', 'NEWSLETTER')), { maxLength: 3 });
const anyJson = fc.jsonValue({ maxDepth: 2 });
const baseData = fc.record(
  {
    email: fc.oneof(fc.emailAddress(), anyJson),
    salutation: fc.oneof(fc.constantFrom(...SALUTATIONS, null, 'mr', ''), anyJson),
    firstName: fc.oneof(fc.string(), fc.constant(null), anyJson),
    lastName: fc.oneof(fc.string(), fc.constant(null), anyJson),
    consents: fc.oneof(strings, fc.array(anyJson, { maxLength: 2 }), anyJson),
    legals: fc.oneof(strings, anyJson),
    extra: anyJson,
  },
  { requiredKeys: [] },
);
const doiResult = fc.record(
  { status: fc.oneof(fc.constantFrom('CONFIRMED', 'ALREADY_CONFIRMED', 'confirmed'), anyJson), extra: anyJson },
  { requiredKeys: [] },
);

describe("the sign-up's service answers, read without zod", () => {
  it('base data: the same answers accepted and refused as the zod schema, with the same result', () => {
    fc.assert(
      fc.property(fc.oneof(baseData, anyJson), (data) => {
        expect(outcome(parseBaseData, data)).toStrictEqual(oracle(BASE_DATA, data));
      }),
      { numRuns: 2000 },
    );
  });

  it('double opt-in: the same answers accepted and refused as the zod schema, with the same result', () => {
    fc.assert(
      fc.property(fc.oneof(doiResult, anyJson), (data) => {
        expect(outcome(parseDoiResult, data)).toStrictEqual(oracle(DOI_RESULT, data));
      }),
      { numRuns: 1000 },
    );
  });

  it('a refused answer names what was unexpected and keeps the body', () => {
    const body = { email: 42 };
    expect(() => parseBaseData(body)).toThrow(expect.objectContaining({ reason: 'malformed', body }));
    expect(() => parseDoiResult('<html>')).toThrow(/double opt-in: unexpected answer/);
  });
});
