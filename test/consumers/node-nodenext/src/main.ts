/**
 * A Node project without React: starts the `storefront-service` command of the package, then drives the sign-up
 * machine of storefront-kit/core through the typed client of storefront-kit/openapi against it over HTTP.
 */
import { spawn } from 'node:child_process';
import { strict as assert } from 'node:assert';
import { createRequire } from 'node:module';
import { createActor, waitFor } from 'xstate';
import { createNewsletterActors, newsletterSignupMachine } from 'storefront-kit/core';
import { createServiceClient, type Market } from 'storefront-kit/openapi';
import { createServiceApp, openDatabase } from 'storefront-kit/service';

// React is an optional peer dependency: nothing here installed it.
assert.throws(() => createRequire(import.meta.url).resolve('react'), 'react must not be installed');
// The element's entry imports without a DOM (its types need the DOM library, which this project leaves out).
const element = (await import('storefront-kit/' + 'element')) as { defineNewsletterSignup?: unknown };
assert.equal(typeof element.defineNewsletterSignup, 'function');

// The service as a library, in process.
const app = createServiceApp({ database: await openDatabase({ dataDir: 'memory://' }) });
const csrf = await app.fetch(new Request('http://shop.test/service/csrf'));
assert.equal(csrf.status, 200);

// The service as a command, on a free port.
// node_modules/.bin/storefront-service is the link npm made for the package's `bin`.
const child = spawn(process.execPath, ['node_modules/.bin/storefront-service'], { env: { ...process.env, PORT: '0', STOREFRONT_DATA_DIR: 'memory://' }, stdio: ['ignore', 'pipe', 'inherit'] });
const origin = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /(http:\/\/[^/\s]+)\/service\//.exec(out);
    if (match) resolve(match[1]!);
  });
  child.once('exit', (code) => reject(new Error(`storefront-service exited with ${code}: ${out}`)));
});

try {
  // Node's fetch keeps no cookies: a small jar, as a browser would (the CSRF cookie must come back).
  const jar = new Map<string, string>();
  const fetchWithCookies = async (request: Request) => {
    const headers = new Headers(request.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  };
  const client = createServiceClient({ origin, fetch: fetchWithCookies });
  const market: Market = 'AT';
  const machine = newsletterSignupMachine.provide({
    actors: createNewsletterActors(client, { market }),
    actions: { focusField: () => {}, revealMessage: () => {} },
  });
  const actor = createActor(machine, { input: { market } });
  actor.start();
  actor.send({ type: 'START' });
  const email = `node-consumer-${Date.now()}@example.com`;
  actor.send({ type: 'CHANGE', field: 'email', value: email });
  actor.send({ type: 'SUBMIT' });
  const done = await waitFor(actor, (s) => s.context.outcome !== 'none', { timeout: 10_000 });
  assert.equal(done.context.outcome, 'SUCCESS');
  assert.equal(done.context.pendingEmail, email);
  actor.stop();

  const outbox = await (await fetch(`${origin}/service/__admin/outbox?to=${encodeURIComponent(email)}`)).text();
  assert.ok(outbox.includes('?doi='), 'the double opt-in mail with its link is in the outbox');
  console.log(`node-nodenext: signed up ${email} through storefront-service at ${origin}; DOI mail in the outbox`);
} finally {
  child.kill();
}
