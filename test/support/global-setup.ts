import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSeed } from './database-seed';

/** Each test run records machine coverage afresh (see machine-coverage.ts); the test database's dump is made once. */
export default async function setup() {
  rmSync(join(process.cwd(), '.cache', 'machine-coverage'), { recursive: true, force: true });
  if (!process.env.TEST_DATABASE_URL) await ensureSeed();
}
