import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '../core/env/cookies';
import { customerForToken } from './login';
import { operation, type ServiceDeps } from './operation';
import { problem } from './problem';
import { nlStatusOf, subscriberByEmail } from './store';

export function registerCustomer(app: Hono, deps: ServiceDeps): void {
  operation(
    app,
    deps,
    { method: 'get', path: '/service/newsletter/api/:access{internal|private}/customers/base-data', operationId: 'getCustomerBaseData' },
    (c) => {
      const customer = customerForToken(deps, c.req.header('X-LoginToken'));
      if (!customer) return problem(c, 401, 'urn:login:token_invalid', 'Not logged in', 'Send a valid, unexpired X-LoginToken.');
      return c.json(
        {
          email: customer.email,
          ...(customer.salutation ? { salutation: customer.salutation } : {}),
          ...(customer.firstName ? { firstName: customer.firstName } : {}),
          ...(customer.lastName ? { lastName: customer.lastName } : {}),
          consents: [...customer.consents],
          legals: [...customer.legals],
        },
        200,
      );
    },
  );

  operation(
    app,
    deps,
    { method: 'get', path: '/service/customerfrontenddata/api/v1/psdata', operationId: 'getPsdata', csrf: true },
    (c) => {
      c.header('Cache-Control', 'no-store');
      const customer = customerForToken(deps, getCookie(c, COOKIE.loginToken));
      const record = customer ? subscriberByEmail(deps.store, customer.email) : undefined;
      return c.json(record ? { nl_status: nlStatusOf(record) } : {}, 200);
    },
  );
}
