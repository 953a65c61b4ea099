import type { ProductionLoadResult, ServiceBenchResult } from './service';
import type { VisitorState } from '../size';
/** The shape of bench/results.json. */
import type { PartShare } from './attribution';
import type { RouteJs } from './budget';
import type { CoreSizeResult } from './core-size';
import type { InteractionResult } from './interaction';
import type { FirstTapResult } from './first-tap';
import type { LighthouseResult } from './lighthouse';
import type { RenderResult } from './render';

export interface MachineFacts {
  nproc: number;
  cpuModel: string;
  memoryGiB: number;
  chromium: string;
  node: string;
  os: string;
  /** 1-minute load average when the bench started: other work on the machine skews the timings. */
  loadAverage?: number;
}

export interface RouteFile {
  path: string;
  kind: 'js' | 'css' | 'html' | 'other';
  status: number;
  encoding?: string;
  wireBytes: number;
  bodyBytes: number;
  /** gzipped size: the wire size where the server gzipped, else the body gzipped here at level 6. */
  gzipBytes: number;
  /** The body gzipped here at level 6, as `npm run size` computes it (deterministic). */
  gzipLevel6Bytes: number;
}

export interface RouteBytes {
  route: string;
  hydrated: boolean;
  errors: string[];
  /** gzipped bytes per kind (see RouteFile.gzipBytes). */
  jsReact: number;
  jsOther: number;
  css: number;
  /** gzipped size of the CSS inlined in the HTML (`<style>`): already counted in `html`, shown for what it is. */
  cssInline?: number;
  html: number;
  other: number;
  total: number;
  /** Bytes that really crossed the wire (bodies), whatever the encoding. */
  wireTotal: number;
  /** Kinds the server sent uncompressed, so their gzipped figure is computed, not transferred. */
  uncompressed: string[];
  files: RouteFile[];
  /** Lazily hydrated islands: JS (gzipped) loaded only once they come into view, not part of the first visit. */
  islands?: { count: number; ready: boolean; js: number; files: { path: string; gzipBytes: number }[] };
}

export interface BenchResults {
  generatedAt: string;
  commit: string;
  durationSeconds: number;
  machine: MachineFacts;
  bytes: RouteBytes[];
  budget: { limitBytes: number; measurements: RouteJs[] };
  /** What a country page's JS beyond React is made of (≈, see attribution.ts). */
  jsParts?: { route: string; parts: PartShare[]; unknownChunks: string[] } | { route: string; error: string };
  lighthouse: LighthouseResult;
  interaction: InteractionResult[];
  /** Further rounds of the e-mail field against the plain input: a p95 moves by a millisecond per run, so the goal reads the median. */
  keystrokeRounds?: KeystrokeRound[];
  /** A shopper who signs up on a phone: the first tap into the e-mail field to the next paint, at 4x CPU (first-tap.ts). */
  firstTap?: FirstTapResult;
  render: RenderResult | { error: string };
  core: CoreSizeResult;
  /** The widgets entry bundled alone, and Button alone (tree shaking), gzipped. */
  widgets?: WidgetSizes | { error: string };
  /** The reference service under load (scripts/bench/service.ts). */
  service?: ServiceBenchResult | { error: string };
  /** Every visitor state's first visit of a country page against its goal (the same figures as `npm run size`). */
  visitorStates?: VisitorState[] | { error: string };
  /** What signing up would cost with `<newsletter-signup>` instead of the React island: a measurement, not a goal. */
  elementSignUp?:
    { totalBytes: number; files: { file: string; gzipBytes: number }[]; ready: boolean } | { error: string };
  /** `npm run serve` serving pages and under load (scripts/bench/service.ts). */
  serve?: ProductionLoadResult | { error: string };
}

export interface WidgetSizes {
  widgets: { jsGzipBytes: number; cssGzipBytes: number };
  button: { jsGzipBytes: number; cssGzipBytes: number };
  /** The phone and password fields alone, and what their numbers' metadata and word list add. */
  phoneField?: { jsGzipBytes: number; cssGzipBytes: number };
  phoneNumbers?: { jsGzipBytes: number; cssGzipBytes: number };
  passwordField?: { jsGzipBytes: number; cssGzipBytes: number };
  commonPasswords?: { jsGzipBytes: number; cssGzipBytes: number };
  ibanCheck?: { jsGzipBytes: number; cssGzipBytes: number };
}

/** One round of the keystroke ratio: JS per keystroke p95 (ms) in the e-mail field and in the plain input. */
export interface KeystrokeRound {
  field: number;
  floor: number;
  ratio: number;
}
