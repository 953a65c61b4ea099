// A plain HTML page (no bundler, no React) with <newsletter-signup> from the installed package, driven in headless
// Chromium against the reference service of the same package: the page and /service/ on one origin.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { strict as assert } from 'node:assert';
import { getRequestListener } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { createServiceApp, openDatabase } from 'storefront-kit/service';

const app = createServiceApp({ database: await openDatabase({ dataDir: 'memory://' }) });
const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css' };
const serviceListener = getRequestListener((request) => app.fetch(request));
const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path.startsWith('/service/')) return serviceListener(req, res);
  const file = path === '/' ? 'index.html' : normalize(path.slice(1));
  if (file.startsWith('..') || !(file === 'index.html' || file.startsWith('node_modules/'))) return void res.writeHead(404).end();
  try {
    const body = await readFile(join(process.cwd(), file));
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/`);
  const email = `html-consumer-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: /E-Mail/ }).fill(email);
  await page.locator('newsletter-signup button[type="submit"]').click();
  await page.locator('.skv-pending').filter({ hasText: email }).waitFor({ timeout: 15_000 });
  const outbox = await (await fetch(`${origin}/service/__admin/outbox?to=${encodeURIComponent(email)}`)).text();
  assert.ok(outbox.includes('?doi='), 'the double opt-in mail is in the outbox');
  const style = await page.locator('newsletter-signup .skv-newsletter').evaluate((el) => getComputedStyle(el).display);
  assert.equal(style, 'grid', 'element.css applies');
  assert.deepEqual(errors, []);
  console.log(`html-element: signed up ${email} from a plain HTML page in Chromium; DOI mail in the outbox`);
} finally {
  await browser.close();
  server.close();
}
