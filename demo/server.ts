/**
 * The demo shop with the reference service at /service in the same process. `npm start` runs it through Vite;
 * `npm run serve` serves the production build from dist-demo/.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ViteDevServer } from 'vite';
import { createServiceApp, type ServiceOptions } from '../service/app';
import { startServiceRuntime } from '../service/runtime';
import { DEFAULT_CUSTOMERS } from '../service/store';
import type { DatabaseConfig } from '../service/db/database';
import { trustedOriginsOf } from '../openapi/cross-origin';
import { PLACEHOLDER_PREFIX, SERVICE_PLACEHOLDER_PATHS } from './placeholders';
import type { PageHead, RenderedPage, RenderExtras } from './entry-server';
import { cookieHeaderHasPreviewAuth } from '../core/preview/preview.cookies';
import { PageWriter, streamParts, template, TemplateCache, type Template } from './page-stream';
import { answerNewsletterPost, openNewsletterResult } from './newsletter-post';
import { processSeal, resultSeal } from './result-seal';
import { answerPreferencesPost } from './preferences-post';
import { CMS_CONTENT_TTL_MS, withCmsContentCache } from './cms-cache';
import {
  addNonce,
  cspNonce,
  guardedApp,
  isHostilePath,
  notFound,
  originsNote,
  parseShopOrigin,
  productionConfig,
  rawPath,
  securityHeaders,
  startupFailureLine,
  StartupError,
  trustedOriginsConfig,
  trustProxyConfig,
  clientAddressOfRequest,
} from './security';
import type { ProxyTrust } from '../service/proxy';
import { boundedServer } from '../service/connections';
import { VANILLA_PATH, vanillaDocument } from './vanilla/page';
import {
  bodyTooLarge,
  bodyWithin,
  endToEndHeaders,
  INTERNAL_SECRET_HEADER,
  internalService,
  withBody,
} from './hand-off';

/** The project folder (where package.json is): `demo/` when run from source, `dist-demo/node/demo/` when built. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '..');
  }
}
const root = projectRoot(dirname(fileURLToPath(import.meta.url)));
const clientDist = join(root, 'dist-demo/client');

type Render = (
  request: Request,
  service: (r: Request) => Promise<Response>,
  extras?: RenderExtras,
) => Promise<RenderedPage>;

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
  /**
   * Serve the production build as production: `SHOP_ORIGIN` and `LOGIN_TOKEN_SECRET` required, no `/service/__admin`
   * routes, no demo customer, a strict CSP. Default: `NODE_ENV === 'production'`.
   */
  production?: boolean;
  /** Test tooling only: keep `/service/__admin` and the demo customer on a production build. `npm run serve` never sets it. */
  testSwitches?: boolean;
  /** Development only: hot reload over the demo's own port (off for tests). */
  hmr?: boolean;
  service?: Omit<ServiceOptions, 'database' | 'mailSender'>;
  /** Where the service keeps its data (default from the environment: `DATABASE_URL`, else `STOREFRONT_DATA_DIR` or `.data/`). */
  database?: DatabaseConfig;
  /** The service runs in another process at this origin (the primary, which holds the PGlite data folder): forward to it. */
  serviceOrigin?: string;
  /** The secret the primary's internal service port asks of every call. */
  serviceSecret?: string;
}

/** The demo's configuration of the reference service: production's or development's. */
function serviceConfig(options: DemoServerOptions, production: boolean) {
  return production
    ? productionConfig(
        {
          shopOrigin: options.service?.shopOrigin,
          loginTokenSecret: options.service?.loginTokenSecret,
          trustedOrigins: options.service?.trustedOrigins?.slice(),
        },
        process.env,
      )
    : {
        shopOrigin: parseShopOrigin(options.service?.shopOrigin ?? process.env.SHOP_ORIGIN),
        loginTokenSecret: options.service?.loginTokenSecret ?? (process.env.LOGIN_TOKEN_SECRET || undefined),
        trustedOrigins: trustedOriginsConfig(options.service?.trustedOrigins, process.env),
      };
}

export interface DemoService {
  fetch: (request: Request) => Promise<Response>;
  description: string;
  close(): Promise<void>;
}

