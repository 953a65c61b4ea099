// Validates answers against openapi/service.yaml with a real JSON Schema validator (ajv, draft 2020-12, the
// dialect of OpenAPI 3.1). The YAML is the only source: schemas and $refs are read from it, never copied.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const CONTRACT_ID = 'https://storefront-kit.invalid/openapi/service.yaml';
export const contract = parse(readFileSync(new URL('../../openapi/service.yaml', import.meta.url), 'utf8')) as Json;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
const addFormats = addFormatsModule as unknown as (a: Ajv2020) => void;
addFormats(ajv);
ajv.addSchema({ ...contract, $id: CONTRACT_ID });

const paths = contract.paths as Record<string, Record<string, Json>>;
const compiled = new Map<string, ValidateFunction>();

function pointer(parts: string[]): string {
  return '/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

function resolveRef<T>(node: T): T {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = contract;
  for (const part of ref.slice(2).split('/')) target = (target as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return resolveRef(target as T);
}

/** The template of service.yaml matching a concrete path (`/service/newsletter/api/internal/...`), or the template itself. */
export function matchPath(path: string): string | undefined {
  const segments = path.split('?')[0]!.split('/');
  const decoded = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  // Segment by segment: a literal segment may come percent-encoded, a parameter may hold an encoded slash.
  const candidates = Object.keys(paths).filter((template) => {
    const parts = template.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => /^\{.+\}$/.test(part) || decoded(segments[i]!) === part)
    );
  });
  // Prefer the most literal template (fewest parameters).
  candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return candidates[0];
}

export interface ContractCheck {
  ok: boolean;
  errors: string[];
  operationId?: string;
}

/**
 * Checks one answer against the contract: the path and method exist, the status is documented for the operation,
 * the media type is documented for that status, and the body validates against its schema.
 * `body` is the parsed JSON (or the text for non-JSON media, or undefined for no body).
 */
export function validateResponse(
  path: string,
  method: string,
  status: number,
  body: unknown,
  contentType?: string | null,
): ContractCheck {
  const template = matchPath(path);
  // The answers every path has (info.description, "Methods"): an unknown path is 404, a method the path lacks 405,
  // OPTIONS 204; each error a problem.
  if (!template) return genericAnswer(`${method} ${path}`, status === 404, status, body, contentType);
  const head = method.toUpperCase() === 'HEAD' && 'get' in paths[template]!;
  const m = head ? 'get' : method.toLowerCase();
  const op = paths[template]![m] as Json | undefined;
  if (!op && method.toUpperCase() === 'OPTIONS')
    return { ok: status === 204 && !body, errors: status === 204 && !body ? [] : [`OPTIONS ${template}: ${status}`] };
  if (!op) {
    const check = genericAnswer(`${method} ${template}`, status === 405, status, body, contentType);
    // A HEAD answer never carries its body.
    return method.toUpperCase() === 'HEAD' && status === 405 ? { ok: !body, errors: [] } : check;
  }
  const operationId = op.operationId as string;
  const responses = op.responses as Record<string, Json>;
  const key =
    String(status) in responses
      ? String(status)
      : `${String(status)[0]}XX` in responses
        ? `${String(status)[0]}XX`
        : 'default';
  const response = resolveRef(responses[key]);
  if (!response) return { ok: false, operationId, errors: [`${operationId}: status ${status} is not documented`] };
  const content = response.content as Record<string, Json> | undefined;
  if (!content) {
    const empty = body === undefined || body === '' || body === null;
    return {
      ok: empty,
      operationId,
      errors: empty ? [] : [`${operationId} ${status}: the contract has no body, got one`],
    };
  }
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (head) return { ok: !body, operationId, errors: body ? [`HEAD ${template}: a body`] : [] };
  if (!(mediaType in content)) {
    return {
      ok: false,
      operationId,
      errors: [`${operationId} ${status}: media type "${mediaType}" is not one of ${Object.keys(content).join(', ')}`],
    };
  }
  if (!/json$/.test(mediaType)) {
    const ok = body !== undefined && body !== '';
    return { ok, operationId, errors: ok ? [] : [`${operationId} ${status}: empty ${mediaType} body`] };
  }
  const schemaPointer = pointer(['paths', template, m, 'responses', key]);
  const cacheKey = `${schemaPointer}|${mediaType}`;
  let validate = compiled.get(cacheKey);
  if (!validate) {
    // Compile by reference into the contract so nested $refs resolve against the YAML itself.
    const responseRef = (responses[key] as Json).$ref;
    const base = typeof responseRef === 'string' ? responseRef.slice(1) : schemaPointer;
    validate = ajv.compile({ $ref: `${CONTRACT_ID}#${base}${pointer(['content', mediaType, 'schema'])}` });
    compiled.set(cacheKey, validate);
  }
  const ok = validate(body) as boolean;
  return {
    ok,
    operationId,
    errors: ok
      ? []
      : (validate.errors ?? []).map(
          (e) => `${operationId} ${status}: ${e.instancePath || '(body)'} ${e.message ?? ''}`,
        ),
  };
}

