// The built app contains the kit's sign-up and its style sheet.
import { readdirSync, readFileSync } from 'node:fs';

const files = readdirSync('dist/assets');
const js = files
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(`dist/assets/${f}`, 'utf8'))
  .join('\n');
const css = files
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(`dist/assets/${f}`, 'utf8'))
  .join('\n');
if (!js.includes('/service/newsletter')) throw new Error('the build lacks the newsletter calls of storefront-kit');
if (!css.includes('--sk-')) throw new Error('the build lacks storefront-kit/styles.css');
console.log(`vite-react: built ${files.length} assets with the kit's sign-up and styles`);
