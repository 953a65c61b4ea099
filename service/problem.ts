import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The media type of every error answer of the service. */
export const PROBLEM_TYPE = 'application/problem+json';

/** Answers an RFC 9457 problem (`application/problem+json`), the contract's error shape. */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  type: string,
  title: string,
  detail?: string,
): Response {
  const body = { type, title, status, ...(detail === undefined ? {} : { detail }) };
  return c.body(JSON.stringify(body), status, { 'Content-Type': PROBLEM_TYPE });
}

/** The same problem as a plain Response, for code outside a Hono handler (the demo server's guard). */
export function problemResponse(
  status: number,
  type: string,
  title: string,
  detail?: string,
  headers: Record<string, string> = {},
): Response {
  const body = { type, title, status, ...(detail === undefined ? {} : { detail }) };
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': PROBLEM_TYPE } });
}
