import type { Database } from '../db/database';
import { at } from './common';

/** The abuse limits' counters (service/limits.ts): fixed windows per bucket, counted in single statements. */
export function limitsStore(db: Database) {
  return {
    /** Counts one hit in the fixed window `now` falls in; the hits so far and the time until the window ends. */
    async hit(bucket: string, windowMs: number, now: number): Promise<{ hits: number; retryAfterMs: number }> {
      const start = Math.floor(now / windowMs) * windowMs;
      const [row] = await db.query<{ hits: number }>(
        `insert into rate_counters (bucket, window_start, hits) values ($1, $2, 1)
         on conflict (bucket, window_start) do update set hits = rate_counters.hits + 1 returning hits`,
        [bucket, at(start)],
      );
      return { hits: row!.hits, retryAfterMs: start + windowMs - now };
    },

    /**
     * Counts one hit only while the window holds fewer than `max`, checked and counted in one statement (so across
     * processes at once no more than `max` pass); a refused hit writes nothing. `taken` false when refused.
     */
    async take(
      bucket: string,
      windowMs: number,
      now: number,
      max: number,
    ): Promise<{ taken: boolean; hits: number; retryAfterMs: number }> {
      const start = Math.floor(now / windowMs) * windowMs;
      const [row] = await db.query<{ hits: number }>(
        `insert into rate_counters (bucket, window_start, hits) values ($1, $2, 1)
         on conflict (bucket, window_start) do update set hits = rate_counters.hits + 1 where rate_counters.hits < $3
         returning hits`,
        [bucket, at(start), max],
      );
      return { taken: row !== undefined, hits: row?.hits ?? max, retryAfterMs: start + windowMs - now };
    },

    /** Gives back a hit `take` counted (a login whose password was right is no failure). */
    async untake(bucket: string, windowMs: number, now: number): Promise<void> {
      const start = Math.floor(now / windowMs) * windowMs;
      await db.query('update rate_counters set hits = hits - 1 where bucket = $1 and window_start = $2 and hits > 0', [
        bucket,
        at(start),
      ]);
    },

    /** The hits counted in the current window, without counting one. */
    async hits(bucket: string, windowMs: number, now: number): Promise<{ hits: number; retryAfterMs: number }> {
      const start = Math.floor(now / windowMs) * windowMs;
      const [row] = await db.query<{ hits: number }>(
        'select hits from rate_counters where bucket = $1 and window_start = $2',
        [bucket, at(start)],
      );
      return { hits: row?.hits ?? 0, retryAfterMs: start + windowMs - now };
    },
  };
}
