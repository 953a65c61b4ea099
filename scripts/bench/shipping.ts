/**
 * What ships to whom, as pure functions over Vite's manifest and the files a page requested:
 * a country page gets only its own market's texts and content, and never the staff preview panel.
 */

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

/** `core/newsletter/texts/de-AT.ts` -> `de-AT`; `core/footer/content/ch-fr.ts` -> `ch-fr`; anything else -> undefined. */
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

/**
 * Problems with what a page requested: another market's texts or content (unless an own-market module imports
 * it statically, e.g. de-AT texts built on de-DE), or a staff-only chunk. Empty when all is well.
 */
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
    if (staff.has(file)) problems.push(`${input.route} loads the staff preview panel without the staff cookie: ${file} (${keysOf(file).join(', ') || 'not in the manifest'})`);
  }
  return problems;
}
