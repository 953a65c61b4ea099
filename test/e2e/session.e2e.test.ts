import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import {
  admin,
  VIEWPORTS,
  baseUrl,
  expectAccessible,
  useBrowser,
  screenshot as fullPageScreenshot,
  seriousErrors,
  waitForHydration,
  watchErrors,
} from './harness';

// Silent login-session renewal on the shop's pages, across tabs. Time is travelled, not waited for: the pages'
// clock is Playwright's (context.clock) and the reference service's clock is moved by the same amount
// (/service/__admin/clock), so both agree where the LoginToken stands (renewAt 2 min, exp 10 min after login).

const RENEW_PATH = '/service/login/api/v1/logintoken/renew';
const MIN = 60_000;
/** A little more than the 3-minute check interval of the session (spec section 7). */
const CHECK = 3 * MIN + 1_000;

const browser = useBrowser();

/** The service's switches (no CSRF check), called from Node so the pages see no extra request. */
afterEach(async () => {
  await admin('DELETE', 'faults');
  await admin('DELETE', 'clock');
});

interface Session {
  context: BrowserContext;
  pages: Page[];
  errors: string[];
  /** Every renewal call of every page in the context, with the page that made it. */
  renewals: { page: Page; status?: number }[];
  /** Requests of the context not yet answered. */
  inFlight: Set<Request>;
}

/** A browser with the clock installed; the customer logs in on /staff/ (the demo's login form), ticking "Stay logged in" if asked. */
async function loggedInContext({
  stayLoggedIn = false,
  beforeLogin,
}: { stayLoggedIn?: boolean; beforeLogin?: (page: Page) => Promise<void> } = {}): Promise<Session> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await context.clock.install();
  const errors: string[] = [];
  const renewals: Session['renewals'] = [];
  const seen = new Map<Request, Session['renewals'][number]>();
  const inFlight = new Set<Request>();
  context.on('request', (request) => void inFlight.add(request));
  context.on('requestfinished', (request) => void inFlight.delete(request));
  context.on('requestfailed', (request) => void inFlight.delete(request));
  context.on('request', (request) => {
    if (new URL(request.url()).pathname !== RENEW_PATH) return;
    const entry = { page: request.frame().page() };
    seen.set(request, entry);
    renewals.push(entry);
  });
  context.on('requestfinished', (request) => {
    const entry = seen.get(request);
    if (entry) void request.response().then((r) => (entry.status = r?.status()));
  });
  context.on('page', (page) => watchErrors(page, errors));
  const page = await context.newPage();
  await page.goto(new URL('/staff/', baseUrl()).href);
  await waitForHydration(page);
  if (stayLoggedIn) await page.getByRole('checkbox', { name: 'Stay logged in' }).check();
  await beforeLogin?.(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByText(/^Logged in\. The session below/).waitFor();
  await page.getByTestId('session-indicator').getByText('Logged in').waitFor();
  return { context, pages: [page], errors, renewals, inFlight };
}

async function openTab(session: Session, path: string, page?: Page): Promise<Page> {
  const tab = page ?? (await session.context.newPage());
  await tab.goto(new URL(path, baseUrl()).href);
  await waitForHydration(tab);
  if (!page) session.pages.push(tab);
  return tab;
}

/** Moves the service's clock, then the pages' clock (their timers fire), by `ms`. */
async function travel(session: Session, ms: number): Promise<void> {
  expect((await admin('POST', 'clock', { advanceMs: ms })).status).toBe(200);
  await session.context.clock.fastForward(ms);
}

/** The person uses every tab (a pointer move each): the session checks the token on activity after its rest. */
async function useEveryTab(session: Session, step: number): Promise<void> {
  for (const [i, page] of session.pages.entries()) await page.mouse.move(40 + step * 7 + i, 300 + step * 5);
}

/** What the shopper sees now (the viewport, not the full page). */
const viewportScreenshot = (page: Page, name: string) => fullPageScreenshot(page, name, { fullPage: false });

/** The element is drawn whole inside the viewport. */
async function expectInViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

