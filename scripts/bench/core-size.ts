/**
 * What a non-React app pays to import only the newsletter machines and rules from `storefront-kit/core`: bundled
 * through the barrel (so tree shaking must see through it) with React external. React must not appear in the output.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface CoreSizeResult {
  available: boolean;
  reason?: string;
  /** The names imported, and the module each comes from. */
  names: string[];
  modules: string[];
  missingModules: string[];
  /** gzipped bytes of the entry chunk and everything it imports statically. */
  gzipBytes?: number;
  minifiedBytes?: number;
  /** Chunks loaded only on demand (e.g. one locale's texts), gzipped. */
  lazyChunks?: { file: string; gzipBytes: number }[];
  /** What each part costs, gzipped, found by bundling again with that part left out (gzip is not additive: approximate). */
  parts?: { xstate: number; zod: number; storefrontKit: number };
  reactAbsent?: boolean;
  reactEvidence?: string[];
}

const root = resolve(import.meta.dirname, '../..');
/** The newsletter machines and rules (the texts are loaded per locale by the machine's user, on demand). */
export const NEWSLETTER_CORE_MODULES = [
  'core/newsletter/signup/signup.machine.ts',
  'core/newsletter/doi/doi.machine.ts',
  'core/newsletter/signup/signup.rules.ts',
];

export async function coreSize(): Promise<CoreSizeResult> {
  const names: string[] = [];
  const modules: string[] = [];
  const missingModules: string[] = [];
  for (const module of NEWSLETTER_CORE_MODULES) {
    try {
      const exports = Object.keys(await import(pathToFileURL(join(root, module)).href));
      names.push(...exports);
      modules.push(module);
    } catch {
      missingModules.push(module);
    }
  }
  if (!names.length)
    return {
      available: false,
      reason: `none of ${NEWSLETTER_CORE_MODULES.join(', ')} loads`,
      names,
      modules,
      missingModules,
    };

  const dir = join(root, '.cache/bench/core-size');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.ts');
  const unique = [...new Set(names)].sort();
  writeFileSync(
    entry,
    `import { ${unique.join(', ')} } from '${join(root, 'core/index.ts')}';\nexport { ${unique.join(', ')} };\n`,
  );

  const full = await bundle(entry, join(dir, 'full'), []);
  const withoutXstate = await bundle(entry, join(dir, 'no-xstate'), [/^xstate($|\/)/]);
  const withoutZod = await bundle(entry, join(dir, 'no-zod'), [/^zod($|\/)/]);
  const ownOnly = await bundle(entry, join(dir, 'own'), [/^xstate($|\/)/, /^zod($|\/)/]);
  return {
    available: true,
    names: unique,
    modules,
    missingModules,
    gzipBytes: full.gzipBytes,
    minifiedBytes: full.minifiedBytes,
    lazyChunks: full.lazyChunks,
    parts: {
      xstate: full.gzipBytes - withoutXstate.gzipBytes,
      zod: full.gzipBytes - withoutZod.gzipBytes,
      storefrontKit: ownOnly.gzipBytes,
    },
    reactAbsent: full.reactEvidence.length === 0,
    reactEvidence: full.reactEvidence,
  };
}

interface Bundle {
  gzipBytes: number;
  minifiedBytes: number;
  lazyChunks: { file: string; gzipBytes: number }[];
  reactEvidence: string[];
}

/** Bundles the entry for production (React always external, `external` too) and measures the entry's static graph. */
async function bundle(entry: string, outDir: string, external: RegExp[]): Promise<Bundle> {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      manifest: true,
      modulePreload: false,
      rolldownOptions: {
        input: { entry },
        preserveEntrySignatures: 'exports-only',
        external: [/^react($|\/)/, /^react-dom($|\/)/, ...external],
      },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const staticFiles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || staticFiles.has(chunk.file)) return;
    staticFiles.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  const allJs = readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const read = (file: string) => readFileSync(join(outDir, file));
  const gz = (file: string) => gzipSync(read(file), { level: 6 }).length;
  const reactEvidence = allJs.flatMap((file) => {
    const code = read(file).toString('utf8');
    const hits: string[] = [];
    if (/\bfrom\s*["']react(-dom)?(\/[^"']*)?["']|import\(\s*["']react/.test(code)) hits.push(`${file} imports react`);
    if (code.includes('react.transitional.element') || code.includes('react.element'))
      hits.push(`${file} contains React's element symbol`);
    return hits;
  });
  return {
    gzipBytes: [...staticFiles].reduce((sum, f) => sum + gz(f), 0),
    minifiedBytes: [...staticFiles].reduce((sum, f) => sum + read(f).length, 0),
    lazyChunks: allJs.filter((f) => !staticFiles.has(f)).map((file) => ({ file, gzipBytes: gz(file) })),
    reactEvidence,
  };
}
