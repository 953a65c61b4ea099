/**
 * Every request under /service is held against openapi/service.yaml (ajv, compiled from the contract itself) before a
 * handler runs: a refusal is 400 naming the field, before a handler counts or writes anything.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Context, MiddlewareHandler } from 'hono';
import { contract, matchContractPath, type ContractOperation, type Json, type PathMatch } from './contract';
import { problemResponse } from './problem';

/** Methods no path serves: TRACE would echo the request (cookies included), CONNECT would tunnel (RFC 9110 9.3.6, 9.3.8). */
export const REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT']);

export const METHOD_NOT_ALLOWED = 'urn:service:method_not_allowed';
/** A request that does not fit the contract; its `detail` names the field. */
export const REQUEST_INVALID = 'urn:service:request_invalid';

/** The request's path as sent (still percent-encoded), without the query. */
export function rawPathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.search(/[?#]/);
  return url.slice(start, end < start ? undefined : end);
}

const notAllowed = (method: string, allow: readonly string[]) =>
  problemResponse(
    405,
    METHOD_NOT_ALLOWED,
    'Method not allowed',
    `${method.slice(0, 20)} is not one of ${allow.join(', ')}.`,
    { Allow: allow.join(', ') },
  );

/**
 * A path parameter that does not fit (not percent-encoding, a control character, against its schema) names nothing:
 * 404, as an unknown token is (a preference page shows its invalid-link banner for it).
 */
const noSuchResource = () => problemResponse(404, 'urn:service:not_found', 'Not found');

const notFound = (method: string, rawPath: string) =>
  problemResponse(404, 'urn:service:not_found', 'Not found', `${method.slice(0, 20)} ${rawPath.slice(0, 200)}`);

/**
 * The answer to a TRACE, TRACK or CONNECT of `rawPath`: 405 with the path's `Allow` on a path of the contract, else
 * 404; undefined for every other method. The demo server asks this before it hands a request on, since building the
 * request anew turns the node adapter's TRACE into a GET.
 */
export function refuseUnsafeMethod(method: string, rawPath: string): Response | undefined {
  if (!REFUSED_METHODS.has(method.toUpperCase())) return undefined;
  const match = matchContractPath(rawPath);
  return match ? notAllowed(method, match.path.allow) : notFound(method, rawPath);
}

type EdgeEnv = {
  Variables: { contractOperation: ContractOperation; contractParams: Record<string, string>; contractBody: unknown };
};
const edge = (c: Context) => c as unknown as Context<EdgeEnv>;

/** The contract operation the edge let through to this handler (undefined when none did). */
export function contractOperationOf(c: Context): ContractOperation | undefined {
  return edge(c).get('contractOperation');
}

/**
 * The request body as the edge checked it against the operation's schema, its defaults filled in (a JSON value, or a
 * form's fields as an object); undefined when the request had none.
 */
export function requestBodyOf<T = Record<string, unknown>>(c: Context): T | undefined {
  return edge(c).get('contractBody') as T | undefined;
}

/**
 * OPTIONS of a contract path is 204 with `Allow` (a trusted origin's preflight was answered before, with CORS); an
 * unknown path goes on to the routes, for the test switches under /service/__admin are not in the contract.
 */
export function contractEdge(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const rawPath = rawPathOf(c.req.url);
    const refused = refuseUnsafeMethod(method, rawPath);
    if (refused) return refused;
    const match: PathMatch | undefined = matchContractPath(rawPath);
    if (!match) return next();
    const { path } = match;
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: path.allow.join(', ') });
    const operation = path.operations.get(method === 'HEAD' ? 'GET' : method);
    if (!operation) return notAllowed(method, path.allow);
    if (match.kind === 'undecodable') return noSuchResource();
    edge(c).set('contractOperation', operation);
    edge(c).set('contractParams', match.params);
    return next();
  };
}

const CONTRACT_ID = 'https://storefront-kit.invalid/openapi/service.yaml';
// Defaults of the request schemas are filled in (a sign-up's `origin`); formats are the answers' business.
const ajv = new Ajv2020({ strict: false, useDefaults: true, validateFormats: false, validateSchema: false });
ajv.addSchema({ ...contract, $id: CONTRACT_ID });
const compiled = new Map<string, ValidateFunction>();
const validatorAt = (pointer: string): ValidateFunction => {
  let validate = compiled.get(pointer);
  if (!validate) compiled.set(pointer, (validate = ajv.compile({ $ref: `${CONTRACT_ID}#${pointer}` })));
  return validate;
};

/** No text field may hold control characters or lone surrogates: PostgreSQL refuses NUL, and none belongs in a name. */
const UNKEEPABLE = /[\p{Cc}\p{Cs}]/u;

