// The app in Vite's dev server with the shop's backend stub (vite.config.js) and no reference service: a sign-up on
// the shop's own API (a refused address lands on its field), and one through the shop's gateway that checks the
// CSRF header, at 375 and 1280 px; no failed request, no broken image, nothing asked of /service.
import { strict as assert } from 'node:assert';
import { chromium } from 'playwright-core';
import { freePort, launchChromium, screenshot, signUp, startCommand, watchPage } from './harness.mjs';

const port = await freePort();
const vite = startCommand(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { env: { NO_COLOR: '1' }, ready: /Local:\s+(http:\/\/\S+)/ },
);
const browser = await launchChromium(chromium);

/** Images the page asked for that did not arrive (every image scrolled into view first, so lazy ones load). */
const brokenImages = (page) =>
  page.evaluate(async () => {
    const broken = [];
    for (const img of document.querySelectorAll('img')) {
      img.scrollIntoView();
      if (!img.complete)
        await new Promise((done) => {
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
          setTimeout(done, 5000);
        });
      if (img.currentSrc && (!img.complete || img.naturalWidth === 0)) broken.push(img.currentSrc);
    }
    return { broken, count: document.querySelectorAll('img').length };
  });

try {
  const [, url] = await vite.matched;
  const received = async () => (await fetch(new URL('/test/received', url))).json();
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const problems = watchPage(page);
    const serviceCalls = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/service/')) serviceCalls.push(request.url());
    });

    // The shop's own API: an address it refuses gets the field's message, what was typed stays.
    await page.goto(url);
    const email = page.getByRole('textbox', { name: /E-Mail/ });
    const refused = `blocked-${width}@example.com`;
    await email.fill(refused);
    await page
      .getByRole('button', { name: /anmelden/i })
      .first()
      .click();
    await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    assert.equal(await email.inputValue(), refused);
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.getByText(/Aus technischen Gründen/).count(), 0, 'no general error for a refused field');
    const signedUp = await signUp(page, `own-api-${width}`, problems);
    assert.ok((await received()).some((r) => r.via === 'own-api' && r.mail === signedUp && r.country === 'DE'));
    const images = await brokenImages(page);
    assert.ok(images.count >= 5, `the form's image and the footer's logos are on the page (${images.count})`);
    assert.deepEqual(images.broken, [], 'no broken image');
    await page.waitForLoadState('networkidle');
    await screenshot(page, `own-api-react-${width}`);

    // The contract behind the shop's gateway, which refuses any change without its CSRF header.
    await page.goto(new URL('/contract.html', url).href);
    const throughGateway = await signUp(page, `gateway-${width}`, problems);
    assert.ok(
      (await received()).some((r) => r.via === 'gateway' && r.mail === throughGateway && r.tenant === 'de'),
      'the gateway got the sign-up with the host’s headers and the CSRF token',
    );
    await page.waitForLoadState('networkidle');

    // The one answer of 400 or more was the shop's own 422 for the refused address.
    assert.deepEqual(
      problems.filter((p) => !p.startsWith('422 POST') || !p.endsWith('/api/newsletter')),
      [],
      'nothing went wrong in the page',
    );
    assert.equal(problems.length, 1, 'exactly the one refusal');
    assert.deepEqual(serviceCalls, [], 'nothing asked of /service');
    console.log(
      `own-api-react: at ${width} px, a refused address on its field, ${signedUp} on the shop's API, ${throughGateway} through the CSRF-checking gateway; ${images.count} images, none broken, no /service call`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  vite.stop();
}
