/** What the service writes to its log: no token, one line, bounded. */

/** The longest line the service writes about a request. */
export const LOG_LINE_MAX = 500;

/** A request path as the log shows it: a subscriber's token replaced by `…`, at most 200 characters. */
export function loggedPath(path: string): string {
  return path.replace(/(\/newsletter-subscribers\/)[^/]+/, '$1…').slice(0, 200);
}

/** One line: control characters (line breaks included) as `?`, cut to LOG_LINE_MAX with `…`. */
export function logLine(line: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  const flat = line.replace(/[\u0000-\u001f\u007f]/g, '?');
  return flat.length > LOG_LINE_MAX ? `${flat.slice(0, LOG_LINE_MAX - 1)}…` : flat;
}

/** A request the client gave up on (it closed the connection while its body was read): not the service's fault. */
export function isClientAbort(error: unknown): boolean {
  const e = error as { message?: unknown; code?: unknown; name?: unknown } | undefined;
  return e?.message === 'aborted' || e?.code === 'ECONNRESET' || e?.name === 'AbortError';
}
