// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { COOKIE, createFakeEnv } from '../../../core/env';
import { InspectorProvider } from '../../../react/inspect';
import { useLoginSession, type UseLoginSessionOptions } from '../../../react/session';
import { loginToken } from '../../unit/session/login-token.fixture';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

function SessionStatus(props: UseLoginSessionOptions) {
  const session = useLoginSession(props);
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      {session.expiredNotice ? (
        <p role="alert">
          Your session has ended. Please log in again.
          <button type="button" onClick={session.dismissExpiredNotice}>
            OK
          </button>
        </p>
      ) : null}
    </div>
  );
}

beforeEach(() => vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLoginSession', () => {
  it('server-renders the checking state without touching window', () => {
    expect(
      renderToString(
        <SessionStatus calls={{ renewLoginToken: async () => 201, renewLongTermToken: async () => 204 }} />,
      ),
    ).toContain('checking');
  });

  it('shows valid, then expired with one notice and one onExpired call', async () => {
    const env = Object.assign(
      createFakeEnv({
        cookies: { [COOKIE.loginToken]: loginToken({ renewAt: T0 + 60_000, expiresAt: T0 + 120_000 }) },
      }),
      {
        now: () => Date.now(),
      },
    );
    const onExpired = vi.fn();
    const calls = { renewLoginToken: vi.fn(async () => 500), renewLongTermToken: vi.fn(async () => 204) };
    render(<SessionStatus env={env} calls={calls} onExpired={onExpired} random={() => 1} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('status').textContent).toBe('valid');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByTestId('status').textContent).toBe('expired');
    expect(screen.getByRole('alert').textContent).toContain('Please log in again');
    expect(onExpired).toHaveBeenCalledTimes(1);
    // Nobody was active: no renewal call was made.
    expect(calls.renewLoginToken).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows renewing while a renewal backs off, and stops the machine on unmount', async () => {
    const env = Object.assign(
      createFakeEnv({ cookies: { [COOKIE.loginToken]: loginToken({ renewAt: T0 - 1_000, expiresAt: T0 + 600_000 }) } }),
      {
        now: () => Date.now(),
      },
    );
    const calls = { renewLoginToken: vi.fn(async () => 500), renewLongTermToken: vi.fn(async () => 204) };
    const view = render(<SessionStatus env={env} calls={calls} random={() => 1} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('status').textContent).toBe('renewing');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls.renewLoginToken).toHaveBeenCalledTimes(2);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(calls.renewLoginToken).toHaveBeenCalledTimes(2);
  });

  it('with neither a client nor calls runs nothing: checking, no port read', async () => {
    const env = createFakeEnv({
      cookies: { [COOKIE.loginToken]: loginToken({ renewAt: T0 + 60_000, expiresAt: T0 + 120_000 }) },
    });
    const read = vi.spyOn(env.cookies, 'get');
    const platform = vi.spyOn(env.viewport, 'platformAttribute');
    render(<SessionStatus env={env} />);
    await act(() => vi.advanceTimersByTimeAsync(200_000));
    expect(screen.getByTestId('status').textContent).toBe('checking');
    expect(read).not.toHaveBeenCalled();
    expect(platform).not.toHaveBeenCalled();
  });

  it('a parent re-rendering (new option objects, a new inspector) restarts nothing; the latest onExpired is told', async () => {
    const env = Object.assign(
      createFakeEnv({
        cookies: { [COOKIE.loginToken]: loginToken({ renewAt: T0 + 60_000, expiresAt: T0 + 120_000 }) },
      }),
      {
        now: () => Date.now(),
      },
    );
    const platform = vi.spyOn(env.viewport, 'platformAttribute');
    const calls = () => ({ renewLoginToken: vi.fn(async () => 500), renewLongTermToken: vi.fn(async () => 204) });
    const [first, latest] = [vi.fn(), vi.fn()];
    const { rerender } = render(
      <InspectorProvider inspect={() => {}}>
        <SessionStatus env={env} calls={calls()} onExpired={first} random={() => 1} />
      </InspectorProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('status').textContent).toBe('valid');
    rerender(
      <InspectorProvider inspect={() => {}}>
        <SessionStatus env={{ ...env }} calls={calls()} onExpired={latest} random={() => 1} />
      </InspectorProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByTestId('status').textContent).toBe('expired');
    expect(platform).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
