import type { PreviewAbTest, PreviewAuth } from './preview.machine';

/**
 * The preview service's answers, checked by hand rather than with zod: zod would be most of the JS a staff page loads
 * (D34). A field of the wrong type rejects the answer, naming the call and the field; unknown fields are left out.
 */
export class PreviewAnswerError extends Error {
  override readonly name = 'PreviewAnswerError';
}

type Body = Record<string, unknown>;

function fail(call: string, what: string): never {
  throw new PreviewAnswerError(`${call} answered an unexpected body: ${what}`);
}

function object(call: string, value: unknown, where: string): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(call, `${where} is not an object`);
  return value as Body;
}

function text(call: string, body: Body, key: string, where = key): string {
  const value = body[key];
  if (typeof value !== 'string') fail(call, `${where} is not a string`);
  return value;
}

/** A string, or nothing when missing or null. */
function optionalText(call: string, body: Body, key: string): string | undefined {
  const value = body[key];
  return value === undefined || value === null ? undefined : text(call, body, key);
}

function array(call: string, value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) fail(call, `${where} is not an array`);
  return value;
}

/** `GET /service/preview/api/auth/checkauth`: the status and the preview settings applied in the staff session. */
export function checkAuthAnswer(data: unknown): PreviewAuth {
  const call = 'checkauth';
  const body = object(call, data, 'the answer');
  const auth: PreviewAuth = { status: text(call, body, 'status') };
  const dateTime = optionalText(call, body, 'dateTime');
  const abTestName = optionalText(call, body, 'abTestName');
  const abTestGroup = optionalText(call, body, 'abTestGroup');
  if (dateTime !== undefined) auth.dateTime = dateTime;
  if (abTestName !== undefined) auth.abTestName = abTestName;
  if (abTestGroup !== undefined) auth.abTestGroup = abTestGroup;
  return auth;
}

/** `GET /service/abtestfrontend/api/v1/gettestsat`: the A/B tests active at a date, each with its groups. */
export function testsAnswer(data: unknown): PreviewAbTest[] {
  const call = 'gettestsat';
  return array(call, data, 'the answer').map((item, i) => {
    const test = object(call, item, `test ${i}`);
    return {
      name: text(call, test, 'name', `test ${i}'s name`),
      groups: array(call, test.groups, `test ${i}'s groups`).map((g, j) => ({
        name: text(call, object(call, g, `test ${i}'s group ${j}`), 'name', `test ${i}'s group ${j}'s name`),
      })),
    };
  });
}

/** `GET /service/preview/api/token`: the status of applying a preview. */
export function statusAnswer(data: unknown): string {
  return text('token', object('token', data, 'the answer'), 'status');
}