/** The full page, and its header alone (where the session shows) at full resolution, for a person to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  await fullPageScreenshot(page, name);
  await fullPageScreenshot(page, `${name}-header`, { part: 'header' });
}

const LONG_TERM_RENEW_PATH = '/service/login/api/v1/longtermtoken/renew';
const indicator = (page: Page) => page.getByTestId('session-indicator');
const expiredNotice = (page: Page) => page.getByTestId('session-expired');
const loginCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'LoginToken')?.value;

/**
 * Lets every page finish what its timers started, without waiting on the wall clock: turns of the page's own task
 * queue (a MessageChannel, which Playwright's clock does not fake) until nothing of the context is in flight, so the
 * cookie reads, lock requests and calls a timer set off have all been made and answered. A count taken after it is
 * final: a call a tab (wrongly) made would be in it.
 */
async function quiet(session: Session): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const page of session.pages) {
      await page.evaluate(async () => {
        for (let i = 0; i < 20; i++) {
          await new Promise((done) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = done;
            channel.port2.postMessage(0);
          });
        }
      });
    }
    await expect.poll(() => session.inFlight.size, { timeout: 15_000 }).toBe(0);
  }
}

async function waitForRenewals(session: Session, count: number): Promise<void> {
  await expect.poll(() => session.renewals.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  // Any other tab's (wrong) call for the same window is made by now.
  await quiet(session);
}

describe('login session on the shop pages, across tabs (Chromium)', () => {
  it(
    'a logged-in customer sees it on a country page; three tabs make exactly one renewal call per renewal window',
    { timeout: 180_000 },
    async () => {
      const session = await loggedInContext();
      try {
        const [first] = session.pages;
        await openTab(session, '/de/', first);
        await indicator(first!).getByText('Angemeldet').waitFor();
        const second = await openTab(session, '/at/');
        const third = await openTab(session, '/ch-fr/');
        await indicator(second).getByText('Angemeldet').waitFor();
        await indicator(third).getByText('Connecté').waitFor();
        // Headless tabs of one context are all visible, so each one runs the session (a hidden one would pause).
        for (const page of session.pages)
          await expect(page.evaluate(() => document.visibilityState)).resolves.toBe('visible');
        expect(session.renewals).toHaveLength(0);
        await expectAccessible(first!);
        await screenshot(first!, 'session-logged-in-de-desktop');

        // Window 1: past renewAt (2 min) and the 3-minute check, with the person active in every tab.
        const token0 = await loginCookie(session.context);
        await travel(session, CHECK);
        await useEveryTab(session, 1);
        await waitForRenewals(session, 1);
        expect(session.renewals).toHaveLength(1);
        await expect.poll(() => session.renewals[0]!.status).toBe(201);
        const token1 = await loginCookie(session.context);
        expect(token1).not.toBe(token0);

        // Window 2: the new token's renewAt passes at the next check; again one call, from whichever tab.
        await travel(session, CHECK);
        await useEveryTab(session, 2);
        await waitForRenewals(session, 2);
        expect(session.renewals).toHaveLength(2);
        await expect.poll(() => session.renewals[1]!.status).toBe(201);
        expect(await loginCookie(session.context)).not.toBe(token1);

        // Within a window nothing more: a check 3 minutes on with a fresh token costs no call.
        await travel(session, MIN);
        await useEveryTab(session, 3);
        await quiet(session);
        expect(session.renewals).toHaveLength(2);
        for (const page of session.pages) await expect(indicator(page).isVisible()).resolves.toBe(true);
        expect(await expiredNotice(first!).count()).toBe(0);

        await first!.setViewportSize(VIEWPORTS.phone);
        await expectAccessible(first!);
        await screenshot(first!, 'session-logged-in-de-phone');
        expect(seriousErrors(session.errors)).toEqual([]);
      } finally {
        await session.context.close();
      }
    },
  );

  it(
    'renewal keeps failing: bounded retries from one tab at a time, then one expiry message per page in its language',
    { timeout: 180_000 },
    async () => {
      const session = await loggedInContext();
      try {
        const [first] = session.pages;
        await openTab(session, '/de/', first);
        const second = await openTab(session, '/hu/');
        const third = await openTab(session, '/tr/');
        await indicator(first!).waitFor();
        await indicator(second).waitFor();
        await indicator(third).waitFor();
        expect((await admin('POST', 'faults', { operationId: 'renewLoginToken', status: 500 })).status).toBe(204);
        // The live region is in the page before the notice comes, so a screen reader announces it when it does.
        for (const page of session.pages)
          await expect(page.getByTestId('session-expired-region').getAttribute('aria-live')).resolves.toBe('assertive');
        // The shoppers have scrolled down to the footer by the time the session ends.
        for (const page of session.pages)
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

        // Into the renewal window; then a minute in 10-second steps: the backoff (5, 10, 20, 40 s ...) spaces the retries.
        await travel(session, CHECK);
        await useEveryTab(session, 1);
        await expect.poll(() => session.renewals.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
        for (let step = 0; step < 6; step++) {
          await travel(session, 10_000);
          await quiet(session);
        }
        const failing = session.renewals.length;
        expect(failing).toBeGreaterThanOrEqual(2);
        // One call per step at most across both tabs: the other tab waits for the lock's holder instead of calling.
        expect(failing).toBeLessThanOrEqual(7);
        await expect.poll(() => session.renewals.every((r) => r.status === 500)).toBe(true);
        for (const page of session.pages) await expect(indicator(page).isVisible()).resolves.toBe(true);

        // Past the token's expiry (10 min after login): every page says so once, in its language.
        await travel(session, 7 * MIN);
        await expiredNotice(first!)
          .getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')
          .waitFor();
        await expiredNotice(second).getByText('A munkamenete lejárt. Kérjük, jelentkezzen be újra.').waitFor();
        await expiredNotice(third).getByText('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.').waitFor();
        for (const page of session.pages) {
          await expect(page.getByRole('alert').count()).resolves.toBe(1);
          await expect(indicator(page).count()).resolves.toBe(0);
          // Seen where the shopper is: scrolled far down, the notice is inside the viewport, whole.
          await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
          await expectInViewport(page, page.getByRole('alert'));
        }
        await expect(first!.getByRole('link', { name: 'Erneut anmelden' }).getAttribute('href')).resolves.toBe(
          '/staff/',
        );

        // No call after the expiry (D18: never past it).
        const atExpiry = session.renewals.length;
        await travel(session, 2 * MIN);
        await useEveryTab(session, 2);
        await quiet(session);
        expect(session.renewals.length).toBe(atExpiry);

        for (const [page, market] of [
          [first!, 'de'],
          [second, 'hu'],
          [third, 'tr'],
        ] as const) {
          for (const viewport of ['desktop', 'phone'] as const) {
            await page.setViewportSize(VIEWPORTS[viewport]);
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await expectInViewport(page, page.getByRole('alert'));
            await expectAccessible(page);
            await viewportScreenshot(page, `session-expired-${market}-${viewport}`);
          }
        }

        // Closing the message hides it (and it stays closed).
        await first!.getByRole('alert').getByRole('button').click();
        await expect(first!.getByRole('alert').count()).resolves.toBe(0);
        // The browser logs each injected 500; nothing else went wrong.
        const injected = (e: string) => /status of 500/.test(e);
        expect(session.errors.filter(injected)).toHaveLength(session.renewals.length);
        expect(seriousErrors(session.errors.filter((e) => !injected(e)))).toEqual([]);
      } finally {
        await session.context.close();
      }
    },
  );

  it('a shopper who is not logged in loads no session code and sees nothing of it; the long-term token is renewed once', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const requested: string[] = [];
    context.on('request', (r) => requested.push(new URL(r.url()).pathname));
    try {
      const page = await context.newPage();
      await page.goto(new URL('/de/', baseUrl()).href);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await indicator(page).count()).toBe(0);
      // Development serves /demo/login-session-live.tsx, the build a login-session-live-<hash>.js chunk.
      expect(
        requested.filter((p) => /login-session-live|\/react\/session\/|\/core\/session\/session\.machine/.test(p)),
      ).toEqual([]);
      // As the machine would on finding no login cookie: one long-term renewal, nothing else of login.
      expect(requested.filter((p) => p.includes('/service/login/'))).toEqual([
        '/service/login/api/v1/longtermtoken/renew',
      ]);
    } finally {
      await context.close();
    }
  });
});

