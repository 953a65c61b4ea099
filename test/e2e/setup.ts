import { afterAll } from 'vitest';
import { stopProductionServers } from './production-server';
import { startWorkerServer } from './demo-server';

// Runs before each test file; the server starts with the worker's first file (isolate: false keeps it).
await startWorkerServer();

// A server a test started is stopped with its file, even when the test timed out before its own cleanup ran.
afterAll(stopProductionServers);
