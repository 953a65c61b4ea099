// Lighthouse's CLI driving Debian's Chromium with the mobile profile: scores, LCP, TBT and CLS, median of N runs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/e2e/chromium';
import { median } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** In how many of the runs the audit scored below 1. */
  runs: number;
  /** What the audit points at (URLs, elements, messages), first few. */
  items: string[];
}

export interface LighthousePage {
  route: string;
  runs: number;
  /** 0-100, median over the runs. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Audits that cost points in at least half of the runs. */
  failing: FailingAudit[];
  /** Performance insights and diagnostics that flag something (no weight of their own; they explain the metrics). */
  hints: { id: string; title: string; displayValue?: string; about?: string[] }[];
  /** The LCP element and the parts of its time (from the run with the median LCP). */
  lcp?: { element?: string; parts: { label: string; ms: number }[] };
  /** Lighthouse's own warnings or errors, if any. */
  warnings: string[];
}

export interface LighthouseResult {
  available: boolean;
  version?: string;
  /** Lighthouse's CPU benchmark of this machine (median over runs): ~1000+ is a desktop-class CPU. */
  benchmarkIndex?: number;
  error?: string;
  pages: LighthousePage[];
}

interface Lhr {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      scoreDisplayMode: string;
      details?: { type?: string; items?: unknown };
    }
  >;
}

/** The Lighthouse version the bench figures are measured with. */
export const LIGHTHOUSE_VERSION = '13.5.0';
const TOOLS_DIR = resolve(import.meta.dirname, '../../.cache/bench-tools');

/**
 * Not a dev dependency: Lighthouse 13 declares Node >= 22.19 while the project supports Node 20, and `npm ci` should
 * stay free of engine warnings. Installed on first use into .cache/bench-tools/.
 */
