import { renderToString } from 'react-dom/server';
import { createFakeEnv, parseCookies, readCsrfToken } from '../core/env';
import type { Locale } from '../core/i18n';
import type { Country } from '../core/markets';
import type { SignupResume } from '../core/newsletter/signup.machine';
import { createServiceClient } from '../openapi/client';
import { loadWidgetTexts, type WidgetCatalogues } from '../core/widgets/texts/index';
import { NewsletterSignup } from '../react/newsletter/NewsletterSignup';
import { matchRoute, ROUTES, type PageRequest, type RouteId } from './routes';
import type { DemoRuntime } from './runtime';
import { PageTree } from './page-tree';
import { markedReady, ServerIslands } from './newsletter-island';

/** The components the server renders in place of the lazily hydrated islands. */
export const serverIslands = { NewsletterSignup: markedReady(NewsletterSignup) };

/** What the client hydrates from (serialized into the page). */
export interface PageData {
  route: RouteId;
  props: unknown;
  country?: Country;
  lang: Locale;
  /** Widget texts of the page's locale and its fallbacks only. */
  widgetTexts: WidgetCatalogues;
}

export interface RenderedPage {
  status: number;
  lang: string;
  title: string;
  route: RouteId;
  /** The route module's file, for the asset manifest (CSS and preloads of its chunk). */
  routeModule: string;
  appHtml: string;
  /** Serializable state the client hydrates from. */
  data: PageData;
}

/**
 * What a server render works with for one visitor: their cookies, a service client that sends them as the
 * visitor's browser would, and the runtime (fake browser ports holding those cookies).
 */
export function serverContext(url: URL, cookieHeader: string, service: (r: Request) => Promise<Response>) {
  const cookies = parseCookies(cookieHeader);
  const client = createServiceClient({
    origin: url.origin,
    fetch: (r) => {
      const forwarded = new Request(r, { headers: new Headers(r.headers) });
      if (cookieHeader) forwarded.headers.set('cookie', cookieHeader);
      return service(forwarded);
    },
    csrfToken: () => readCsrfToken(cookieHeader),
  });
  const request: PageRequest = { url, cookies, service, client };
  const runtime: DemoRuntime = { env: createFakeEnv({ cookies: Object.fromEntries(cookies) }), client, server: true };
  return { request, runtime };
}

/** What the server adds to a render beyond the request. */
export interface RenderExtras {
  /** A CSRF token issued with this answer (the visitor had none): the page's forms carry it. */
  csrfToken?: string;
  /** The newsletter form's state after a post that the page answers itself (errors, D23). */
  newsletter?: SignupResume;
}

/** Server-renders one demo page. `service` is the in-process reference service's fetch. */
export async function renderPage(request: Request, service: (r: Request) => Promise<Response>, extras: RenderExtras = {}): Promise<RenderedPage> {
  const url = new URL(request.url);
  const { id } = matchRoute(url.pathname);
  const { default: route } = await ROUTES[id]();
  const context = serverContext(url, request.headers.get('cookie') ?? '', service);
  const loaded = await route.load({
    ...context.request,
    csrfToken: readCsrfToken(request.headers.get('cookie')) ?? extras.csrfToken,
    ...(extras.newsletter ? { newsletterResume: extras.newsletter } : {}),
  });
  const widgetTexts = await loadWidgetTexts(loaded.lang);
  const data: PageData = { route: id, props: loaded.props, country: loaded.country, lang: loaded.lang, widgetTexts };
  const appHtml = renderToString(
    <ServerIslands.Provider value={serverIslands}>
      <PageTree route={route} routeId={id} runtime={context.runtime} props={data.props} country={data.country} lang={data.lang} widgetTexts={widgetTexts} />
    </ServerIslands.Provider>,
  );
  return {
    status: loaded.status ?? 200,
    lang: loaded.lang,
    title: loaded.title,
    route: id,
    routeModule: `demo/routes/${id}.tsx`,
    appHtml,
    data,
  };
}
