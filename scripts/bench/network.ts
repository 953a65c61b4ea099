// A first visit in a fresh context; request.sizes() gives the body bytes on the wire (gzipped where served gzipped).
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { chromium } from 'playwright-core';
import { COOKIE, CSRF_HEADER } from '../../openapi/http';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/e2e/chromium';

export type TransferKind = 'js' | 'css' | 'html' | 'other';

export interface Transfer {
  /** Path and query on the demo origin, e.g. `/assets/client-DLSq_tIv.js`. */
  path: string;
  kind: TransferKind;
  resourceType: string;
  status: number;
  /** content-encoding of the response, if any. */
  encoding: string | undefined;
  /** Body bytes on the wire. */
  wireBytes: number;
  /** Body bytes after decoding. */
  bodyBytes: number;
  body: Buffer | undefined;
}

export interface Visit {
  route: string;
  transfers: Transfer[];
  /** What loaded only once the page's lazily hydrated islands (`[data-island]`) came into view: not part of the first visit. */
  islandTransfers: Transfer[];
  /** How many islands the page has, and whether all said `data-island="ready"`. */
  islands: { count: number; ready: boolean };
  hydrated: boolean;
  /** What the visit's `check` said (after the first visit, before the islands were woken): a problem, or undefined. */
  checked?: string | undefined;
  /** console errors and uncaught exceptions on the page. */
  errors: string[];
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

const KIND: Record<string, TransferKind> = { script: 'js', stylesheet: 'css', document: 'html' };

/** Logs the staff member in on the reference service; the `staff_auth` cookie lands in the context's jar. */
export async function staffLogin(context: BrowserContext, origin: string): Promise<boolean> {
  const response = await context.request.post(`${origin}/service/__admin/staff/login`, {
    data: {},
    failOnStatusCode: false,
  });
  return response.ok();
}

/** The reference service's demo customer (seeded by the test switches, never by `npm run serve`). */
export const DEMO_CUSTOMER = { email: 'shopper@example.com', password: 'demo' } as const;

/** Logs the demo customer in as the login form does (CSRF token first). Returns whether the login answered 2xx. */
export async function customerLogin(context: BrowserContext, origin: string): Promise<boolean> {
  const csrf = await context.request.get(`${origin}/service/csrf`, { failOnStatusCode: false });
  const { token } = (await csrf.json().catch(() => ({}))) as { token?: string };
  const response = await context.request.post(`${origin}/service/login/api/v1/login`, {
    data: DEMO_CUSTOMER,
    headers: { [CSRF_HEADER]: token ?? '' },
    failOnStatusCode: false,
  });
  return response.ok() && (await context.cookies(origin)).some((c) => c.name === COOKIE.loginToken);
}

/** Logs a staff member in and applies a preview as the panel's "Apply" does, so the page shows its banner. */
export async function staffWithPreview(context: BrowserContext, origin: string): Promise<string> {
  if (!(await staffLogin(context, origin))) return 'staff login did not answer 2xx';
  const query = new URLSearchParams({ dateTime: '2026-12-05', test: 'winter-checkout', group: 'variant' });
  const response = await context.request.get(`${origin}/service/preview/api/token?${query}`, {
    failOnStatusCode: false,
  });
  const { status } = (await response.json().catch(() => ({}))) as { status?: string };
  return status ?? `HTTP ${response.status()}`;
}

export async function waitForHydration(page: Page, timeout = 15_000): Promise<boolean> {
  return page
    .waitForSelector('html[data-hydrated="true"]', { timeout, state: 'attached' })
    .then(() => true)
    .catch(() => false);
}

/** Brings every lazily hydrated island into view and waits until each is ready and the network is idle. */
export async function wakeIslands(page: Page, timeout = 15_000): Promise<{ count: number; ready: boolean }> {
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  if (!count) return { count, ready: true };
  for (let i = 0; i < count; i++)
    await islands
      .nth(i)
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
  const ready = await page
    .waitForFunction(
      () => [...document.querySelectorAll('[data-island]')].every((e) => e.getAttribute('data-island') === 'ready'),
      undefined,
      { timeout },
    )
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  return { count, ready };
}

/** A phone as the sign-up is measured on (375 px wide, touch, a mobile browser's client hints: the server renders its layouts). */
export const PHONE = {
  viewport: { width: 375, height: 667 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36',
} as const;

/** What a shopper who signs up loads: the country page's first visit, then everything from the first tap into the e-mail field until the network is idle. */
export interface SignUpVisit {
  route: string;
  /** Every JS, CSS, HTML and other response, first visit and tap together. */
  transfers: Transfer[];
  /** How many of `transfers` came after the tap. */
  afterTap: number;
  hydrated: boolean;
  /** The sign-up island said `data-island="ready"` after the tap, with the e-mail field focused. */
  ready: boolean;
  /** The islands whose code the page loaded, in the order it started them. */
  islandsStarted: string[];
  errors: string[];
}

/** Opens `url` and waits for its first visit to settle; `pending` collects every request's transfer, `errors` the console's. */
async function openSettled(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const where = msg.location().url ? new URL(msg.location().url).pathname : '';
      errors.push(where ? `${msg.text()} (${where})` : msg.text());
    }
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const pending: Promise<Transfer | undefined>[] = [];
  page.on('requestfinished', (request) => {
    const transfer = transferOf(request);
    // A request that finishes after its context closed must not end the run as an unhandled rejection.
    transfer.catch(() => undefined);
    pending.push(transfer);
  });
  await page.goto(url, { waitUntil: 'load' });
  const hydrated = await waitForHydration(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return { page, errors, pending, hydrated };
}

/** A shopper who signs up on a phone: first visit, a tap into the e-mail field, until the island is ready and the network idle. */
export async function signUpVisit(browser: Browser, origin: string, route: string): Promise<SignUpVisit> {
  const context = await browser.newContext({ ...PHONE });
  try {
    const { page, errors, pending, hydrated } = await openSettled(context, new URL(route, origin).href);
    const before = pending.length;
    const email = page.locator('[data-island-name="signup"] input[type="email"]').first();
    await email.tap();
    const ready = await page
      .waitForFunction(
        () => {
          const island = document.querySelector('[data-island-name="signup"][data-island]');
          return (
            island?.getAttribute('data-island') === 'ready' &&
            island.contains(document.activeElement) &&
            (document.activeElement as HTMLInputElement).type === 'email'
          );
        },
        undefined,
        { timeout: 15_000 },
      )
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // demo/boot.ts names every island whose code it loaded on <html data-islands-started>.
    const islandsStarted = await page.evaluate(() =>
      (document.documentElement.dataset.islandsStarted ?? '').split(' ').filter(Boolean),
    );
    const transfers = (await Promise.all(pending)).filter((t): t is Transfer => t !== undefined);
    return { route, transfers, afterTap: pending.length - before, hydrated, ready, islandsStarted, errors };
  } finally {
    await context.close();
  }
}

async function transferOf(request: Request): Promise<Transfer | undefined> {
  const response = await request.response();
  if (!response) return undefined;
  const sizes = await request.sizes();
  const body = await response.body().catch(() => undefined);
  const url = new URL(request.url());
  return {
    path: url.pathname + url.search,
    kind: KIND[request.resourceType()] ?? 'other',
    resourceType: request.resourceType(),
    status: response.status(),
    encoding: (await response.headerValue('content-encoding')) ?? undefined,
    wireBytes: sizes.responseBodySize,
    bodyBytes: body?.length ?? 0,
    body,
  };
}

/** Opens `route` until hydrated and the network idle, and returns everything transferred; `prepare` runs on the fresh context first. */
export async function firstVisit(
  browser: Browser,
  origin: string,
  route: string,
  options: {
    prepare?: (context: BrowserContext) => Promise<unknown>;
    viewport?: { width: number; height: number };
    /** Looks at the page once the first visit is over (e.g. the session indicator shows); returns a problem or undefined. */
    check?: (page: Page) => Promise<string | undefined>;
  } = {},
): Promise<Visit> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 412, height: 823 } });
  try {
    await options.prepare?.(context);
    const { page, errors, pending, hydrated } = await openSettled(context, new URL(route, origin).href);
    const firstCount = pending.length;
    const checked = await options.check?.(page);
    const islands = await wakeIslands(page);
    const all = await Promise.all(pending);
    const keep = (list: (Transfer | undefined)[]) => list.filter((t): t is Transfer => t !== undefined);
    return {
      route,
      transfers: keep(all.slice(0, firstCount)),
      islandTransfers: keep(all.slice(firstCount)),
      islands,
      hydrated,
      checked,
      errors,
    };
  } finally {
    await context.close();
  }
}
