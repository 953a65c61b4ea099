/**
 * The /vanilla/ page: static HTML whose only script is main.ts. In development it is not passed through
 * `transformIndexHtml`, which would add @vitejs/plugin-react's refresh preamble; production builds it with hashed URLs.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const VANILLA_PATH = '/vanilla/';
const SOURCE = 'demo/vanilla/index.html';

export async function vanillaDocument(options: { root: string; production: boolean }): Promise<string> {
  return readFile(join(options.root, options.production ? 'dist-demo/client' : '', SOURCE), 'utf8');
}
