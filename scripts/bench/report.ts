// bench/results.json as the Performance section of docs/performance.md and the printout, with what costs what per missed goal.
import { formatParts } from './attribution';
import { tapFigures } from './first-tap';
import { checkBudget, formatKb } from './budget';
import type { BenchResults, KeystrokeRound } from './results';

export const PERF_START = '<!-- perf:start -->';
export const PERF_END = '<!-- perf:end -->';

/** Replaces what lies between the markers; fails loudly if they are missing or out of order. */
export function replaceBetweenMarkers(document: string, body: string, start = PERF_START, end = PERF_END): string {
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < 0 || to < from)
    throw new Error(`docs/performance.md needs the markers ${start} and ${end}, in that order`);
  if (document.indexOf(start, from + 1) >= 0 || document.indexOf(end, to + 1) >= 0)
    throw new Error(`docs/performance.md has the markers ${start}/${end} more than once`);
  return `${document.slice(0, from + start.length)}\n${body.trim()}\n${document.slice(to)}`;
}

export const BUDGET_GOAL_BYTES = 40 * 1024;
export const CORE_GOAL_BYTES = 25 * 1024;
export const KEYSTROKE_GOAL_MS = 16;
export const FOOTER_GOAL_US = 2000;
export const LIGHTHOUSE_GOAL_ROUTES = ['/de/', '/tr/'];
/** JS per keystroke in the e-mail field at most this many times a plain input's on the same page (4x CPU). */
export const KEYSTROKE_RATIO_GOAL = 2;
export const PAGE_P95_GOAL_MS = 5;
export const PAGES_PER_SECOND_GOAL = 1000;
/** A shopper who signs up: the first tap into the e-mail field to the next paint on a phone at 4x CPU. */
export const FIRST_TAP_GOAL_MS = 100;

export type Met = 'yes' | 'no' | 'n/a';
export interface GoalRow {
  goal: string;
  figure: string;
  met: Met;
}

const kb = formatKb;
const ms = (value: number | null | undefined, digits = 1): string =>
  value === null || value === undefined ? 'n/a' : `${value.toFixed(digits)} ms`;
