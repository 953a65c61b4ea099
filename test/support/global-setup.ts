import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** Each test run records machine coverage afresh (see machine-coverage.ts). */
export default function setup() {
  rmSync(join(process.cwd(), '.cache', 'machine-coverage'), { recursive: true, force: true });
}
