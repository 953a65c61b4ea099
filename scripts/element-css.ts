// After the library build: dist/lib/element.css with its `@import`s inlined, one file a plain HTML page can link.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export function inlineImports(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(/^@import\s+(['"])([^'"]+)\1\s*;[^\S\n]*\n?/gm, (_m, _q, spec: string) =>
    inlineImports(resolve(dirname(file), spec), seen),
  );
}

const out = join(root, 'dist/lib/element.css');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, inlineImports(join(root, 'element/newsletter-signup.css')));
console.log('dist/lib/element.css written');
