/**
 * Keystroke to next paint in Chromium, 50 keystrokes one at a time, read two ways: the Event Timing API (which has
 * no entry under 16 ms, so those count as "under 16 ms") and a next-paint probe (a message posted from the next
 * animation frame), which reads under 16 ms too.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { wakeIslands, waitForHydration } from './network';
import { median, percentile } from './stats';

export interface InteractionTarget {
  name: string;
  route: string;
  /** Finds the field, or says why it is not there. */
  find(page: Page): Promise<Locator | string>;
  /** The keys to press, one per keystroke (Playwright key names). */
  keys: string[];
  /** A reference reading, not one of ours: the browser's own floor, which the goals are not read against. */
  baseline?: boolean;
}

export interface InteractionResult {
  target: string;
  baseline?: boolean;
  route: string;
  cpuSlowdown: number;
  available: boolean;
  reason?: string;
  keystrokes: number;
  /** Event Timing: interactions reported at >= 16 ms, and p50/p95 over all keystrokes (null = under 16 ms). */
  eventTiming?: {
    reported: number;
    p50: number | null;
    p95: number | null;
    max: number | null;
    /** Medians over the reported key presses: waiting for the main thread, event handlers, then until the paint. */
    parts: { inputDelay: number; processing: number; presentation: number } | null;
  };
  /** Next-paint probe, ms. */
  nextPaint?: { p50: number; p95: number; max: number };
  /** JS work per keystroke, ms: from the key's first listener to the end of the input event and its microtasks (React's commit). */
  jsPerKeystroke?: { p50: number; p95: number };
  /** The field's value afterwards, to show the keystrokes landed. */
  finalValue?: string;
  /** Main-thread time while typing, by script (CDP sampling profiler; idle left out), biggest first. */
  cpu?: { where: string; ms: number; share: number }[];
}

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time per script file (or per V8 category like "(garbage collector)"), idle left out. */
export function cpuByScript(profile: CpuProfile): { where: string; ms: number; share: number }[] {
  const where = new Map(
    profile.nodes.map((n) => {
      const url = n.callFrame.url;
      const fn = n.callFrame.functionName;
      // No URL: a V8 category such as "(program)" (browser work outside JS), a native function, or injected code.
      const name = url
        ? url.startsWith('http')
          ? new URL(url).pathname
          : url
        : fn.startsWith('(')
          ? fn
          : `native ${fn || '(anonymous)'}`;
      return [n.id, name] as const;
    }),
  );
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const name = where.get(samples[i]!) ?? '?';
    // A sample's time is the gap to the next one.
    const us = deltas[i + 1] ?? 0;
    totals.set(name, (totals.get(name) ?? 0) + us);
  }
  totals.delete('(idle)');
  const busy = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
  return [...totals]
    .map(([name, us]) => ({ where: name, ms: Math.round(us / 100) / 10, share: Math.round((us / busy) * 1000) / 10 }))
    .sort((a, b) => b.ms - a.ms);
}

const EMAIL = 'kettle.and.crumb.newsletter.reader.2026@example.de';
const IBAN = 'DE89370400440532013000';

