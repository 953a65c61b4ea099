// The preview machine with the real actors, against the reference service (through the typed client).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createCoveredActor as createActor } from '../../support/machine-coverage';
import { createFakeEnv } from '../../../core/env';
import { connectPreviewPanel, createPreviewActors, previewPanelMachine } from '../../../core/preview';
import { TestService as ServiceHarness, START } from './service-visitor';

async function staffPage(service: ServiceHarness, loggedIn = true) {
  const visitor = service.visitor();
  await visitor.arrive();
  if (loggedIn) await visitor.call('POST', '/service/__admin/staff/login');
  const env = createFakeEnv({ cookies: Object.fromEntries(visitor.cookies) });
  const logger = env.logger;
  const actor = createActor(
    previewPanelMachine.provide(
      createPreviewActors(visitor.client(), { cookies: { get: (n) => visitor.cookies.get(n) }, logger }),
    ),
    { input: { now: service.now } },
  );
  actor.start();
  const view = () => connectPreviewPanel(actor.getSnapshot(), actor.send, { now: () => service.now });
  return { visitor, actor, view, env };
}

afterEach(() => vi.useRealTimers());

describe('preview panel against the reference service', () => {
  it('stays hidden without a staff cookie, and asks nothing', async () => {
    const service = new ServiceHarness();
    const { actor, view } = await staffPage(service, false);
    const before = service.requests.length;
    await waitFor(actor, (s) => s.status === 'done');
    expect(view().visible).toBe(false);
    expect(service.requests.slice(before)).toEqual([]);
  });

  it('stays hidden with a stale staff cookie (checkauth UNAUTHORIZED)', async () => {
    const service = new ServiceHarness();
    const visitor = service.visitor();
    await visitor.arrive();
    visitor.cookies.set('staff_auth', 'made-up');
    const actor = createActor(previewPanelMachine.provide(createPreviewActors(visitor.client())), {
      input: { now: service.now },
    }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });

  it('the first A/B-test lookup, as the panel opens, carries the time the form shows, like every later one (issue 29.4)', async () => {
    const service = new ServiceHarness();
    const page = await staffPage(service);
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'found' } }));
    page.view().setDate('2026-12-05');
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'found' } }));
    const lookups = service.addresses.filter((a) => a.startsWith('/service/abtestfrontend/api/v1/gettestsat'));
    // START is 2026-11-23 09:00 UTC: the form shows that day until another is picked.
    expect(lookups).toEqual([
      '/service/abtestfrontend/api/v1/gettestsat?time=2026-11-23',
      '/service/abtestfrontend/api/v1/gettestsat?time=2026-12-05',
    ]);
    expect(page.view().date).toBe('2026-12-05');
  });

  it('staff pick a date, a test and a group, apply; a reload shows the applied test from checkauth; reset; logout', async () => {
    const service = new ServiceHarness();
    const page = await staffPage(service);
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'found' } }));
    expect(page.view().testOptions.map((o) => o.value)).toEqual([
      '',
      'november-coffee-teaser',
      'footer-newsletter-slot',
    ]);
    expect(page.view().banner).toBeUndefined();

    page.view().setDate('2026-12-05');
    expect(page.view().testsStatus.text).toBe('Loading tests...');
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'found' } }));
    expect(page.view().testOptions.map((o) => o.value)).toEqual(['', 'winter-checkout', 'footer-newsletter-slot']);

    page.view().chooseTest('winter-checkout');
    page.view().apply();
    expect(page.view().notice?.text).toBe('Please also select an A/B test group!');
    page.view().chooseGroup('variant');
    page.view().apply();
    expect(page.view().notice?.text).toBe('Loading...');
    await waitFor(page.actor, (s) => s.matches({ shown: { settings: 'idle' } }));
    expect(page.view().notice).toEqual({ kind: 'success', text: 'Settings applied successfully.' });
    expect(page.view().banner?.text).toBe('Preview date: 2026-12-05 · A/B test: winter-checkout / variant');
    page.actor.stop();

    // Reload: a new page of the same staff person.
    const reload = createActor(previewPanelMachine.provide(createPreviewActors(page.visitor.client())), {
      input: { now: service.now },
    }).start();
    await waitFor(reload, (s) => s.matches({ shown: { tests: 'found' } }));
    const v = connectPreviewPanel(reload.getSnapshot(), reload.send, { now: () => service.now });
    expect(v).toMatchObject({ date: '2026-12-05', test: 'winter-checkout', group: 'variant' });
    expect(v.banner?.test).toBe('winter-checkout');

    v.reset();
    await waitFor(reload, (s) => s.matches({ shown: { settings: 'idle' } }));
    const afterReset = connectPreviewPanel(reload.getSnapshot(), reload.send, { now: () => service.now });
    expect(afterReset.banner).toBeUndefined();

    afterReset.logout();
    await waitFor(reload, (s) => s.matches('hidden'));
    expect(page.visitor.cookies.has('staff_auth')).toBe(false);
  });

  it('a date with no active tests says so; a failing test list offers only none', async () => {
    const service = new ServiceHarness({
      abTests: [{ name: 'only-december', groups: ['A'], from: '2026-12-01', until: '2027-01-01' }],
    });
    const page = await staffPage(service);
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'empty' } }));
    expect(page.view().testsStatus.text).toBe('No active tests for this date.');
    await page.visitor.call('POST', '/service/__admin/faults', { operationId: 'getTestsAt', status: 500 });
    page.view().setDate('2026-12-02');
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'failed' } }));
    expect(page.view().testsStatus).toEqual({ kind: 'error', text: 'Failed to fetch AB tests.' });
    expect(page.view().testOptions).toEqual([{ value: '', label: 'None' }]);
  });

  it('an invalid date is logged and the tests at the current time are asked for', async () => {
    const service = new ServiceHarness();
    const page = await staffPage(service);
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'found' } }));
    page.view().setDate('32.13.2026');
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'found' } }));
    expect(page.env.logged).toEqual([
      {
        level: 'error',
        message: 'Preview date must be YYYY-MM-DD; the current time is used instead.',
        detail: { date: '32.13.2026' },
      },
    ]);
    expect(page.actor.getSnapshot().context.dateTime).toBe(new Date(START).toISOString());
  });

  it('a failed apply (service error) says so; a failed logout still hides the panel', async () => {
    const service = new ServiceHarness();
    const page = await staffPage(service);
    await waitFor(page.actor, (s) => s.matches({ shown: { tests: 'found' } }));
    await page.visitor.call('POST', '/service/__admin/faults', { operationId: 'applyPreview', status: 500 });
    page.view().apply();
    await waitFor(page.actor, (s) => s.matches({ shown: { settings: 'idle' } }));
    expect(page.view().notice).toEqual({ kind: 'error', text: 'Applying settings failed.' });
    await page.visitor.call('POST', '/service/__admin/faults', { operationId: 'previewLogout', status: 500 });
    page.view().logout();
    await waitFor(page.actor, (s) => s.matches('hidden'));
  });

  it('renews the preview auth every 5 minutes while shown, and stops once hidden', async () => {
    vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const service = new ServiceHarness();
    const page = await staffPage(service);
    const renewals: number[] = [];
    const originalFetch = page.visitor.fetch;
    const client = (await import('../../../openapi')).createServiceClient({
      origin: 'http://shop.test',
      fetch: async (req) => {
        if (new URL(req.url).pathname === '/service/preview/api/auth/login/renew') renewals.push(Date.now() - START);
        return originalFetch(req);
      },
    });
    page.actor.stop();
    const actor = createActor(previewPanelMachine.provide(createPreviewActors(client)), {
      input: { now: START },
    }).start();
    await vi.advanceTimersByTimeAsync(16 * 60_000);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(renewals).toEqual([5, 10, 15].map((m) => m * 60_000));
    actor.send({ type: 'LOGOUT' });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(renewals).toHaveLength(3);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });
});
