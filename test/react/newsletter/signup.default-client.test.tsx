// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTestService } from '../../support/service';
import { createFakeEnv } from '../../../core/env';
import deDE from '../../../core/newsletter/signup/texts/de-DE';
import { NewsletterSignup } from '../../../react/newsletter';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A server component (Next.js App Router) can pass only plain props: no client is given, the view calls the page's own origin.
describe('NewsletterSignup without a client', () => {
  it("signs up at the page's own origin, /service served or rewritten there", async () => {
    const app = createTestService();
    const asked: string[] = [];
    const cookies = new Map<string, string>();
    vi.stubGlobal('fetch', async (request: Request) => {
      asked.push(request.url);
      const headers = new Headers(request.headers);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const answer = await app.fetch(new Request(request, { headers }));
      for (const line of answer.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return answer;
    });
    render(<NewsletterSignup market="DE" texts={deDE} env={createFakeEnv()} />);
    fireEvent.change(screen.getByLabelText(deDE.emailLabel, { exact: false }), {
      target: { value: 'ohne-client@example.de' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: deDE.submit })));
    await waitFor(() => expect(screen.getByText(deDE.pending.headline)).toBeTruthy());
    expect(asked.some((url) => url.startsWith(`${location.origin}/service/newsletter/`))).toBe(true);
    expect(asked.every((url) => url.startsWith(`${location.origin}/service/`))).toBe(true);
  });
});

// Vite's and Next's templates render in StrictMode: its re-run of effects must not send to the actor it stopped.
describe('NewsletterSignup in StrictMode', () => {
  it('starts without a warning (nothing is sent to a stopped actor) and works', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    try {
      render(
        <StrictMode>
          <NewsletterSignup market="DE" texts={deDE} env={createFakeEnv()} actors={{}} />
        </StrictMode>,
      );
      fireEvent.focus(screen.getByLabelText(deDE.emailLabel, { exact: false }));
      await act(async () => {});
      expect(warn.mock.calls.map(String)).toEqual([]);
      expect(error.mock.calls.map(String)).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
