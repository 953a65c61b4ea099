// HTTP as RFC 9110 has it (issue 41): TRACE and CONNECT never served, a method a path lacks 405 with `Allow`,
// OPTIONS answered, and every answer under /service a problem when it is an error, odd paths included.
import { describe, expect, it } from 'vitest';
import { contract } from './validate';
import { ServiceHarness } from './harness';

const paths = contract.paths as Record<string, Record<string, unknown>>;
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/** A concrete path of a template, with the same stand-in for every parameter. */
const concrete = (template: string) =>
  template
    .replace('{access}', 'internal')
    .replace('{file}', 'card-brand-1.svg')
    .replace(/\{[^}]+\}/g, 'some-token');

/** What `Allow` names for a path of the contract: its methods, HEAD with GET, and OPTIONS. */
const allowOf = (template: string) => {
  const methods = METHODS.filter((m) => m.toLowerCase() in paths[template]!);
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
};

describe('methods (RFC 9110)', () => {
  it.each(Object.keys(paths))(
    '%s: TRACE, TRACK, CONNECT, QUERY and each method it lacks are 405 problems with its Allow',
    async (template) => {
      const visitor = new ServiceHarness().visitor();
      const lacking = [...METHODS.filter((m) => !(m.toLowerCase() in paths[template]!)), 'TRACE', 'TRACK', 'CONNECT'];
      for (const method of [...lacking, 'QUERY']) {
        const answer = await visitor.call(method, concrete(template), method === 'QUERY' ? { body: {} } : {});
        expect(answer.status, method).toBe(405);
        expect(answer.headers.get('Allow'), method).toBe(allowOf(template));
        expect(answer.headers.get('Content-Type')).toBe('application/problem+json');
        expect(answer.body).toMatchObject({ type: 'urn:service:method_not_allowed', status: 405 });
      }
      const options = await visitor.call('OPTIONS', concrete(template));
      expect(options.status).toBe(204);
      expect(options.headers.get('Allow')).toBe(allowOf(template));
    },
  );

  it('a TRACE of the staff logout is refused and the staff session goes on (the node adapter hands TRACE over as a GET)', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    await visitor.call('POST', '/service/__admin/staff/login');
    const trace = await visitor.call('TRACE', '/service/preview/api/auth/logout');
    expect(trace.status).toBe(405);
    expect(trace.setCookies).toEqual([]);
    expect((await visitor.call('GET', '/service/preview/api/auth/checkauth')).body).toMatchObject({
      status: 'SUCCESS',
    });
  });

  it('a HEAD of a GET path is its GET without a body; of a POST path 405', async () => {
    const visitor = new ServiceHarness().visitor();
    const head = await visitor.call('HEAD', '/service/csrf');
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect((await visitor.call('HEAD', '/service/login/api/v1/login')).status).toBe(405);
  });

  it('a trusted origin gets its CORS preflight (D40); OPTIONS of an unknown path is 404', async () => {
    const visitor = new ServiceHarness({ trustedOrigins: ['https://partner.example'] }).visitor();
    const preflight = await visitor.call('OPTIONS', '/service/login/api/v1/login', {
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect((await visitor.call('OPTIONS', '/service/nothing-here')).status).toBe(404);
  });
});

describe('odd paths under /service are problems, never a page', () => {
  it.each([
    ['an unknown path', '/service/nothing-here', 404],
    ['a broken escape', '/service/%E0%A4%A', 404],
    ['a lone percent sign', '/service/abtestfrontend/api/v1/%', 404],
    ['an encoded NUL', '/service/csrf%00', 404],
    ['encoded CR LF', '/service/csrf%0D%0ASet-Cookie:%20x=1', 404],
    ['a broken escape in a token', '/service/newsletter/api/internal/newsletter-subscribers/%ZZ', 400],
    ['an encoded dot segment', '/service/%2e%2e/csrf', 404],
    ['an unknown access', '/service/newsletter/api/public/newsletter-subscribers/x', 404],
  ])('%s (%s): %i', async (_, path, status) => {
    const answer = await new ServiceHarness().visitor().call('GET', path);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('Content-Type')).toBe('application/problem+json');
    expect(answer.body).toMatchObject({ status });
  });

  it('an encoded spelling of a path reaches the same operation as the plain one', async () => {
    const answer = await new ServiceHarness().visitor().call('GET', '/%73ervice/csrf');
    expect(answer.status).toBe(200);
  });
});
