// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { COOKIE, createFakeEnv, type FakeEnv } from '../../../core/env';
import type { Locale } from '../../../core/i18n';
import { LoginSessionProvider } from '../../../demo/login-session';
import { RuntimeProvider } from '../../../demo/runtime';
import { Shell } from '../../../demo/shell';
import { createServiceClient } from '../../../openapi/client';
import { loginToken } from '../../unit/session/login-token.fixture';
import { WAIT } from '../../support/wait';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A page's env on the fake timers' clock; the service answers every renewal 500 (none happen without activity). */
function pageEnv(cookies: Record<string, string> = {}): FakeEnv {
  return Object.assign(createFakeEnv({ cookies }), { now: () => Date.now() });
}

const renewals: string[] = [];
/** How the service answers the long-term renewal (default: like every other call, 500). */
let longTermAnswer: () => Response = () => new Response(null, { status: 500 });
const client = createServiceClient({
  origin: 'http://shop.test',
  csrfToken: () => 'csrf-cookie', // every demo page gives the cookie with its HTML
  fetch: async (request: Request) => {
    const path = new URL(request.url).pathname;
    renewals.push(path);
    return path.endsWith('/longtermtoken/renew') ? longTermAnswer() : new Response(null, { status: 500 });
  },
});

function Page({ env, lang = 'de-DE', server = false }: { env: FakeEnv; lang?: Locale; server?: boolean }) {
  return (
    <RuntimeProvider runtime={{ env, client, server }}>
      <LoginSessionProvider>
        <Shell lang={lang} staffPreview={false}>
          <p>page</p>
        </Shell>
      </LoginSessionProvider>
    </RuntimeProvider>
  );
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  renewals.length = 0;
  longTermAnswer = () => new Response(null, { status: 500 });
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('demo: the login session on every page (header)', () => {
  it('the server renders nothing of the session, even with the cookie, and hydration matches', async () => {
    const cookies = { [COOKIE.loginToken]: loginToken({ renewAt: T0 + 120_000, expiresAt: T0 + 600_000 }) };
    const html = renderToString(<Page env={pageEnv(cookies)} server />);
    expect(html).not.toContain('session-indicator');
    expect(html).not.toContain('Angemeldet');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Page env={pageEnv(cookies)} />, { onRecoverableError: recoverable });
    });
    await settle();
    await vi.waitFor(
      () => expect(container.querySelector('[data-testid="session-indicator"]')?.textContent).toBe('Angemeldet'),
      WAIT,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('no cookie: nothing in the header; a cookie that appears is found by the 10-second look-up', async () => {
    const env = pageEnv();
    render(<Page env={env} lang="pl-PL" />);
    await settle();
    expect(screen.queryByTestId('session-indicator')).toBeNull();
    env.cookieJar.set(COOKIE.loginToken, loginToken({ renewAt: T0 + 120_000, expiresAt: T0 + 600_000 }));
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(screen.queryByTestId('session-indicator')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(screen.getByTestId('session-indicator').textContent).toBe('Zalogowano'), WAIT);
  });

  it('no cookie: the long-term token is renewed once per page, as the machine would; a hidden tab waits until shown', async () => {
    const env = pageEnv();
    render(<Page env={env} />);
    await settle();
    expect(renewals).toEqual(['/service/login/api/v1/longtermtoken/renew']);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(renewals).toHaveLength(1);
    cleanup();

    renewals.length = 0;
    const hidden = pageEnv();
    hidden.setVisible(false);
    render(<Page env={hidden} />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(renewals).toEqual([]);
    act(() => hidden.setVisible(true));
    await settle();
    expect(renewals).toEqual(['/service/login/api/v1/longtermtoken/renew']);
  });

  it('stay logged in: a long-term renewal that sets a LoginToken shows "logged in" once the call settles, without the 10-second wait', async () => {
    const env = pageEnv();
    longTermAnswer = () => {
      // What the browser does with the 201's Set-Cookie.
      env.cookieJar.set(COOKIE.loginToken, loginToken({ renewAt: T0 + 120_000, expiresAt: T0 + 600_000 }));
      return Response.json({ exp: (T0 + 600_000) / 1000, renewAt: (T0 + 120_000) / 1000 }, { status: 201 });
    };
    render(<Page env={env} />);
    await settle();
    await vi.waitFor(() => expect(screen.getByTestId('session-indicator').textContent).toBe('Angemeldet'), WAIT);
    expect(Date.now() - T0).toBeLessThan(1_000);
    expect(renewals).toEqual(['/service/login/api/v1/longtermtoken/renew']);
  });

  it('nothing to renew (204): the page stays logged out and asks nothing more', async () => {
    const env = pageEnv();
    longTermAnswer = () => new Response(null, { status: 204 });
    render(<Page env={env} />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByTestId('session-indicator')).toBeNull();
    expect(renewals).toEqual(['/service/login/api/v1/longtermtoken/renew']);
  });

  it.each([
    ['de-AT', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.', 'Erneut anmelden'],
    ['tr-TR', 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.', 'Tekrar giriş yap'],
    ['en', 'Your session has ended. Please log in again.', 'Log in again'],
  ] as const)(
    '%s: at the expiry one warning in the page language, with a link to log in; closable',
    async (lang, text, link) => {
      const env = pageEnv({ [COOKIE.loginToken]: loginToken({ renewAt: T0 + 60_000, expiresAt: T0 + 120_000 }) });
      render(<Page env={env} lang={lang} />);
      await settle();
      await vi.waitFor(() => expect(screen.getByTestId('session-indicator')).toBeTruthy(), WAIT);
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1), WAIT);
      // The notice's code arrives when it first shows: let its effects run (as a browser does before any click).
      await settle();
      expect(screen.getByRole('alert').textContent).toContain(text);
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/staff/');
      expect(screen.queryByTestId('session-indicator')).toBeNull();
      // Nobody was active, so no login-token renewal was asked for; before the warning the long-term token was tried
      // once (the fake service answers 500: no new cookie).
      expect(renewals).toEqual(['/service/login/api/v1/longtermtoken/renew']);
      act(() => screen.getByRole('button').click());
      await settle();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
