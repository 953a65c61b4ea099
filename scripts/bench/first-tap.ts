/**
 * A shopper's first tap into the sign-up's e-mail field on a phone, to the next paint showing it focused, with the CPU
 * slowed down. Two ways, fresh context each: scrolled to a ready form, or tapped at once while its code still loads
 * (then also the time until the island is ready). Reported by `npm run bench`, never asserted in a test.
 */
import type { Browser, Page } from 'playwright-core';
import { PHONE, waitForHydration } from './network';
import { median } from './stats';

export interface FirstTapResult {
  route: string;
  cpuSlowdown: number;
  available: boolean;
  reason?: string;
  /** Tapped once the form's island was ready: tap to the next paint, ms per run. */
  scrolled?: number[];
  /** Tapped while its code was loading: tap to the next paint, and tap to the island ready, ms per run. */
  atOnce?: { nextPaint: number; ready: number }[];
}

const FIELD = '[data-island-name="signup"] input[type="email"]';

/** Installs the probe: resolves `window.__skTap` with the tap-to-paint and tap-to-ready times. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const state = { down: 0, paint: 0, ready: 0 };
    (window as unknown as { __skTap: typeof state }).__skTap = state;
    addEventListener('pointerdown', (e) => (state.down ||= e.timeStamp), { capture: true });
    addEventListener(
      'focusin',
      (e) => {
        if (state.paint || !(e.target as Element).matches(selector)) return;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (state.paint = performance.now());
          channel.port2.postMessage(0);
        });
      },
      { capture: true },
    );
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const island = document.querySelector('[data-island-name="signup"][data-island]');
    if (island?.getAttribute('data-island') === 'ready') state.ready = -1;
    else if (island) {
      new MutationObserver((_, observer) => {
        if (island.getAttribute('data-island') !== 'ready') return;
        observer.disconnect();
        state.ready = performance.now();
      }).observe(island, { attributes: true });
    }
  }, FIELD);
}

async function oneTap(
  browser: Browser,
  origin: string,
  route: string,
  slowdown: number,
  scrolled: boolean,
): Promise<{ nextPaint: number; ready: number }> {
  const context = await browser.newContext({ ...PHONE });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(new URL(route, origin).href, { waitUntil: 'load' });
    if (!(await waitForHydration(page))) throw new Error(`${route} did not start`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const field = page.locator(FIELD).first();
    if (scrolled) {
      await field.scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-island-name="signup"][data-island="ready"]', { timeout: 30_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    await installProbe(page);
    await field.tap();
    await page.waitForFunction(
      () => {
        const s = (window as unknown as { __skTap: { paint: number; ready: number } }).__skTap;
        return s.paint > 0 && s.ready !== 0;
      },
      undefined,
      { timeout: 30_000 },
    );
    const s = await page.evaluate(
      () => (window as unknown as { __skTap: { down: number; paint: number; ready: number } }).__skTap,
    );
    return { nextPaint: s.paint - s.down, ready: s.ready < 0 ? 0 : s.ready - s.down };
  } finally {
    await context.close();
  }
}

export async function measureFirstTap(
  browser: Browser,
  origin: string,
  route = '/de/',
  slowdown = 4,
  runs = 5,
): Promise<FirstTapResult> {
  try {
    const scrolled: number[] = [];
    const atOnce: { nextPaint: number; ready: number }[] = [];
    for (let i = 0; i < runs; i++) {
      scrolled.push((await oneTap(browser, origin, route, slowdown, true)).nextPaint);
      atOnce.push(await oneTap(browser, origin, route, slowdown, false));
    }
    return { route, cpuSlowdown: slowdown, available: true, scrolled, atOnce };
  } catch (error) {
    return { route, cpuSlowdown: slowdown, available: false, reason: String(error).split('\n')[0]! };
  }
}

/** The median and the slowest run, ms. */
export function tapFigures(samples: readonly number[]): { p50: number; max: number } {
  return { p50: median([...samples]), max: Math.max(...samples) };
}
