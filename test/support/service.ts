import { beforeAll } from 'vitest';
import { createServiceApp, type ServiceOptions } from '../../service/app';
import type { Database } from '../../service/db/database';
import { open, testDatabase } from './database';

// Every file that starts the service opens the worker's database before its first test, outside any test's time-out.
beforeAll(async () => {
  await open();
});

export type TestServiceOptions = Omit<ServiceOptions, 'database'> & { database?: Database };

/** The reference service on the worker's test database (emptied before each test). */
export function createTestService(options: TestServiceOptions = {}) {
  return createServiceApp({ database: testDatabase, ...options });
}
