/**
 * The demo shop: pages rendered on the server and hydrated in the browser, with the reference service
 * mounted at /service in the same process. `npm start` runs it through Vite (development);
 * `npm run serve` serves the production build from dist-demo/ (after `npm run build`).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { ViteDevServer } from 'vite';
import { createServiceApp, type ServiceOptions } from '../service/app';
import { startServiceRuntime } from '../service/runtime';
import type { DatabaseConfig } from '../service/db/database';
import { csrfSetCookieHeader } from '../service/csrf';
import type { RenderedPage, RenderExtras } from './entry-server';
import { answerNewsletterPost } from './newsletter-post';
import { VANILLA_PATH, vanillaDocument } from './vanilla/page';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const clientDist = join(root, 'dist-demo/client');

type Render = (request: Request, service: (r: Request) => Promise<Response>, extras?: RenderExtras) => Promise<RenderedPage>;

export interface DemoServer {
  server: Server;
  url: string;
  /** Where the service keeps its data and sends its mail. */
  description: string;
  close(): Promise<void>;
}

export interface DemoServerOptions {
  port?: number;
  host?: string;
  production?: boolean;
  /** Development only: hot reload over the demo's own port (off for tests). */
  hmr?: boolean;
  service?: Omit<ServiceOptions, 'database' | 'mailSender'>;
  /** Where the service keeps its data (default from the environment: `DATABASE_URL`, else `STOREFRONT_DATA_DIR` or `.data/`). */
  database?: DatabaseConfig;
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const runtime = await startServiceRuntime({ database: options.database, now: options.service?.now });
  const service = createServiceApp({ ...options.service, ...runtime.serviceOptions });
  const serviceFetch = (request: Request) => Promise.resolve(service.fetch(request));
  const serviceListener = getRequestListener(serviceFetch);

  let render: Render;
  let documentFor: (page: RenderedPage, url: string) => Promise<string>;
  let assets: ((path: string) => Promise<{ body: Buffer; type: string } | undefined>) | undefined;
  let vite: ViteDevServer | undefined;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createHttpServer((req, res) => handle(req, res));

  if (production) {
    if (!existsSync(join(root, 'dist-demo/server/entry-server.js'))) {
      throw new Error('No production build: run `npm run build` first.');
    }
    const manifest = JSON.parse(await readFile(join(clientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
    render = ((await import(join(root, 'dist-demo/server/entry-server.js'))) as { renderPage: Render }).renderPage;
    const stylesheets = await readStylesheets(manifest);
    documentFor = async (page) => html(page, productionTags(manifest, page.routeModule, stylesheets));
    assets = staticAssets(clientDist);
  } else {
    const { createServer } = await import('vite');
    vite = await createServer({
      root,
      server: options.hmr === false ? { middlewareMode: true, hmr: false, ws: false } : { middlewareMode: true, hmr: { server } },
      appType: 'custom',
      logLevel: 'warn',
    });
    const dev = vite;
    render = async (request, svc, extras) => ((await dev.ssrLoadModule('/demo/entry-server.tsx')) as { renderPage: Render }).renderPage(request, svc, extras);
    documentFor = async (page, url) => dev.transformIndexHtml(url, html(page, developmentTags(dev, page.routeModule)));
  }

  const pages = getRequestListener(async (request) => {
    // The newsletter forms posted without JavaScript (D23): a redirect, or the page with the form's errors.
    const posted = request.method === 'POST' ? await answerNewsletterPost(request, serviceFetch) : undefined;
    if (posted && 'response' in posted) return posted.response;
    const csrf = csrfTokenFor(request.headers.get('cookie'));
    const page = await render(request, serviceFetch, { csrfToken: csrf.token, newsletter: posted?.render.resume });
    const body = await documentFor(page, new URL(request.url).pathname);
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'accept-encoding' });
    if (csrf.setCookie) headers.append('set-cookie', csrf.setCookie);
    if (production && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
      headers.set('content-encoding', 'gzip');
      return new Response(gzipSync(body), { status: posted?.render.status ?? page.status, headers });
    }
    return new Response(body, { status: posted?.render.status ?? page.status, headers });
  });

  handle = (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/service/')) return void serviceListener(req, res);
    if (path === VANILLA_PATH) {
      const csrfCookie = csrfCookieFor(req.headers.cookie);
      void vanillaDocument({ root, production }).then(
        (html) =>
          res
            .writeHead(200, {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-store',
              ...(csrfCookie ? { 'set-cookie': csrfCookie } : {}),
            })
            .end(html),
        () => res.writeHead(500).end('The /vanilla/ page is missing from the build: run `npm run build`.'),
      );
      return;
    }
    if (vite) return void vite.middlewares(req, res, () => void pages(req, res));
    if (assets && path.startsWith('/assets/')) {
      void assets(path).then((file) => {
        if (!file) return void pages(req, res);
        const gzip = /gzip/.test(String(req.headers['accept-encoding'])) && /text|javascript|json|svg/.test(file.type);
        res.writeHead(200, {
          'content-type': file.type,
          'cache-control': 'public, max-age=31536000, immutable',
          ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
        });
        res.end(gzip ? gzipSync(file.body) : file.body);
      });
      return;
    }
    return void pages(req, res);
  };

  const port = options.port ?? Number(process.env.PORT ?? 5173);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(port, host, () => ok()));
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    server,
    url,
    description: runtime.description,
    async close() {
      await vite?.close();
      await new Promise<void>((ok) => server.close(() => ok()));
      await runtime.close();
    },
  };
}

/** The CSRF cookie (D8) for a visitor who has none yet: every page gives it, so the first POST already works. */
const csrfCookieFor = (cookieHeader: string | null | undefined) => csrfSetCookieHeader(cookieHeader, () => randomBytes(16).toString('hex'));

