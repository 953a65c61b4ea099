// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createFakeEnv } from '../../../core/env';
import { SignupRefusal, type SignupBackend } from '../../../core/backend';
import deDE from '../../../core/newsletter/signup/texts/de-DE';
import trTR from '../../../core/newsletter/signup/texts/tr-TR';
import { NewsletterSignup } from '../../../react/newsletter';

/**
 * The shop's own newsletter API, of another shape than the contract (`POST /api/newsletter` with `{ mail, country }`,
 * 422 `{ field }` for a field it refuses), wired as docs/own-backend.md shows: plain functions, no XState.
 */
const backend: SignupBackend = {
  async subscribe(request, { market, signal }) {
    const res = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mail: request.email, country: market, first: request.firstName }),
      signal,
    });
    if (res.status === 422) {
      const body = (await res.json().catch(() => ({}))) as { field?: string };
      if (body.field === 'mail') throw new SignupRefusal('email');
      if (body.field === 'first') throw new SignupRefusal('firstName');
    }
    if (!res.ok) throw new Error(`newsletter API answered ${res.status}`);
    await res.json();
  },
};

type Answer = () => Promise<Response>;
const json = (body: unknown, status: number) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: Answer, market: 'DE' | 'TR' = 'DE') {
  const requests: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return answer();
  });
  const env = createFakeEnv();
  render(<NewsletterSignup market={market} texts={market === 'DE' ? deDE : trTR} env={env} backend={backend} />);
  return { env, requests };
}

const settle = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(1);
  });
const email = () => screen.getByLabelText(deDE.emailLabel, { exact: false }) as HTMLInputElement;
const submit = (label = deDE.submit) => fireEvent.click(screen.getByRole('button', { name: label }));

describe('the sign-up on the shop’s own API (backend prop): each answer gives the shopper the right message', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('signs up: the pending view names the address, and nothing is asked of /service', async () => {
    const s = setup(json({ ok: true }, 201));
    fireEvent.change(email(), { target: { value: 'anna@example.de' } });
    submit();
    await settle();
    expect(screen.getByText(/anna@example\.de/)).toBeTruthy();
    expect(screen.queryByText(deDE.errors.generic)).toBeNull();
    expect(s.requests).toEqual(['POST /api/newsletter']);
  });

  it('a 422 naming the address puts "enter a valid address" on the field, keeps it and focuses it', async () => {
    setup(json({ field: 'mail' }, 422));
    fireEvent.change(email(), { target: { value: 'anna@blocked.example' } });
    submit();
    await settle();
    expect(screen.getByText(deDE.errors.emailInvalid)).toBeTruthy();
    expect(screen.queryByText(deDE.errors.generic)).toBeNull();
    expect(email().value).toBe('anna@blocked.example');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
  });

  it('a 422 naming a name field puts the market’s message on that field', async () => {
    setup(json({ field: 'first' }, 422), 'TR');
    fireEvent.change(screen.getByLabelText(trTR.emailLabel, { exact: false }), {
      target: { value: 'ayse@example.com.tr' },
    });
    const field = (autocomplete: string) =>
      document.querySelector<HTMLInputElement>(`[autocomplete="${autocomplete}"]`)!;
    fireEvent.change(field('given-name'), { target: { value: 'Ayse' } });
    fireEvent.change(field('family-name'), { target: { value: 'Yilmaz' } });
    fireEvent.click(document.querySelector<HTMLInputElement>('input[type="checkbox"][value="NEWSLETTER"]')!);
    submit(trTR.submit);
    await settle();
    const first = field('given-name');
    expect(screen.getByText(trTR.errors.nameInvalid)).toBeTruthy();
    expect(first.value).toBe('Ayse');
    expect(document.activeElement).toBe(first);
    expect(screen.queryByText(trTR.errors.generic)).toBeNull();
  });

  it.each([
    ['409 (already signed up)', json({ error: 'exists' }, 409)],
    ['422 without a field it knows', json({ errors: [{ path: 'shoeSize' }] }, 422)],
    ['500', json({ error: 'boom' }, 500)],
    [
      'HTML instead of JSON (a proxy’s page)',
      async () =>
        new Response('<!doctype html><h1>Bad gateway</h1>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ],
    ['the network down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as [string, Answer][])(
    '%s: the general message, what was typed kept, and the form can be sent again',
    async (_, answer) => {
      const s = setup(answer);
      fireEvent.change(email(), { target: { value: 'anna@example.de' } });
      submit();
      await settle();
      expect(screen.getByText(deDE.errors.generic)).toBeTruthy();
      expect(email().value).toBe('anna@example.de');
      expect(email().getAttribute('aria-invalid')).not.toBe('true');
      expect(s.env.logged.some((line) => line.message.startsWith('newsletter: the sign-up failed'))).toBe(true);
      submit();
      await settle();
      expect(s.requests).toHaveLength(2);
    },
  );

  it('no answer: the general message after 15 s (not before), the call aborted, what was typed kept', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (_: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const env = createFakeEnv();
    render(<NewsletterSignup market="DE" texts={deDE} env={env} backend={backend} />);
    fireEvent.change(email(), { target: { value: 'anna@example.de' } });
    submit();
    await settle(14_900);
    expect(screen.queryByText(deDE.errors.generic)).toBeNull();
    await settle(200);
    expect(screen.getByText(deDE.errors.generic)).toBeTruthy();
    expect(signal?.aborted).toBe(true);
    expect(email().value).toBe('anna@example.de');
  });
});