const us = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${Math.round(value).toLocaleString('en')} µs`;

/** The e-mail field's JS per keystroke (p95, 4x CPU) against the plain input's on the same page, in the first run's pair. */
export function firstKeystrokeRound(results: Pick<BenchResults, 'interaction'>): KeystrokeRound | undefined {
  const at4 = results.interaction.filter((i) => i.cpuSlowdown === 4 && i.route === '/de/' && i.jsPerKeystroke);
  const field = at4.find((i) => !i.baseline)?.jsPerKeystroke?.p95;
  const floor = at4.find((i) => i.baseline)?.jsPerKeystroke?.p95;
  if (field === undefined || floor === undefined || floor <= 0) return undefined;
  return { field, floor, ratio: field / floor };
}

/** The median round of every round measured, so one noisy p95 neither meets nor misses the goal alone. */
export function keystrokeRatio(
  results: Pick<BenchResults, 'interaction' | 'keystrokeRounds'>,
): (KeystrokeRound & { rounds: KeystrokeRound[] }) | undefined {
  const first = firstKeystrokeRound(results);
  const rounds = [...(first ? [first] : []), ...(results.keystrokeRounds ?? [])];
  if (!rounds.length) return undefined;
  // With an even number of rounds, the higher of the two middle ones: a count never flatters the figure.
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
  return { ...median, rounds };
}

export function goals(results: BenchResults): GoalRow[] {
  const rows: GoalRow[] = [];
  const budget = checkBudget(results.budget.measurements, BUDGET_GOAL_BYTES);
  const worst = [...budget.routes].sort((a, b) => b.totalBytes - a.totalBytes)[0];
  rows.push({
    goal: 'Country page JS beyond React + ReactDOM ≤ 40 KB gzipped',
    figure: worst ? `largest ${kb(worst.totalBytes)} (${worst.route})` : 'n/a: no country page measured',
    met: worst ? (budget.ok ? 'yes' : 'no') : 'n/a',
  });

  const states = results.visitorStates;
  if (states && !('error' in states)) {
    for (const st of states) {
      const figure = st.goalCounts === 'all' ? st.beyondReactBytes + st.reactBytes : st.beyondReactBytes;
      rows.push({
        goal: `${st.state === 'signs up' ? 'A shopper who signs up (first tap into the e-mail field on a phone, until the network is idle)' : `First visit of a country page, ${st.state}`}: ${st.goalCounts === 'all' ? 'JS in all (React included)' : 'JS beyond React'} ≤ ${kb(st.goalBytes)}`,
        figure: `${kb(figure)} (${st.route}; React ${kb(st.reactBytes)})${!st.met && st.budgetBytes !== undefined ? `; held to ≤ ${kb(st.budgetBytes)} by \`npm run size\` until the goal is met` : ''}`,
        met: st.met ? 'yes' : 'no',
      });
    }
  } else if (states)
    rows.push({
      goal: 'First visit of a country page, every visitor state',
      figure: `n/a: ${states.error}`,
      met: 'n/a',
    });

  const tap = results.firstTap;
  if (tap?.available && tap.scrolled?.length && tap.atOnce?.length) {
    const scrolled = tapFigures(tap.scrolled);
    const atOnce = tapFigures(tap.atOnce.map((t) => t.nextPaint));
    rows.push({
      goal: `First tap into the sign-up's e-mail field to the next paint ≤ ${FIRST_TAP_GOAL_MS} ms on a phone at ${tap.cpuSlowdown}x CPU (median of ${tap.scrolled.length} runs)`,
      figure: `${ms(scrolled.p50, 0)} once its code has loaded (slowest ${ms(scrolled.max, 0)}); ${ms(atOnce.p50, 0)} while it is still loading (slowest ${ms(atOnce.max, 0)})`,
      met: Math.max(scrolled.p50, atOnce.p50) <= FIRST_TAP_GOAL_MS ? 'yes' : 'no',
    });
  } else if (tap)
    rows.push({
      goal: `First tap into the sign-up's e-mail field to the next paint ≤ ${FIRST_TAP_GOAL_MS} ms at 4x CPU`,
      figure: `n/a: ${tap.reason ?? 'no runs'}`,
      met: 'n/a',
    });

  const ratio = keystrokeRatio(results);
  if (ratio) {
    rows.push({
      goal: `JS per keystroke in the newsletter e-mail field ≤ ${KEYSTROKE_RATIO_GOAL}x a plain input's on the same page (p95, 4x CPU)`,
      figure:
        ratio.rounds.length > 1
          ? `${ratio.ratio.toFixed(2)}x, the median of ${ratio.rounds.length} rounds (${ratio.rounds.map((r) => `${r.ratio.toFixed(2)}x`).join(', ')}); in that round ${ms(ratio.field, 2)} against ${ms(ratio.floor, 2)}`
          : `${ratio.ratio.toFixed(2)}x (${ms(ratio.field, 2)} against ${ms(ratio.floor, 2)})`,
      met: ratio.ratio <= KEYSTROKE_RATIO_GOAL ? 'yes' : 'no',
    });
  }

  const pages = results.serve && !('error' in results.serve) ? results.serve.pages : undefined;
  if (pages) {
    rows.push({
      goal: `\`npm run serve\`: /de/ p95 ≤ ${PAGE_P95_GOAL_MS} ms one at a time`,
      figure: `${ms(pages.oneAtATime.p95Ms, 2)} (p50 ${ms(pages.oneAtATime.p50Ms, 2)}; ${pages.workers} workers)`,
      met: pages.oneAtATime.p95Ms <= PAGE_P95_GOAL_MS ? 'yes' : 'no',
    });
    rows.push({
      goal: `\`npm run serve\`: ≥ ${PAGES_PER_SECOND_GOAL.toLocaleString('en')} pages/s of /de/ at 20 connections`,
      figure: `${pages.at20.pagesPerSecond.toLocaleString('en')}/s (a static file of the same server: ${pages.staticAt20.requestsPerSecond.toLocaleString('en')}/s)`,
      met: pages.at20.pagesPerSecond >= PAGES_PER_SECOND_GOAL ? 'yes' : 'no',
    });
  }

  const lh = results.lighthouse;
  for (const route of LIGHTHOUSE_GOAL_ROUTES) {
    const page = lh.pages.find((p) => p.route === route);
    const scores = page ? Object.values(page.scores) : [];
    rows.push({
      goal: `Lighthouse mobile 100 in performance, accessibility, best practices, SEO on ${route}`,
      figure: page ? scores.map((s) => s ?? 'n/a').join(' / ') : `n/a: ${lh.error ?? 'not run'}`,
      met: page ? (scores.every((s) => s === 100) ? 'yes' : 'no') : 'n/a',
    });
  }

  for (const r of results.interaction.filter((i) => i.cpuSlowdown === 4 && !i.baseline)) {
    const p95 = r.nextPaint?.p95;
    const et = r.eventTiming;
    rows.push({
      goal: `Keystroke to paint p95 < 16 ms with 4x CPU slowdown: ${r.target}`,
      figure: r.available
        ? `${ms(p95)} (next-paint probe); Event Timing p95 ${et?.p95 === null ? '< 16 ms' : ms(et?.p95, 0)}`
        : `n/a: ${r.reason}`,
      met: r.available && p95 !== undefined ? (p95 < KEYSTROKE_GOAL_MS && et?.p95 === null ? 'yes' : 'no') : 'n/a',
    });
  }

  const render = 'error' in results.render ? undefined : results.render;
  const footer = render?.footer;
  rows.push({
    goal: 'Footer server render < 2 ms',
    figure: footer?.available
      ? `${us(footer.medianUs)} median`
      : `n/a: ${footer?.reason ?? (results.render as { error: string }).error}`,
    met: footer?.available && footer.medianUs !== undefined ? (footer.medianUs < FOOTER_GOAL_US ? 'yes' : 'no') : 'n/a',
  });

  const core = results.core;
  rows.push({
    goal: 'Core newsletter import without React ≤ 25 KB gzipped',
    figure:
      core.available && core.gzipBytes !== undefined
        ? `${kb(core.gzipBytes)}${core.reactAbsent ? ', React absent' : ', React PRESENT'}`
        : `n/a: ${core.reason}`,
    met:
      core.available && core.gzipBytes !== undefined
        ? core.gzipBytes <= CORE_GOAL_BYTES && core.reactAbsent
          ? 'yes'
          : 'no'
        : 'n/a',
  });
  return rows;
}

