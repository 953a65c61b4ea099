import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { workerServerUrl } from './demo-server';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The demo server's origin, e.g. http://127.0.0.1:41234 (this worker's, demo-server.ts). */
export const baseUrl = workerServerUrl;

/** A call to the demo service's test switches (`/service/__admin/…`: outbox, clock, faults), with a JSON body if given. */
export const admin = (method: string, path: string, body?: unknown) =>
  fetch(new URL(`/service/__admin/${path}`, baseUrl()), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The sign-up's view code: its modules on the development server, its chunk (`signup-island`, vite.config.ts) in the production build. */
export const SIGNUP_VIEW_CODE = /\/(NewsletterSignup[^/]*|signup-island-[^/]*)\.(js|tsx)(\?|$)/;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * The test file's Chromium: launched before its tests, closed after them. Call it once at the top of the file; the
 * browser it answers stands for the launched one (it is not there before the file's `beforeAll`).
 */
export function useBrowser(): Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test or hook.');
      const value: unknown = Reflect.get(browser, key);
      return typeof value === 'function' ? value.bind(browser) : value;
    },
  });
}

/** A viewport by name or size (desktop when none is given). */
export const viewportOf = (viewport?: ViewportName | { width: number; height: number }) =>
  typeof viewport === 'string' ? VIEWPORTS[viewport] : (viewport ?? VIEWPORTS.desktop);

/** Collects the page's console errors and uncaught exceptions (hydration mismatches are among them), from now on. */
export function watchErrors(page: Page, into: string[] = []): string[] {
  page.on('console', (msg) => {
    if (msg.type() === 'error') into.push(msg.text());
  });
  page.on('pageerror', (error) => into.push(String(error)));
  return into;
}

/** Collects the URL of every request the page makes (documents, scripts, styles, fetches), from now on. */
export function watchRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  return requests;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error / pageerror messages, hydration mismatches included. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/**
 * Opens `path` in a fresh context (own cookies), or in `context`, and waits until it is `ready` (default: React has
 * hydrated, <html data-hydrated>, and its islands). `cookies` are set on the demo origin before the visit.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: {
    viewport?: ViewportName | { width: number; height: number };
    cookies?: Record<string, string>;
    context?: BrowserContext;
    ready?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<OpenedPage> {
  const context = options.context ?? (await browser.newContext({ viewport: viewportOf(options.viewport) }));
  if (options.cookies) {
    await context.addCookies(Object.entries(options.cookies).map(([name, value]) => ({ name, value, url: baseUrl() })));
  }
  const page = await context.newPage();
  // A cap for a hang, as the suite's time-outs: a development server on a loaded machine may take long for a page.
  page.setDefaultNavigationTimeout(90_000);
  const errors = watchErrors(page);
  const requests = watchRequests(page);
  await page.goto(new URL(path, baseUrl()).href);
  await (options.ready ?? waitForHydration)(page);
  return { page, context, errors, requests };
}

/**
 * Waits until React has hydrated the page, and its lazily hydrated islands (the sign-up form loads its code
 * only near the viewport): each is scrolled into view and awaited, then the page scrolls back to the top.
 */
export async function waitForHydration(page: Page, options: { islands?: boolean } = {}): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
  if (options.islands === false) return;
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  if (!count) return;
  // One island at a time: two scrolls within one frame would let an island's IntersectionObserver never see it.
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    await island.scrollIntoViewIfNeeded();
    await page.waitForFunction((e) => e?.getAttribute('data-island') === 'ready', await island.elementHandle(), {
      timeout: 30_000,
    });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * Waits for running finite CSS transitions and animations (a button's ripple after a click, a colour fading from
 * its disabled look) so that axe judges what a person sees once the page is still, not a frame in between.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe-core in the page and returns its violations, readable in a failure message. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await settleAnimations(page);
  // Through the DevTools protocol, not as an inline <script>: the pages' CSP (rightly) refuses scripts without its nonce.
  // Once a page: compiling axe's half a megabyte again for each state a test checks costs more than some runs.
  if (!(await page.evaluate(() => 'axe' in window))) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Runtime.evaluate', { expression: axeSource });
    await cdp.detach();
  }
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (
        window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        // Every rule still runs on every node; only the passes are not collected (a third of a run's time).
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    { tags: AXE_TAGS, include },
  );
  return violations.map(
    (v: AxeViolation) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('\n  ')}`,
  );
}

/** Asserts axe-core finds no violation (WCAG 2.2 AA + best practice). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}

/**
 * axe-core needs timers, which a page without JavaScript does not run: the page as it stands (its HTML, scripts
 * removed, the CSS of a browser without scripting) is checked in a page that runs axe only.
 */
export async function expectAccessibleWithoutScripts(page: Page, include: string): Promise<void> {
  const browser = page.context().browser()!;
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/scripting:\s*enabled/g, 'scripting: none');
  const context = await browser.newContext({ viewport: page.viewportSize() ?? VIEWPORTS.desktop });
  const checker = await context.newPage();
  const snapshotUrl = new URL('/__axe-snapshot/', baseUrl()).href;
  await checker.route(snapshotUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await checker.goto(snapshotUrl);
  expect(await axeViolations(checker, include)).toEqual([]);
  await context.close();
}

// Screenshots are for people to look at: written unless in CI (or E2E_SCREENSHOTS=0), and in CI with E2E_SCREENSHOTS=1.
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

/**
 * A screenshot into test-results/screenshots/<name>.png, for a person to look at: the full page, or what the
 * viewport shows (`fullPage: false`), or one `part` of the page (a selector).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { part?: string; fullPage?: boolean } = {},
): Promise<string | undefined> {
  if (!SCREENSHOTS) return undefined;
  const dir = join(process.cwd(), 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.png`);
  if (options.part) await page.locator(options.part).screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}

/** Errors worth failing a test on: hydration mismatches and uncaught errors (not expected 4xx fetch logs). */
export function seriousErrors(errors: string[]): string[] {
  return errors.filter(
    (e) =>
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(e) &&
      // Development server only: Vite's client looks for its hot-reload socket, which tests switch off.
      !/WebSocket|\[vite\]/.test(e),
  );
}
