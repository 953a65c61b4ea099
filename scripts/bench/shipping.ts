// A country page gets only its own market's texts and content, and never the staff preview panel.

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** `/assets/x-Hash.js` or `assets/x-Hash.js` -> `assets/x-Hash.js`, as the manifest writes files. */
const normalise = (file: string) => file.split('?')[0]!.replace(/^\//, '');

/** The manifest key(s) of the chunk written to `file`. */
export function manifestKeysOf(manifest: Manifest, file: string): string[] {
  const wanted = normalise(file);
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.file === wanted)
    .map(([key]) => key);
}

/** Source modules of the staff preview panel (react/preview/, core/preview/) that Vite split into chunks of their own. */
export function staffPanelChunks(manifest: Manifest): string[] {
  return [
    ...new Set(
      Object.entries(manifest)
        .filter(([key, chunk]) => /^(react|core)\/preview\//.test(chunk.src ?? key))
        .map(([, chunk]) => `/${chunk.file}`),
    ),
  ];
}

/** `core/newsletter/signup/texts/de-AT.ts` -> `de-AT`; `core/footer/content/ch-fr.ts` -> `ch-fr`; anything else -> undefined. */
export function marketDataStem(source: string, marketNames: readonly string[]): string | undefined {
  const match = /(?:^|\/)(?:texts|content|locales?)\/([A-Za-z_-]+)\.(?:ts|tsx|js|json)$/.exec(source);
  const stem = match?.[1];
  return stem && marketNames.some((m) => m.toLowerCase() === stem.toLowerCase()) ? stem : undefined;
}

export interface ShippingInput {
  route: string;
  /** Market names that belong to this page: its locale and fallbacks, its slug, its country code. */
  ownMarkets: readonly string[];
  /** Every market name there is (locales, slugs, country codes), to recognise market data modules. */
  marketNames: readonly string[];
  /** JS files the page requested, as paths (`/assets/...`). */
  files: readonly string[];
  manifest: Manifest;
  /** Chunks only staff may load (see staffPanelChunks and the with/without-cookie difference). */
  staffChunks: readonly string[];
}

/** Another market's texts or content (unless an own-market module imports it statically), or a staff-only chunk. */
export function shippingProblems(input: ShippingInput): string[] {
  const problems: string[] = [];
  const own = new Set(input.ownMarkets.map((m) => m.toLowerCase()));
  const files = input.files.map((f) => `/${normalise(f)}`);
  const keysOf = (file: string) => manifestKeysOf(input.manifest, file);

  // Chunks statically imported by an own-market data chunk are allowed along with it.
  const allowed = new Set<string>();
  const allow = (key: string) => {
    const chunk = input.manifest[key];
    if (!chunk || allowed.has(key)) return;
    allowed.add(key);
    chunk.imports?.forEach(allow);
  };
  for (const file of files) {
    for (const key of keysOf(file)) {
      const stem = marketDataStem(input.manifest[key]?.src ?? key, input.marketNames);
      if (stem && own.has(stem.toLowerCase())) allow(key);
    }
  }
  for (const file of files) {
    for (const key of keysOf(file)) {
      const source = input.manifest[key]?.src ?? key;
      const stem = marketDataStem(source, input.marketNames);
      if (stem && !own.has(stem.toLowerCase()) && !allowed.has(key)) {
        problems.push(`${input.route} loads another market's data: ${file} (${source})`);
      }
    }
  }
  const staff = new Set(input.staffChunks.map((f) => `/${normalise(f)}`));
  for (const file of files) {
    if (staff.has(file))
      problems.push(
        `${input.route} loads the staff preview panel without the staff cookie: ${file} (${keysOf(file).join(', ') || 'not in the manifest'})`,
      );
  }
  return problems;
}

/** One market data module (texts or content of one locale/country) and every string in it. */
export interface MarketModule {
  /** e.g. `core/newsletter/signup/texts/tr-TR.ts` */
  module: string;
  /** Market name from the file name, e.g. `tr-TR`, `ch-fr`. */
  market: string;
  strings: string[];
}

export interface Fingerprint {
  module: string;
  market: string;
  /** Long strings of this module, each with every market whose sibling module (same folder) has it too. */
  strings: { text: string; owners: string[] }[];
}

/** Every string leaf of a value (module exports, nested objects and arrays). */
export function stringLeaves(value: unknown, out: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const child of Array.isArray(value) ? value : Object.values(value)) stringLeaves(child, out, seen);
  }
  return out;
}

/**
 * Per module, its most telling strings (long, verbatim in a bundle, shared by as few sibling modules as possible),
 * with the markets that have them: a file holding one holds data of one of those markets.
 */
export function marketFingerprints(modules: readonly MarketModule[], perModule = 3, minLength = 24): Fingerprint[] {
  const folder = (m: MarketModule) => m.module.slice(0, m.module.lastIndexOf('/'));
  return modules.map((m) => {
    const siblings = modules.filter((o) => folder(o) === folder(m));
    const candidates = [...new Set(m.strings)]
      .filter((text) => text.length >= minLength && !/["'`\\\n\r]|\$\{/.test(text))
      .map((text) => ({ text, owners: siblings.filter((o) => o.strings.includes(text)).map((o) => o.market) }))
      .filter((c) => c.owners.length < siblings.length || siblings.length === 1);
    candidates.sort(
      (a, b) => a.owners.length - b.owners.length || b.text.length - a.text.length || a.text.localeCompare(b.text),
    );
    return { module: m.module, market: m.market, strings: candidates.slice(0, perModule) };
  });
}

/** Files a page requested that hold texts or content of markets that are not the page's own (found by fingerprint). */
export function foreignMarketText(input: {
  route: string;
  ownMarkets: readonly string[];
  files: readonly { path: string; text: string }[];
  fingerprints: readonly Fingerprint[];
}): string[] {
  const own = new Set(input.ownMarkets.map((m) => m.toLowerCase()));
  // One problem per file and string, naming every module that has it.
  const hits = new Map<string, { file: string; text: string; owners: string[]; modules: string[] }>();
  for (const print of input.fingerprints) {
    for (const file of input.files) {
      const hit = print.strings.find(
        (s) => !s.owners.some((o) => own.has(o.toLowerCase())) && file.text.includes(s.text),
      );
      if (!hit) continue;
      const key = `${file.path}\u0000${hit.text}`;
      const seen = hits.get(key);
      if (seen) seen.modules.push(print.module);
      else hits.set(key, { file: file.path, text: hit.text, owners: hit.owners, modules: [print.module] });
    }
  }
  return [...hits.values()].map(
    (h) =>
      `${input.route} loads ${h.file}, which holds ${h.modules.join(', ')} ("${h.text.slice(0, 60)}${h.text.length > 60 ? '…' : ''}", a text of ${h.owners.join(', ')})`,
  );
}
