import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createFakeEnv, parseCookies } from '../core/env';
import type { Locale } from '../core/i18n';
import type { Country } from '../core/markets';
import {
  FOOTER_PLATFORM_BREAKPOINTS,
  FOOTER_PLATFORMS,
  footerLayout,
  type FooterPlatform,
} from '../core/footer/footer.rules';
import type { SignupResume } from '../core/newsletter/signup/signup.machine';
import { createServiceClient, type ServiceClient } from '../openapi/client';
import { DEFAULT_TIMEOUT_MS, readCsrfToken } from '../openapi/http';
import {
  checkPreviewAuth,
  connectPreviewPanel,
  cookieHeaderHasPreviewAuth,
  knownPreviewPanelSnapshot,
  type PreviewAuth,
} from '../core/preview';
import { BANNER_ROOT_ID, SERVER_BANNER_ATTRIBUTE } from '../react/preview/PreviewPanel';
import { PreviewBanner } from '../react/preview/PreviewBanner';
import { loadWidgetTexts, type WidgetCatalogues } from '../core/widgets/texts/index';
import { matchRoute, ROUTES, type PageRequest, type RouteId } from './routes';
import type { DemoRuntime } from './runtime';
import { PageTree } from './page-tree';
import { fillIslands, IslandHostProvider, serverIslandHost, type IslandComponents, type IslandEntry } from './islands';
import { IslandRoot } from './island-root';
import { countryPageHead } from './routes/country.load';
import { placeholderPathOf, placeholderTable } from './placeholders';
import { IslandHtmlCache, islandCacheKey, nestedProps } from './island-cache';
import SignupIsland from './island-views/NewsletterSignupIsland';
import SessionIsland from './island-views/SessionIsland';
import PreviewIsland from './island-views/PreviewIsland';
import FooterIsland from './island-views/FooterIsland';

/** Every island's component, for the server render (the browser loads each only when it is needed). */
const ISLAND_COMPONENTS = {
  signup: SignupIsland,
  session: SessionIsland,
  preview: PreviewIsland,
  footer: FooterIsland,
} as unknown as IslandComponents;

/** Server HTML of the islands that do not change per request (demo/island-cache.ts). */
const islandCache = new IslandHtmlCache();

/** Routes whose pages are islands (demo/boot.ts) rather than one hydrated tree (demo/client.tsx). */
export const ISLAND_ROUTES: readonly RouteId[] = ['country'];

/** What the client hydrates from (serialized into the page). */
export interface PageData {
  route: RouteId;
  props: unknown;
  country?: Country;
  lang: Locale;
  /** Widget texts of the page's locale and its fallbacks only. */
  widgetTexts: WidgetCatalogues;
  /** A page of islands (demo/boot.ts): each island by its key, with the props its root renders from. */
  islands?: Record<string, IslandEntry>;
}

export interface RenderedPage {
  status: number;
  lang: string;
  title: string;
  route: RouteId;
  /** The route module's file, for the asset manifest (CSS and preloads of its chunk). */
  routeModule: string;
  appHtml: string;
  /** HTML first in <body>, before the page's root (the staff preview's banner). */
  bodyStart?: string;
  /** Serializable state the client hydrates from. */
  data: PageData;
}

/** A server render's visitor: their cookies, a service client that sends them as their browser would, and the runtime. */
export function serverContext(url: URL, cookieHeader: string, service: (r: Request) => Promise<Response>) {
  const cookies = parseCookies(cookieHeader);
  const client = createServiceClient({
    origin: url.origin,
    fetch: (r) => {
      const forwarded = new Request(r, { headers: new Headers(r.headers) });
      if (cookieHeader) forwarded.headers.set('cookie', cookieHeader);
      return service(forwarded);
    },
    // The visitor's CSRF token, sent as their browser would.
    csrf: { token: () => readCsrfToken(cookieHeader) },
  });
  const request: PageRequest = { url, cookies, service, client };
  const runtime: DemoRuntime = {
    env: createFakeEnv({ cookies: Object.fromEntries(cookies), now: Date.now() }),
    client,
    server: true,
  };
  return { request, runtime };
}

/** What the server adds to a render beyond the request. */
export interface RenderExtras {
  /** The newsletter form's state after a post that the page answers itself (errors). */
  newsletter?: SignupResume;
}