/** The reference service in this process, as the demo runs it (database, mail sender, clean-up; switches as asked). */
export async function startDemoService(options: DemoServerOptions, production: boolean): Promise<DemoService> {
  const switches = !production || options.testSwitches === true;
  const config = serviceConfig(options, production);
  const runtime = await startServiceRuntime({
    database: options.database,
    now: options.service?.now,
    ...(switches ? { outboxAt: '/mailbox/' } : {}),
  });
  const service = createServiceApp({
    ...options.service,
    ...config,
    ...runtime.serviceOptions,
    admin: switches,
    // The demo server sets X-Forwarded-For itself, from the socket (see guardedApp): the abuse limits' client address.
    trustProxy: true,
    // Production seeds no demo customer: its password is in the README.
    seed: {
      ...options.service?.seed,
      customers: switches ? (options.service?.seed?.customers ?? DEFAULT_CUSTOMERS) : [],
    },
  });
  return {
    fetch: (request) => Promise.resolve(service.fetch(request)),
    description: runtime.description,
    close: () => runtime.close(),
  };
}

/** The service of the cluster's primary: calls forwarded with the workers' secret, the body read no further than the limit. */
function remoteService(origin: string, secret: string): DemoService {
  return {
    async fetch(request) {
      const url = new URL(request.url);
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        body = await bodyWithin(request);
        if (body === undefined) return bodyTooLarge(true);
      }
      const headers = endToEndHeaders(request.headers);
      headers.set(INTERNAL_SECRET_HEADER, secret);
      const answer = await fetch(new URL(url.pathname + url.search, origin), {
        method: request.method,
        headers,
        body: body?.byteLength ? body : undefined,
        redirect: 'manual',
      });
      // Headers of a fetched answer are immutable: the security headers are added to a copy.
      return new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: new Headers(answer.headers),
      });
    },
    description: `service in the primary process (${origin})`,
    close: () => Promise.resolve(),
  };
}

/** `npm run serve` serves the build: without one it says so in one line, before anything is opened or created. */
function requireProductionBuild(): void {
  if (!existsSync(join(root, 'dist-demo/server/entry-server.js')))
    throw new StartupError('No production build: run `npm run build` first, then `npm run serve`.');
}

