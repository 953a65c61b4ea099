// A plain HTML page (no bundler, no React, no style sheet of its own) with <newsletter-signup> from the installed
// package, served on one origin, and the package's reference service on ANOTHER origin (its command, with the page's
// origin in TRUSTED_ORIGINS), driven in headless Chromium at 375 px through a sign-up to the double opt-in mail.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { strict as assert } from 'node:assert';
import { chromium } from 'playwright-core';
import { expectDoiMail, launchChromium, screenshot, signUp, startService, watchPage } from './harness.mjs';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css' };
let serviceOrigin = '';
const pages = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const file = path === '/' ? 'index.html' : normalize(path.slice(1));
  if (file.startsWith('..') || !(file === 'index.html' || file.startsWith('node_modules/')))
    return void res.writeHead(404).end();
  try {
    let body = await readFile(join(process.cwd(), file));
    if (file === 'index.html') body = body.toString().replace('SERVICE_ORIGIN', serviceOrigin);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => pages.listen(0, '127.0.0.1', resolve));
const pageOrigin = `http://127.0.0.1:${pages.address().port}`;
const service = await startService({ TRUSTED_ORIGINS: pageOrigin });
serviceOrigin = service.origin;
assert.notEqual(serviceOrigin, pageOrigin);

const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const problems = watchPage(page);
  await page.goto(`${pageOrigin}/`);
  await page.locator('newsletter-signup .skv-newsletter').waitFor();

  // The stylesheet stands alone: the kit's font, never the browser's serif default; nothing wider than the phone.
  const font = await page.getByRole('textbox', { name: /E-Mail/ }).evaluate((el) => getComputedStyle(el).fontFamily);
  assert.doesNotMatch(font, /Times|(^|, )serif$/, `the e-mail field's font: ${font}`);
  // The image comes from the service's origin, and it loaded.
  const image = page.locator('newsletter-signup .skv-image');
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('newsletter-signup .skv-image')?.complete);
  const { src, loaded } = await image.evaluate((img) => ({ src: img.currentSrc, loaded: img.naturalWidth > 0 }));
  assert.ok(src.startsWith(`${serviceOrigin}/service/`), `the image comes from the service: ${src}`);
  assert.ok(loaded, `the image loaded: ${src}`);

  await page.getByRole('textbox', { name: /E-Mail/ }).focus(); // the extra fields open
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= width, `no horizontal scroll at ${width} px: the page is ${scroll} px wide`);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'element-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  const [first, last] = await Promise.all(
    [/Vorname/, /Nachname/].map((name) => page.getByRole('textbox', { name }).boundingBox()),
  );
  assert.ok(
    first && last && (first.x + first.width <= last.x || last.x + last.width <= first.x),
    `the name fields do not overlap at 1280 px: ${JSON.stringify({ first, last })}`,
  );
  await screenshot(page, 'element-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  const email = await signUp(page, 'html-consumer', problems);
  await expectDoiMail(serviceOrigin, email);
  assert.deepEqual(problems, []);
  console.log(
    `html-element: signed up ${email} at 375 px from ${pageOrigin} with the service on ${serviceOrigin}; DOI mail in the outbox`,
  );
} finally {
  await browser.close();
  pages.close();
  service.stop();
}
