import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../openapi/client';
import {
  decodePreferencesResume,
  encodePreferencesResume,
  handlePreferencesPost,
  preferencesValuesFromForm,
} from '../../../core/newsletter';

/** A client whose service answers each call with `answer` (status and body), recording what was asked. */
function clientAnswering(
  answer: (request: Request) => { status: number; body?: unknown } | Promise<never>,
  timeoutMs?: number,
) {
  const seen: { method: string; path: string; body: unknown; headers?: Record<string, string> }[] = [];
  const client = createServiceClient({
    origin: 'https://shop.test',
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    fetch: async (request) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      lastHeaders = Object.fromEntries(request.headers);
      const { status, body } = await answer(request);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    },
  });
  return { client, seen };
}

let lastHeaders: Record<string, string> = {};

/** The page's own form, as a browser posts it (D39). */
const OWN = { requestHeaders: { 'sec-fetch-site': 'same-origin', origin: 'https://shop.test', host: 'shop.test' } };
const SUBSCRIBER = {
  email: 'a@example.com',
  consents: [],
  legals: [],
  market: 'HU',
  confirmedAt: '2026-11-23T09:00:00Z',
  updatedAt: '2026-11-23T09:00:00Z',
};
const form = (fields: Record<string, string>) =>
  new URLSearchParams({ 'sk-form': 'newsletter-preferences', token: 'tok', action: 'save', ...fields });

describe('handlePreferencesPost (D23, D27)', () => {
  it("saves the market's fields and the consent, then redirects with the notice", async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, body: SUBSCRIBER }));
    const answer = await handlePreferencesPost(
      form({ salutation: 'MRS', firstName: ' Ilona ', lastName: 'Kovács', dne: 'DNE' }),
      { market: 'HU', client, ...OWN },
    );
    expect(answer).toEqual({ kind: 'redirect', status: 303, token: 'tok', resume: { notice: 'saved' } });
    expect(seen).toEqual([
      {
        method: 'PUT',
        path: '/service/newsletter/api/internal/newsletter-subscribers/tok',
        body: { salutation: 'MRS', firstName: 'Ilona', lastName: 'Kovács', consents: ['DNE'] },
      },
    ]);
  });

  it('sends nothing for a form from another site (D39), an invalid name, or without a token', async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, body: SUBSCRIBER }));
    for (const requestHeaders of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://shop.test.evil.test', host: 'shop.test' },
    ]) {
      const save = await handlePreferencesPost(form({}), { market: 'HU', client, requestHeaders });
      expect(save.resume.notice).toBe('saveFailed');
      expect(save.refused).toContain(requestHeaders.origin);
      expect(
        (await handlePreferencesPost(form({ action: 'unsubscribe' }), { market: 'HU', client, requestHeaders })).resume
          .notice,
      ).toBe('unsubscribeFailed');
    }
    const invalid = await handlePreferencesPost(form({ salutation: 'MRS', firstName: 'www.spam.com', lastName: 'K' }), {
      market: 'HU',
      client,
      ...OWN,
    });
    expect(invalid.resume).toEqual({
      values: { salutation: 'MRS', firstName: 'www.spam.com', lastName: 'K', dne: false },
      errors: { firstName: 'nameInvalid' },
    });
    expect((await handlePreferencesPost(form({ token: '' }), { market: 'HU', client, ...OWN })).resume).toEqual({
      result: 'invalid',
    });
    expect(seen).toEqual([]);
  });

  it.each([
    [
      'a 404',
      { status: 404, body: { type: 'urn:newsletter:subscriber_not_found', title: 'Unknown subscriber', status: 404 } },
      { result: 'invalid' },
    ],
    [
      'a 500',
      { status: 500, body: { type: 'urn:service:internal_error', title: 'Internal error', status: 500 } },
      { notice: 'unsubscribeFailed' },
    ],
  ])('unsubscribing, %s', async (_, reply, expected) => {
    const { client, seen } = clientAnswering(() => reply);
    const answer = await handlePreferencesPost(form({ action: 'unsubscribe', firstName: 'Kept' }), {
      market: 'DE',
      client,
      ...OWN,
    });
    expect(answer.resume).toMatchObject(expected);
    if ('notice' in expected) expect(answer.resume.values?.firstName).toBe('Kept');
    expect(seen.map((s) => s.method)).toEqual(['DELETE']);
  });

  it('a refused save keeps what was typed', async () => {
    const { client } = clientAnswering(() => ({
      status: 503,
      body: { type: 'urn:service:fault_injected', title: 'x', status: 503 },
    }));
    const answer = await handlePreferencesPost(form({ dne: 'DNE' }), { market: 'DE', client, ...OWN });
    expect(answer.resume).toEqual({
      values: { salutation: '', firstName: '', lastName: '', dne: true },
      notice: 'saveFailed',
    });
  });

  it('reads only known values: an unknown salutation is empty, a ticked box only with its value, texts bounded', () => {
    expect(
      preferencesValuesFromForm(new URLSearchParams({ salutation: 'SIR', dne: 'yes', firstName: 'x'.repeat(5000) })),
    ).toEqual({
      salutation: '',
      firstName: 'x'.repeat(1024),
      lastName: '',
      dne: false,
    });
  });
});

