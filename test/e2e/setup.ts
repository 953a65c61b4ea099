import { startWorkerServer } from './demo-server';

// Runs before each test file; the server starts with the worker's first file (isolate: false keeps it).
await startWorkerServer();
