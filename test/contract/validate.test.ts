import { describe, expect, it } from 'vitest';
import { contractOperationIds, matchPath, validateRequestBody, validateResponse } from './validate';

// The validator itself must be able to say no, or every contract test would pass vacuously.
describe('validateResponse', () => {
  it('matches concrete paths to templates, preferring literal segments', () => {
    expect(matchPath('/service/newsletter/api/internal/newsletter-subscribers/abc/doi')).toBe(
      '/service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}/doi',
    );
    expect(matchPath('/service/newsletter/api/private/customers/base-data')).toBe(
      '/service/newsletter/api/{access}/customers/base-data',
    );
    expect(matchPath('/service/nothing')).toBeUndefined();
  });

  it('accepts a body that fits and rejects one with a wrong enum, a missing field or an extra status', () => {
    const checkauth = '/service/preview/api/auth/checkauth';
    expect(
      validateResponse(checkauth, 'GET', 200, { status: 'SUCCESS', dateTime: '2026-12-01' }, 'application/json').ok,
    ).toBe(true);
    expect(validateResponse(checkauth, 'GET', 200, { status: 'MAYBE' }, 'application/json').ok).toBe(false);
    expect(validateResponse(checkauth, 'GET', 200, {}, 'application/json').ok).toBe(false);
    expect(validateResponse(checkauth, 'GET', 418, { status: 'SUCCESS' }, 'application/json').errors[0]).toMatch(
      /not documented/,
    );
    expect(validateResponse(checkauth, 'POST', 200, {}, 'application/json').ok).toBe(false);
  });

  it('resolves $refs of shared responses and checks the media type', () => {
    const path = '/service/newsletter/api/internal/newsletter-subscribers';
    const problem = { type: 'urn:newsletter:email_invalid', title: 'Invalid', status: 400 };
    expect(validateResponse(path, 'POST', 400, problem, 'application/problem+json').ok).toBe(true);
    expect(validateResponse(path, 'POST', 400, { title: 'Invalid', status: 400 }, 'application/problem+json').ok).toBe(
      false,
    );
    expect(validateResponse(path, 'POST', 400, problem, 'text/html').ok).toBe(false);
    expect(validateResponse(path, 'POST', 202, { status: 'ACCEPTED' }, 'application/json; charset=UTF-8').ok).toBe(
      true,
    );
    expect(validateResponse(path, 'POST', 202, { status: 'NEW' }, 'application/json').ok).toBe(false);
  });

  it('checks nested schemas (arrays of A/B tests) and no-content answers', () => {
    const tests = '/service/abtestfrontend/api/v1/gettestsat';
    expect(validateResponse(tests, 'GET', 200, [{ name: 'x', groups: [{ name: 'A' }] }], 'application/json').ok).toBe(
      true,
    );
    expect(validateResponse(tests, 'GET', 200, [{ name: 'x', groups: [{}] }], 'application/json').ok).toBe(false);
    expect(validateResponse('/service/preview/api/auth/logout', 'GET', 204, undefined, null).ok).toBe(true);
    expect(validateResponse('/service/preview/api/auth/logout', 'GET', 204, 'x', 'text/plain').ok).toBe(false);
  });

  it('lists the 16 calls of spec section 7, the customer logout, the CSRF token, the two images and their double-density copies (D58), the logos, the three unsubscribe calls of D27 and the two data-rights calls of D59', () => {
    const ids = contractOperationIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(28);
    expect(ids).toEqual(expect.arrayContaining(['getNewsletterImageLarge2x', 'getNewsletterImageSmall2x']));
    expect(ids).toEqual(expect.arrayContaining(['unsubscribe', 'unsubscribeOneClick', 'openUnsubscribeLink']));
    expect(ids).toEqual(expect.arrayContaining(['exportSubscriberData', 'eraseSubscriberData']));
  });
});

describe('validateRequestBody', () => {
  const path = '/service/newsletter/api/internal/newsletter-subscribers';
  it('accepts the spec subscription request and rejects a wrong enum, a long name or a missing field', () => {
    const ok = {
      email: 'anna@example.com',
      consents: ['DNE'],
      origin: 'onsite',
      originAddition: 'subsite',
      salutation: 'MRS',
    };
    expect(validateRequestBody(path, 'POST', ok).ok).toBe(true);
    expect(validateRequestBody(path, 'POST', { ...ok, salutation: 'DR' }).ok).toBe(false);
    expect(validateRequestBody(path, 'POST', { ...ok, firstName: 'x'.repeat(41) }).ok).toBe(false);
    const { email: _email, ...noEmail } = ok;
    expect(validateRequestBody(path, 'POST', noEmail).ok).toBe(false);
    expect(validateRequestBody(path, 'POST', { ...ok, note: 'x' }).ok).toBe(false);
    expect(validateRequestBody(path, 'POST', undefined).ok).toBe(false);
  });
  it('knows calls without a body', () => {
    expect(validateRequestBody('/service/preview/api/auth/checkauth', 'GET', undefined).ok).toBe(true);
    expect(validateRequestBody('/service/login/api/v1/logintoken/renew', 'POST', {}).ok).toBe(true);
    expect(validateRequestBody('/service/login/api/v1/logintoken/renew', 'POST', { a: 1 }).ok).toBe(false);
  });
});