export const INTERACTION_TARGETS: InteractionTarget[] = [
  {
    name: 'newsletter e-mail field',
    route: '/de/',
    keys: [...EMAIL.padEnd(50, 'x').slice(0, 50)],
    async find(page) {
      const byType = page.locator('input[type="email"]:visible');
      if (await byType.count()) return byType.first();
      const byLabel = page.getByLabel(/e-?mail/i);
      if (await byLabel.count()) return byLabel.first();
      return 'no e-mail field (input[type=email] or a label "E-Mail") on /de/: the newsletter form is not on the page';
    },
  },
  floorOn('/de/'),
  {
    name: 'IBAN input',
    route: '/widgets/',
    // 22 characters of an IBAN, all deleted again, then 6 more: 50 keystrokes that each change the formatted value.
    keys: [...IBAN, ...Array<string>(IBAN.length).fill('Backspace'), ...IBAN.slice(0, 6)],
    async find(page) {
      const byLabel = page.getByLabel(/IBAN/i);
      if (await byLabel.count()) return byLabel.first();
      const candidates = page.locator('input[inputmode]');
      for (let i = 0; i < (await candidates.count()); i++) {
        const input = candidates.nth(i);
        const text = await input.evaluate((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`).join(' '));
        if (/iban/i.test(text)) return input;
      }
      return 'no IBAN input (a label containing "IBAN", or an input[inputmode] naming IBAN) on /widgets/: the widget gallery does not have it';
    },
  },
  floorOn('/widgets/'),
];

/** A plain `<input>` outside React on the same page: what any keystroke costs there before our code runs. */
function floorOn(route: string): InteractionTarget {
  return {
    name: 'plain input without JavaScript (the floor)',
    route,
    baseline: true,
    keys: [...EMAIL.padEnd(50, 'x').slice(0, 50)],
    async find(page) {
      await page.evaluate(() => {
        const input = document.createElement('input');
        input.setAttribute('aria-label', 'floor');
        input.id = 'bench-floor';
        document.querySelector('main')?.prepend(input);
      });
      return page.locator('#bench-floor');
    },
  };
}

interface BenchEvent {
  interactionId: number;
  duration: number;
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
}

declare global {
  interface Window {
    __skBench?: { events: BenchEvent[]; nextPaint: number[]; js: number[] };
  }
}

function installProbes() {
  const bench = { events: [] as BenchEvent[], nextPaint: [] as number[], js: [] as number[] };
  // Window capture listeners run first, a window bubble listener last; a microtask queued there runs after React's commit.
  let keyStart: number | undefined;
  addEventListener('keydown', () => (keyStart = performance.now()), { capture: true });
  addEventListener('input', () => {
    const start = keyStart;
    if (start === undefined) return;
    keyStart = undefined;
    queueMicrotask(() => bench.js.push(performance.now() - start));
  });
  window.__skBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      bench.events.push({
        interactionId: entry.interactionId ?? 0,
        duration: entry.duration,
        name: entry.name,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => bench.nextPaint.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
}

export async function measureTyping(
  browser: Browser,
  origin: string,
  target: InteractionTarget,
  cpuSlowdown: number,
): Promise<InteractionResult> {
  const base = {
    target: target.name,
    route: target.route,
    cpuSlowdown,
    keystrokes: target.keys.length,
    ...(target.baseline ? { baseline: true } : {}),
  };
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL(target.route, origin).href, { waitUntil: 'load' });
    if (!(await waitForHydration(page)))
      return { ...base, available: false, reason: `${target.route} did not hydrate` };
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // A lazily hydrated island (the sign-up form) must have its code before keystrokes can measure it.
    const islands = await wakeIslands(page);
    if (!islands.ready)
      return {
        ...base,
        available: false,
        reason: `${target.route}: its ${islands.count} island(s) did not say data-island="ready"`,
      };
    const field = await target.find(page);
    if (typeof field === 'string') return { ...base, available: false, reason: field };
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await page.evaluate(installProbes);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    for (const key of target.keys) {
      const before = await page.evaluate(() => window.__skBench!.nextPaint.length);
      await page.keyboard.press(key);
      // Wait until this keystroke's frame has painted before the next one (a fast typist, not a key-repeat burst).
      await page.waitForFunction((n) => window.__skBench!.nextPaint.length > n, before, {
        polling: 'raf',
        timeout: 10_000,
      });
    }
    await page.waitForTimeout(300);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { events, nextPaint, js } = await page.evaluate(() => window.__skBench!);
    const finalValue = await field.inputValue().catch(() => undefined);

    // One interaction per keystroke (its events share an interactionId): its latency is its longest entry.
    const byInteraction = new Map<number, BenchEvent[]>();
    for (const e of events)
      if (e.interactionId) byInteraction.set(e.interactionId, [...(byInteraction.get(e.interactionId) ?? []), e]);
    // Keyboard interactions only (the click that focused the field is an interaction too).
    const keyboard = [...byInteraction.values()].filter((all) => all.some((e) => e.name.startsWith('key')));
    const interactions = keyboard.map((all) => {
      // The key release is its own step after the character landed; the parts describe the key press.
      const entries = all.some((e) => e.name !== 'keyup') ? all.filter((e) => e.name !== 'keyup') : all;
      const start = Math.min(...entries.map((e) => e.startTime));
      const handlersStart = Math.min(...entries.map((e) => e.processingStart));
      const handlersEnd = Math.max(...entries.map((e) => e.processingEnd));
      const end = Math.max(...entries.map((e) => e.startTime + e.duration));
      return {
        duration: Math.max(...all.map((e) => e.duration)),
        inputDelay: handlersStart - start,
        processing: handlersEnd - handlersStart,
        presentation: end - handlersEnd,
      };
    });
    const reported = interactions.map((i) => i.duration);
    const parts = interactions.length
      ? {
          inputDelay: median(interactions.map((i) => i.inputDelay)),
          processing: median(interactions.map((i) => i.processing)),
          presentation: median(interactions.map((i) => i.presentation)),
        }
      : null;
    const all = [...reported, ...Array<number>(Math.max(0, target.keys.length - reported.length)).fill(0)];
    const under = (v: number) => (v >= 16 ? v : null);
    return {
      ...base,
      available: true,
      eventTiming: {
        reported: reported.length,
        p50: under(percentile(all, 50)),
        p95: under(percentile(all, 95)),
        max: reported.length ? Math.max(...reported) : null,
        parts,
      },
      nextPaint: { p50: percentile(nextPaint, 50), p95: percentile(nextPaint, 95), max: Math.max(...nextPaint) },
      ...(js.length ? { jsPerKeystroke: { p50: percentile(js, 50), p95: percentile(js, 95) } } : {}),
      finalValue,
      cpu: cpuByScript(profile).slice(0, 8),
    };
  } catch (error) {
    return { ...base, available: false, reason: `measurement failed: ${String(error).split('\n')[0]}` };
  } finally {
    await context.close();
  }
}