let problemSchema: ValidateFunction | undefined;

/** An answer outside every operation: `expected` says whether its status is the one the path and method call for. */
function genericAnswer(
  what: string,
  expected: boolean,
  status: number,
  body: unknown,
  contentType: string | null | undefined,
): ContractCheck {
  problemSchema ??= ajv.compile({ $ref: `${CONTRACT_ID}#/components/schemas/Problem` });
  const errors = [
    ...(expected ? [] : [`${what}: status ${status} is not what the contract says for it`]),
    ...(/^application\/problem\+json\b/.test(contentType ?? '') ? [] : [`${what}: ${contentType} is no problem`]),
    ...(problemSchema(body) ? [] : [`${what}: the body is no problem`]),
  ];
  return { ok: errors.length === 0, errors };
}

/** Reads a fetch Response (a clone) and validates it; throws with every error when it does not fit the contract. */
export async function expectResponseMatchesContract(
  method: string,
  url: string,
  response: Response,
): Promise<ContractCheck> {
  const contentType = response.headers.get('Content-Type');
  const text = await response.clone().text();
  let body: unknown = text === '' ? undefined : text;
  if (text && contentType && /json/i.test(contentType)) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(
        `${method} ${url} answered ${response.status} with a body that is not JSON: ${text.slice(0, 80)}`,
      );
    }
  }
  const check = validateResponse(new URL(url, 'http://x').pathname, method, response.status, body, contentType);
  const allow = response.headers.get('Allow');
  const preflight = response.headers.has('Access-Control-Allow-Origin');
  if (
    check.ok &&
    (response.status === 405 || (method === 'OPTIONS' && response.status === 204 && !preflight)) &&
    !allow
  )
    throw new Error(`${method} ${url} answered ${response.status} without Allow`);
  if (!check.ok) throw new Error(`${method} ${url} does not match service.yaml:\n  ${check.errors.join('\n  ')}`);
  return check;
}

/** Every operationId in service.yaml. */
export function contractOperationIds(): string[] {
  return Object.values(paths).flatMap((item) =>
    Object.values(item)
      .map((op) => (op as Json).operationId)
      .filter((id): id is string => typeof id === 'string'),
  );
}

/**
 * Checks a request body against the operation's requestBody schema (JSON only). Useful to prove that what a
 * machine or view builds is what the contract accepts.
 */
export function validateRequestBody(path: string, method: string, body: unknown): ContractCheck {
  const template = matchPath(path);
  if (!template) return { ok: false, errors: [`no path in service.yaml matches ${path}`] };
  const m = method.toLowerCase();
  const op = paths[template]![m] as Json | undefined;
  if (!op) return { ok: false, errors: [`${method.toUpperCase()} ${template} is not in service.yaml`] };
  const operationId = op.operationId as string;
  const requestBody = resolveRef(op.requestBody as Json | undefined);
  if (!requestBody) {
    const empty = body === undefined;
    return { ok: empty, operationId, errors: empty ? [] : [`${operationId}: the contract has no request body`] };
  }
  if (body === undefined) {
    return {
      ok: !requestBody.required,
      operationId,
      errors: requestBody.required ? [`${operationId}: request body required`] : [],
    };
  }
  const schemaPointer = `${pointer(['paths', template, m, 'requestBody', 'content', 'application/json', 'schema'])}`;
  let validate = compiled.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${CONTRACT_ID}#${schemaPointer}` });
    compiled.set(schemaPointer, validate);
  }
  const ok = validate(body) as boolean;
  return {
    ok,
    operationId,
    errors: ok
      ? []
      : (validate.errors ?? []).map((e) => `${operationId} request: ${e.instancePath || '(body)'} ${e.message ?? ''}`),
  };
}

/** Reads a fetch Request (a clone) and validates its JSON body; throws with every error when it does not fit. */
export async function expectRequestMatchesContract(request: Request): Promise<ContractCheck> {
  const text = await request.clone().text();
  const body = text === '' ? undefined : (JSON.parse(text) as unknown);
  const check = validateRequestBody(new URL(request.url).pathname, request.method, body);
  if (!check.ok)
    throw new Error(
      `${request.method} ${request.url} request does not match service.yaml:\n  ${check.errors.join('\n  ')}`,
    );
  return check;
}
