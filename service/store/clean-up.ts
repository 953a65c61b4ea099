import { LONGEST_CONFIRMATION_LINK_DAYS } from '../../core/markets/newsletter-markets';
import type { Database } from '../db/database';
import { DAY_MS, RETENTION } from '../retention';
import { at } from './common';

/** Deletes what its retention period (service/retention.ts) has ended for, in one transaction; returns what went. */
export function cleanUp(
  db: Database,
  now: number,
): Promise<{ requests: number; withdrawn: number; mails: number; erasedAddresses: number; erasureLog: number }> {
  const before = (days: number) => at(now - days * DAY_MS);
  return db.transaction(async (tx) => {
    const expired = (
      await tx.query<{ id: number }>(
        'select id from subscription_requests where confirmed_at is null and expires_at <= $1',
        [at(now)],
      )
    ).map((r) => r.id);
    const withdrawn = (
      await tx.query<{ id: number }>('select id from subscription_requests where withdrawn_at <= $1', [
        before(RETENTION.withdrawnSubscriptionDays),
      ])
    ).map((r) => r.id);
    const gone = [...expired, ...withdrawn];
    // Mails whose request went before this clean-up existed kept their address; they go once past the longest link.
    const mails = await tx.query(
      `delete from mail_outbox where request_id = any($1::int[])
         or (request_id is null and created_at <= $2) returning 1`,
      [gone, before(LONGEST_CONFIRMATION_LINK_DAYS)],
    );
    await tx.query('delete from consent_events where request_id = any($1::int[])', [gone]);
    await tx.query('delete from subscription_requests where id = any($1::int[])', [gone]);
    const erasedAddresses = await tx.query('delete from erased_addresses where erased_at <= $1 returning 1', [
      before(RETENTION.erasedAddressDays),
    ]);
    const erasureLog = await tx.query('delete from erasure_log where at <= $1 returning 1', [
      before(RETENTION.erasureLogDays),
    ]);
    await tx.query('delete from long_term_tokens where expires_at <= $1', [at(now)]);
    await tx.query('delete from staff_sessions where expires_at <= $1', [at(now)]);
    await tx.query('delete from revoked_login_tokens where expires_at <= $1', [at(now)]);
    await tx.query('delete from login_sessions where expires_at <= $1', [at(now)]);
    await tx.query('delete from rate_counters where window_start <= $1', [before(RETENTION.rateCounterDays)]);
    return {
      requests: expired.length,
      withdrawn: withdrawn.length,
      mails: mails.length,
      erasedAddresses: erasedAddresses.length,
      erasureLog: erasureLog.length,
    };
  });
}
