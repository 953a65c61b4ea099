/**
 * Which part of the code a page's JS is made of: a chunk's gzipped size is split over its modules in proportion to
 * their rendered length (an estimate: gzip is not additive), then summed per package or folder of ours.
 */
import { join, relative } from 'node:path';
import { chunkName } from './budget';

export interface ModuleShare {
  id: string;
  renderedLength: number;
}

export interface PartShare {
  part: string;
  gzipBytes: number;
  modules: number;
}

/** `.../node_modules/@xstate/react/dist/x.js` -> `@xstate/react`; `<root>/core/newsletter/a.ts` -> `core/newsletter`. */
export function partOf(id: string, root: string): string {
  if (id.startsWith('\0') || id.startsWith('\u0000')) return 'bundler runtime';
  const clean = id.split('?')[0]!;
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const [first, second] = clean.slice(nm + '/node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  const rel = clean.startsWith('/') && root ? relative(root, clean) : clean;
  const segments = rel.split('/');
  return segments.length > 2 ? segments.slice(0, 2).join('/') : segments.slice(0, -1).join('/') || rel;
}

/** Splits each chunk's gzipped bytes over its modules by rendered length and sums them by part, biggest first. */
export function attribute(
  chunks: readonly { file: string; gzipBytes: number }[],
  modulesOf: (file: string) => readonly ModuleShare[] | undefined,
  root: string,
): { parts: PartShare[]; unknownChunks: string[] } {
  const parts = new Map<string, { bytes: number; modules: Set<string> }>();
  const unknownChunks: string[] = [];
  for (const chunk of chunks) {
    const modules = (modulesOf(chunk.file) ?? []).filter((m) => m.renderedLength > 0);
    const total = modules.reduce((sum, m) => sum + m.renderedLength, 0);
    if (!total) {
      unknownChunks.push(chunk.file);
      continue;
    }
    for (const m of modules) {
      const part = partOf(m.id, root);
      const entry = parts.get(part) ?? { bytes: 0, modules: new Set<string>() };
      entry.bytes += (chunk.gzipBytes * m.renderedLength) / total;
      entry.modules.add(m.id);
      parts.set(part, entry);
    }
  }
  return {
    parts: [...parts]
      .map(([part, { bytes, modules }]) => ({ part, gzipBytes: Math.round(bytes), modules: modules.size }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes || a.part.localeCompare(b.part)),
    unknownChunks,
  };
}

/** The demo client built again in memory: every file it writes, and each chunk's modules. */
export interface FreshClientBuild {
  /** Every output file (`assets/x-Hash.js`, `.vite/manifest.json`, ...) with its text. */
  files: Map<string, string | Uint8Array>;
  /** Each chunk's modules, keyed by file name (`assets/x-Hash.js`) and by hash-less name as a fallback. */
  modulesOf: (file: string) => ModuleShare[] | undefined;
}

/** Builds the demo client again in memory (the project's vite.config.ts, nothing written). */
export async function freshClientBuild(root: string): Promise<FreshClientBuild> {
  const { build } = await import('vite');
  const result = await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    logLevel: 'silent',
    build: { write: false, outDir: join(root, '.cache/bench/attribution'), emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output?: {
      type: string;
      fileName: string;
      code?: string;
      source?: string | Uint8Array;
      modules?: Record<string, { renderedLength: number }>;
    }[];
  }[];
  const files = new Map<string, string | Uint8Array>();
  const byFile = new Map<string, ModuleShare[]>();
  const byName = new Map<string, ModuleShare[]>();
  for (const out of outputs) {
    for (const item of out.output ?? []) {
      files.set(item.fileName, item.type === 'chunk' ? (item.code ?? '') : (item.source ?? ''));
      if (item.type !== 'chunk' || !item.modules) continue;
      const modules = Object.entries(item.modules).map(([id, m]) => ({ id, renderedLength: m.renderedLength }));
      byFile.set(item.fileName, modules);
      byName.set(chunkName(item.fileName), modules);
    }
  }
  return {
    files,
    modulesOf: (file) => {
      const path = file.split('?')[0]!.replace(/^\//, '');
      return byFile.get(path) ?? byName.get(chunkName(path));
    },
  };
}

/** Each chunk's modules of a fresh in-memory build (freshClientBuild). */
export async function chunkModules(root: string): Promise<(file: string) => ModuleShare[] | undefined> {
  return (await freshClientBuild(root)).modulesOf;
}

/** `xstate ≈ 12.3 KB, core/newsletter ≈ 5.1 KB, ...` */
export function formatParts(parts: readonly PartShare[], limit = 10): string {
  const shown = parts.slice(0, limit).map((p) => `${p.part} ≈ ${(p.gzipBytes / 1024).toFixed(1)} KB`);
  const rest = parts.slice(limit).reduce((sum, p) => sum + p.gzipBytes, 0);
  return [...shown, ...(rest ? [`the rest ≈ ${(rest / 1024).toFixed(1)} KB`] : [])].join(', ');
}
