import * as z from 'zod/mini';
import { ServiceError } from '../../../openapi/errors';
import { SALUTATIONS } from '../../../openapi/facts';

/** The sign-up's service answers, parsed at the boundary; loaded with the first answer (newsletter.actors.ts). */
const SALUTATION = z.enum(SALUTATIONS);
/** Base data is parsed at the boundary: a malformed answer fails the prefill, which leaves an empty form. */
const BASE_DATA = z.object({
  email: z.string(),
  salutation: z.optional(z.nullable(SALUTATION)),
  firstName: z.optional(z.nullable(z.string())),
  lastName: z.optional(z.nullable(z.string())),
  consents: z._default(z.array(z.string()), []),
  legals: z._default(z.array(z.string()), []),
});
const DOI_RESULT = z.object({ status: z.enum(['CONFIRMED', 'ALREADY_CONFIRMED']) });

function parsed<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ServiceError('malformed', `${what}: unexpected answer`, { body: data });
  return result.data;
}

export const parseBaseData = (data: unknown) => parsed(BASE_DATA, data, 'customer base data');
export const parseDoiResult = (data: unknown) => parsed(DOI_RESULT, data, 'double opt-in');