describe('"logged in" is about the token, not about renewing it (Chromium)', () => {
  it('a tab that is hidden goes on saying "logged in" (it only stops renewing)', async () => {
    const session = await loggedInContext();
    try {
      const page = await openTab(session, '/tr/');
      await indicator(page).getByText('Giriş yapıldı').waitFor();
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => indicator(page).getAttribute('data-status')).toBe('paused');
      await expect(indicator(page).getByText('Giriş yapıldı').isVisible()).resolves.toBe(true);
      expect(seriousErrors(session.errors)).toEqual([]);
    } finally {
      await session.context.close();
    }
  });

  it('the app platform (<html data-platform="SMARTPHONE">) shows "logged in" and never renews (D6)', async () => {
    const session = await loggedInContext();
    try {
      await session.context.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () =>
          document.documentElement.setAttribute('data-platform', 'SMARTPHONE'),
        ),
      );
      const page = await openTab(session, '/hu/');
      await page.setViewportSize(VIEWPORTS.phone);
      await indicator(page).getByText('Bejelentkezve').waitFor();
      await expect(indicator(page).getAttribute('data-status')).resolves.toBe('skipped');
      await travel(session, CHECK);
      await useEveryTab(session, 1);
      await quiet(session);
      expect(session.renewals.filter((r) => r.page === page)).toEqual([]);
      await expectAccessible(page);
      await screenshot(page, 'session-app-platform-hu-phone');
      expect(seriousErrors(session.errors)).toEqual([]);
    } finally {
      await session.context.close();
    }
  });
});

