import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Answers an RFC 9457 problem (`application/problem+json`), the contract's error shape. */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  type: string,
  title: string,
  detail?: string,
): Response {
  const body = { type, title, status, ...(detail === undefined ? {} : { detail }) };
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/problem+json' });
}
