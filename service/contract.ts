/**
 * openapi/service.yaml as the service reads it: the one source of its paths, methods and request shapes.
 * From source (tests, tsx) the YAML itself is parsed; a build carries it as `openapi/service.json` beside the modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export type Json = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
  /** Where the parameter's schema is in the contract (a JSON pointer), for the validator to compile by reference. */
  pointer: string;
  /** Its `x-…` members (`x-problem-type`: the problem a value that does not fit is). */
  extensions: Json;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  template: string;
  parameters: ContractParameter[];
  requestBody?: { required: boolean; mediaTypes: string[]; pointer: string };
}

export interface ContractPath {
  template: string;
  /** The methods the path answers, as `Allow` names them: HEAD with GET, and OPTIONS. */
  allow: string[];
  operations: Map<string, ContractOperation>;
  segments: string[];
}

// A path, not a URL: test environments such as jsdom replace the global URL class that fs would check for.
const beside = (file: string) => fileURLToPath(new URL(file, import.meta.url).href);

function loadContract(): Json {
  const json = beside('../openapi/service.json');
  if (existsSync(json)) return JSON.parse(readFileSync(json, 'utf8')) as Json;
  // The repository: the YAML through the development dependency `yaml` (a build converts it, vite.service.config.ts).
  const { parse } = createRequire(import.meta.url)('yaml') as { parse: (text: string) => unknown };
  return parse(readFileSync(beside('../openapi/service.yaml'), 'utf8')) as Json;
}

export const contract: Json = loadContract();

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function pointer(parts: readonly string[]): string {
  return '/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** Follows a local `$ref` (`#/components/...`) to what it names, and returns it with its pointer. */
export function resolve(node: unknown, at: string): { node: Json; pointer: string } {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return { node: node as Json, pointer: at };
  let target: unknown = contract;
  for (const part of ref.slice(2).split('/')) target = (target as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return resolve(target, ref.slice(1));
}

function parametersOf(list: unknown, at: string): ContractParameter[] {
  return ((list as unknown[] | undefined) ?? []).map((entry, index) => {
    const { node, pointer: where } = resolve(entry, `${at}/${index}`);
    return {
      name: node.name as string,
      in: node.in as ContractParameter['in'],
      required: node.required === true,
      schema: node.schema as Json,
      pointer: `${where}/schema`,
      extensions: Object.fromEntries(Object.entries(node).filter(([key]) => key.startsWith('x-'))),
    };
  });
}

function pathsOf(): ContractPath[] {
  return Object.entries(contract.paths as Record<string, Json>).map(([template, item]) => {
    const shared = parametersOf(item.parameters, pointer(['paths', template, 'parameters']));
    const operations = new Map<string, ContractOperation>();
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const at = pointer(['paths', template, method]);
      const own = parametersOf(op.parameters, `${at}/parameters`);
      const body = op.requestBody ? resolve(op.requestBody, `${at}/requestBody`) : undefined;
      operations.set(method.toUpperCase(), {
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        template,
        // An operation's parameter replaces the path's of the same name and place (OpenAPI 3.1, 4.8.10).
        parameters: [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own],
        ...(body
          ? {
              requestBody: {
                required: body.node.required === true,
                mediaTypes: Object.keys(body.node.content as Json),
                pointer: `${body.pointer}/content`,
              },
            }
          : {}),
      });
    }
    const methods = [...operations.keys()];
    const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
    return { template, allow, operations, segments: template.split('/') };
  });
}

export const CONTRACT_PATHS: readonly ContractPath[] = pathsOf();

export type PathMatch =
  | { kind: 'match'; path: ContractPath; params: Record<string, string> }
  /** The path is the contract's, but a parameter's segment is not valid percent-encoding. */
  | { kind: 'undecodable'; path: ContractPath; param: string };

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * A literal segment matches when it decodes to the template's, so an encoded spelling reaches the same checks. The
 * most literal template wins (`/unsubscribe` over `{subscriberToken}`).
 */
export function matchContractPath(rawPath: string): PathMatch | undefined {
  const segments = rawPath.split('/');
  let best: { match: PathMatch; literals: number } | undefined;
  for (const path of CONTRACT_PATHS) {
    if (path.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let undecodable: string | undefined;
    let literals = 0;
    let fits = true;
    for (let i = 0; i < segments.length && fits; i++) {
      const wanted = path.segments[i]!;
      const value = decode(segments[i]!);
      const param = /^\{(.+)\}$/.exec(wanted)?.[1];
      if (param === undefined) {
        fits = value === wanted;
        literals++;
      } else if (value === undefined) undecodable ??= param;
      else params[param] = value;
    }
    if (!fits || (best && best.literals >= literals)) continue;
    best = {
      literals,
      match: undecodable ? { kind: 'undecodable', path, param: undecodable } : { kind: 'match', path, params },
    };
  }
  return best?.match;
}