describe('stay logged in: the long-term token logs the customer in again (Chromium)', () => {
  /** Every long-term renewal answered from now on, by status. */
  function watchLongTermRenewals(context: BrowserContext): number[] {
    const statuses: number[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === LONG_TERM_RENEW_PATH) statuses.push(response.status());
    });
    return statuses;
  }

  /**
   * Past the LoginToken's expiry (10 min after login) on both clocks. The browser drops the cookie at its Max-Age by
   * its own clock, which context.clock does not move, so the test drops it as the browser would have by then (first,
   * so that it never drops a new cookie an open page gets at the expiry).
   */
  async function letLoginTokenExpire(session: Session): Promise<void> {
    await session.context.clearCookies({ name: 'LoginToken' });
    await travel(session, 11 * MIN);
  }

  it(
    'with "Stay logged in": when the login token expires, the open page logs in again by itself',
    { timeout: 120_000 },
    async () => {
      const session = await loggedInContext({
        stayLoggedIn: true,
        // The staff page with the box ticked, before logging in: accessible at both widths, and on screen for a person.
        beforeLogin: async (page) => {
          await expectAccessible(page);
          await fullPageScreenshot(page, 'staff-stay-logged-in-desktop');
          await page.setViewportSize(VIEWPORTS.phone);
          await expectAccessible(page);
          await fullPageScreenshot(page, 'staff-stay-logged-in-phone');
          await page.setViewportSize(VIEWPORTS.desktop);
        },
      });
      try {
        const [page] = session.pages;
        const cookies = await session.context.cookies();
        const longTerm = cookies.find((c) => c.name === 'LongTermToken')!;
        expect(longTerm).toMatchObject({ httpOnly: true, path: '/service/login/', sameSite: 'Strict' });
        // Not readable by the page.
        expect(await page!.evaluate(() => document.cookie)).not.toContain('LongTermToken');
        // 30 days, by the browser's own clock.
        expect(longTerm.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * MIN);

        await openTab(session, '/de/', page);
        await indicator(page!).getByText('Angemeldet').waitFor();

        // The customer leaves the tab alone and the login token runs out: the open page renews it through the
        // long-term token by itself (one call, 201) and stays logged in, without the expiry message.
        const statuses = watchLongTermRenewals(session.context);
        await letLoginTokenExpire(session);
        await expect.poll(() => statuses, { timeout: 10_000 }).toEqual([201]);
        await indicator(page!).getByText('Angemeldet').waitFor({ timeout: 10_000 });
        expect(await expiredNotice(page!).count()).toBe(0);
        expect(await loginCookie(session.context)).toBeDefined();
        const rotated = (await session.context.cookies()).find((c) => c.name === 'LongTermToken');
        expect(rotated?.value).toBeDefined();
        expect(rotated!.value).not.toBe(longTerm.value);

        // A reload finds the new cookie: "logged in" at once, no further call.
        await page!.reload();
        await waitForHydration(page!);
        await indicator(page!).getByText('Angemeldet').waitFor({ timeout: 10_000 });
        expect(statuses).toEqual([201]);

        // And it stays: another country page in a new tab finds the cookie and calls nothing.
        const other = await openTab(session, '/ch-fr/');
        await indicator(other).getByText('Connecté').waitFor();
        expect(statuses).toEqual([201]);
        await screenshot(page!, 'session-stay-logged-in-renewed-de-desktop');
        expect(seriousErrors(session.errors)).toEqual([]);
      } finally {
        await session.context.close();
      }
    },
  );

  it(
    'without "Stay logged in": the same reload ends logged out (nothing to renew, 204)',
    { timeout: 120_000 },
    async () => {
      const session = await loggedInContext();
      try {
        const [page] = session.pages;
        expect((await session.context.cookies()).some((c) => c.name === 'LongTermToken')).toBe(false);
        await openTab(session, '/de/', page);
        await indicator(page!).getByText('Angemeldet').waitFor();

        // The open page tries the long-term token at the expiry, finds nothing to renew and says the session ended.
        await letLoginTokenExpire(session);
        await expiredNotice(page!).waitFor({ timeout: 10_000 });
        const statuses = watchLongTermRenewals(session.context);
        await page!.reload();
        await waitForHydration(page!);
        await expect.poll(() => statuses, { timeout: 10_000 }).toEqual([204]);
        // Past the 10-second cookie look-up: still nobody logged in, and no cookie appeared.
        await session.context.clock.fastForward(11_000);
        await quiet(session);
        expect(await indicator(page!).count()).toBe(0);
        expect(await loginCookie(session.context)).toBeUndefined();
        expect(statuses).toEqual([204]);
        expect(seriousErrors(session.errors)).toEqual([]);
      } finally {
        await session.context.close();
      }
    },
  );

  it(
    '"Log out" on the staff page ends staying logged in: a later page finds nothing to renew',
    { timeout: 120_000 },
    async () => {
      const session = await loggedInContext({ stayLoggedIn: true });
      try {
        const [page] = session.pages;
        // The staff page's own session, started afresh by the logout, makes its one long-term call too: let it finish first.
        const staffPageCall = page!.waitForResponse((r) => new URL(r.url()).pathname === LONG_TERM_RENEW_PATH);
        await page!.getByRole('button', { name: 'Log out' }).click();
        expect((await staffPageCall).status()).toBe(204);
        await page!.getByText('Logged out. This browser no longer stays logged in.').waitFor();
        await page!.getByTestId('session-status').getByText('Not logged in').waitFor();
        expect((await session.context.cookies()).map((c) => c.name).sort()).toEqual(['csrf_token']);

        const statuses = watchLongTermRenewals(session.context);
        await openTab(session, '/de/', page);
        await expect.poll(() => statuses, { timeout: 10_000 }).toEqual([204]);
        expect(await indicator(page!).count()).toBe(0);
        expect(seriousErrors(session.errors)).toEqual([]);
      } finally {
        await session.context.close();
      }
    },
  );
});
