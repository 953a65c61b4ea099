// The standalone element on the plain Node page of server.mjs, in front of the package's reference service: signs up
// without JavaScript (the form posts to the page) and with it (the element, through the platform's CSRF check), at
// 375 and 1280 px; each sign-up proven by its double opt-in mail.
import { strict as assert } from 'node:assert';
import { chromium } from 'playwright-core';
import { expectDoiMail, launchChromium, screenshot, signUp, startService, watchPage } from './harness.mjs';
import { startShop } from './server.mjs';

const service = await startService();
const shop = await startShop(service.origin);
const browser = await launchChromium(chromium);
try {
  // The platform's check is real: a change without the token is refused.
  const bare = await fetch(`${shop.origin}/service/newsletter/api/internal/newsletter-subscribers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(bare.status, 403);
  for (const width of [375, 1280]) {
    const noScript = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(shop.origin);
    const offline = `any-server-nojs-${width}-${Date.now()}@example.com`;
    await plain.fill('input[name="email"]', offline);
    await Promise.all([plain.waitForURL(`${shop.origin}/newsletter`), plain.click('button[type="submit"]')]);
    await plain.getByText(offline).first().waitFor();
    await expectDoiMail(service.origin, offline);
    await noScript.close();

    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const problems = watchPage(page);
    await page.goto(shop.origin);
    await page.waitForFunction(() => customElements.get('newsletter-signup') !== undefined);
    const email = await signUp(page, `any-server-${width}`, problems);
    await expectDoiMail(service.origin, email);
    await screenshot(page, `any-server-element-${width}`);
    assert.deepEqual(problems, [], 'nothing went wrong in the page');
    assert.ok(
      shop.seen.includes('POST /service/newsletter/api/internal/newsletter-subscribers passed'),
      `the element's sign-up carried the platform's CSRF token (${shop.seen.join(', ')})`,
    );
    console.log(
      `any-server-element: at ${width} px, ${offline} without JavaScript and ${email} by the element through the CSRF check; DOI mails in the outbox`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  shop.stop();
  service.stop();
}
