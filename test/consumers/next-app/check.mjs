// Next.js App Router (latest), TypeScript strict: `next build`, `next start`, the server component page renders the
// kit's sign-up in its HTML, it hydrates, and a sign-up in headless Chromium reaches the package's reference service
// through next.config.mjs's rewrites (the double opt-in mail is in its outbox).
import { spawnSync } from 'node:child_process';
import { strict as assert } from 'node:assert';
import { chromium } from 'playwright-core';
import {
  expectDoiMail,
  freePort,
  launchChromium,
  screenshot,
  signUp,
  startCommand,
  startService,
  watchPage,
} from './harness.mjs';

const service = await startService();
const env = { ...process.env, SERVICE_ORIGIN: service.origin, NEXT_TELEMETRY_DISABLED: '1' };
let next;
const browser = await launchChromium(chromium);
try {
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { env, stdio: 'inherit' });
  assert.equal(build.status, 0, 'next build');
  const port = await freePort();
  next = startCommand(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    { env, ready: /Ready in|started server on|Local:/i },
  );
  await next.matched;
  const origin = `http://127.0.0.1:${port}`;

  // The server's HTML already holds the form (it works before, or without, its code).
  const html = await (await fetch(`${origin}/`)).text();
  assert.match(html, /<form[^>]*class="sk-newsletter__form"/, 'the sign-up form is in the server HTML');
  assert.match(html, /Newsletter abonnieren/);
  assert.match(html, /sk-footer/, 'the footer is in the server HTML');

  const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
  const problems = watchPage(page);
  const posts = [];
  page.on(
    'request',
    (request) => request.isNavigationRequest() && request.method() === 'POST' && posts.push(request.url()),
  );
  await page.goto(`${origin}/`);
  // Hydrated: the view's code runs (the legal notice, measured, collapses and turns inert).
  await page.getByRole('textbox', { name: /E-Mail/ }).focus();
  await page.locator('.sk-expandable-text__content[inert]').first().waitFor({ state: 'attached', timeout: 15_000 });
  await screenshot(page, 'next-app-375');
  const email = await signUp(page, 'next-app', problems);
  assert.deepEqual(posts, [], 'the sign-up was sent by the hydrated view, not posted as a page');
  await expectDoiMail(service.origin, email);
  assert.deepEqual(problems, []);
  console.log(
    `next-app: a server component page rendered the sign-up, it hydrated, ${email} signed up through rewrites; DOI mail in the outbox`,
  );
} finally {
  await browser.close();
  next?.stop();
  service.stop();
}
