import { ServiceError } from '../../../openapi/errors';
import { SALUTATIONS, type Salutation } from '../../../openapi/facts';

// Hand-written, not zod: the element's one file stays small (D150); a property test holds them to the zod schemas.

/** The base data answer as the form reads it: a malformed answer fails the prefill, which leaves an empty form. */
export interface BaseDataAnswer {
  email: string;
  salutation?: Salutation | null;
  firstName?: string | null;
  lastName?: string | null;
  consents: string[];
  legals: string[];
}

type Fields = Record<string, unknown>;

const isObject = (data: unknown): data is Fields => typeof data === 'object' && data !== null && !Array.isArray(data);
// Each optional field: absent, null, or what it must be.
const nullOr = (value: unknown, ok: (v: unknown) => boolean) => value === undefined || value === null || ok(value);
const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function malformed(what: string, data: unknown): never {
  throw new ServiceError('malformed', `${what}: unexpected answer`, { body: data });
}

export function parseBaseData(data: unknown): BaseDataAnswer {
  if (
    !isObject(data) ||
    typeof data.email !== 'string' ||
    !nullOr(data.salutation, (s) => (SALUTATIONS as readonly unknown[]).includes(s)) ||
    !nullOr(data.firstName, (s) => typeof s === 'string') ||
    !nullOr(data.lastName, (s) => typeof s === 'string') ||
    !(data.consents === undefined || strings(data.consents)) ||
    !(data.legals === undefined || strings(data.legals))
  )
    return malformed('customer base data', data);
  const answer = { email: data.email, consents: [...((data.consents as string[]) ?? [])] } as BaseDataAnswer;
  answer.legals = [...((data.legals as string[]) ?? [])];
  // Only the fields the answer has, as zod gives them.
  for (const key of ['salutation', 'firstName', 'lastName'] as const)
    if (key in data) (answer as unknown as Fields)[key] = data[key];
  return answer;
}

export function parseDoiResult(data: unknown): { status: 'CONFIRMED' | 'ALREADY_CONFIRMED' } {
  if (!isObject(data) || (data.status !== 'CONFIRMED' && data.status !== 'ALREADY_CONFIRMED'))
    return malformed('double opt-in', data);
  return { status: data.status };
}
