import * as z from 'zod/mini';
import type { NewsletterMarket } from '../../markets/newsletter-markets';
import { EMPTY_SIGNUP_VALUES, signupFieldError, type SignupField } from './signup.rules';

// A module of its own: the form and the element validate with the plain rules and ship no zod (D150).
/** The form of one market as a zod/mini schema: each issue's message is its error code (texts per locale). */
export function signupSchema(market: NewsletterMarket) {
  const field = <T>(name: SignupField, type: z.ZodMiniType<T>) =>
    type.check(
      z.superRefine((value: T, ctx) => {
        const code = signupFieldError(market, name, { ...EMPTY_SIGNUP_VALUES, [name]: value });
        if (code) ctx.addIssue({ code: 'custom', message: code, input: value });
      }),
    );
  return z.object({
    email: field('email', z.string()),
    salutation: field('salutation', z.string()),
    firstName: field('firstName', z.string()),
    lastName: field('lastName', z.string()),
    dne: z.boolean(),
    legals: field('legals', z.boolean()),
  });
}