describe('the preference resume cookie', () => {
  it('round-trips, never carries the subscriber, and refuses anything malformed', () => {
    const resume = {
      values: { salutation: 'MRS' as const, firstName: 'Ilona', lastName: '', dne: true },
      errors: { lastName: 'lastNameRequired' as const },
      notice: 'saveFailed' as const,
    };
    expect(decodePreferencesResume(encodePreferencesResume({ ...resume, subscriber: { ...SUBSCRIBER } }))).toEqual(
      resume,
    );
    // Every page the redirect can land on (this test builds the cookie's schema first: the rows below check it whole).
    const erased = {
      result: 'erased' as const,
      erasure: {
        reference: 'DR-00AA11BB22CC',
        erasedAt: '2026-11-24T10:00:00.000Z',
        erased: { subscription: true, requests: 1, consentEvents: 2, mails: 2, manageTokens: 1 },
      },
    };
    for (const landing of [
      { result: 'invalid' as const },
      { result: 'unsubscribed' as const },
      erased,
      { values: { salutation: '' as const, firstName: '', lastName: '', dne: false } },
    ]) {
      expect(decodePreferencesResume(encodePreferencesResume(landing))).toEqual(landing);
    }
    for (const hostile of [
      '%E0%A4%A',
      'null',
      '{"notice":"hacked"}',
      '{"result":"subscribed"}',
      encodeURIComponent(JSON.stringify({ values: { firstName: 'x'.repeat(2000) } })),
      '',
    ]) {
      expect(decodePreferencesResume(hostile), hostile.slice(0, 40)).toBeUndefined();
    }
  });
});

describe('"erase my data" posted without JavaScript (D59)', () => {
  const ERASED = {
    status: 'ERASED',
    reference: 'DR-00AA11BB22CC',
    erasedAt: '2026-11-24T10:00:00.000Z',
    erased: { subscription: true, requests: 1, consentEvents: 2, mails: 2, manageTokens: 1 },
  };

  it('the first press only asks (nothing is sent); "no" goes back; "yes" erases and carries what went across the redirect', async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, body: ERASED }));
    const options = { market: 'HU', client, ...OWN };
    expect((await handlePreferencesPost(form({ action: 'erase' }), options)).resume).toEqual({ confirmErase: true });
    expect((await handlePreferencesPost(form({ action: 'erase-cancelled' }), options)).resume).toEqual({});
    expect(seen).toEqual([]);
    const done = await handlePreferencesPost(form({ action: 'erase-confirmed' }), options);
    const { status: _status, ...erasure } = ERASED;
    expect(done.resume).toEqual({ result: 'erased', erasure });
    expect(seen).toEqual([
      { method: 'POST', path: '/service/newsletter/api/internal/newsletter-subscribers/tok/erasure', body: undefined },
    ]);
    expect(decodePreferencesResume(encodePreferencesResume(done.resume))).toEqual(done.resume);
  });

  it('a form from another site erases nothing, even confirmed; a used token ends in the invalid link; a failure says nothing was erased', async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, body: ERASED }));
    expect(
      (
        await handlePreferencesPost(form({ action: 'erase-confirmed' }), {
          market: 'HU',
          client,
          requestHeaders: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test', host: 'shop.test' },
        })
      ).resume.notice,
    ).toBe('eraseFailed');
    expect(seen).toEqual([]);
    const used = clientAnswering(() => ({
      status: 404,
      body: { type: 'urn:newsletter:subscriber_not_found', title: 'Unknown subscriber', status: 404 },
    }));
    expect(
      (await handlePreferencesPost(form({ action: 'erase-confirmed' }), { market: 'HU', client: used.client, ...OWN }))
        .resume,
    ).toEqual({ result: 'invalid' });
    const broken = clientAnswering(() => ({
      status: 500,
      body: { type: 'urn:service:internal_error', title: 'Internal error', status: 500 },
    }));
    expect(
      (
        await handlePreferencesPost(form({ action: 'erase-confirmed' }), {
          market: 'HU',
          client: broken.client,
          ...OWN,
        })
      ).resume,
    ).toEqual({ notice: 'eraseFailed' });
  });

  it('a forged resume cookie with an erasure of the wrong shape is dropped', () => {
    const forged = encodePreferencesResume({
      result: 'erased',
      erasure: {
        reference: 'x',
        erasedAt: 'y',
        erased: { subscription: true, requests: -1, consentEvents: 0, mails: 0, manageTokens: 0 },
      },
    });
    expect(decodePreferencesResume(forged)).toBeUndefined();
  });
});

