// Loaded as a setup file by every test file: writes the machine coverage this file recorded (see machine-coverage.ts).
import { afterAll } from 'vitest';
import { writeCoverageRecords } from './machine-coverage';

// eslint-disable-next-line no-empty-pattern -- vitest passes fixtures first, the suite second
afterAll(({}, suite) => writeCoverageRecords(suite.file.filepath));
