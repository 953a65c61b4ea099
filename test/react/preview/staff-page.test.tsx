// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createFakeEnv } from '../../../core/env';
import StaffPage from '../../../demo/pages/staff';
import { LoginSessionProvider } from '../../../demo/login-session';
import { RuntimeProvider } from '../../../demo/runtime';
import { Shell } from '../../../demo/shell';
import { TestService } from '../../model/preview/service-visitor';

afterEach(() => cleanup());

/** The staff page in the shell, in the browser, for a visitor of a reference service on the real clock. */
async function renderStaffPage() {
  const service = new TestService({ now: () => Date.now() });
  const visitor = await service.visitor().arrive();
  const env = Object.assign(createFakeEnv(), {
    cookies: { get: (n: string) => visitor.cookies.get(n) },
    now: () => Date.now(),
  });
  render(
    <RuntimeProvider runtime={{ env, client: visitor.client(), server: false }}>
      <LoginSessionProvider>
        <Shell staffPreview={false}>
          <StaffPage />
        </Shell>
      </LoginSessionProvider>
    </RuntimeProvider>,
  );
  return visitor;
}

describe('demo staff page', () => {
  it('server-renders both forms without touching window', async () => {
    const service = new TestService();
    const visitor = await service.visitor().arrive();
    const html = renderToString(
      <RuntimeProvider runtime={{ env: createFakeEnv(), client: visitor.client(), server: true }}>
        <LoginSessionProvider>
          <StaffPage />
        </LoginSessionProvider>
      </RuntimeProvider>,
    );
    expect(html).toContain('Log in as staff');
    expect(html).toContain('shopper@example.com');
    expect(html).not.toContain('Preview settings');
  });

  it('customer login: wrong password says so, the demo credentials log in and the session shows logged in', async () => {
    const visitor = await renderStaffPage();
    // No cookie: no session code runs, nothing in the header.
    expect(screen.queryByTestId('session-indicator')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('Not logged in'));
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('E-mail address or password is wrong.');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(/^Logged in\. The session below/);
    await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('Logged in'));
    // The header's indicator comes from the same (one) session.
    expect(screen.getByTestId('session-indicator').textContent).toBe('Logged in');
    // Without the box ticked the browser does not stay logged in.
    expect(visitor.cookies.has('LongTermToken')).toBe(false);
  });

  it('"Stay logged in" ticked: the login also sets the long-term cookie; "Log out" ends both and says so', async () => {
    const visitor = await renderStaffPage();
    const box = screen.getByRole('checkbox', { name: 'Stay logged in' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(/^Logged in\. The session below/);
    expect(visitor.cookies.has('LongTermToken')).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByText('Logged out. This browser no longer stays logged in.');
    await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('Not logged in'));
    expect(screen.queryByTestId('session-indicator')).toBeNull();
    expect(visitor.cookies.has('LoginToken')).toBe(false);
    expect(visitor.cookies.has('LongTermToken')).toBe(false);
  });
});
