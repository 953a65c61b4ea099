import { isServiceError, type ServiceClient } from '../../openapi/client';
import type { LoginRequest } from '../../openapi';
import type { SessionCalls } from './session.connect';
import type { LoginOutcome } from './session.rules';
import { loginOutcome } from './session.rules';

/** The HTTP status of a settled call: the answer's, the error's, or undefined when no answer came. */
async function statusOf(call: Promise<{ response: Response }>): Promise<number | undefined> {
  try {
    return (await call).response.status;
  } catch (e) {
    if (isServiceError(e)) return e.status;
    return undefined;
  }
}

/** The session's server calls over the typed service client. */
export function sessionCallsFromClient(client: ServiceClient): SessionCalls {
  return {
    renewLoginToken: () => statusOf(client.POST('/service/login/api/v1/logintoken/renew', { body: {} })),
    renewLongTermToken: () => statusOf(client.POST('/service/login/api/v1/longtermtoken/renew')),
  };
}

/** Customer login: 200 success, 401 unauthorized, anything else or a failure service unavailable. */
export async function loginCall(client: ServiceClient, credentials: LoginRequest): Promise<LoginOutcome> {
  return loginOutcome(await statusOf(client.POST('/service/login/api/v1/login', { body: credentials })));
}
