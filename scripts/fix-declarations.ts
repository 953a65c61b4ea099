/**
 * After `tsc -p tsconfig.build.json`: makes dist/types usable under every module resolution (bundler, node16, node10).
 * Copies in openapi/schema.d.ts (tsc does not emit a .d.ts it was given), gives relative specifiers the extension Node
 * needs, drops style-sheet imports, and declares the style-sheet subpaths so TypeScript accepts importing them.
 * Fails when a relative specifier points at nothing.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const typesDir = join(root, 'dist/types');

if (!existsSync(typesDir)) throw new Error('dist/types is missing: run `tsc -p tsconfig.build.json` first');

copyFileSync(join(root, 'openapi/schema.d.ts'), join(typesDir, 'openapi/schema.d.ts'));
for (const sheet of ['styles.css', 'element.css', 'standalone.css']) {
  writeFileSync(
    join(typesDir, `${sheet}.d.ts`),
    '// A style sheet: imported for its side effect, it exports nothing.\nexport {};\n',
  );
}

function* declarations(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;
let fixed = 0;
const broken: string[] = [];
for (const file of declarations(typesDir)) {
  // Style sheets imported for their side effect mean nothing to a type and resolve to nothing in a .d.ts.
  const text = readFileSync(file, 'utf8').replace(/^import\s+(['"])[^'"]+\.css\1;?\r?\n/gm, '');
  const out = text.replace(specifier, (match, lead: string, quote: string, spec: string) => {
    if (/\.(js|mjs|cjs|json|css)$/.test(spec)) return match;
    const target = resolve(dirname(file), spec);
    let next: string | undefined;
    if (existsSync(`${target}.d.ts`)) next = `${spec}.js`;
    else if (existsSync(join(target, 'index.d.ts'))) next = `${spec.replace(/\/$/, '')}/index.js`;
    if (!next) {
      broken.push(`${relative(root, file)}: ${spec}`);
      return match;
    }
    fixed++;
    return `${lead}${quote}${next}${quote}`;
  });
  writeFileSync(file, out);
}
if (broken.length) {
  console.error(`Declaration imports that resolve to nothing:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`dist/types: schema.d.ts copied, ${fixed} relative imports given extensions`);