/** For each missed goal: which part costs what, from the measurement. */
export function misses(results: BenchResults): string[] {
  const out: string[] = [];
  const states = results.visitorStates && !('error' in results.visitorStates) ? results.visitorStates : [];
  const element =
    results.elementSignUp && !('error' in results.elementSignUp) && results.elementSignUp.ready
      ? results.elementSignUp
      : undefined;
  for (const st of states.filter((s) => !s.met && s.parts?.length)) {
    const withElement =
      st.state === 'signs up' && element
        ? ` The same sign-up with the custom element \`<newsletter-signup>\` instead of the React island (measured, not shipped: \`scripts/bench/element-signup-size.ts\`) loads ${kb(element.totalBytes)} of JS in all and no React, against ${kb(st.beyondReactBytes + st.reactBytes)} with the island; the goal's floor with a React island and an xstate machine, and what 25 KB would take: decision D85 (docs/decisions/0085-what-25-kb-beyond-react-would-take.md).`
        : '';
    out.push(
      `**${st.state}** (\`${st.route}\`): ${kb(st.beyondReactBytes)} beyond React against the goal of ${kb(st.goalBytes)}${st.budgetBytes !== undefined ? ` (held to ${kb(st.budgetBytes)} meanwhile)` : ''}; by part (≈, each chunk's gzipped size split over its modules by rendered length): ${formatParts(
        st.parts!.map((p) => ({ ...p, modules: 0 })),
        12,
      )}. \`npm run size\` lists every chunk and module.${withElement}`,
    );
  }
  const budget = checkBudget(results.budget.measurements, BUDGET_GOAL_BYTES);
  const over = budget.routes.filter((x) => !x.ok);
  const sameChunks = (a: (typeof over)[number], b: (typeof over)[number]) =>
    a.chunks.map((c) => c.file).join() === b.chunks.map((c) => c.file).join();
  for (const [i, r] of over.entries()) {
    const twin = over.slice(0, i).find((o) => sameChunks(o, r));
    if (twin) continue;
    const alike = over.filter((o) => o !== r && sameChunks(o, r)).map((o) => o.route);
    const parts =
      results.jsParts && 'parts' in results.jsParts && results.jsParts.route === r.route
        ? results.jsParts.parts
        : undefined;
    out.push(
      `**${[r.route, ...alike].join(' ')} JS** is ${kb(r.totalBytes)} beyond React (over by ${kb(r.overBy)}): chunks ${r.chunks.map((c) => `\`${c.file.split('/').pop()}\` ${kb(c.gzipBytes)}`).join(', ')}` +
        (parts
          ? `; by part (≈, each chunk's gzipped size split over its modules by rendered length): ${formatParts(parts, 12)}.`
          : '.'),
    );
  }
  for (const page of results.lighthouse.pages) {
    if (!LIGHTHOUSE_GOAL_ROUTES.includes(page.route)) continue;
    const lost = page.failing.filter((f) => (page.scores[f.category] ?? 100) < 100);
    if (!lost.length) continue;
    const perfLost = (page.scores.performance ?? 100) < 100;
    const lcp =
      perfLost && page.lcp
        ? ` The LCP element is \`${page.lcp.element ?? '?'}\`: ${page.lcp.parts.map((p) => `${p.label.toLowerCase()} ${p.ms} ms`).join(', ')} (simulated).`
        : '';
    const hints =
      perfLost && page.hints?.length
        ? ` Lighthouse's insights: ${page.hints
            .map(
              (h) =>
                `${h.title}${h.displayValue ? ` (${h.displayValue})` : ''}${h.about?.length ? `: ${h.about.join(', ')}` : ''}`,
            )
            .join('; ')}.`
        : '';
    const byCategory = new Map<string, string[]>();
    for (const f of lost) {
      const about = f.items?.length ? ` [${f.items.join('; ')}]` : '';
      byCategory.set(f.category, [
        ...(byCategory.get(f.category) ?? []),
        `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}, score ${Math.round(f.score * 100)}${about}`,
      ]);
    }
    out.push(
      `**Lighthouse ${page.route}**: ${[...byCategory].map(([c, audits]) => `${c} ${page.scores[c as keyof typeof page.scores]} loses points on ${audits.join('; ')}`).join('. ')}.${lcp}${hints}`,
    );
  }
  for (const r of results.interaction.filter((i) => i.cpuSlowdown === 4 && i.available && !i.baseline)) {
    const p95 = r.nextPaint?.p95 ?? 0;
    const floor4x = results.interaction.find(
      (i) => i.baseline && i.cpuSlowdown === 4 && i.available && i.route === r.route,
    );
    if (p95 < KEYSTROKE_GOAL_MS && r.eventTiming?.p95 === null) continue;
    const parts = r.eventTiming?.parts;
    const slow = results.interaction.find((i) => i.target === r.target && i.cpuSlowdown === 1);
    const floor = slow?.nextPaint?.p50;
    const frame =
      floor !== undefined && floor >= 12 && floor <= 20
        ? ` Without slowdown the median keystroke already takes ${ms(floor)}, about one display frame at 60 Hz (16.7 ms): a keystroke waits for the next frame to be painted, so that much is the frame rate, not our code; at 4x the p95 is ${ms(p95 - floor)} above it.`
        : '';
    out.push(
      `**${r.target} at 4x CPU**: p95 ${ms(p95)} from key event to the frame after it painted (${ms(slow?.nextPaint?.p95)} without slowdown); ${
        parts
          ? `of the ${r.eventTiming!.reported} keystrokes Event Timing reported at ≥ 16 ms, the median split is ${ms(parts.inputDelay)} waiting for the main thread, ${ms(parts.processing)} in event handlers (React state update and render) and ${ms(parts.presentation)} from the handlers' end to the paint (commit, style, layout, paint)`
          : 'Event Timing reported no keystroke at ≥ 16 ms, so the time is in the frame itself (rendering and paint at the display rate), not in handlers'
      }.${frame}${
        floor4x?.nextPaint
          ? ` A plain \`<input>\` with no JavaScript on \`${floor4x.route}\`, typed the same way at 4x, takes p50 ${ms(floor4x.nextPaint.p50)} and p95 ${ms(floor4x.nextPaint.p95)}: that is the browser's floor here, and this field adds ${ms(p95 - floor4x.nextPaint.p95)} to the p95.`
          : ''
      }${
        r.cpu?.length
          ? (() => {
              const program = r.cpu.find((c) => c.where === '(program)');
              const js = r.cpu.filter((c) => c.where !== '(program)');
              const jsTotal = js.reduce((sum, c) => sum + c.ms, 0) || 1;
              return ` While typing (sampling profiler), JS time by script: ${js
                .slice(0, 5)
                .map(
                  (c) =>
                    `\`${c.where.split('/').pop()}\` ${c.ms.toFixed(0)} ms (${((c.ms / jsTotal) * 100).toFixed(0)} %)`,
                )
                .join(
                  ', ',
                )}${program ? `; outside JS ("(program)": style, layout, paint and other browser work, likely including the slowdown's own pauses) ${program.ms.toFixed(0)} ms` : ''}.`;
            })()
          : ''
      }`,
    );
  }
  const render = 'error' in results.render ? undefined : results.render;
  if (render?.footer.available && (render.footer.medianUs ?? 0) >= FOOTER_GOAL_US) {
    out.push(
      `**Footer render** takes ${us(render.footer.medianUs)} for ${kb(render.footer.htmlBytes ?? 0)} of HTML; the whole page tree takes ${us(render.pageTree.medianUs)}.`,
    );
  }
  const core = results.core;
  if (core.available && core.parts && ((core.gzipBytes ?? 0) > CORE_GOAL_BYTES || !core.reactAbsent)) {
    out.push(
      `**Core without React** is ${kb(core.gzipBytes ?? 0)}: xstate ≈ ${kb(core.parts.xstate)}, zod/mini ≈ ${kb(core.parts.zod)}, Storefront Kit's own code ${kb(core.parts.storefrontKit)}${core.reactAbsent ? '' : `; React found: ${core.reactEvidence?.join(', ')}`}.`,
    );
  }
  return out;
}

