/**
 * What passes between `npm run serve`'s workers and the primary that runs the one service over PGlite: only
 * end-to-end headers, a body read no further than the limit, and a secret proving the call comes from one of this
 * server's workers (the only callers whose X-Forwarded-For counts).
 */
import { timingSafeEqual } from 'node:crypto';
import { BODY_MAX_BYTES } from '../openapi/facts';

/** The header a worker's call to the primary's service carries (its value: the secret made at start). */
export const INTERNAL_SECRET_HEADER = 'x-storefront-internal';

/** Headers that describe one connection, not the message (RFC 9110 7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'upgrade',
  'transfer-encoding',
  'expect',
  'te',
  'trailer',
  'host',
  'content-length',
  'http2-settings',
]);

/** The request's end-to-end headers: hop-by-hop ones, `Proxy-*` and whatever `Connection` names dropped. */
export function endToEndHeaders(headers: Headers): Headers {
  const named = new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept = new Headers();
  for (const [name, value] of headers) {
    if (HOP_BY_HOP.has(name) || named.has(name) || name.startsWith('proxy-')) continue;
    kept.append(name, value);
  }
  return kept;
}

/** The body, read no further than `max` bytes: undefined when longer (a chunked body's rest is left unread). */
export async function bodyWithin(request: Request, max = BODY_MAX_BYTES): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The answer to a body over the limit; the connection is closed after it, so the rest of the body is never read. */
export function bodyTooLarge(json: boolean): Response {
  const headers = { connection: 'close', 'cache-control': 'no-store' };
  return json
    ? Response.json(
        {
          type: 'urn:service:body_too_large',
          title: 'Request body too large',
          status: 413,
          detail: `At most ${BODY_MAX_BYTES} bytes.`,
        },
        { status: 413, headers: { ...headers, 'content-type': 'application/problem+json' } },
      )
    : new Response('Payload Too Large', { status: 413, headers });
}

/** A request with this (already read) body in place of its stream. */
export function withBody(request: Request, body: Uint8Array<ArrayBuffer>): Request {
  const headers = endToEndHeaders(request.headers);
  return new Request(request.url, { method: request.method, headers, body: body.byteLength ? body : null });
}

/** Only calls carrying the workers' secret reach the service (403 for anyone else), and the secret goes no further. */
export function internalService(
  service: (request: Request) => Promise<Response>,
  secret: string,
): (request: Request) => Promise<Response> {
  const expected = Buffer.from(secret);
  return async (request) => {
    const given = Buffer.from(request.headers.get(INTERNAL_SECRET_HEADER) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return new Response('Forbidden', { status: 403, headers: { connection: 'close' } });
    const headers = new Headers(request.headers);
    headers.delete(INTERNAL_SECRET_HEADER);
    return service(new Request(request, { headers }));
  };
}
