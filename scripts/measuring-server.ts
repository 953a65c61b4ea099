// The production build as the measuring tools (`npm run size`, `npm run bench`) and the browser tests start it.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

/** One machine's browser tests send every page from 127.0.0.1; the real limits are tested elsewhere (limits.contract, security.e2e). */
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

/** The production build with its required configuration, the origin this loopback server, and the test switches kept. */
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
