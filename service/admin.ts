import type { Hono } from 'hono';
import { consentRecordOf, type Mail, type ConsentRecord } from './store';
import { parseFaultSpec, type OperationId } from './faults';
import { readJson, type ServiceDeps } from './operation';
import { problem } from './problem';
import { endStaffSession, startStaffSession } from './preview';

/** A mail as the demo mailbox shows it: with the subscription's current proof of consent (decision D17). */
export interface OutboxMail extends Mail {
  consentRecord: ConsentRecord | null;
}

/**
 * Test and demo switches under /service/__admin (not part of the contract, no CSRF check):
 * outbox, SHOP_FOOTER content, faults, staff login/logout, the service clock, reset.
 */
export function registerAdmin(
  app: Hono,
  deps: ServiceDeps,
  operationIds: readonly OperationId[],
  clockOffset: { ms: number },
  reset: () => void,
): void {
  const base = '/service/__admin';

  app.get(`${base}/outbox`, (c) => {
    const mails: OutboxMail[] = deps.store.outbox.map((mail) => {
      const record = deps.store.subscribers.get(mail.subscriberToken);
      return { ...mail, consentRecord: record ? consentRecordOf(record) : null };
    });
    return c.json({ mails }, 200);
  });

  app.delete(`${base}/outbox`, (c) => {
    deps.store.outbox.length = 0;
    return c.body(null, 204);
  });

  app.get(`${base}/subscribers`, (c) => c.json({ subscribers: [...deps.store.subscribers.values()].map(consentRecordOf) }, 200));

  app.put(`${base}/promotion/SHOP_FOOTER`, async (c) => {
    const body = (await readJson(c)) as { contentJSON?: unknown } | undefined;
    if (typeof body?.contentJSON !== 'string') return problem(c, 400, 'urn:service:admin_invalid', 'Send { contentJSON: string }');
    deps.store.promotion = body.contentJSON;
    return c.body(null, 204);
  });

  app.delete(`${base}/promotion/SHOP_FOOTER`, (c) => {
    deps.store.promotion = undefined;
    return c.body(null, 204);
  });

  app.get(`${base}/faults`, (c) => c.json({ faults: deps.faults.list() }, 200));

  app.post(`${base}/faults`, async (c) => {
    const spec = parseFaultSpec(await readJson(c), operationIds);
    if (typeof spec === 'string') return problem(c, 400, 'urn:service:admin_invalid', 'Invalid fault', spec);
    deps.faults.add(spec);
    return c.body(null, 204);
  });

  app.delete(`${base}/faults`, (c) => {
    deps.faults.clear();
    return c.body(null, 204);
  });

  app.post(`${base}/staff/login`, (c) => {
    startStaffSession(c, deps);
    return c.json({ status: 'SUCCESS' }, 200);
  });

  app.post(`${base}/staff/logout`, (c) => {
    endStaffSession(c, deps);
    return c.body(null, 204);
  });

  // The service's clock, moved forward for tests that fast-forward the browser's clock as well (never back).
  const clockState = () => ({ now: deps.options.now(), offsetMs: clockOffset.ms });
  app.get(`${base}/clock`, (c) => c.json(clockState(), 200));

  app.post(`${base}/clock`, async (c) => {
    const body = (await readJson(c)) as { advanceMs?: unknown } | undefined;
    const advance = body?.advanceMs;
    if (typeof advance !== 'number' || !Number.isInteger(advance) || advance < 0 || advance > 366 * 86_400_000) {
      return problem(c, 400, 'urn:service:admin_invalid', 'Send { advanceMs: integer 0..one year }');
    }
    clockOffset.ms += advance;
    return c.json(clockState(), 200);
  });

  app.delete(`${base}/clock`, (c) => {
    clockOffset.ms = 0;
    return c.body(null, 204);
  });

  app.post(`${base}/reset`, (c) => {
    reset();
    return c.body(null, 204);
  });
}
