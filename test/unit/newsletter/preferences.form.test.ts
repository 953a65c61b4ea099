import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../openapi/client';
import { decodePreferencesResume, encodePreferencesResume, handlePreferencesPost, preferencesValuesFromForm } from '../../../core/newsletter';

/** A client whose service answers each call with `answer` (status and body), recording what was asked. */
function clientAnswering(answer: (request: Request) => { status: number; body?: unknown } | Promise<never>) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const client = createServiceClient({
    origin: 'https://shop.test',
    fetch: async (request) => {
      const text = await request.text();
      seen.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      const { status, body } = await answer(request);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    },
  });
  return { client, seen };
}

/** The page's own form, as a browser posts it (D39). */
const OWN = { requestHeaders: { 'sec-fetch-site': 'same-origin', origin: 'https://shop.test', host: 'shop.test' } };
const SUBSCRIBER = { email: 'a@example.com', consents: [], legals: [], market: 'HU', confirmedAt: '2026-11-23T09:00:00Z', updatedAt: '2026-11-23T09:00:00Z' };
const form = (fields: Record<string, string>) =>
  new URLSearchParams({ 'sk-form': 'newsletter-preferences', token: 'tok', action: 'save', ...fields });

describe('handlePreferencesPost (D23, D27)', () => {
  it('saves the market\'s fields and the consent, then redirects with the notice', async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, body: SUBSCRIBER }));
    const answer = await handlePreferencesPost(form({ salutation: 'MRS', firstName: ' Ilona ', lastName: 'Kovács', dne: 'DNE' }), { market: 'HU', client, ...OWN });
    expect(answer).toEqual({ kind: 'redirect', status: 303, token: 'tok', resume: { notice: 'saved' } });
    expect(seen).toEqual([
      { method: 'PUT', path: '/service/newsletter/api/internal/newsletter-subscribers/tok', body: { salutation: 'MRS', firstName: 'Ilona', lastName: 'Kovács', consents: ['DNE'] } },
    ]);
  });

  it('sends nothing for a form from another site (D39), an invalid name, or without a token', async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, body: SUBSCRIBER }));
    for (const requestHeaders of [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, { origin: 'https://shop.test.evil.test', host: 'shop.test' }]) {
      const save = await handlePreferencesPost(form({}), { market: 'HU', client, requestHeaders });
      expect(save.resume.notice).toBe('saveFailed');
      expect(save.refused).toContain(requestHeaders.origin);
      expect((await handlePreferencesPost(form({ action: 'unsubscribe' }), { market: 'HU', client, requestHeaders })).resume.notice).toBe('unsubscribeFailed');
    }
    const invalid = await handlePreferencesPost(form({ salutation: 'MRS', firstName: 'www.spam.com', lastName: 'K' }), { market: 'HU', client, ...OWN });
    expect(invalid.resume).toEqual({ values: { salutation: 'MRS', firstName: 'www.spam.com', lastName: 'K', dne: false }, errors: { firstName: 'nameInvalid' } });
    expect((await handlePreferencesPost(form({ token: '' }), { market: 'HU', client, ...OWN })).resume).toEqual({ result: 'invalid' });
    expect(seen).toEqual([]);
  });

  it.each([
    ['a 404', { status: 404, body: { type: 'urn:newsletter:subscriber_not_found', title: 'Unknown subscriber', status: 404 } }, { result: 'invalid' }],
    ['a 500', { status: 500, body: { type: 'urn:service:internal_error', title: 'Internal error', status: 500 } }, { notice: 'unsubscribeFailed' }],
  ])('unsubscribing, %s', async (_, reply, expected) => {
    const { client, seen } = clientAnswering(() => reply);
    const answer = await handlePreferencesPost(form({ action: 'unsubscribe', firstName: 'Kept' }), { market: 'DE', client, ...OWN });
    expect(answer.resume).toMatchObject(expected);
    if ('notice' in expected) expect(answer.resume.values?.firstName).toBe('Kept');
    expect(seen.map((s) => s.method)).toEqual(['DELETE']);
  });

  it('a refused save keeps what was typed', async () => {
    const { client } = clientAnswering(() => ({ status: 503, body: { type: 'urn:service:fault_injected', title: 'x', status: 503 } }));
    const answer = await handlePreferencesPost(form({ dne: 'DNE' }), { market: 'DE', client, ...OWN });
    expect(answer.resume).toEqual({ values: { salutation: '', firstName: '', lastName: '', dne: true }, notice: 'saveFailed' });
  });

  it('reads only known values: an unknown salutation is empty, a ticked box only with its value, texts bounded', () => {
    expect(preferencesValuesFromForm(new URLSearchParams({ salutation: 'SIR', dne: 'yes', firstName: 'x'.repeat(5000) }))).toEqual({
      salutation: '',
      firstName: 'x'.repeat(1024),
      lastName: '',
      dne: false,
    });
  });
});

describe('the preference resume cookie', () => {
  it('round-trips, never carries the subscriber, and refuses anything malformed', () => {
    const resume = { values: { salutation: 'MRS' as const, firstName: 'Ilona', lastName: '', dne: true }, errors: { lastName: 'lastNameRequired' as const }, notice: 'saveFailed' as const };
    expect(decodePreferencesResume(encodePreferencesResume({ ...resume, subscriber: { ...SUBSCRIBER } }))).toEqual(resume);
    for (const hostile of ['%E0%A4%A', 'null', '{"notice":"hacked"}', '{"result":"subscribed"}', encodeURIComponent(JSON.stringify({ values: { firstName: 'x'.repeat(2000) } })), '']) {
      expect(decodePreferencesResume(hostile), hostile.slice(0, 40)).toBeUndefined();
    }
  });
});