/** A page the real shop serves under /service/ that the reference service has not: its placeholder instead of a 404. */
function showPlaceholderOfServicePath(req: IncomingMessage): void {
  const [path, query] = (req.url ?? '/').split('?');
  if ((req.method === 'GET' || req.method === 'HEAD') && SERVICE_PLACEHOLDER_PATHS.has(path!)) {
    req.url = `${PLACEHOLDER_PREFIX}${path}${query === undefined ? '' : `?${query}`}`;
  }
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  // Production refuses to start without its configuration (D22); development takes it when it is set.
  const config = serviceConfig(options, production);
  const trustProxy = trustProxyConfig(options.service?.trustProxy, process.env);
  // Before the service opens its data folder: a start without a build leaves no folder and no lock behind.
  if (production) requireProductionBuild();
  const service = options.serviceOrigin
    ? remoteService(options.serviceOrigin, options.serviceSecret ?? '')
    : await startDemoService(options, production);
  const https = config.shopOrigin?.startsWith('https:') ?? false;
  // The no-JS sign-up's result cookie: sealed with a key every worker derives alike (from the production secret).
  const seal = config.loginTokenSecret ? resultSeal(config.loginTokenSecret) : processSeal;

  let render: Render;
  /** Development: the whole document, through Vite. */
  let documentFor: ((page: RenderedPage, url: string) => Promise<string>) | undefined;
  /** Production: the page in parts as they are ready, its head first. */
  let pages: ProductionPages | undefined;
  let assets: StaticAssets | undefined;
  let vite: ViteDevServer | undefined;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  // Production bounds idle and slow connections; development keeps Node's, for Vite's hot-reload socket.
  const server = production
    ? boundedServer((req, res) => handle(req, res))
    : createHttpServer((req, res) => handle(req, res));

  if (production) {
    const manifest = JSON.parse(await readFile(join(clientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
    const built = (await import(join(root, 'dist-demo/server/entry-server.js'))) as {
      renderPage: Render;
      pageHead: (url: URL) => PageHead | undefined;
    };
    render = built.renderPage;
    const stylesheets = await readStylesheets(manifest);
    pages = productionPages(manifest, stylesheets, built.pageHead);
    assets = await staticAssets(clientDist);
  } else {
    const { createServer } = await import('vite');
    vite = await createServer({
      root,
      server:
        options.hmr === false
          ? { middlewareMode: true, hmr: false, ws: false }
          : { middlewareMode: true, hmr: { server } },
      appType: 'custom',
      logLevel: 'warn',
    });
    const dev = vite;
    render = async (request, svc, extras) =>
      ((await dev.ssrLoadModule('/demo/entry-server.tsx')) as { renderPage: Render }).renderPage(request, svc, extras);
    documentFor = async (page, url) => dev.transformIndexHtml(url, html(page, developmentTags(dev, page)));
  }

  // The CMS footer content is read once per CMS_CONTENT_TTL_MS for all page renders (production).
  const cms = withCmsContentCache(service.fetch, production ? CMS_CONTENT_TTL_MS : 0);
  const serviceOf = cms.direct;
  const serviceFetch = serviceOf;
  const gzipWanted = (c: Context) => /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');

  // Every answer passes the guards of demo/security.ts (headers, hostile paths, errors, cross-site writes).
  const app = guardedApp({ production, https, service: serviceFetch, trustProxy });
  const trusted = trustedOriginsOf(config.shopOrigin, config.trustedOrigins);
  app.get(VANILLA_PATH, async (c) => {
    const document = await vanillaDocument({ root, production }).catch(() => undefined);
    if (document === undefined)
      return c.text('The /vanilla/ page is missing from the build: run `npm run build`.', 500);
    c.header('cache-control', 'no-store');
    return c.html(addNonce(document, cspNonce(c)));
  });
  if (assets) {
    const files = assets;
    app.get('/assets/*', async (c) => {
      const file = await files.get(rawPath(c));
      if (!file) return notFound(c);
      const gzip = file.gzip !== undefined && gzipWanted(c);
      return c.body(new Uint8Array(gzip ? file.gzip! : file.body), 200, {
        'content-type': file.type,
        'cache-control': 'public, max-age=31536000, immutable',
        ...(file.gzip ? { vary: 'accept-encoding' } : {}),
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
    });
  }
  app.all('*', async (c) => {
    let request = c.req.raw;
    // A page form's body is read no further than the limit: 413 at once, the rest unread (the connection closes).
    if (request.method === 'POST') {
      const body = await bodyWithin(request);
      if (body === undefined) return bodyTooLarge(false);
      request = withBody(request, body);
    }
    // The form's service calls count against the shopper's own address (the abuse limits), as their browser's would.
    const serviceFetch = forShopper(c, serviceOf, trustProxy);
    // The forms posted without JavaScript answer with a redirect, or the page with the form's errors.
    const preferences =
      request.method === 'POST' ? await answerPreferencesPost(request, serviceFetch, trusted) : undefined;
    if (preferences) return preferences;
    const posted =
      request.method === 'POST'
        ? await answerNewsletterPost(request, serviceFetch, { trustedOrigins: trusted, seal, https })
        : undefined;
    if (posted && 'response' in posted) return posted.response;
    const extras: RenderExtras = { newsletter: posted ? posted.render.resume : openNewsletterResult(request, seal) };
    // The footer renders for a mobile browser's phone layout (Sec-CH-UA-Mobile).
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'accept-encoding, sec-ch-ua-mobile',
    });
    if (pages) {
      // Production: the head goes out at once where the address says it (a country page), else once the page is loaded.
      const address = posted ? undefined : pages.head(new URL(request.url));
      const early =
        address && cookieHeaderHasPreviewAuth(c.req.header('cookie')) ? { ...address, staff: true } : address;
      const rendering = render(request, cms.forLoaders, extras);
      const page = early ? undefined : await rendering;
      const gzip = gzipWanted(c);
      if (gzip) headers.set('content-encoding', 'gzip');
      // Sent as it comes: Hono's server would otherwise wait a turn for the rest before sending the head.
      headers.set('transfer-encoding', 'chunked');
      const body = pages.stream({
        head: early ?? page!,
        nonce: cspNonce(c),
        gzip,
        rendering: page ? Promise.resolve(page) : rendering,
        early: early !== undefined,
      });
      return new Response(body, { status: page ? (posted?.render.status ?? page.status) : 200, headers });
    }
    const page = await render(request, cms.forLoaders, extras);
    const body = await documentFor!(page, new URL(c.req.url).pathname);
    return new Response(body, { status: posted?.render.status ?? page.status, headers });
  });

  const listener = getRequestListener(app.fetch);
  if (vite) {
    const dev = vite;
    // Vite answers its own module and asset URLs; they get the same security headers (the CSP's nonce aside).
    const devHeaders = await headersOf(securityHeaders({ production, https }));
    handle = (req, res) => {
      showPlaceholderOfServicePath(req);
      const path = (req.url ?? '/').split('?')[0]!;
      if (path.startsWith('/service/') || path === VANILLA_PATH || isHostilePath(path)) return void listener(req, res);
      for (const [name, value] of devHeaders) res.setHeader(name, value);
      dev.middlewares(req, res, () => void listener(req, res));
    };
  } else {
    handle = (req, res) => {
      showPlaceholderOfServicePath(req);
      listener(req, res);
    };
  }

  const port = options.port ?? Number(process.env.PORT ?? 5173);
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((ok, fail) => server.once('error', fail).listen(port, host, () => ok()));
  } catch (error) {
    await vite?.close();
    throw error;
  }
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    server,
    url,
    description: `${service.description}; ${originsNote(url, config.shopOrigin, config.trustedOrigins)}`,
    async close() {
      await vite?.close();
      await new Promise<void>((ok) => server.close(() => ok()));
      await service.close();
    },
  };
}

/** The service for a page's form handler, with the shopper's `X-Forwarded-For`, so abuse limits count per shopper. */
function forShopper(
  c: Context,
  service: (r: Request) => Promise<Response>,
  trust: ProxyTrust,
): (r: Request) => Promise<Response> {
  const address = clientAddressOfRequest(c, trust);
  return (r) => {
    const headers = new Headers(r.headers);
    headers.set('X-Forwarded-For', address);
    return service(new Request(r, { headers }));
  };
}

/** The headers a middleware gives an answer, for answers Vite's own middleware writes (development: no nonce). */
async function headersOf(middleware: MiddlewareHandler): Promise<Array<[string, string]>> {
  const probe = new Hono().use('*', middleware).all('*', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers];
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function html(page: RenderedPage, tags: string): string {
  return documentHead(page, tags) + documentBody(page);
}

/** The document up to the page's root (the head, with the page's CSS and preloads in `tags`). */
function documentHead(page: Pick<RenderedPage, 'lang' | 'title'>, tags: string): string {
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
`;
}

/** The rest of the document: the page's HTML and the data its scripts start from. */
function documentBody(page: RenderedPage): string {
  return `${page.bodyStart ?? ''}<div id="root">${page.appHtml}</div>
<script type="application/json" id="__sk_page">${escapeJson(page.data)}</script>
</body>
</html>`;
}

/** What a page that could not be rendered after its head went out ends with (the answer's status is already sent). */
const STREAM_ERROR_BODY =
  '<h1>Something went wrong</h1><p>Please try again in a moment. <a href="/">Storefront Kit demo shop</a></p>\n</body>\n</html>';

/** Stands in for the CSP nonce in a kept head. */
const NONCE_SLOT = '\u0000sk-nonce\u0000';

interface ProductionPages {
  /** The head of the page at this address when the address alone says it (pageHead of entry-server.tsx). */
  head(url: URL): PageHead | undefined;
  /** The answer's body: the head, then the page once rendered; gzipped when asked. */
  stream(options: {
    head: PageHead | RenderedPage;
    nonce: string | undefined;
    gzip: boolean;
    rendering: Promise<RenderedPage>;
    early: boolean;
  }): ReadableStream<Uint8Array>;
}

/** Production pages: a page's head is kept per route, language and title with a slot for the nonce, the rest by its text, each compressed once. */
function productionPages(
  manifest: Manifest,
  stylesheets: Map<string, string>,
  pageHead: (url: URL) => PageHead | undefined,
): ProductionPages {
  const heads = new TemplateCache(64);
  const bodies = new TemplateCache(64);
  const headOf = (head: PageHead | RenderedPage): Template => {
    const islands = 'data' in head ? head.data.islands !== undefined : head.islands;
    const staff = 'data' in head ? staffPage(head) : head.staff === true;
    return heads.get(JSON.stringify([head.routeModule, islands, staff, head.lang, head.title]), () =>
      template(
        documentHead(
          head,
          productionTags(manifest, { routeModule: head.routeModule, islands, staff }, stylesheets, NONCE_SLOT),
        ),
        NONCE_SLOT,
      ),
    );
  };
  return {
    head: pageHead,
    stream({ head, nonce, gzip, rendering, early }) {
      const writer = new PageWriter(gzip);
      return streamParts({
        head: () => writer.write(headOf(head), nonce ?? ''),
        rest: rendering.then((page) => {
          if (early && (page.lang !== head.lang || page.title !== head.title)) {
            console.error(
              `[demo] ${page.route}: the head sent before loading (${head.lang}, ${head.title}) is not the page's (${page.lang}, ${page.title})`,
            );
          }
          const text = documentBody(page);
          return () => writer.write(bodies.get(text, () => template(text)));
        }),
        failed: (error) => {
          // The status and head are out: the page ends with the error's message instead of its content.
          console.error('[demo] page after its head:', error);
          return writer.write(template(STREAM_ERROR_BODY));
        },
        end: () => writer.end(),
      });
    },
  };
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
 * Their JS waits until wanted, but their CSS comes with the page, so the server-rendered islands are styled from the
 * first paint. The session's and the preview's CSS come with their code (they render nothing on the server).
 */