describe('what the preference form handler sends and answers (issue 30: each mutant of preferences.form.ts)', () => {
  it('knows its own form, and only it', async () => {
    const { isPreferencesForm } = await import('../../../core/newsletter');
    expect(isPreferencesForm(form({}))).toBe(true);
    expect(isPreferencesForm(new URLSearchParams({ 'sk-form': 'newsletter-signup' }))).toBe(false);
    expect(isPreferencesForm(new URLSearchParams())).toBe(false);
  });

  it('an unsubscribe that works lands on "unsubscribed"; a save for a link that is gone lands on the invalid link', async () => {
    const ok = clientAnswering(() => ({ status: 204 }));
    expect(
      (await handlePreferencesPost(form({ action: 'unsubscribe' }), { market: 'DE', client: ok.client, ...OWN }))
        .resume,
    ).toEqual({ result: 'unsubscribed' });
    const gone = clientAnswering(() => ({
      status: 404,
      body: { type: 'urn:newsletter:subscriber_not_found', title: 'Unknown subscriber', status: 404 },
    }));
    expect((await handlePreferencesPost(form({}), { market: 'DE', client: gone.client, ...OWN })).resume).toEqual({
      result: 'invalid',
    });
  });

  it.each([
    ['save', 'saveTimedOut'],
    ['unsubscribe', 'unsubscribeTimedOut'],
    ['erase-confirmed', 'eraseTimedOut'],
  ])('a %s that times out says so (not only "failed")', async (action, notice) => {
    const { client } = clientAnswering(() => new Promise<never>(() => {}), 20);
    expect((await handlePreferencesPost(form({ action }), { market: 'DE', client, ...OWN })).resume.notice).toBe(
      notice,
    );
  });

  it('"erase my data" posted from another site says the erasure failed', async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, body: SUBSCRIBER }));
    const answer = await handlePreferencesPost(form({ action: 'erase' }), {
      market: 'HU',
      client,
      requestHeaders: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
    });
    expect(answer.resume.notice).toBe('eraseFailed');
    expect(seen).toEqual([]);
  });

  it('a token is read up to 200 characters, the call names the market and the page, and single-page mode uses the private API', async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, body: SUBSCRIBER }));
    const long = 't'.repeat(300);
    const answer = await handlePreferencesPost(form({ token: long }), {
      market: 'AT',
      client,
      singlePageMode: true,
      originalAddress: 'https://shop.test/at/newsletter/preferences',
      ...OWN,
    });
    expect(answer.token).toBe('t'.repeat(200));
    expect(seen.map((s) => s.path)).toEqual([
      `/service/newsletter/api/private/newsletter-subscribers/${'t'.repeat(200)}`,
    ]);
    expect(lastHeaders['x-hunter-site']).toBe('AT');
    expect(lastHeaders['x-original-address']).toBe('https://shop.test/at/newsletter/preferences');
  });
});
