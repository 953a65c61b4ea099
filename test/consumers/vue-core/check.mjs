// The built Vue app (vue-tsc strict passed, vite build passed) in `vite preview`, /service forwarded to the
// package's reference service, signed up in headless Chromium; the double opt-in mail proves it arrived.
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
const port = await freePort();
const preview = startCommand(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    env: { SERVICE_ORIGIN: service.origin, NO_COLOR: '1' },
    ready: /Local:\s+(http:\/\/\S+)/,
  },
);
const browser = await launchChromium(chromium);
try {
  const [, url] = await preview.matched;
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const problems = watchPage(page);
  await page.goto(url);
  // The getters spread with v-bind: the label names its input, the bot trap carries every password manager's opt-out.
  await page.getByRole('textbox', { name: /E-Mail/ }).waitFor();
  assert.equal(await page.locator('input[name="homepage"]').getAttribute('data-bwignore'), '');
  assert.equal(await page.locator('input[name="homepage"]').getAttribute('tabindex'), '-1');
  const email = await signUp(page, 'vue-core', problems);
  await screenshot(page, 'vue-core-375');
  await expectDoiMail(service.origin, email);
  assert.deepEqual(problems, []);
  console.log(
    `vue-core: the sign-up machine in a Vue component signed up ${email} (vite preview, proxied); DOI mail in the outbox`,
  );
} finally {
  await browser.close();
  preview.stop();
  service.stop();
}
