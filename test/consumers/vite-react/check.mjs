// The app in Vite's dev server, /service forwarded by server.proxy with changeOrigin: true to the package's
// reference service (its command), signed up in headless Chromium; the double opt-in mail proves it arrived.
import { readFileSync } from 'node:fs';
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

const react = JSON.parse(readFileSync('node_modules/react/package.json', 'utf8')).version;
const name = process.env.npm_package_name ?? 'vite-react';
// The project's React stays what it asked for (19.1.0, 18.3.x): installing the kit moves nothing.
const wanted = JSON.parse(readFileSync('package.json', 'utf8')).dependencies.react;
assert.ok(
  react === wanted || (wanted.startsWith('^') && react.split('.')[0] === wanted.slice(1).split('.')[0]),
  `react ${react} installed for ${wanted}`,
);
const service = await startService();
const port = await freePort();
const vite = startCommand(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    env: { SERVICE_ORIGIN: service.origin, NO_COLOR: '1' },
    ready: /Local:\s+(http:\/\/\S+)/,
  },
);
const browser = await launchChromium(chromium);
try {
  const [, url] = await vite.matched;
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const problems = watchPage(page);
    await page.goto(url);
    await page.getByRole('textbox', { name: /E-Mail/ }).focus(); // the extra fields open
    // The legal notice, collapsed once measured, is inert (D29) on React 18 as on 19.
    await page.locator('.sk-expandable-text__content[inert]').first().waitFor({ state: 'attached' });
    await screenshot(page, `${name}-${width}`);
    const email = await signUp(page, `${name}-${width}`, problems);
    await expectDoiMail(service.origin, email);
    assert.deepEqual(problems, [], `React ${react}: nothing went wrong in the page`);
    console.log(
      `${name}: React ${react}, signed up ${email} at ${width} px through Vite's proxy (changeOrigin: true); DOI mail in the outbox`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  vite.stop();
  service.stop();
}