function lighthouseCli(): string {
  const manifest = join(TOOLS_DIR, 'node_modules/lighthouse/package.json');
  const installed =
    existsSync(manifest) &&
    (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version === LIGHTHOUSE_VERSION;
  if (!installed) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into .cache/bench-tools/ (first run of the bench)`);
    mkdirSync(TOOLS_DIR, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', TOOLS_DIR, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { stdio: 'inherit' },
    );
  }
  return join(createRequire(join(TOOLS_DIR, 'noop.js')).resolve('lighthouse/package.json'), '..', 'cli/index.js');
}

function runCli(url: string, outputPath: string): Promise<{ code: number | null; stderr: string }> {
  const cli = lighthouseCli();
  const args = [
    cli,
    url,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
  ];
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stderr });
    });
  });
}

/** What a hint points at: the failed checks of a checklist, or the first rows of a table (path and size). */
export function describeHint(details: { type?: string; items?: unknown } | undefined): string[] {
  if (!details?.items) return [];
  if (details.type === 'checklist' && typeof details.items === 'object') {
    return Object.values(details.items as Record<string, { label: string; value: boolean }>)
      .filter((c) => c.value === false)
      .map((c) => c.label);
  }
  if (!Array.isArray(details.items)) return [];
  return (details.items as { url?: unknown; totalBytes?: unknown; wastedBytes?: unknown }[])
    .filter((i) => typeof i.url === 'string')
    .slice(0, 4)
    .map((i) => {
      const path = (i.url as string).replace(/^https?:\/\/127\.0\.0\.1:\d+/, '');
      const bytes =
        typeof i.wastedBytes === 'number'
          ? `${(i.wastedBytes / 1024).toFixed(1)} KiB to save`
          : typeof i.totalBytes === 'number'
            ? `${(i.totalBytes / 1024).toFixed(1)} KiB`
            : '';
      return bytes ? `${path} ${bytes}` : path;
    });
}

/** A readable line per detail item: the URL or element it is about and its message. */
function describeItems(items: unknown[] | undefined): string[] {
  return (Array.isArray(items) ? items : []).slice(0, 3).map((item) => {
    const i = item as Record<string, unknown> & {
      sourceLocation?: { url?: string };
      node?: { snippet?: string; selector?: string };
    };
    const where =
      i.sourceLocation?.url ?? (typeof i.url === 'string' ? i.url : undefined) ?? i.node?.snippet ?? i.node?.selector;
    const what = typeof i.description === 'string' ? i.description : undefined;
    return (
      [where?.replace(/^https?:\/\/127\.0\.0\.1:\d+/, ''), what].filter(Boolean).join(': ') ||
      JSON.stringify(item).slice(0, 120)
    );
  });
}

function summarise(route: string, reports: Lhr[]): LighthousePage {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const values = reports.map((r) => r.categories[c]?.score).filter((s): s is number => typeof s === 'number');
      return [c, values.length ? Math.round(median(values) * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const metric = (id: string) => {
    const values = reports.map((r) => r.audits[id]?.numericValue).filter((v): v is number => typeof v === 'number');
    return values.length ? median(values) : null;
  };
  const failing = new Map<string, FailingAudit>();
  for (const report of reports) {
    for (const category of CATEGORIES) {
      for (const ref of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        const key = `${category}:${ref.id}`;
        const seen = failing.get(key);
        if (seen) seen.runs += 1;
        else {
          failing.set(key, {
            category,
            id: ref.id,
            title: audit.title,
            score: audit.score,
            displayValue: audit.displayValue,
            runs: 1,
            items: describeItems(audit.details?.items as unknown[] | undefined),
          });
        }
      }
    }
  }
  const hintCount = new Map<
    string,
    { id: string; title: string; displayValue?: string; about: string[]; runs: number }
  >();
  for (const report of reports) {
    for (const ref of report.categories.performance?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (
        ref.weight !== 0 ||
        !['insights', 'diagnostics'].includes(ref.group ?? '') ||
        !audit ||
        audit.score === null ||
        audit.score >= 1
      )
        continue;
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      const seen = hintCount.get(ref.id);
      if (seen) seen.runs += 1;
      else
        hintCount.set(ref.id, {
          id: ref.id,
          title: audit.title,
          displayValue: audit.displayValue,
          about: describeHint(audit.details),
          runs: 1,
        });
    }
  }
  const byLcp = [...reports].sort(
    (a, b) =>
      (a.audits['largest-contentful-paint']?.numericValue ?? 0) -
      (b.audits['largest-contentful-paint']?.numericValue ?? 0),
  )[reports.length >> 1];
  const lcpItems = ((byLcp?.audits['lcp-breakdown-insight']?.details?.items as unknown[] | undefined) ?? []) as {
    type?: string;
    items?: { label?: string; duration?: number }[];
    selector?: string;
    snippet?: string;
  }[];
  const lcpTable = lcpItems.find((i) => i.type === 'table');
  const lcpNode = lcpItems.find((i) => i.type === 'node');
  return {
    route,
    runs: reports.length,
    hints: [...hintCount.values()]
      .filter((h) => h.runs * 2 >= reports.length)
      .map(({ id, title, displayValue, about }) => ({ id, title, displayValue, ...(about.length ? { about } : {}) })),
    ...(lcpTable || lcpNode
      ? {
          lcp: {
            element: lcpNode
              ? `${lcpNode.selector ?? ''}${lcpNode.snippet?.includes('loading="lazy"') ? ' (loading="lazy")' : ''}`
              : undefined,
            parts: (lcpTable?.items ?? []).map((i) => ({ label: i.label ?? '?', ms: Math.round(i.duration ?? 0) })),
          },
        }
      : {}),
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    failing: [...failing.values()].filter((f) => f.runs * 2 >= reports.length),
    warnings: [
      ...new Set(
        reports.flatMap((r) => [
          ...(r.runWarnings ?? []),
          ...(r.runtimeError ? [`${r.runtimeError.code}: ${r.runtimeError.message}`] : []),
        ]),
      ),
    ],
  };
}

export async function lighthouse(
  origin: string,
  routes: string[],
  runs: number,
  workDir: string,
): Promise<LighthouseResult> {
  mkdirSync(workDir, { recursive: true });
  const pages: LighthousePage[] = [];
  let version: string | undefined;
  const allReports: Lhr[] = [];
  const errors: string[] = [];
  for (const route of routes) {
    const reports: Lhr[] = [];
    for (let i = 0; i < runs; i++) {
      const out = join(workDir, `lighthouse-${route.replace(/\W+/g, '_')}-${i}.json`);
      rmSync(out, { force: true });
      const { code, stderr } = await runCli(new URL(route, origin).href, out);
      let report: Lhr | undefined;
      try {
        report = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
      } catch {
        report = undefined;
      }
      if (!report) {
        const error = `lighthouse exited with ${code} for ${route}: ${stderr.trim().split('\n').slice(-5).join(' | ') || 'no output'}`;
        // Failing on the very first run means Lighthouse cannot run here at all: say so instead of trying 8 more times.
        if (!allReports.length) return { available: false, error, pages };
        errors.push(error);
        process.stdout.write('x');
        continue;
      }
      version = report.lighthouseVersion;
      reports.push(report);
      allReports.push(report);
      process.stdout.write('.');
    }
    if (reports.length) pages.push(summarise(route, reports));
  }
  const indices = allReports
    .map((r) => r.environment?.benchmarkIndex)
    .filter((v): v is number => typeof v === 'number');
  return {
    available: true,
    version,
    pages,
    ...(errors.length ? { error: errors.join('; ') } : {}),
    ...(indices.length ? { benchmarkIndex: Math.round(median(indices)) } : {}),
  };
}