/**
 * Renders the page with a marker per island, then each island alone (its own root and `identifierPrefix`, as the
 * browser hydrates it) into its place.
 */
export function renderIslands(
  tree: ReactNode,
  runtime: DemoRuntime,
  lang: Locale,
  widgetTexts: WidgetCatalogues,
  footerPlatform: FooterPlatform = 'CLASSIC',
  known: Parameters<typeof serverIslandHost>[0] = {},
): { html: string; islands: Record<string, IslandEntry> } {
  const host = serverIslandHost(known);
  const page = renderToString(<IslandHostProvider host={host}>{tree}</IslandHostProvider>);
  const render = (key: string, props: Record<string, unknown>, name: IslandEntry['name']) =>
    renderToString(
      <IslandRoot
        Component={ISLAND_COMPONENTS[name]!}
        props={props}
        runtime={runtime}
        lang={lang}
        widgetTexts={widgetTexts}
        host={host}
      />,
      {
        identifierPrefix: `${key}-`,
      },
    );
  const html = fillIslands(
    page,
    (key, entry) => {
      if (entry.name === 'footer') entry.props = { ...entry.props, platform: footerPlatform };
      const cached = islandCacheKey(key, entry, lang);
      if (!cached) return render(key, entry.props, entry.name);
      const hit = islandCache.get(cached.key);
      // A cached island places the islands inside it again, under the keys it placed them with.
      if (hit && hit.placed.every((p, i) => p.key === `i${host.entries.size + i}`)) {
        for (const p of hit.placed) host.place(p.name, nestedProps(entry, p.name), p.empty);
        return cached.personalise(hit.html);
      }
      const before = host.entries.size;
      const own = render(key, cached.props, entry.name);
      const placed = [...host.entries]
        .slice(before)
        .map(([k, e]) => ({ key: k, name: e.name, empty: host.placedEmpty.has(k) }));
      islandCache.set(cached.key, { html: own, placed });
      return cached.personalise(own);
    },
    host.entries,
  );
  const islands = Object.fromEntries(
    [...host.entries].map(([key, entry]) => [key, entry.name === 'footer' ? footerEntry(entry) : entry]),
  );
  return { html, islands };
}

/**
 * The phone layout when the browser says it is mobile (`Sec-CH-UA-Mobile: ?1`), so its panels work before any
 * JavaScript; the desktop's otherwise.
 */
export function serverFooterPlatform(headers: Headers): FooterPlatform {
  return headers.get('sec-ch-ua-mobile') === '?1' ? 'MATCH' : 'CLASSIC';
}

/** The widths whose platform has the same footer layout as `platform` (by the rules of core/footer). */
function layoutWidths(platform: FooterPlatform): { minWidth: number; maxWidth: number } {
  const { tablet, classic } = FOOTER_PLATFORM_BREAKPOINTS;
  const layout = footerLayout(platform);
  if (layout === 'phone') return { minWidth: 0, maxWidth: tablet };
  if (layout === 'tablet') return { minWidth: tablet, maxWidth: classic };
  return { minWidth: classic, maxWidth: Number.MAX_SAFE_INTEGER };
}

/** The footer island's props without the sign-up's (the slot's island has them), and where another layout is needed. */
function footerEntry(entry: IslandEntry): IslandEntry {
  const platform = (entry.props.platform as FooterPlatform | undefined) ?? 'CLASSIC';
  const same = (p: FooterPlatform) => footerLayout(p) === footerLayout(platform);
  return {
    ...entry,
    props: entry.props.signup ? { ...entry.props, signup: true } : entry.props,
    sameLayout: { platforms: FOOTER_PLATFORMS.filter(same), ...layoutWidths(platform) },
    otherPlatforms: FOOTER_PLATFORMS.filter((p) => !same(p)),
  };
}

/** What a page's `<head>` is made from: known before its loader runs for some routes (pageHead). */
export interface PageHead {
  lang: string;
  title: string;
  route: RouteId;
  routeModule: string;
  /** A page of islands (demo/boot.ts) rather than one hydrated tree. */
  islands: boolean;
  /** A staff member's page (a staff or cobra auth cookie): the preview island's CSS comes with it, for its server HTML. */
  staff?: boolean;
}

