import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '../openapi/http';
import { HEADER } from '../openapi/facts';
import { customerForToken } from './login';
import { operation, type ServiceDeps } from './operation';
import { problem } from './problem';

/** The logged-in customer's data and newsletter status, mounted at /service. */
export function customerRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  operation(
    app,
    deps,
    {
      method: 'get',
      path: '/newsletter/api/:access{internal|private}/customers/base-data',
      operationId: 'getCustomerBaseData',
    },
    async (c) => {
      const customer = await customerForToken(deps, c.req.header(HEADER.loginToken));
      if (!customer)
        return problem(c, 401, 'urn:login:token_invalid', 'Not logged in', 'Send a valid, unexpired X-LoginToken.');
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
    { method: 'get', path: '/customerfrontenddata/api/v1/psdata', operationId: 'getPsdata' },
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const customer = await customerForToken(deps, getCookie(c, COOKIE.loginToken));
      const status = customer ? await deps.store.nlStatus(customer.email, deps.options.now()) : undefined;
      return c.json(status ? { nl_status: status } : {}, 200);
    },
  );
  return app;
}