const ISLAND_MODULES = ['demo/island-views/NewsletterSignupIsland.tsx', 'demo/island-views/FooterIsland.tsx'];
/** Its CSS comes with a staff member's page; its module is the `preview-island` chunk (vite.config.ts). */
const PREVIEW_ISLAND_MODULE = 'demo/island-views/PreviewIsland.tsx';
const previewIslandKey = (manifest: Manifest) =>
  manifest[PREVIEW_ISLAND_MODULE]
    ? PREVIEW_ISLAND_MODULE
    : Object.keys(manifest).find((key) => key.startsWith('_preview-island-'));
/** Whether the server rendered the staff preview into the page (it knew the preview: its island is not empty). */
const staffPage = (page: RenderedPage) =>
  Object.values(page.data.islands ?? {}).some((entry) => entry.name === 'preview' && !entry.empty);
/** A page of islands starts with demo/boot.ts (no React); every other page hydrates through demo/client.tsx. */
const entryModule = (islands: boolean) => (islands ? 'demo/boot.ts' : 'demo/client.tsx');

/** Every CSS file of the build, by its path in the manifest, read once at start-up. */
async function readStylesheets(manifest: Manifest): Promise<Map<string, string>> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const entries = await Promise.all(
    [...files].map(async (file) => [file, await readFile(join(clientDist, file), 'utf8')] as const),
  );
  return new Map(entries);
}