/**
 * The head of a page whose address alone says it (a country page), so the server sends it, with its CSS and
 * preloads, while the page renders; undefined otherwise.
 */
export function pageHead(url: URL): PageHead | undefined {
  const { id, country } = matchRoute(url.pathname);
  if (id !== 'country' || !country) return undefined;
  return { ...countryPageHead(country), route: id, routeModule: routeModule(id), islands: ISLAND_ROUTES.includes(id) };
}

const routeModule = (id: RouteId) => `demo/routes/${id}.tsx`;

/** Server-renders one demo page. `service` is the in-process reference service's fetch. */
export async function renderPage(
  request: Request,
  service: (r: Request) => Promise<Response>,
  extras: RenderExtras = {},
): Promise<RenderedPage> {
  const url = new URL(request.url);
  const matched = matchRoute(url.pathname).id;
  // A path the demo's content links but has no page for: its placeholder, not a 404.
  const id: RouteId =
    matched === 'not-found' && (await placeholderTable()).has(placeholderPathOf(url.pathname))
      ? 'placeholder'
      : matched;
  const { default: route } = await ROUTES[id]();
  const context = serverContext(url, request.headers.get('cookie') ?? '', service);
  // A staff member's country page: checkauth asked here, with the request's cookies, as the page's loader asks the service.
  const preview = ISLAND_ROUTES.includes(id)
    ? knownPreview(request.headers.get('cookie'), context.request.client)
    : undefined;
  const loaded = await route.load({
    ...context.request,
    ...(extras.newsletter ? { newsletterResume: extras.newsletter } : {}),
    ...(request.headers.get('referer') ? { referer: request.headers.get('referer')! } : {}),
    ...(request.headers.get('accept-language') ? { acceptLanguage: request.headers.get('accept-language')! } : {}),
  });
  const previewAuth = await preview;
  const widgetTexts = await loadWidgetTexts(loaded.lang);
  const data: PageData = { route: id, props: loaded.props, country: loaded.country, lang: loaded.lang, widgetTexts };
  const tree = (
    <PageTree
      route={route}
      routeId={id}
      runtime={context.runtime}
      props={data.props}
      country={data.country}
      lang={data.lang}
      widgetTexts={widgetTexts}
    />
  );
  let appHtml: string;
  let bodyStart: string | undefined;
  if (ISLAND_ROUTES.includes(id)) {
    const known = previewAuth ? { preview: { known: previewAuth } } : {};
    const rendered = renderIslands(
      tree,
      context.runtime,
      data.lang,
      widgetTexts,
      serverFooterPlatform(request.headers),
      known,
    );
    appHtml = rendered.html;
    if (previewAuth) bodyStart = previewBannerHtml(previewAuth);
    data.islands = rendered.islands;
    // Server-only: the page's props live in its islands now.
    data.props = null;
  } else {
    appHtml = renderToString(tree);
  }
  return {
    status: loaded.status ?? 200,
    lang: loaded.lang,
    title: loaded.title,
    route: id,
    routeModule: routeModule(id),
    appHtml,
    ...(bodyStart ? { bodyStart } : {}),
    data,
  };
}

/** checkauth's SUCCESS for a request with a staff or cobra auth cookie; otherwise undefined and the browser asks. */
async function knownPreview(cookieHeader: string | null, client: ServiceClient): Promise<PreviewAuth | undefined> {
  if (!cookieHeaderHasPreviewAuth(cookieHeader)) return undefined;
  try {
    const auth = await checkPreviewAuth(client, AbortSignal.timeout(DEFAULT_TIMEOUT_MS));
    return auth.status === 'SUCCESS' ? auth : undefined;
  } catch {
    return undefined;
  }
}

/** The banner of a preview the server knows, first in <body>: the panel's own replaces it once it runs. */
function previewBannerHtml(auth: PreviewAuth): string | undefined {
  const { banner } = connectPreviewPanel(knownPreviewPanelSnapshot(auth), () => undefined, { now: () => 0 });
  if (!banner) return undefined;
  return renderToString(
    <div id={BANNER_ROOT_ID}>
      <div {...{ [SERVER_BANNER_ATTRIBUTE]: '' }}>
        <PreviewBanner banner={banner} onOpenPanel={() => undefined} />
      </div>
    </div>,
  );
}
