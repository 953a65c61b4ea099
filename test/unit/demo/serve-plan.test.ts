// How `npm run serve` runs (decision D32): one worker per core in production; where the reference service runs.
import { describe, expect, it } from 'vitest';
import { servePlan } from '../../../demo/server';

describe('servePlan', () => {
  it('development is one process with the service in it, whatever the cores', () => {
    expect(servePlan({ NODE_ENV: 'development' }, 8)).toEqual({ workers: 1, service: 'in-process' });
    expect(servePlan({}, 8)).toEqual({ workers: 1, service: 'in-process' });
  });

  it('production with PGlite: a worker per core, the one service (and its data folder) in the primary', () => {
    expect(servePlan({ NODE_ENV: 'production' }, 2)).toEqual({ workers: 2, service: 'primary' });
  });

  it('production on PostgreSQL: every worker runs its own service (it is stateless there)', () => {
    expect(servePlan({ NODE_ENV: 'production', DATABASE_URL: 'postgres://shop@db/shop' }, 4)).toEqual({
      workers: 4,
      service: 'per-worker',
    });
  });

  it('WEB_CONCURRENCY chooses the number; one core or one worker is a single process', () => {
    expect(servePlan({ NODE_ENV: 'production', WEB_CONCURRENCY: '3' }, 2)).toEqual({ workers: 3, service: 'primary' });
    expect(servePlan({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }, 8)).toEqual({
      workers: 1,
      service: 'in-process',
    });
    expect(servePlan({ NODE_ENV: 'production' }, 1)).toEqual({ workers: 1, service: 'in-process' });
    expect(servePlan({ NODE_ENV: 'production', WEB_CONCURRENCY: 'many' }, 2)).toEqual({
      workers: 2,
      service: 'primary',
    });
  });
});
