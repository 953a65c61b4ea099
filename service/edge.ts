/**
 * The service's edge (issue 41): every request under /service is held against openapi/service.yaml before a handler
 * runs. Its path must be one of the contract's, its method one that path has (405 with `Allow` otherwise, RFC 9110
 * 15.5.6); TRACE, TRACK and CONNECT are never served.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchContractPath, type ContractOperation, type PathMatch } from './contract';
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

type EdgeEnv = { Variables: { contractOperation: ContractOperation } };

/** The contract operation the edge let through to this handler (undefined when none did). */
export function contractOperationOf(c: Context): ContractOperation | undefined {
  return (c as unknown as Context<EdgeEnv>).get('contractOperation');
}

/**
 * Paths and methods as the contract has them: OPTIONS of a contract path is 204 with `Allow` (a trusted origin's
 * preflight was answered before, with CORS), a method the path lacks 405, an unknown path goes on to the routes'
 * 404 (the test switches under /service/__admin are not in the contract).
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
    if (match.kind === 'undecodable')
      return problemResponse(
        400,
        REQUEST_INVALID,
        'Invalid request',
        `${match.param}: the path segment is not valid percent-encoding.`,
      );
    (c as unknown as Context<EdgeEnv>).set('contractOperation', operation);
    return next();
  };
}
