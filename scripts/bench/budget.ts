import { gzipSync } from 'node:zlib';

// The JS budget of a page as pure functions; scripts/size.ts and the bench feed them measurements, the unit test fixtures.

/** One JS file a page requested, with its gzipped size in bytes. */
export interface ChunkSize {
  /** The path as requested, e.g. `/assets/country-Bx3k9aQ1.js`. */
  file: string;
  gzipBytes: number;
}

/** Every JS file one route requested on a first visit (React's chunk included; the check leaves it out). */
export interface RouteJs {
  route: string;
  chunks: ChunkSize[];
}

export interface RouteBudget {
  route: string;
  /** gzipped bytes beyond React + ReactDOM. */
  totalBytes: number;
  /** gzipped bytes of the React chunk(s), reported but not counted. */
  reactBytes: number;
  /** Counted chunks, biggest first. */
  chunks: ChunkSize[];
  overBy: number;
  ok: boolean;
}

export interface BudgetResult {
  ok: boolean;
  limitBytes: number;
  routes: RouteBudget[];
  /** One readable paragraph per route over the limit: the route, its total, its chunks biggest first. */
  failures: string[];
}

export interface BudgetOptions {
  /** Chunks not counted against the budget. Default: the React + ReactDOM + scheduler chunk (`react-<hash>.js`). */
  exclude?: (file: string) => boolean;
  /** An earlier measurement (e.g. the last bench/results.json) to show how much each chunk grew. */
  previous?: RouteJs[];
}

/** The gzip level of every computed size: zlib's default, which the demo server also uses for its assets. */
export const GZIP_LEVEL = 6;

/** A body's gzipped size at GZIP_LEVEL: deterministic for the same bytes. */
export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: GZIP_LEVEL }).length;
}

/** The chunk Vite's codeSplitting group `react` writes: React, ReactDOM and scheduler. */
export function isReactChunk(file: string): boolean {
  return /(^|\/)react-[A-Za-z0-9_-]+\.js$/.test(file.split('?')[0]!);
}

/** A chunk's name without directory and content hash: `/assets/country-Bx3k9aQ1.js` -> `country.js`. */
export function chunkName(file: string): string {
  const base = file.split('?')[0]!.split('/').pop()!;
  return base.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');
}

/** `40960` -> `40.0 KB` (KB = 1024 bytes, as the budget is written). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function growth(file: string, bytes: number, before: Map<string, number> | undefined): string {
  if (!before) return '';
  const old = before.get(chunkName(file));
  if (old === undefined) return ' (new)';
  const delta = bytes - old;
  if (delta === 0) return ' (unchanged)';
  const size = Math.abs(delta) < 103 ? `${Math.abs(delta)} B` : formatKb(Math.abs(delta));
  return ` (${delta > 0 ? '+' : '-'}${size})`;
}

export function checkBudget(measurements: RouteJs[], limitBytes: number, options: BudgetOptions = {}): BudgetResult {
  const exclude = options.exclude ?? isReactChunk;
  const previous = new Map(
    (options.previous ?? []).map(
      (r) => [r.route, new Map(r.chunks.map((c) => [chunkName(c.file), c.gzipBytes]))] as const,
    ),
  );
  const routes = measurements.map((m): RouteBudget => {
    const unique = [...new Map(m.chunks.map((c) => [c.file, c])).values()];
    const counted = unique
      .filter((c) => !exclude(c.file))
      .sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
    const totalBytes = counted.reduce((sum, c) => sum + c.gzipBytes, 0);
    const reactBytes = unique.filter((c) => exclude(c.file)).reduce((sum, c) => sum + c.gzipBytes, 0);
    return {
      route: m.route,
      totalBytes,
      reactBytes,
      chunks: counted,
      overBy: Math.max(0, totalBytes - limitBytes),
      ok: totalBytes <= limitBytes,
    };
  });
  const failures = routes
    .filter((r) => !r.ok)
    .map((r) => {
      const before = previous.get(r.route);
      const lines = r.chunks.map(
        (c) => `    ${formatKb(c.gzipBytes).padStart(9)}  ${c.file}${growth(c.file, c.gzipBytes, before)}`,
      );
      return [
        `${r.route}: ${formatKb(r.totalBytes)} gzipped JS beyond React + ReactDOM, over the ${formatKb(limitBytes)} budget by ${formatKb(r.overBy)}. Chunks, biggest first:`,
        ...lines,
      ].join('\n');
    });
  return { ok: failures.length === 0, limitBytes, routes, failures };
}

/** The whole result as text: one line per route, then the failures in full. */
export function formatBudget(result: BudgetResult): string {
  const width = Math.max(...result.routes.map((r) => r.route.length), 5);
  const lines = result.routes.map(
    (r) =>
      `${r.ok ? 'ok  ' : 'OVER'}  ${r.route.padEnd(width)}  ${formatKb(r.totalBytes).padStart(9)} beyond React (React ${formatKb(r.reactBytes)}): ${
        r.chunks.map((c) => `${c.file.split('/').pop()} ${formatKb(c.gzipBytes)}`).join(', ') || 'no other JS'
      }`,
  );
  return [
    `JS budget: ${formatKb(result.limitBytes)} gzipped beyond React + ReactDOM per country page`,
    ...lines,
    ...(result.failures.length ? ['', ...result.failures] : []),
  ].join('\n');
}
