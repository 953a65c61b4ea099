import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['core', 'react', 'element', 'openapi', 'service'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** Every import loop, type-only and dynamic imports included (a loader and its catalogues were 26 of them). */
function importLoops(): string[] {
  const graph = new Map<string, string[]>();
  for (const file of ROOTS.flatMap((root) => sourceFiles(root))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.map((i) => resolveImport(file, i.fileName)).filter((f): f is string => f !== undefined),
    );
  }
  const loops = new Set<string>();
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    done.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0)
        loops.add(
          path
            .slice(at)
            .map((f) => relative(process.cwd(), f))
            .join(' -> '),
        );
      else if (!done.has(next) && graph.has(next)) visit(next);
    }
    path.pop();
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return [...loops];
}

describe('import loops', () => {
  it('no module of the package imports itself back, not even for a type (a shared type lives in its own module)', () => {
    expect(importLoops()).toEqual([]);
  });
});
