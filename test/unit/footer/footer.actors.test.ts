import { describe, expect, it } from 'vitest';
import { toPromise } from 'xstate';
import { createCoveredActor as createActor } from '../../support/machine-coverage';
import { createFakeEnv } from '../../../core/env';
import type { Country } from '../../../core/markets';
import { createFooterActors, footerMachine, loadFooterContent, type FooterServiceClient } from '../../../core/footer';
import { createServiceClient, type ServiceClient } from '../../../openapi/client';
import { createTestService } from '../../support/service';

const ORIGIN = 'http://shop.test';

/** The typed client over the reference service, as a page would call it. */
function setup() {
  const app = createTestService();
  const client: ServiceClient = createServiceClient({
    origin: ORIGIN,
    fetch: (request) => Promise.resolve(app.fetch(request)),
  });
  const admin = (method: string, path: string, body?: unknown) =>
    app.fetch(
      new Request(`${ORIGIN}/service/__admin/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return { app, client, admin };
}

async function settleWith(client: FooterServiceClient, country: Country = 'DE') {
  const env = createFakeEnv();
  const builtIn = await loadFooterContent(country);
  const actor = createActor(footerMachine.provide({ actors: createFooterActors(client) }), {
    input: { country, builtIn, logger: env.logger },
  });
  actor.start();
  await toPromise(actor);
  return { context: actor.getSnapshot().context, logged: env.logged, builtIn };
}

describe('footer actors over the typed client and the reference service', () => {
  it('no SHOP_FOOTER promotion (404): built-in content, nothing logged; psdata answered', async () => {
    const { client } = setup();
    const { context, logged, builtIn } = await settleWith(client);
    expect(context.content).toBe(builtIn);
    expect(context.nlStatus).toBeUndefined();
    expect(logged).toEqual([]);
  });

  it('a SHOP_FOOTER promotion replaces the built-in content', async () => {
    const { client, admin } = setup();
    const cms = { ...(await loadFooterContent('DE')), headline: 'Sommerfest' };
    expect((await admin('PUT', 'promotion/SHOP_FOOTER', { contentJSON: JSON.stringify(cms) })).status).toBe(204);
    const { context, logged } = await settleWith(client);
    expect(context.source).toBe('cms');
    expect(context.content?.headline).toBe('Sommerfest');
    expect(logged).toEqual([]);
  });

  it("CMS content is per market: DE's content replaces the footer on DE only; TR and PL keep theirs until TR gets its own", async () => {
    const { client, admin } = setup();
    const de = { ...(await loadFooterContent('DE')), headline: 'Sommerfest' };
    expect((await admin('PUT', 'promotion/SHOP_FOOTER?market=DE', { contentJSON: JSON.stringify(de) })).status).toBe(
      204,
    );
    expect((await settleWith(client, 'DE')).context.content?.headline).toBe('Sommerfest');
    for (const country of ['TR', 'PL'] as const) {
      const { context, builtIn, logged } = await settleWith(client, country);
      expect(context.source).toBe('built-in');
      expect(context.content).toBe(builtIn);
      expect(logged).toEqual([]);
    }
    const tr = { ...(await loadFooterContent('TR')), headline: 'Yaz şenliği' };
    expect((await admin('PUT', 'promotion/SHOP_FOOTER?market=TR', { contentJSON: JSON.stringify(tr) })).status).toBe(
      204,
    );
    expect((await settleWith(client, 'TR')).context.content?.headline).toBe('Yaz şenliği');
    expect((await settleWith(client, 'DE')).context.content?.headline).toBe('Sommerfest');
  });

  it.each([
    ['a 500', { operationId: 'getShopFooterPromotion', status: 500 }],
    ['a malformed answer', { operationId: 'getShopFooterPromotion', malformed: true }],
  ])('%s keeps the built-in content and logs (D3)', async (_name, fault) => {
    const { client, admin } = setup();
    await admin('PUT', 'promotion/SHOP_FOOTER', { contentJSON: JSON.stringify({ headline: 'x' }) });
    expect((await admin('POST', 'faults', fault)).status).toBeLessThan(300);
    const { context, logged, builtIn } = await settleWith(client);
    expect(context.content).toBe(builtIn);
    expect(logged.filter((l) => l.level === 'error')).toHaveLength(1);
  });

  it('psdata failing (500) is a warning and the footer still settles', async () => {
    const app = createTestService({ faults: [{ operationId: 'getPsdata', status: 500 }] });
    const client = createServiceClient({ origin: ORIGIN, fetch: (r) => Promise.resolve(app.fetch(r)) });
    const { context, logged } = await settleWith(client);
    expect(context.nlStatus).toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ level: 'warn', message: 'footer: psdata fetch failed' })]);
  });
});
