// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTestService } from '../../support/service';
import { createServiceClient } from '../../../openapi/client';
import { createFakeEnv } from '../../../core/env';
import deDE from '../../../core/newsletter/signup/texts/de-DE';
import { NewsletterSignup } from '../../../react/newsletter';

type Fault = { operationId: string; status?: number; latencyMs?: number; malformed?: boolean; times?: number };

// Fault tests against the reference service: its app.fetch is the client's fetch, faults come from its admin switch.
const ORIGIN = 'http://shop.test';
const CSRF = 'csrf-test-token';

function setup() {
  const app = createTestService();
  let networkDown = false;
  const fetch = async (req: Request) => {
    if (networkDown) throw new TypeError('Failed to fetch');
    const headers = new Headers(req.headers);
    headers.set('Cookie', `csrf_token=${CSRF}`);
    return app.fetch(new Request(req, { headers }));
  };
  const admin = (method: string, path: string, body?: unknown) =>
    app.fetch(
      new Request(`${ORIGIN}/service/__admin/${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  const client = createServiceClient({ origin: ORIGIN, fetch, csrfToken: () => CSRF });
  const env = createFakeEnv();
  render(<NewsletterSignup market="DE" texts={deDE} client={client} env={env} />);
  return {
    env,
    admin,
    setNetworkDown: (down: boolean) => void (networkDown = down),
    outbox: async () => ((await (await admin('GET', 'outbox')).json()) as { mails: { to: string }[] }).mails,
  };
}

const settle = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(1);
  });
const email = () => screen.getByLabelText(deDE.emailLabel, { exact: false }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: deDE.submit }));

describe('sign-up against the reference service, with faults', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it.each([
    ['a 500', { operationId: 'subscribeNewsletter', status: 500, times: 1 }],
    ['malformed JSON', { operationId: 'subscribeNewsletter', malformed: true, times: 1 }],
    ['a 15 s time-out', { operationId: 'subscribeNewsletter', latencyMs: 60_000, times: 1 }],
  ] as [string, Fault][])(
    '%s shows the general error banner, keeps the input, and the form works again',
    async (_, fault) => {
      const s = setup();
      await s.admin('POST', 'faults', fault);
      fireEvent.change(email(), { target: { value: 'anna@example.de' } });
      submit();
      await settle();
      if (fault.latencyMs) {
        expect(screen.queryByText(deDE.errors.generic)).toBeNull();
        await settle(14_900);
        expect(screen.queryByText(deDE.errors.generic)).toBeNull();
        await settle(200);
      }
      expect(screen.getByText(deDE.errors.generic)).toBeTruthy();
      expect(email().value).toBe('anna@example.de');
      expect(s.env.pushed).toHaveLength(1);
      submit();
      await settle();
      expect(screen.queryByText(deDE.errors.generic)).toBeNull();
      expect(screen.getByText(deDE.pending.headline)).toBeTruthy();
      expect((await s.outbox()).filter((m) => m.to === 'anna@example.de').length).toBeGreaterThanOrEqual(1);
    },
  );

  it('a network error shows the general error banner, keeps the input, and the form works again', async () => {
    const s = setup();
    s.setNetworkDown(true);
    fireEvent.change(email(), { target: { value: 'anna@example.de' } });
    submit();
    await settle();
    expect(screen.getByText(deDE.errors.generic)).toBeTruthy();
    expect(email().value).toBe('anna@example.de');
    s.setNetworkDown(false);
    submit();
    await settle();
    expect(screen.getByText(deDE.pending.headline)).toBeTruthy();
  });

  it.each([
    ['a 503', { operationId: 'subscribeNewsletter', status: 503 }],
    ['a time-out', { operationId: 'subscribeNewsletter', latencyMs: 60_000 }],
  ] as [string, Fault][])('"send again" hitting %s keeps the pending view usable (D15)', async (_, fault) => {
    const s = setup();
    fireEvent.change(email(), { target: { value: 'anna@example.de' } });
    submit();
    await settle();
    expect(screen.getByText(deDE.pending.headline)).toBeTruthy();
    await s.admin('POST', 'faults', fault);
    await settle(30_000);
    fireEvent.click(screen.getByRole('button', { name: deDE.pending.resend }));
    await settle(fault.latencyMs ? 15_100 : 0);
    expect(screen.getByText(deDE.pending.resendFailed)).toBeTruthy();
    expect(screen.getByText(deDE.pending.headline)).toBeTruthy();
    await s.admin('DELETE', 'faults');
    fireEvent.click(screen.getByRole('button', { name: deDE.pending.resend }));
    await settle();
    expect(screen.getByText(deDE.pending.resent.replace('{email}', 'anna@example.de'))).toBeTruthy();
    expect((await s.outbox()).filter((m) => m.to === 'anna@example.de')).toHaveLength(2);
  });
});
