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
const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function malformed(what: string, data: unknown): never {
  throw new ServiceError('malformed', `${what}: unexpected answer`, { body: data });
}

export function parseBaseData(data: unknown): BaseDataAnswer {
  if (!isObject(data) || typeof data.email !== 'string') return malformed('customer base data', data);
  const answer: BaseDataAnswer = { email: data.email, consents: [], legals: [] };
  if ('salutation' in data) {
    const s = data.salutation;
    if (s !== undefined && s !== null && !(SALUTATIONS as readonly unknown[]).includes(s))
      return malformed('customer base data', data);
    answer.salutation = s as Salutation | null | undefined;
  }
  for (const key of ['firstName', 'lastName'] as const) {
    if (!(key in data)) continue;
    const v = data[key];
    if (v !== undefined && v !== null && typeof v !== 'string') return malformed('customer base data', data);
    answer[key] = v as string | null | undefined;
  }
  for (const key of ['consents', 'legals'] as const) {
    const v = data[key];
    if (v === undefined) continue;
    if (!strings(v)) return malformed('customer base data', data);
    answer[key] = [...v];
  }
  return answer;
}

export function parseDoiResult(data: unknown): { status: 'CONFIRMED' | 'ALREADY_CONFIRMED' } {
  if (!isObject(data) || (data.status !== 'CONFIRMED' && data.status !== 'ALREADY_CONFIRMED'))
    return malformed('double opt-in', data);
  return { status: data.status };
}
