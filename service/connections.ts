import { createServer, type RequestListener, type Server } from 'node:http';

/** How long a connection may take (ms): Node's defaults hold a slow body for 300 s and a silent socket forever. */
export interface ConnectionTimeouts {
  /** A connection that sends nothing (before its first request, or between requests) is closed after this. */
  idle: number;
  /** The request's headers must be in within this … */
  headers: number;
  /** … and its whole body within this (408 otherwise). */
  request: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAlive: number;
}

export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  idle: 15_000,
  headers: 10_000,
  request: 30_000,
  keepAlive: 5_000,
};

/** An HTTP server whose idle and slow connections are closed: slowloris and idle floods hold nothing long. */
export function boundedServer(listener: RequestListener, timeouts: ConnectionTimeouts = CONNECTION_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      keepAliveTimeout: timeouts.keepAlive,
      // How often Node looks for connections past the two limits above (its default, 30 s, would add to them).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, timeouts.headers / 4)),
    },
    listener,
  );
  // Inactivity of the socket, whatever it is doing: without a 'timeout' listener Node destroys it.
  server.timeout = timeouts.idle;
  return server;
}

/** Said at start without NODE_ENV=production: the development switches and the demo customer are on. */
export function safeguardsNote(env: NodeJS.ProcessEnv): string {
  return env.NODE_ENV === 'production'
    ? ''
    : ' WITHOUT production safeguards (NODE_ENV is not production): /service/__admin and the demo customer are on.';
}
