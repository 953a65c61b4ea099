/**
 * The /vanilla/ page for the demo server: a static HTML document (demo/vanilla/index.html) whose only script
 * is demo/vanilla/main.ts, so the page loads no React. In development the HTML is served as written (Vite
 * serves its module URLs; the HTML is deliberately not passed through `transformIndexHtml`, which would add
 * the React refresh preamble of @vitejs/plugin-react); in production the build emits it (with
 * `demo/vanilla/index.html` as a build input) into dist-demo/client/demo/vanilla/index.html with hashed URLs.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const VANILLA_PATH = '/vanilla/';
const SOURCE = 'demo/vanilla/index.html';

export async function vanillaDocument(options: { root: string; production: boolean }): Promise<string> {
  return readFile(join(options.root, options.production ? 'dist-demo/client' : '', SOURCE), 'utf8');
}