/** The first string in `value` (keys included) holding an unkeepable character, as the path to it. */
function unkeepableIn(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return UNKEEPABLE.test(value) ? at : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unkeepableIn(value[i], `${at}/${i}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNKEEPABLE.test(key)) return `${at}/${key.replace(/[\p{Cc}\p{Cs}]/gu, '?')}`;
      const found = unkeepableIn(item, `${at}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** One line of what is wrong with a value, for the problem's `detail`. */
function wrongWith(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a field of this request';
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'minLength':
      return `must be at least ${String(p.limit)} characters`;
    case 'pattern':
      return 'is not in the form the contract describes';
    case 'uniqueItems':
      return 'must not hold an item twice';
    case 'maxProperties':
      return `must have at most ${String(p.limit)} fields`;
    case 'type':
      return `must be ${{ object: 'a JSON object', array: 'a JSON array', integer: 'an integer' }[p.type as string] ?? `a ${String(p.type)}`}`;
    default:
      return error.message ?? 'does not fit the contract';
  }
}

/** The body field an error is about: the property missing, unknown or wrong, `/`-separated below the top. */
function fieldOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const extra = (p.missingProperty ?? p.additionalProperty) as string | undefined;
  const path = `${error.instancePath}${extra === undefined ? '' : `/${extra}`}`.slice(1);
  return path || 'body';
}

const invalid = (field: string, wrong: string, type = REQUEST_INVALID) =>
  problemResponse(400, type, 'Invalid request', `${field}: ${wrong}.`);

/**
 * The problem type of a refused body field: the field's `x-problem-type` in the contract (a sign-up's address is
 * `urn:newsletter:email_invalid`, which the form acts on), else the body schema's own, else request_invalid.
 */
function problemTypeOf(schemaPointer: string, field: string): string {
  const schema = resolveSchema(schemaPointer);
  // Read beside the property's $ref, before following it.
  const property = (schema?.properties as Record<string, Json> | undefined)?.[field.split('/')[0]!];
  return (property?.['x-problem-type'] ?? schema?.['x-problem-type'] ?? REQUEST_INVALID) as string;
}

function resolveSchema(pointer: string): Json | undefined {
  let target: unknown = contract;
  for (const part of pointer.slice(1).split('/'))
    target = (target as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  const ref = (target as Json | undefined)?.$ref;
  return typeof ref === 'string' ? resolveSchema(ref.slice(1)) : (target as Json | undefined);
}

/** A form body's fields (urlencoded or multipart); undefined when it does not parse as the form it says it is. */
async function formFields(c: Context, mediaType: string): Promise<Record<string, unknown> | undefined> {
  try {
    if (mediaType === 'application/x-www-form-urlencoded')
      return Object.fromEntries(new URLSearchParams(await c.req.text()));
    const fields: Record<string, unknown> = {};
    for (const [name, value] of await c.req.formData()) fields[name] ??= typeof value === 'string' ? value : '';
    return fields;
  } catch {
    return undefined;
  }
}

/** The first thing wrong is a 400 problem naming it; what fits is left for the handler (`requestBodyOf`). */
export function contractRequests(): MiddlewareHandler {
  return async (c, next) => {
    const operation = contractOperationOf(c);
    if (!operation) return next();
    const params = edge(c).get('contractParams');
    const url = new URL(c.req.url);
    for (const parameter of operation.parameters) {
      const values =
        parameter.in === 'path'
          ? [params[parameter.name]!]
          : parameter.in === 'query'
            ? url.searchParams.getAll(parameter.name)
            : parameter.in === 'header'
              ? [c.req.header(parameter.name)].filter((v) => v !== undefined)
              : [];
      if (values.length === 0 && parameter.required) return invalid(parameter.name, 'is required');
      for (const value of values) {
        const validate = validatorAt(parameter.pointer);
        if (parameter.in === 'path' && (UNKEEPABLE.test(value) || !validate(value))) return noSuchResource();
        const type = (parameter.extensions['x-problem-type'] as string | undefined) ?? REQUEST_INVALID;
        if (UNKEEPABLE.test(value)) return invalid(parameter.name, 'holds a control character', type);
        if (!validate(value)) return invalid(parameter.name, wrongWith(validate.errors![0]!), type);
      }
    }
    const body = operation.requestBody;
    if (!body) return next();
    const text = c.req.raw.body ? await c.req.text() : '';
    if (text === '') return body.required ? invalid('body', 'is required') : next();
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    // JSON bodies passed the JSON guard (hardening.ts); a form goes only to the operation that takes one.
    const json = body.mediaTypes.find((type) => /^application\/(?:[\w.+-]+\+)?json$/.test(type));
    const taken = json ?? body.mediaTypes.find((type) => type === mediaType);
    if (taken === undefined)
      return problemResponse(
        415,
        'urn:service:media_type_unsupported',
        'Unsupported media type',
        `Send the body as ${body.mediaTypes.join(' or ')}.`,
      );
    const value = json ? (JSON.parse(text) as unknown) : await formFields(c, taken);
    if (value === undefined) return invalid('body', `is not ${taken}`);
    const schemaPointer = `${body.pointer}/${taken.replace(/~/g, '~0').replace(/\//g, '~1')}/schema`;
    const unkeepable = unkeepableIn(value, '');
    if (unkeepable !== undefined) {
      const field = unkeepable.slice(1) || 'body';
      return invalid(field, 'holds a control character', problemTypeOf(schemaPointer, field));
    }
    const validate = validatorAt(schemaPointer);
    if (!validate(value)) {
      const error = validate.errors![0]!;
      const field = fieldOf(error);
      return invalid(field, wrongWith(error), problemTypeOf(schemaPointer, field));
    }
    edge(c).set('contractBody', value);
    return next();
  };
}
