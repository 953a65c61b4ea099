// `npm run check:package`: every relative link in a shipped Markdown file points at a shipped file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }),
) as [{ files: { path: string }[] }];
const shipped = new Set(packed.files.map((f) => f.path));

const broken: string[] = [];
for (const doc of [...shipped].filter((path) => path.endsWith('.md'))) {
  const text = readFileSync(join(root, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:|^#/i.test(target!)) continue; // another site, or a heading of the same file
    const path = normalize(join(dirname(doc), decodeURI(target!.split('#')[0]!))).replaceAll('\\', '/');
    if (!shipped.has(path)) broken.push(`${doc}: ${target} (${path} is not in the package)`);
  }
}
if (broken.length) {
  console.error(`Links in the packed docs that lead nowhere:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`packed docs: every relative link resolves inside the package (${shipped.size} files)`);
