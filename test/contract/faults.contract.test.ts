import { afterEach, describe, expect, it, vi } from 'vitest';
import { isServiceError, type ServiceError } from '../../openapi';
import { ServiceHarness } from './harness';

const SUBSCRIBE = '/service/newsletter/api/internal/newsletter-subscribers';
const body = { email: 'anna@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' };

describe('fault injection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers an injected status with a problem for `times` calls, then behaves again', async () => {
    const service = new ServiceHarness({ faults: [{ operationId: 'subscribeNewsletter', status: 503, times: 2 }] });
    const visitor = await service.visitor().arrive();
    for (let i = 0; i < 2; i++) {
      // A 503 is in no operation's answers: an injected one breaks the contract on purpose.
      const answer = await service.unchecked.fetch(
        new Request(`http://shop.test${SUBSCRIBE}`, {
          method: 'POST',
          headers: { Cookie: visitor.cookieHeader(), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ type: 'urn:service:fault_injected', status: 503 });
    }
    expect(await service.outbox()).toHaveLength(0);
    expect((await visitor.call('POST', SUBSCRIBE, { body })).status).toBe(202);
  });

  it('is switched on and off through /service/__admin/faults, and a 500 reaches the client as ServiceError http 500', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    expect(
      (
        await visitor.call('POST', '/service/__admin/faults', {
          body: { operationId: 'checkPreviewAuth', status: 500 },
        })
      ).status,
    ).toBe(204);
    expect((await visitor.call<{ faults: unknown[] }>('GET', '/service/__admin/faults')).body.faults).toEqual([
      { operationId: 'checkPreviewAuth', status: 500 },
    ]);
    const error = (await visitor
      .client()
      .GET('/service/preview/api/auth/checkauth')
      .catch((e: unknown) => e)) as ServiceError;
    expect(isServiceError(error) && error.reason === 'http' && error.status === 500).toBe(true);
    expect(error.problemType).toBe('urn:service:fault_injected');
    expect((await visitor.call('DELETE', '/service/__admin/faults')).status).toBe(204);
    expect((await visitor.client().GET('/service/preview/api/auth/checkauth')).data).toEqual({
      status: 'UNAUTHORIZED',
    });
  });

  it.each([
    [{ operationId: 'nope', status: 500 }],
    [{ operationId: 'login', status: 99 }],
    [{ operationId: 'login', times: 0 }],
    [{ operationId: 'login', latencyMs: -1 }],
    ['not an object'],
  ])('refuses the fault %j', async (fault) => {
    const visitor = await new ServiceHarness().visitor().arrive();
    expect((await visitor.call('POST', '/service/__admin/faults', { body: fault })).status).toBe(400);
  });

  it('replaces the body with JSON that does not parse, which the client reports as malformed', async () => {
    const service = new ServiceHarness({ faults: [{ operationId: 'getPsdata', malformed: true, times: 1 }] });
    const visitor = await service.visitor().arrive();
    const raw = await service.unchecked.fetch(
      new Request('http://shop.test/service/customerfrontenddata/api/v1/psdata', {
        headers: { Cookie: visitor.cookieHeader() },
      }),
    );
    expect(raw.status).toBe(200);
    expect(raw.headers.get('Content-Type')).toBe('application/json');
    await expect(raw.json()).rejects.toThrow(SyntaxError);
    // times: 1, so the next call is normal again.
    const after = await visitor.client().GET('/service/customerfrontenddata/api/v1/psdata');
    expect(after.data).toEqual({});
  });

  it('reaches the typed client as reason malformed', async () => {
    const service = new ServiceHarness({ faults: [{ operationId: 'getTestsAt', malformed: true }] });
    const client = (await service.visitor().arrive()).client({
      // Straight to the app: a malformed body cannot pass the contract validator, on purpose.
      fetch: async (req) => service.unchecked.fetch(req),
    });
    const error = await client.GET('/service/abtestfrontend/api/v1/gettestsat').catch((e: unknown) => e);
    expect(isServiceError(error) && error.reason === 'malformed').toBe(true);
  });

  it('waits the injected latency through the injected sleep', async () => {
    const waits: number[] = [];
    const service = new ServiceHarness({
      faults: [{ operationId: 'getShopFooterPromotion', latencyMs: 2_500 }],
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    const visitor = await service.visitor().arrive();
    expect((await visitor.call('GET', '/service/promotion/api/promotion/SHOP_FOOTER')).status).toBe(404);
    expect(waits).toEqual([2_500]);
  });

  it('waits on fake timers with the default sleep, and a latency past 15 s times the client out', async () => {
    vi.useFakeTimers();
    const service = new ServiceHarness({ faults: [{ operationId: 'getAbTestAssignment', latencyMs: 20_000 }] });
    const visitor = service.visitor();
    visitor.cookies.set('csrf_token', 'known');
    let slowAnswer: number | undefined;
    void visitor.call('GET', '/service/abtestfrontend/api/v1/getassignment').then((a) => (slowAnswer = a.status));
    let clientError: ServiceError | undefined;
    visitor
      .client()
      .GET('/service/abtestfrontend/api/v1/getassignment')
      .catch((e: ServiceError) => (clientError = e));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(slowAnswer).toBeUndefined();
    expect(clientError).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(clientError?.reason).toBe('timeout');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(slowAnswer).toBe(200);
  });

  it('reset restores the store and the configured faults', async () => {
    const service = new ServiceHarness({ faults: [{ operationId: 'login', status: 500 }] });
    const visitor = await service.visitor().arrive();
    await visitor.call('POST', SUBSCRIBE, { body });
    await visitor.call('DELETE', '/service/__admin/faults');
    await visitor.call('PUT', '/service/__admin/promotion/SHOP_FOOTER', { body: { contentJSON: '{}' } });
    expect((await visitor.call('POST', '/service/__admin/reset')).status).toBe(204);
    expect(await service.outbox()).toHaveLength(0);
    expect((await visitor.call('GET', '/service/promotion/api/promotion/SHOP_FOOTER')).status).toBe(404);
    expect((await visitor.call<{ faults: unknown[] }>('GET', '/service/__admin/faults')).body.faults).toHaveLength(1);
  });
});