/** A Markdown table; the columns named in `left` are left-aligned, the others (figures) right-aligned. */
const table = (head: string[], rows: (string | number)[][], left: string[] = [head[0]!]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map((h) => (left.includes(h) ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export function renderSection(results: BenchResults): string {
  const m = results.machine;
  const parts: string[] = [];
  parts.push(
    `Measured by \`npm run bench\` on ${results.generatedAt.replace('T', ' ').slice(0, 16)} UTC (commit ${results.commit.replace(/^(\w+)/, '`$1`')}, ${Math.round(results.durationSeconds)} s) against the production build. ` +
      `Machine: ${m.nproc} cores (\`nproc\`), ${m.cpuModel}, ${m.memoryGiB.toFixed(1)} GiB memory, ${m.os}; ${m.chromium}; Node ${m.node}${results.lighthouse.version ? `; Lighthouse ${results.lighthouse.version}` : ''}${results.lighthouse.benchmarkIndex ? ` (its CPU benchmark index here: ${results.lighthouse.benchmarkIndex})` : ''}.` +
      (m.loadAverage !== undefined
        ? ` Load average when the run started: ${m.loadAverage} on ${m.nproc} cores${m.loadAverage >= m.nproc / 2 ? ' (the machine was busy with other work: timings are pessimistic and vary between runs)' : ''}.`
        : ''),
  );
  parts.push(
    'Reproduce: `npm ci && npm run build && npm run bench` (prints the tables, writes `bench/results.json` and this section; about three minutes on 2 cores; ' +
      '`npm run bench -- --lighthouse-runs=1` or `--skip=lighthouse,interaction,render,core` for a quicker look, `--no-readme` to leave this file alone). ' +
      "`npm run size` checks the JS budget alone and runs in CI (`.ci/run`). Both measure the files of `dist-demo/`: when they are missing or were built from other sources than the working tree's (a fresh build of the client differs, or a source file changed after the server's render was built), they run `npm run build` first and say so. " +
      'Lighthouse is not a dev dependency (version 13 declares Node 22.19 or newer, the kit supports Node 20.19): the bench installs it into `.cache/bench-tools/` on its first run.',
  );

  parts.push('### Goals');
  parts.push(
    table(
      ['Goal', 'Figure', 'Met'],
      goals(results).map((g) => [g.goal, g.figure, g.met]),
      ['Goal', 'Figure', 'Met'],
    ),
  );
  const missed = misses(results);
  parts.push('**Where a figure misses its goal**, which part costs what (from the measurement):');
  parts.push(missed.length ? missed.map((x) => `- ${x}`).join('\n') : '- Nothing misses its goal.');

  const states = results.visitorStates;
  if (states && !('error' in states)) {
    parts.push('### Visitor states (first visit of a country page, gzipped JS)');
    parts.push(
      "The same visits as `npm run size` (which fails above 40 KB beyond React for any of them, and above a state's goal once that goal has been met: `ENFORCED_GOALS` in `scripts/size.ts`): a shopper (the largest country page), a logged-in customer with a valid `LoginToken` (the header shows \"logged in\"), and a staff member with a preview applied (the banner shows), each in a fresh context at a phone's viewport until the network is idle; and a shopper who signs up: on a phone (375 px, touch, a mobile browser's client hints), the first visit of `/de/` and then the first tap into the sign-up's e-mail field, until the network is idle (a goal not met yet is held to the figure reached so far: `CURRENT_BUDGETS`). A shopper's page loads a small boot script and no React: React and the sign-up's code come when the form nears the viewport or is touched; `npm run size` lists what signing up loads by chunk, module and package.",
    );
    parts.push(
      table(
        ['State', 'Route', 'React', 'Beyond React', 'Goal', 'Met'],
        states.map((st) => [
          st.state,
          `\`${st.route}\``,
          kb(st.reactBytes),
          kb(st.beyondReactBytes),
          `${st.goalCounts === 'all' ? 'all JS' : 'beyond React'} ≤ ${kb(st.goalBytes)}${!st.met && st.budgetBytes !== undefined ? ` (held to ≤ ${kb(st.budgetBytes)})` : ''}`,
          st.met ? 'yes' : 'no',
        ]),
        ['State', 'Route', 'Goal', 'Met'],
      ),
    );
  }
  const serve = results.serve && !('error' in results.serve) ? results.serve : undefined;
  if (serve?.pages) {
    const p = serve.pages;
    parts.push('### Serving pages (`npm run serve`)');
    parts.push(
      `The production server as \`npm run serve\` starts it (${p.workers} workers, PGlite in a data folder held by the primary process), over loopback: ${p.oneAtATime.requests} requests for \`/de/\` one after the other on one kept-alive connection, then \`/de/\` and a static file of the same server (\`${p.staticAt20.path}\`) at 20 connections (autocannon). Gzip asked for, as browsers do.`,
    );
    parts.push(
      table(
        ['What', 'Figure'],
        [
          ['`/de/` one at a time, p50 / p95', `${ms(p.oneAtATime.p50Ms, 2)} / ${ms(p.oneAtATime.p95Ms, 2)}`],
          [
            '`/de/` at 20 connections',
            `${p.at20.pagesPerSecond.toLocaleString('en')} pages/s, p99 ${p.at20.p99Ms} ms, ${p.at20.errors} errors, ${p.at20.non2xx} non-2xx`,
          ],
          ['a static file at 20 connections', `${p.staticAt20.requestsPerSecond.toLocaleString('en')}/s`],
          [
            '`/de/` at 50 connections',
            `${serve.page.requestsPerSecond.toLocaleString('en')}/s, p99 ${serve.page.p99Ms} ms, ${serve.page.errors} errors`,
          ],
        ],
        ['What', 'Figure'],
      ),
    );
  }

  parts.push('### 1. Bytes per route (first visit, gzipped)');
  parts.push(
    "From Chromium's network log (playwright-core request sizes, i.e. CDP `Network.loadingFinished`) of a first visit in a fresh context, until the page has hydrated and the network is idle. " +
      'JS is split into the React + ReactDOM chunk (`react-<hash>.js`) and everything else. The demo server gzips assets (zlib level 6), so their figure is the body bytes on the wire (gzip plus a few bytes of chunked-encoding framing). ' +
      'A response sent uncompressed is shown gzipped here at the same level, with the bytes on the wire in `bench/results.json`. ' +
      'Production pages inline their CSS in the HTML (no render-blocking stylesheet request): "inline" is that CSS gzipped on its own, and it is already part of the HTML figure, which the total counts once. KB = 1024 bytes. ' +
      "The viewport is a phone's (412 × 823). A page part hydrated lazily (`[data-island]`, the sign-up form) loads its code only when it comes near the viewport: that JS is not part of the first visit and is shown in the last column, measured by scrolling the islands into view afterwards (on a screen where the form is in view at once, it loads with the page).",
  );
  parts.push(
    table(
      ['Route', 'JS React', 'JS other', 'CSS', 'HTML', 'Other', 'Total', 'Hydrated', 'JS of islands, once in view'],
      results.bytes.map((r) => [
        `\`${r.route}\``,
        kb(r.jsReact),
        kb(r.jsOther),
        r.cssInline ? `${r.css ? `${kb(r.css)} + ` : ''}${kb(r.cssInline)} inline` : kb(r.css),
        kb(r.html),
        kb(r.other),
        kb(r.total),
        r.hydrated ? 'yes' : 'NO',
        r.islands ? `+${kb(r.islands.js)}${r.islands.ready ? '' : ' (not ready)'}` : '–',
      ]),
    ),
  );

  if (results.jsParts) {
    parts.push(
      'parts' in results.jsParts
        ? `What \`${results.jsParts.route}\`'s JS beyond React is made of (≈, each chunk's gzipped size split over its modules by rendered length, from the Vite/Rolldown build): ${formatParts(results.jsParts.parts, 14)}.`
        : `What \`${results.jsParts.route}\`'s JS is made of: n/a (${results.jsParts.error}).`,
    );
  }
  const noisy = results.bytes.filter((r) => r.errors.length);
  if (noisy.length) {
    parts.push(
      `Console errors on a first visit: ${noisy
        .map(
          (r) =>
            `\`${r.route}\` ${[...new Set(r.errors)]
              .slice(0, 2)
              .map((e) => `"${e.slice(0, 140)}"`)
              .join(', ')}`,
        )
        .join('; ')}.`,
    );
  }

  parts.push('### 2. Lighthouse (mobile, median of runs)');
  if (!results.lighthouse.available || !results.lighthouse.pages.length) {
    parts.push(`n/a: ${results.lighthouse.error ?? 'not run'}`);
  } else {
    parts.push(
      `npm \`lighthouse\` ${results.lighthouse.version} driving \`/usr/bin/chromium\` (\`--headless --no-sandbox --disable-gpu\` and the offline flags of \`test/e2e/chromium.ts\`), default mobile profile (simulated throttling), median of ${results.lighthouse.pages[0]!.runs} runs per figure.${results.lighthouse.error ? ` Failed runs (left out): ${results.lighthouse.error}.` : ''}`,
    );
    parts.push(
      table(
        ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
        results.lighthouse.pages.map((p) => [
          `\`${p.route}\`${p.runs < results.lighthouse.pages[0]!.runs ? ` (${p.runs} runs)` : ''}`,
          p.scores.performance ?? 'n/a',
          p.scores.accessibility ?? 'n/a',
          p.scores['best-practices'] ?? 'n/a',
          p.scores.seo ?? 'n/a',
          ms(p.lcpMs, 0),
          ms(p.tbtMs, 0),
          p.cls === null ? 'n/a' : p.cls.toFixed(3),
        ]),
      ),
    );
  }

  parts.push('### 3. Keystroke to next paint (50 keystrokes)');
  parts.push(
    'Event Timing API (`PerformanceObserver` type `event`, `durationThreshold: 16`, the API\'s minimum; a keystroke under 16 ms is not reported and counts as "< 16") and, for every keystroke, a next-paint probe (key event `timeStamp` to a message posted from the next `requestAnimationFrame`, which runs after that frame painted). CPU slowdown via CDP `Emulation.setCPUThrottlingRate`; a CDP sampling profiler (200 µs) runs alongside to say where the main-thread time goes.',
  );
  parts.push(
    table(
      ['Field', 'CPU', 'Event Timing p50', 'Event Timing p95', 'reported ≥ 16 ms', 'Next paint p50', 'Next paint p95'],
      results.interaction.map((r) =>
        r.available
          ? [
              `${r.target} (\`${r.route}\`)`,
              `${r.cpuSlowdown}x`,
              r.eventTiming?.p50 === null ? '< 16 ms' : ms(r.eventTiming?.p50, 0),
              r.eventTiming?.p95 === null ? '< 16 ms' : ms(r.eventTiming?.p95, 0),
              `${r.eventTiming?.reported ?? 0} of ${r.keystrokes}`,
              ms(r.nextPaint?.p50),
              ms(r.nextPaint?.p95),
            ]
          : [`${r.target} (\`${r.route}\`)`, `${r.cpuSlowdown}x`, `n/a: ${r.reason}`, '', '', '', ''],
      ),
    ),
  );

  const tap = results.firstTap;
  if (tap?.available && tap.scrolled && tap.atOnce) {
    parts.push('### 3a. First tap into the sign-up to the next paint (a phone, 4x CPU)');
    parts.push(
      `A shopper who signs up on \`${tap.route}\` on a phone (375 px, touch, a mobile browser's client hints), CPU slowed down ${tap.cpuSlowdown}x (CDP \`Emulation.setCPUThrottlingRate\`) from the page's first byte, each run in a fresh context: from the tap's \`pointerdown\` to the first frame painted after the e-mail field's \`focusin\` (a message posted from that frame's \`requestAnimationFrame\`). "Scrolled": the shopper scrolled to the form first, so its code loaded on the way and the tap finds it hydrated; "at once": the tap comes the moment the field is in view, while the form's code is still loading, and the form is usable from its server HTML meanwhile (D56). Ready: from the tap until the form's island has hydrated.`,
    );
    const row = (what: string, samples: number[]) => {
      const f = tapFigures(samples);
      return [what, ms(f.p50, 0), ms(f.max, 0), samples.map((x) => x.toFixed(0)).join(', ')];
    };
    parts.push(
      table(
        ['What', 'Median', 'Slowest', 'Runs (ms)'],
        [
          row('scrolled: tap to next paint', tap.scrolled),
          row(
            'at once: tap to next paint',
            tap.atOnce.map((t) => t.nextPaint),
          ),
          row(
            'at once: tap to the form hydrated',
            tap.atOnce.map((t) => t.ready),
          ),
        ],
        ['What'],
      ),
    );
  }

  parts.push('### 4. Server render (median of 1 000 after warm-up)');
  if ('error' in results.render) parts.push(`n/a: ${results.render.error}`);
  else {
    const r = results.render;
    const row = (name: string, f: typeof r.footer) =>
      f.available
        ? [name, us(f.medianUs), us(f.p95Us), kb(f.htmlBytes ?? 0), f.note ?? '']
        : [name, 'n/a', '', '', f.reason ?? ''];
    parts.push(
      table(
        ['What', 'Median', 'p95', 'HTML', 'Notes'],
        [
          row('Footer alone, `renderToString`', r.footer),
          ...(r.footerStatic ? [row('Footer alone, content only, `renderToString`', r.footerStatic)] : []),
          ...(r.pageFooter
            ? [row('Footer with the newsletter sign-up in its slot, `renderToString`', r.pageFooter)]
            : []),
          row(`Country page \`/${r.country.toLowerCase().replace('_', '-')}/\`, \`renderToString\``, r.pageTree),
          row('Country page, `renderPage()` (loaders + render)', r.renderPage),
        ],
        ['What', 'Notes'],
      ),
    );
  }

  parts.push('### 5. Without React');
  const core = results.core;
  if (!core.available) parts.push(`n/a: ${core.reason}`);
  else {
    parts.push(
      `Importing only the newsletter machines and rules (${core.names.length} names from ${core.modules.map((x) => `\`${x}\``).join(', ')}) from \`storefront-kit/core\` (\`core/index.ts\`), bundled by Vite/Rolldown for production with tree shaking, React external: ` +
        `**${kb(core.gzipBytes ?? 0)} gzipped** (${kb(core.minifiedBytes ?? 0)} minified); xstate ≈ ${kb(core.parts?.xstate ?? 0)}, zod/mini ≈ ${kb(core.parts?.zod ?? 0)}, own code ${kb(core.parts?.storefrontKit ?? 0)}. ` +
        `React in the output: ${core.reactAbsent ? 'none' : core.reactEvidence?.join(', ')}.` +
        (core.lazyChunks?.length
          ? ` Loaded on demand: ${core.lazyChunks.map((c) => `${c.file.split('/').pop()} ${kb(c.gzipBytes)}`).join(', ')}.`
          : '') +
        (core.missingModules.length ? ` Not there yet: ${core.missingModules.join(', ')}.` : ''),
    );
  }
  parts.push('### 6. Widgets, and one widget alone');
  const widgets = results.widgets;
  if (!widgets) parts.push('n/a: not measured in this run');
  else if ('error' in widgets) parts.push(`n/a: ${widgets.error}`);
  else {
    parts.push(
      `The widgets entry (\`react/widgets/index.ts\`) bundled alone for production, React and XState external: **${kb(widgets.widgets.jsGzipBytes)} JS + ${kb(widgets.widgets.cssGzipBytes)} CSS gzipped**. ` +
        `Button imported alone: **${kb(widgets.button.jsGzipBytes)} JS + ${kb(widgets.button.cssGzipBytes)} CSS**: tree shaking leaves the icon set, the formatters and the other widgets out (asserted by \`test/unit/widgets/bundle.test.ts\`).`,
    );
    if (
      widgets.phoneField &&
      widgets.phoneNumbers &&
      widgets.passwordField &&
      widgets.commonPasswords &&
      widgets.ibanCheck
    ) {
      parts.push(
        `What the fields' own data adds (issue 28), each loaded only with its field: the phone field alone **${kb(widgets.phoneField.jsGzipBytes)}**, of which its numbers ` +
          `(libphonenumber-js with the select countries' full metadata, \`core/widgets/phone.ts\`) **${kb(widgets.phoneNumbers.jsGzipBytes)}**; the password field alone ` +
          `**${kb(widgets.passwordField.jsGzipBytes)}**, of which the common-password list **${kb(widgets.commonPasswords.jsGzipBytes)}**; the IBAN check (ibantools, ` +
          `a chunk an IBAN field loads) **${kb(widgets.ibanCheck.jsGzipBytes)}**.`,
      );
    }
  }
  return parts.join('\n\n');
}
