// A build left from another commit would be measured as if it were this one: dist-demo/ is compared and rebuilt first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { freshClientBuild, type FreshClientBuild } from './attribution';

/** What the demo's production build is made from (vite.config.ts's inputs and the server render's). */
export const BUILD_SOURCES = ['core', 'react', 'element', 'demo', 'openapi', 'vite.config.ts', 'package-lock.json'];
const SOURCE_FILE = /\.(ts|tsx|css|json|html|svg)$/;

export interface BuildOnDisk {
  /** The bytes of a file of dist-demo/client (`assets/x.js`), or undefined when it is not there. */
  clientFile: (file: string) => Buffer | undefined;
  /** When dist-demo/server/entry-server.js was written (ms), or undefined when it is not there. */
  serverBuiltMs: number | undefined;
  /** The source file changed last, with its time (ms). */
  newestSource: { file: string; ms: number } | undefined;
}

/** Why dist-demo/ is not the build of these sources (undefined: it is). */
export function staleBuild(fresh: ReadonlyMap<string, string | Uint8Array>, disk: BuildOnDisk): string | undefined {
  if (!disk.clientFile('.vite/manifest.json') || disk.serverBuiltMs === undefined)
    return 'there is no production build (dist-demo/)';
  const differing = [...fresh]
    .filter(([file]) => file.endsWith('.js') || file === '.vite/manifest.json')
    .filter(([file, content]) => {
      const built = disk.clientFile(file);
      return !built || !built.equals(Buffer.from(content));
    })
    .map(([file]) => file);
  if (differing.length) {
    const shown = differing.slice(0, 3).join(', ') + (differing.length > 3 ? `, … (${differing.length} in all)` : '');
    return `dist-demo/client was built from other sources than these (a fresh build of them differs in ${shown})`;
  }
  if (disk.newestSource && disk.newestSource.ms > disk.serverBuiltMs) {
    return `dist-demo/server is older than the sources (${disk.newestSource.file} changed after it was built)`;
  }
  return undefined;
}

function newestSource(root: string): BuildOnDisk['newestSource'] {
  let newest: BuildOnDisk['newestSource'];
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else if (SOURCE_FILE.test(path) && (!newest || stat.mtimeMs > newest.ms)) {
      newest = { file: relative(root, path), ms: stat.mtimeMs };
    }
  };
  for (const source of BUILD_SOURCES) visit(join(root, source));
  return newest;
}

export function buildOnDisk(root: string): BuildOnDisk {
  const clientDir = join(root, 'dist-demo/client');
  const server = join(root, 'dist-demo/server/entry-server.js');
  return {
    clientFile: (file) => (existsSync(join(clientDir, file)) ? readFileSync(join(clientDir, file)) : undefined),
    serverBuiltMs: existsSync(server) ? statSync(server).mtimeMs : undefined,
    newestSource: newestSource(root),
  };
}

/** Builds dist-demo/ when missing or stale, and exits (2) when it still differs. Returns the fresh in-memory client build. */
export async function ensureFreshBuild(
  root: string,
  log: (line: string) => void = console.error,
): Promise<FreshClientBuild> {
  const fresh = await freshClientBuild(root);
  const stale = staleBuild(fresh.files, buildOnDisk(root));
  if (!stale) return fresh;
  log(`${stale}: running \`npm run build\` first, so that what is measured is this code.`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
  if (built.status !== 0) {
    log('`npm run build` failed: nothing measured.');
    process.exit(2);
  }
  const still = staleBuild(fresh.files, buildOnDisk(root));
  if (still) {
    log(`${still} even after \`npm run build\`: nothing measured (is the build deterministic?).`);
    process.exit(2);
  }
  return fresh;
}
