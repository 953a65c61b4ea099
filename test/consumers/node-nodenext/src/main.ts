/**
 * A Node project without React (module nodenext, strict): starts the `storefront-service` command of the package,
 * runs the README's "From Node" recipe (src/signup.ts) against it as its own process, with no cookie jar, and finds
 * the double opt-in mail in the outbox. Also: React is not installed, the element's entry imports without a DOM, the
 * service runs as a library in process, and a refused sign-up says why.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { strict as assert } from 'node:assert';
import { createRequire } from 'node:module';
import { createServiceApp, openDatabase } from 'storefront-kit/service';
// @ts-expect-error the shared harness is plain JavaScript
import { expectDoiMail, startService } from '../harness.mjs';

// React is an optional peer dependency: nothing here installed it.
assert.throws(() => createRequire(import.meta.url).resolve('react'), 'react must not be installed');
// The element's entry imports without a DOM (its types need the DOM library, which this project leaves out).
const element = (await import('storefront-kit/' + 'element')) as { defineNewsletterSignup?: unknown };
assert.equal(typeof element.defineNewsletterSignup, 'function');

// The service as a library, in process.
const app = createServiceApp({ database: await openDatabase({ dataDir: 'memory://' }) });
const unknown = await app.fetch(new Request('http://shop.test/service/no/such/path'));
assert.equal(unknown.status, 404);

const run = promisify(execFile);
const service = (await startService()) as { origin: string; stop(): void };
try {
  const email = `node-consumer-${Date.now()}@example.com`;
  const { stdout } = await run(process.execPath, ['dist/signup.js', email], {
    env: { ...process.env, SERVICE_ORIGIN: service.origin },
  });
  assert.match(stdout, new RegExp(`signed up, waiting for confirmation: ${email}`));
  await expectDoiMail(service.origin, email);

  // A failure is never silent: nobody listens at this address; the error names the reason.
  const refused = await run(process.execPath, ['dist/signup.js', `node-refused-${Date.now()}@example.com`], {
    env: { ...process.env, SERVICE_ORIGIN: 'http://127.0.0.1:9' },
  }).then(
    () => assert.fail('a sign-up to nowhere must fail'),
    (error: { stderr: string }) => error.stderr,
  );
  assert.match(refused, /sign-up failed: \{"reason":"network"/);
  assert.match(refused, /newsletter: the sign-up failed: network/);
  console.log(
    `node-nodenext: the README's recipe signed up ${email} through storefront-service at ${service.origin} (no cookie jar); DOI mail in the outbox; a failure says why`,
  );
} finally {
  service.stop();
}
