import { Hono } from 'hono';
import type { Mail } from './store';
import { parseFaultSpec, type OperationId } from './faults';
import { readJson, type ServiceDeps } from './operation';
import { problem } from './problem';
import { COUNTRIES, isCountry, type Country } from '../core/markets/countries';
import { endStaffSession, startStaffSession } from './preview';
import { marketOf } from './market';

/** A mail as the demo mailbox shows it: with the proof of consent of the request it belongs to. */
export type OutboxMail = Mail;

/** `?page=` of an admin list: a positive integer, 1 when absent or not one. */
const pageParam = (value: string | undefined) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : 1;
};

/** Where adminRoutes is mounted (only in development). */
export const ADMIN_BASE = '/service/__admin';

/** Test and demo switches under ADMIN_BASE: not part of the contract, and only in development. */
export function adminRoutes(
  deps: ServiceDeps,
  operationIds: readonly OperationId[],
  clockOffset: { ms: number },
  reset: () => Promise<void>,
): Hono {
  const app = new Hono();

  // Newest first, 100 a page; `?to=` narrows the outbox to one address.
  app.get('/outbox', async (c) => {
    const to = c.req.query('to');
    const { items, ...page } = await deps.store.mails({ page: pageParam(c.req.query('page')), ...(to ? { to } : {}) });
    return c.json({ mails: items, ...page }, 200);
  });

  app.delete('/outbox', async (c) => {
    await deps.store.clearMails();
    return c.body(null, 204);
  });

  app.get('/subscribers', async (c) => {
    const { items, ...page } = await deps.store.consentRecords({ page: pageParam(c.req.query('page')) });
    return c.json({ subscribers: items, ...page }, 200);
  });

  // SHOP_FOOTER content per market: `?market=TR` (a country code; DE when absent, as for a call without X-Hunter-Site).
  const cmsMarket = (value: string | undefined): Country | undefined => {
    if (value === undefined) return marketOf(undefined);
    const code = value.trim().toUpperCase();
    return isCountry(code) ? code : undefined;
  };
  const badMarket = `?market= must be one of ${COUNTRIES.join(', ')}`;

  app.put('/promotion/SHOP_FOOTER', async (c) => {
    const market = cmsMarket(c.req.query('market'));
    if (!market) return problem(c, 400, 'urn:service:admin_invalid', 'Unknown market', badMarket);
    const body = (await readJson(c)) as { contentJSON?: unknown } | undefined;
    if (typeof body?.contentJSON !== 'string')
      return problem(c, 400, 'urn:service:admin_invalid', 'Send { contentJSON: string }');
    await deps.store.cmsContent.put('SHOP_FOOTER', market, body.contentJSON, deps.options.now());
    return c.body(null, 204);
  });

  app.delete('/promotion/SHOP_FOOTER', async (c) => {
    const market = cmsMarket(c.req.query('market'));
    if (!market) return problem(c, 400, 'urn:service:admin_invalid', 'Unknown market', badMarket);
    await deps.store.cmsContent.remove('SHOP_FOOTER', market);
    return c.body(null, 204);
  });

  app.get('/faults', (c) => c.json({ faults: deps.faults.list() }, 200));

  app.post('/faults', async (c) => {
    const spec = parseFaultSpec(await readJson(c), operationIds);
    if (typeof spec === 'string') return problem(c, 400, 'urn:service:admin_invalid', 'Invalid fault', spec);
    deps.faults.add(spec);
    return c.body(null, 204);
  });

  app.delete('/faults', (c) => {
    deps.faults.clear();
    return c.body(null, 204);
  });

  app.post('/staff/login', async (c) => {
    await startStaffSession(c, deps);
    return c.json({ status: 'SUCCESS' }, 200);
  });

  app.post('/staff/logout', async (c) => {
    await endStaffSession(c, deps);
    return c.body(null, 204);
  });

  // The service's clock, moved forward for tests that fast-forward the browser's clock as well (never back).
  const clockState = () => ({ now: deps.options.now(), offsetMs: clockOffset.ms });
  app.get('/clock', (c) => c.json(clockState(), 200));

  app.post('/clock', async (c) => {
    const body = (await readJson(c)) as { advanceMs?: unknown } | undefined;
    const advance = body?.advanceMs;
    if (typeof advance !== 'number' || !Number.isInteger(advance) || advance < 0 || advance > 366 * 86_400_000) {
      return problem(c, 400, 'urn:service:admin_invalid', 'Send { advanceMs: integer 0..one year }');
    }
    clockOffset.ms += advance;
    return c.json(clockState(), 200);
  });

  app.delete('/clock', (c) => {
    clockOffset.ms = 0;
    return c.body(null, 204);
  });

  // Runs the expiry clean-up now, at the service clock: tests move the clock, then call this.
  app.post('/cleanup', async (c) => c.json(await deps.store.cleanUp(deps.options.now()), 200));

  app.post('/reset', async (c) => {
    await reset();
    return c.body(null, 204);
  });
  return app;
}
