import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The demo server's origin, e.g. http://127.0.0.1:41234 (started by global-setup.ts). */
export const baseUrl = (): string => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error / pageerror messages, hydration mismatches included. */
  errors: string[];
}

/**
 * Opens `path` in a fresh context (own cookies) and waits until React has hydrated (<html data-hydrated>).
 * `cookies` are set on the demo origin before the visit.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: { viewport?: ViewportName | { width: number; height: number }; cookies?: Record<string, string>; context?: BrowserContext } = {},
): Promise<OpenedPage> {
  const viewport = typeof options.viewport === 'string' ? VIEWPORTS[options.viewport] : (options.viewport ?? VIEWPORTS.desktop);
  const context = options.context ?? (await browser.newContext({ viewport }));
  if (options.cookies) {
    await context.addCookies(Object.entries(options.cookies).map(([name, value]) => ({ name, value, url: baseUrl() })));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(new URL(path, baseUrl()).href);
  await waitForHydration(page);
  return { page, context, errors };
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
  for (let i = 0; i < count; i++) await islands.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((e) => e.getAttribute('data-island') === 'ready'), undefined, {
    timeout: 30_000,
  });
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
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Runtime.evaluate', { expression: axeSource });
  await cdp.detach();
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags } });
      return result.violations;
    },
    { tags: AXE_TAGS, include },
  );
  return violations.map(
    (v: AxeViolation) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('\n  ')}`,
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
  await checker.route(snapshotUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await checker.goto(snapshotUrl);
  expect(await axeViolations(checker, include)).toEqual([]);
  await context.close();
}

/** Full-page screenshot into test-results/screenshots/<name>.png, for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(process.cwd(), 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
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