/** The visitor's CSRF token, or a new one with its cookie: the page renders it into its forms (posted without JavaScript). */
function csrfTokenFor(cookieHeader: string | null | undefined): { token?: string; setCookie?: string } {
  let token: string | undefined;
  const setCookie = csrfSetCookieHeader(cookieHeader, () => (token = randomBytes(16).toString('hex')));
  return { token, setCookie };
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function html(page: RenderedPage, tags: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 16%22%3E%3Ccircle cx=%228%22 cy=%228%22 r=%227%22 fill=%22%238a5a3c%22/%3E%3C/svg%3E">
<meta name="description" content="${escapeHtml(page.title)}: newsletter, footer and widgets of the Storefront Kit demo shop.">
<title>${escapeHtml(page.title)}</title>
${tags}
</head>
<body>
<div id="root">${page.appHtml}</div>
<script type="application/json" id="__sk_page">${escapeJson(page.data)}</script>
</body>
</html>`;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Modules a page hydrates lazily (demo/newsletter-island.tsx): their JS waits until wanted, but their CSS comes
 * with the page, so the server-rendered form is styled from the first paint (no flash, no layout shift).
 */
const ISLAND_MODULES = ['react/newsletter/NewsletterSignup.tsx'];

/** Every CSS file of the build, by its path in the manifest, read once at start-up. */
async function readStylesheets(manifest: Manifest): Promise<Map<string, string>> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const entries = await Promise.all([...files].map(async (file) => [file, await readFile(join(clientDist, file), 'utf8')] as const));
  return new Map(entries);
}

/**
 * The page's CSS and module preloads, for the entry, the page's own route chunk and its islands.
 *
 * The CSS is inlined: a few KB gzipped, it costs less in the HTML than the round trips of render-blocking
 * stylesheet requests (what kept the first paint, and Lighthouse's performance score, down on a phone).
 * Each inlined file also gets a `<link rel="stylesheet" disabled>` with its URL: browsers do not fetch a disabled
 * stylesheet, and Vite's preload helper, which looks for `link[rel=stylesheet]` before loading the CSS of a
 * lazily imported chunk (the route modules at hydration, the sign-up island), then knows it is already there.
 */
function productionTags(manifest: Manifest, routeModule: string, stylesheets: Map<string, string>): string {
  const css = new Set<string>();
  const preload = new Set<string>();
  const visit = (key: string, options: { preload: boolean }, seen = new Set<string>()) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((c) => css.add(c));
    if (options.preload) preload.add(chunk.file);
    chunk.imports?.forEach((i) => visit(i, options, seen));
  };
  const entry = manifest['demo/client.tsx']!;
  visit('demo/client.tsx', { preload: true });
  visit(routeModule, { preload: true });
  for (const island of manifest[routeModule]?.dynamicImports?.filter((d) => ISLAND_MODULES.includes(d)) ?? []) {
    visit(island, { preload: false });
  }
  preload.delete(entry.file);
  return [
    ...[...css].map((href) => {
      const text = stylesheets.get(href);
      return text === undefined
        ? `<link rel="stylesheet" href="/${href}">`
        : `<style data-href="/${href}">${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${href}" disabled>`;
    }),
    afterFirstPaint([...preload].map((href) => `/${href}`), `/${entry.file}`),
  ].join('\n');
}

/**
 * Requests the page's JavaScript once its server-rendered HTML has been painted: the entry, with module preloads
 * for its route chunk and their imports so that nothing waits in a waterfall. On a phone's link the HTML and its
 * inlined CSS then have the bandwidth to themselves, and the page is readable (links work) before React loads.
 * A hidden tab paints nothing and runs no animation frames: there the load starts at once (or when it is hidden).
 */
function afterFirstPaint(preloads: string[], entry: string): string {
  return `<script type="module">let started=false;const start=()=>{if(started)return;started=true;for(const href of ${escapeJson(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}import(${escapeJson(entry)})};if(document.visibilityState==='hidden')start();else{requestAnimationFrame(()=>setTimeout(start));document.addEventListener('visibilitychange',start,{once:true})}</script>`;
}

/** In development, collect the CSS the page's modules import so the server HTML is styled before hydration. */
function developmentTags(vite: ViteDevServer, routeModule: string): string {
  const css = new Set<string>();
  const seen = new Set<string>();
  const graph = vite.environments.ssr.moduleGraph;
  const walk = (mod: { url: string; id: string | null; importedModules: Set<unknown> } | undefined) => {
    if (!mod || seen.has(mod.url)) return;
    seen.add(mod.url);
    if (mod.id && /\.css($|\?)/.test(mod.id)) css.add(mod.url);
    for (const child of mod.importedModules) walk(child as typeof mod);
  };
  for (const file of ['demo/entry-server.tsx', routeModule]) {
    for (const mod of graph.getModulesByFile(join(root, file)) ?? []) walk(mod);
  }
  return [
    ...[...css].map((href) => `<link rel="stylesheet" href="${href}${href.includes('?') ? '&' : '?'}direct">`),
    `<script type="module" src="/demo/client.tsx"></script>`,
  ].join('\n');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function staticAssets(dir: string) {
  const cache = new Map<string, { body: Buffer; type: string } | undefined>();
  return async (path: string) => {
    if (cache.has(path)) return cache.get(path);
    const file = join(dir, path);
    const found = file.startsWith(dir) && existsSync(file) ? { body: await readFile(file), type: TYPES[extname(file)] ?? 'application/octet-stream' } : undefined;
    cache.set(path, found);
    return found;
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const demo = await startDemoServer();
  console.log(`Storefront Kit demo shop: ${demo.url}/  (reference service at ${demo.url}/service/; ${demo.description})`);
  const stop = () => void demo.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
