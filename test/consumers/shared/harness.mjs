// Shared by the consumer projects (scripts/consumers.sh copies it into each as harness.mjs): the package's reference
// service as its command starts it, a free port, headless Chromium, and the outbox that proves a sign-up arrived.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { strict as assert } from 'node:assert';

/** A port nothing listens on now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a command and resolves with the first match of `ready` in its output (rejects when it ends first). */
export function startCommand(command, args, { env = {}, ready, cwd = process.cwd(), timeoutMs = 120_000 } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const matched = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} ${args.join(' ')}: not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output += chunk.toString();
      const match = ready?.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} ended (${code}):\n${output}`));
    });
  });
  return { child, matched, output: () => output, stop: () => void child.kill() };
}

/**
 * The reference service as the README starts it: `STOREFRONT_DATA_DIR=memory:// PORT=… npx storefront-service`
 * (node_modules/.bin/storefront-service is the link npm made for the package's `bin`).
 */
export async function startService(env = {}) {
  const port = await freePort();
  const service = startCommand(process.execPath, ['node_modules/.bin/storefront-service'], {
    env: { PORT: String(port), STOREFRONT_DATA_DIR: 'memory://', ...env },
    ready: /(http:\/\/[^/\s]+)\/service\//,
  });
  const [, origin] = await service.matched;
  return { origin, port, stop: service.stop, output: service.output };
}

/** Waits until the service's outbox holds the double opt-in mail for `email` (the sign-up reached the service). */
export async function expectDoiMail(serviceOrigin, email, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const outbox = await (
      await fetch(`${serviceOrigin}/service/__admin/outbox?to=${encodeURIComponent(email)}`)
    ).text();
    if (outbox.includes('?doi=')) return outbox;
    if (Date.now() > until)
      assert.fail(`no double opt-in mail for ${email} in the outbox of ${serviceOrigin}: ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Headless Debian Chromium (or CHROMIUM_PATH) through playwright-core, which the project installed. */
export async function launchChromium(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Records what a page reports: uncaught errors, console errors/warnings (React's warnings among them), failed loads. */
export function watchPage(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A failed load is recorded with its address below (the console's line does not name it).
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    // A page with no icon of its own: the browser's guess at /favicon.ico is nobody's mistake.
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico')
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/**
 * Signs up on the kit's sign-up form (the React view or the custom element) as a shopper would, then waits for the
 * pending view naming the address. Returns the address.
 */
export async function signUp(page, name, problems = []) {
  const email = `${name}-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: /E-Mail/ }).fill(email);
  await page
    .getByRole('button', { name: /anmelden|Anmelden/ })
    .first()
    .click();
  // The pending view names the address; the general error ("Aus technischen Gründen …") means it failed.
  const failed = page.getByText(/Aus technischen Gründen/).first();
  await page.getByText(email).first().or(failed).waitFor({ timeout: 15_000 });
  if (await failed.isVisible())
    assert.fail(`the sign-up failed in the page: ${problems.join('\n') || '(nothing logged)'}`);
  return email;
}

/** Saves a screenshot when SCREENSHOTS names a folder (to look at by hand). */
export async function screenshot(page, name) {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
}
