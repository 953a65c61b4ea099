// A module of its own: code that only tells a failed call apart (the session's renewal) need not load the client.

export type ServiceErrorReason = 'http' | 'network' | 'timeout' | 'aborted' | 'malformed';

/** The one error every failed call rejects with. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly reason: ServiceErrorReason;
  /** HTTP status for reason 'http' (and for 'malformed', the 2xx status whose body did not parse). */
  readonly status?: number;
  /** The problem JSON `type`, e.g. `urn:newsletter:email_invalid`. */
  readonly problemType?: string;
  /** The parsed JSON body, or the text when it is not JSON. */
  readonly body?: unknown;

  constructor(
    reason: ServiceErrorReason,
    message: string,
    details: { status?: number; problemType?: string; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.reason = reason;
    if (details.status !== undefined) this.status = details.status;
    if (details.problemType !== undefined) this.problemType = details.problemType;
    if (details.body !== undefined) this.body = details.body;
  }
}

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}
