// The production build as the measuring tools (`npm run size`, `npm run bench`) and the browser tests start it.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * Abuse limits for a server that one machine's browser tests and measurements drive: every page comes from
 * 127.0.0.1, many sign-ups a minute. The limits themselves are tested against the service and the truly production
 * server (test/contract/limits.contract.test.ts, test/e2e/security.e2e.test.ts).
 */
export const BROWSER_TEST_LIMITS = {
  signUpsPerClient: { name: 'signup-client', max: 100_000, windowMs: 60_000 },
  loginsPerClient: { name: 'login-client', max: 100_000, windowMs: 60_000 },
};

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject).listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Options for startDemoServer: the production build with the configuration production requires (D22), its shop
 * origin being this loopback server itself, and the test switches kept (staff login, outbox, clock), which
 * `npm run serve` never has.
 */
export async function measuringServerOptions() {
  const port = await freePort();
  return {
    port,
    production: true,
    testSwitches: true,
    database: { dataDir: 'memory://' },
    service: {
      shopOrigin: `http://127.0.0.1:${port}`,
      loginTokenSecret: randomBytes(32).toString('base64url'),
      limits: BROWSER_TEST_LIMITS,
    },
  };
}
