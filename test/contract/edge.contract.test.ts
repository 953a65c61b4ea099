// HTTP as RFC 9110 has it (issue 41): TRACE and CONNECT never served, a method a path lacks 405 with `Allow`,
// OPTIONS answered, and every answer under /service a problem when it is an error, odd paths included.
import { describe, expect, it } from 'vitest';
import { contract } from './validate';
import { SIGNUPS_PER_CLIENT } from '../../service/limits';
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
    ['a broken escape in a token', '/service/newsletter/api/internal/newsletter-subscribers/%ZZ', 404],
    ['an encoded NUL in a token', '/service/newsletter/api/internal/newsletter-subscribers/a%00b', 404],
    ['a lone surrogate in a token', '/service/newsletter/api/internal/newsletter-subscribers/a%ED%A0%80b', 404],
    ['a logo name the pattern refuses', '/service/footer-images/logos/a%0Ab.svg', 404],
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

const NL = '/service/newsletter/api/internal';
const SIGN_UP = { email: 'anna@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' };
/** Every control character (C0 with tab and line breaks, DEL, C1) and a lone surrogate of each half. */
const UNKEEPABLE = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\ud800',
  '\udfff',
];

describe('requests held against the contract at the edge, before a handler counts or writes anything', () => {
  it.each(['email', 'origin', 'originAddition', 'firstName', 'lastName'])(
    'a sign-up with a control character or a lone surrogate in %s is a 400 naming it; nothing is sent or counted',
    async (field) => {
      const service = new ServiceHarness({ limits: { signUpsPerClient: { ...SIGNUPS_PER_CLIENT, max: 1 } } });
      const visitor = await service.visitor().arrive();
      for (const character of UNKEEPABLE) {
        const value = field === 'email' ? `an${character}na@example.com` : `An${character}na`;
        const answer = await visitor.call('POST', `${NL}/newsletter-subscribers`, {
          body: { ...SIGN_UP, [field]: value },
        });
        expect(answer.status, JSON.stringify(character)).toBe(400);
        expect(answer.body).toMatchObject({
          type: field === 'email' ? 'urn:newsletter:email_invalid' : 'urn:newsletter:request_invalid',
          detail: `${field}: holds a control character.`,
        });
      }
      expect(await service.outbox()).toHaveLength(0);
      // The one sign-up the limit allows is still there.
      expect((await visitor.call('POST', `${NL}/newsletter-subscribers`, { body: SIGN_UP })).status).toBe(202);
    },
  );

  it.each([
    [{ ...SIGN_UP, origin: 'x'.repeat(65) }, 'origin: must be at most 64 characters.'],
    [{ ...SIGN_UP, firstName: 42 }, 'firstName: must be a string.'],
    [{ ...SIGN_UP, consents: 'DNE' }, 'consents: must be a JSON array.'],
    [{ ...SIGN_UP, consents: ['DNE', 'DNE'] }, 'consents: must not hold an item twice.'],
    [{ ...SIGN_UP, salutation: 'DR' }, 'salutation: must be one of "MR", "MRS", "COMPANY", "DIVERS".'],
    [{ ...SIGN_UP, newsletter: true }, 'newsletter: is not a field of this request.'],
    [{ ...SIGN_UP, ['x\u0000y']: 1 }, 'x?y: holds a control character.'],
    [{ consents: [] }, 'email: is required.'],
    [['anna@example.com'], 'body: must be a JSON object.'],
  ])('a sign-up %j is a 400 naming what is wrong', async (body, detail) => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', `${NL}/newsletter-subscribers`, { body });
    expect(answer.status).toBe(400);
    expect((answer.body as { detail: string }).detail.startsWith(detail)).toBe(true);
    expect(await service.outbox()).toHaveLength(0);
  });

  it('fills in the defaults the contract names: a sign-up of the address alone is onsite/subsite without consents', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    expect(
      (await visitor.call('POST', `${NL}/newsletter-subscribers`, { body: { email: 'anna@example.com' } })).status,
    ).toBe(202);
    const [mail] = await service.outbox();
    expect(mail!.consentRecord).toMatchObject({ origin: 'onsite', originAddition: 'subsite', consents: [] });
  });

  it.each([
    ['X-Hunter-Site', 'XX', 'X-Hunter-Site: must be one of'],
    [
      'X-Original-Address',
      `https://shop.test/${'a'.repeat(2048)}`,
      'X-Original-Address: must be at most 2048 characters.',
    ],
    ['X-Original-Address', 'https://shop.test/\u0080', 'X-Original-Address: holds a control character.'],
  ])('a header %s that does not fit is a 400 naming it', async (name, value, detail) => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', `${NL}/newsletter-subscribers`, {
      body: SIGN_UP,
      headers: { [name]: value },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { detail: string }).detail.startsWith(detail)).toBe(true);
    expect(await service.outbox()).toHaveLength(0);
  });

  it.each([
    ['/service/abtestfrontend/api/v1/gettestsat?time=LPT1', 'time: is not in the form the contract describes.'],
    ['/service/abtestfrontend/api/v1/gettestsat?time=2026-12-01%00', 'time: holds a control character.'],
  ])('a query %s that does not fit is a 400 naming it', async (path, detail) => {
    const answer = await new ServiceHarness().visitor().call('GET', path);
    expect(answer.body).toMatchObject({ status: 400, detail });
  });

  it('a query parameter the contract does not name is never read, so never judged', async () => {
    const answer = await new ServiceHarness()
      .visitor()
      .call('GET', '/service/abtestfrontend/api/v1/gettestsat?x%0A=%00');
    expect(answer.status).toBe(200);
  });

  it('a renewal takes only the empty object (maxProperties 0)', async () => {
    const visitor = await new ServiceHarness().visitor().arrive();
    const answer = await visitor.call('POST', '/service/login/api/v1/logintoken/renew', { body: { sub: 'x' } });
    expect(answer.body).toMatchObject({ status: 400, detail: 'body: must have at most 0 fields.' });
  });
});
