// A fuzz of every operation of service.yaml (issue 41), generated from the contract: valid and invalid requests,
// wrong methods, odd headers and paths, lying content types, logged in and not. No answer may be a 5xx, and every
// answer must be one the contract describes (ServiceHarness.app.fetch checks each; errors are problems).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract } from './validate';
import { ServiceHarness, requestOf, ORIGIN, type Visitor } from './harness';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  method: string;
  template: string;
  parameters: Json[];
  body?: { types: string[]; properties: string[] };
}

const resolve = (node: unknown): Json => {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref !== 'string') return node as Json;
  let target: unknown = contract;
  for (const part of ref.slice(2).split('/')) target = (target as Json)[part];
  return resolve(target);
};

const operations: Operation[] = Object.entries(contract.paths as Record<string, Json>).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([method]) => method !== 'parameters')
    .map(([method, op]) => {
      const o = op as Json;
      const content = (resolve(o.requestBody) as Json | undefined)?.content as Record<string, Json> | undefined;
      const schema = content ? resolve(Object.values(content)[0]!.schema) : undefined;
      return {
        operationId: o.operationId as string,
        method: method.toUpperCase(),
        template,
        parameters: [...((item.parameters as unknown[]) ?? []), ...((o.parameters as unknown[]) ?? [])].map(resolve),
        ...(content
          ? { body: { types: Object.keys(content), properties: Object.keys((schema?.properties as Json) ?? {}) } }
          : {}),
      };
    }),
);

/** Text a request can carry: ordinary, over-long, with control characters, lone surrogates, markup, escapes. */
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('anna@example.com', 'DE', 'TR', 'XX', '2026-12-01', 'One-Click', 'MRS', 'DNE', 'NEWSLETTER', ''),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('\u0000', 'a\u0000@example.com', '\r\n', '\u007f', '\u0085', '\ud800', 'x\udfffy', '\u202e', '%00'),
  fc.integer({ min: 60, max: 3000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('<script>', "' or '1'='1", '../../etc/passwd', 'www.example.com', 'LPT1', '%ZZ'),
);
const value = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 2 }),
);

/** A path segment: a fitting one, or odd (encoded controls, broken escapes, long, empty-ish). */
/** encodeURIComponent, with a lone surrogate as the bytes a client would send for it. */
const encode = (t: string) => {
  try {
    return encodeURIComponent(t);
  } catch {
    return '%ED%A0%80';
  }
};

const segment = (fitting: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(fitting) },
    text.map((t) => encode(t) || 'x'),
    fc.constantFrom('%00', '%0D%0A', '%ZZ', '%E0%A4%A', '%', '%ED%A0%80', '..%2F', 'a%2Fb', '%7F'),
  );

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'QUERY', 'TRACE', 'TRACK', 'CONNECT'];

interface Fuzzed {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  loggedIn: boolean;
}

function requests(op: Operation, fitting: Record<string, string>): fc.Arbitrary<Fuzzed> {
  const pathParts = op.template.split('/').map((part) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    return name === undefined ? fc.constant(part) : segment(fitting[name] ?? 'x');
  });
  const query = op.parameters.filter((p) => p.in === 'query');
  const headers = op.parameters.filter((p) => p.in === 'header');
  const headerValue = text.filter((t) => /^[\t\u0020-\u007e\u0080-\u00ff]*$/.test(t) && t.trim() === t);
  const fields = op.body?.properties ?? [];
  const jsonBody = fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
    fc.record(Object.fromEntries([...fields, 'extra'].map((f) => [f, value])), { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant({ email: 'fuzz@example.com', password: 'demo', consents: [], origin: 'onsite' }),
  );
  return fc.record({
    method: fc.oneof({ weight: 4, arbitrary: fc.constant(op.method) }, fc.constantFrom(...METHODS)),
    path: fc.tuple(...pathParts).chain((parts) =>
      fc
        .array(fc.tuple(fc.constantFrom(...query.map((q) => q.name as string), 'x'), text), { maxLength: 3 })
        .map((pairs) => {
          const search = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
          return parts.join('/') + (search ? `?${search}` : '');
        }),
    ),
    headers: fc.record(
      {
        ...Object.fromEntries(headers.map((h) => [h.name as string, headerValue])),
        'Content-Type': fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'text/plain',
          'application/problem+json',
        ),
        Origin: fc.constantFrom('http://shop.test', 'https://evil.example'),
        'Sec-Fetch-Site': fc.constantFrom('same-origin', 'cross-site', 'none'),
      },
      { requiredKeys: [] },
    ),
    body: fc.option(
      fc.oneof(
        jsonBody.map((b) => JSON.stringify(b)),
        fc.constantFrom('List-Unsubscribe=One-Click', '{"email":', '\u0000', 'a=%ZZ', '--x\r\n'),
        text,
      ),
      { nil: undefined },
    ),
    loggedIn: fc.boolean(),
  });
}

async function setUp() {
  const service = new ServiceHarness();
  const visitor = await service.visitor().arrive();
  await visitor.call('POST', '/service/__admin/staff/login');
  await visitor.call('POST', '/service/login/api/v1/login', {
    body: { email: 'shopper@example.com', password: 'demo', stayLoggedIn: true },
  });
  const NL = '/service/newsletter/api/internal';
  await visitor.call('POST', `${NL}/newsletter-subscribers`, { body: { email: 'fuzz@example.com' } });
  const [doi] = await service.outbox();
  await visitor.call('PUT', `${NL}/newsletter-subscribers/${doi!.subscriberToken}/doi`);
  const welcome = (await service.outbox()).find((m) => m.kind === 'welcome')!;
  const manage = new URL(welcome.link!).searchParams.get('token')!;
  return { service, visitor, fitting: { access: 'internal', subscriberToken: manage, file: 'card-brand-1.svg' } };
}

async function send(service: ServiceHarness, visitor: Visitor, request: Fuzzed): Promise<Response> {
  const headers = new Headers();
  for (const [name, v] of Object.entries(request.headers)) headers.set(name, v);
  if (request.loggedIn) {
    headers.set('Cookie', visitor.cookieHeader());
    if (headers.has('X-LoginToken')) headers.set('X-LoginToken', visitor.cookies.get('LoginToken') ?? '');
  }
  const bodyless = ['GET', 'HEAD'].includes(request.method);
  return service.app.fetch(
    requestOf(ORIGIN + request.path, request.method, {
      headers,
      ...(bodyless || request.body === undefined ? {} : { body: request.body }),
    }),
  );
}

describe('fuzz of every operation of service.yaml (issue 41)', () => {
  it('covers every operation', () => {
    expect(operations).toHaveLength(28);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: no 5xx, every answer in the contract',
    async (_, op) => {
      const { service, visitor, fitting } = await setUp();
      await fc.assert(
        fc.asyncProperty(requests(op, fitting), async (request) => {
          const answer = await send(service, visitor, request);
          expect(answer.status, `${request.method} ${request.path}`).toBeLessThan(500);
        }),
        { numRuns: 50 },
      );
    },
    120_000,
  );
});