/**
 * The page's CSS and module preloads. The CSS is inlined: cheaper than render-blocking stylesheet round trips on a
 * phone. Each inlined file also gets a `<link rel="stylesheet" type="text/x-inlined">`, so Vite's preload helper sees
 * it is there, and no browser fetches a sheet of a type it does not know (Chromium fetches a `disabled` one).
 */
function productionTags(
  manifest: Manifest,
  page: RenderedPage | { routeModule: string; islands: boolean; staff?: boolean },
  stylesheets: Map<string, string>,
  nonce: string | undefined,
): string {
  const { routeModule } = page;
  const islands = 'data' in page ? page.data.islands !== undefined : page.islands;
  const staff = 'data' in page ? staffPage(page) : page.staff === true;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
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
  const entryKey = entryModule(islands);
  const entry = manifest[entryKey]!;
  visit(entryKey, { preload: true });
  if (islands) {
    // Nothing but the little boot script on a first visit: the page's CSS (the shell's, the route's, its islands').
    visit('demo/client.tsx', { preload: false });
    visit(routeModule, { preload: false });
    for (const island of ISLAND_MODULES) visit(island, { preload: false });
    const previewIsland = staff ? previewIslandKey(manifest) : undefined;
    if (previewIsland) visit(previewIsland, { preload: false });
  } else {
    visit(routeModule, { preload: true });
  }
  preload.delete(entry.file);
  return [
    ...[...css].map((href) => {
      const text = stylesheets.get(href);
      return text === undefined
        ? `<link rel="stylesheet" href="/${href}">`
        : `<style data-href="/${href}"${nonceAttribute}>${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${href}" type="text/x-inlined">`;
    }),
    afterFirstPaint(
      [...preload].map((href) => `/${href}`),
      `/${entry.file}`,
      nonceAttribute,
    ),
  ].join('\n');
}

/**
 * Requests the page's JavaScript once the HTML has been painted, with module preloads against a waterfall, so the
 * HTML has a phone's bandwidth to itself. A hidden tab paints nothing: there the load starts at once.
 */
function afterFirstPaint(preloads: string[], entry: string, nonceAttribute: string): string {
  return `<script type="module"${nonceAttribute}>let started=false;const start=()=>{if(started)return;started=true;for(const href of ${escapeJson(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}import(${escapeJson(entry)})};if(document.visibilityState==='hidden')start();else{requestAnimationFrame(()=>setTimeout(start));document.addEventListener('visibilitychange',start,{once:true})}</script>`;
}

/** In development, collect the CSS the page's modules import so the server HTML is styled before hydration. */
function developmentTags(vite: ViteDevServer, page: RenderedPage): string {
  const { routeModule } = page;
  const css = new Set<string>();
  const seen = new Set<string>();
  const graph = vite.environments.ssr.moduleGraph;
  const staff = page.data.islands !== undefined && staffPage(page);
  const walk = (mod: { url: string; id: string | null; importedModules: Set<unknown> } | undefined) => {
    if (!mod || seen.has(mod.url)) return;
    seen.add(mod.url);
    // Server-rendered preview views' CSS comes only with a staff member's page; the session notice's only with its code.
    const lazyOnly = /^\/react\/session\//.test(mod.url) || (!staff && /^\/react\/preview\//.test(mod.url));
    if (mod.id && /\.css($|\?)/.test(mod.id) && !lazyOnly) css.add(mod.url);
    for (const child of mod.importedModules) walk(child as typeof mod);
  };
  const islandModules = page.data.islands ? [...ISLAND_MODULES, ...(staff ? [PREVIEW_ISLAND_MODULE] : [])] : [];
  for (const file of ['demo/entry-server.tsx', routeModule, ...islandModules]) {
    for (const mod of graph.getModulesByFile(join(root, file)) ?? []) walk(mod);
  }
  return [
    ...[...css].map((href) => `<link rel="stylesheet" href="${href}${href.includes('?') ? '&' : '?'}direct">`),
    `<script type="module" src="/${entryModule(page.data.islands !== undefined)}"></script>`,
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

interface StaticAsset {
  body: Buffer;
  /** Gzipped once, for text types. */
  gzip?: Buffer;
  type: string;
}

interface StaticAssets {
  /** The file at a request path such as `/assets/client-abc.js`; undefined for anything else (folders included). */
  get(path: string): Promise<StaticAsset | undefined>;
}

/** The build's files, listed once at start-up: only a listed file is ever read or cached, so odd paths are a plain miss. */
async function staticAssets(dir: string): Promise<StaticAssets> {
  const listed = new Set<string>();
  for (const entry of await readdir(join(dir, 'assets'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      listed.add(
        `/${join(entry.parentPath.slice(dir.length + 1), entry.name)
          .split('\\')
          .join('/')}`,
      );
  }
  const cache = new Map<string, Promise<StaticAsset>>();
  return {
    get(path) {
      if (!listed.has(path)) return Promise.resolve(undefined);
      let file = cache.get(path);
      if (!file) {
        file = readFile(join(dir, path)).then((body) => {
          const type = TYPES[extname(path)] ?? 'application/octet-stream';
          return { body, type, ...(/text|javascript|json|svg/.test(type) ? { gzip: gzipSync(body) } : {}) };
        });
        file.catch(() => cache.delete(path));
        cache.set(path, file);
      }
      return file;
    },
  };
}

/**
 * How `npm run serve` runs: one worker per core (`WEB_CONCURRENCY` to choose). Over PostgreSQL every worker runs its
 * own service; PGlite's data folder belongs to one process, so there the primary runs the service and the workers
 * forward to it. Development and a single core run one process.
 */
export function servePlan(
  env: NodeJS.ProcessEnv,
  cores: number,
): { workers: number; service: 'per-worker' | 'primary' | 'in-process' } {
  if (env.NODE_ENV !== 'production') return { workers: 1, service: 'in-process' };
  const asked = Number.parseInt(env.WEB_CONCURRENCY ?? '', 10);
  const workers = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 64) : Math.max(1, cores);
  if (workers === 1) return { workers, service: 'in-process' };
  return { workers, service: env.DATABASE_URL ? 'per-worker' : 'primary' };
}

type WorkerMessage = { type: 'listening'; url: string } | { type: 'failed'; line: string };

/** A worker: the demo server, its service calls to the primary's service when there is one; it reports to the primary. */
async function runWorker(port: string | number): Promise<void> {
  const send = (message: WorkerMessage) => process.send?.(message);
  const serviceOrigin = process.env.STOREFRONT_SERVICE_ORIGIN;
  const serviceSecret = process.env.STOREFRONT_SERVICE_SECRET;
  delete process.env.STOREFRONT_SERVICE_SECRET;
  const demo = await startDemoServer(serviceOrigin ? { serviceOrigin, serviceSecret } : {}).catch((error: unknown) => {
    send({ type: 'failed', line: startupFailureLine(error, port, '127.0.0.1') });
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => console.error('[demo] unhandled rejection:', reason));
  send({ type: 'listening', url: demo.url });
  const stop = () => void demo.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

/** The primary of `npm run serve`: checks the configuration, runs the service if PGlite, forks and watches the workers. */
async function runPrimary(plan: ReturnType<typeof servePlan>, port: string | number): Promise<void> {
  const fail = (line: string): never => {
    console.error(line);
    process.exit(1);
  };
  // One line for a missing configuration or a busy port, before any worker starts (each would say it again).
  try {
    productionConfig({}, process.env);
    trustProxyConfig(undefined, process.env);
    requireProductionBuild();
    await new Promise<void>((ok, no) => {
      const probe = createHttpServer().once('error', no);
      probe.listen(Number(port), '127.0.0.1', () => probe.close(() => ok()));
    });
  } catch (error) {
    fail(startupFailureLine(error, port, '127.0.0.1'));
  }
  let service: DemoService | undefined;
  let serviceServer: Server | undefined;
  const workerEnv: Record<string, string> = {};
  let description = 'each worker runs the service against PostgreSQL';
  if (plan.service === 'primary') {
    service = await startDemoService({}, true).catch((error: unknown) =>
      fail(startupFailureLine(error, port, '127.0.0.1')),
    );
    // Only this server's workers get through the internal port: they carry a secret made now.
    const secret = randomBytes(32).toString('base64url');
    serviceServer = createHttpServer(getRequestListener(internalService(service.fetch, secret)));
    await new Promise<void>((ok) => serviceServer!.listen(0, '127.0.0.1', () => ok()));
    const address = serviceServer.address() as { port: number };
    workerEnv.STOREFRONT_SERVICE_ORIGIN = `http://127.0.0.1:${address.port}`;
    workerEnv.STOREFRONT_SERVICE_SECRET = secret;
    description = `${service.description}; the service runs in the primary process, the workers forward to it`;
  }
  let stopping = false;
  let listening = 0;
  const fork = () => {
    const worker = cluster.fork(workerEnv);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'failed') {
        stopping = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.kill();
        fail(message.line);
      }
      if (message.type === 'listening' && ++listening === plan.workers) {
        console.log(
          `Storefront Kit demo shop: ${message.url}/  (reference service at ${message.url}/service/; ${plan.workers} workers; ${description}; ${originsNote(message.url, parseShopOrigin(process.env.SHOP_ORIGIN), trustedOriginsConfig(undefined, process.env))})`,
        );
      }
    });
  };
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    // A worker that died while serving is replaced; the others went on answering meanwhile.
    console.error(`[demo] worker ${worker.process.pid} ended (${code ?? 'signal'}); starting another`);
    fork();
  });
  for (let i = 0; i < plan.workers; i++) fork();
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    void Promise.all([
      new Promise<void>((ok) => (serviceServer ? serviceServer.close(() => ok()) : ok())),
      service?.close(),
    ]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = process.env.PORT ?? 5173;
  const plan = servePlan(process.env, availableParallelism());
  if (plan.workers > 1 && cluster.isPrimary) await runPrimary(plan, port);
  else if (cluster.isWorker) await runWorker(port);
  else {
    // A failed start (missing production configuration, a busy port) is one line saying what to do, no stack trace.
    const demo = await startDemoServer().catch((error: unknown) => {
      console.error(startupFailureLine(error, port, '127.0.0.1'));
      process.exit(1);
    });
    // A promise nobody awaited must not end the process for every shopper: log it and keep serving.
    process.on('unhandledRejection', (reason) => console.error('[demo] unhandled rejection:', reason));
    console.log(
      `Storefront Kit demo shop: ${demo.url}/  (reference service at ${demo.url}/service/; ${demo.description})`,
    );
    const stop = () => void demo.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
}
