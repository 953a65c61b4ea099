import { renderToString } from 'react-dom/server';
import { COOKIE, createFakeEnv, parseCookies } from '../core/env';
import { createServiceClient } from '../openapi/client';
import { loadWidgetTexts, type WidgetCatalogues } from '../core/widgets/texts/index';
import { WidgetTextsProvider } from '../react/widgets/texts';
import { matchRoute, ROUTES, type RouteId } from './routes';
import { HydrationMarker, RuntimeProvider, type DemoRuntime } from './runtime';
import { Shell } from './shell';
import { markedReady, ServerIslands } from './newsletter-island';
import { NewsletterSignup } from '../react/newsletter/NewsletterSignup';

const serverIslands = { NewsletterSignup: markedReady(NewsletterSignup) };

/** What the client hydrates from (serialized into the page). */
export interface PageData {
  route: RouteId;
  props: unknown;
  country?: string;
  lang: string;
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

/** Server-renders one demo page. `service` is the in-process reference service's fetch. */
export async function renderPage(request: Request, service: (r: Request) => Promise<Response>): Promise<RenderedPage> {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const { id } = matchRoute(url.pathname);
  const { default: route } = await ROUTES[id]();
  // Server-side calls go out as the visitor's browser would send them: with their cookies.
  const cookieHeader = request.headers.get('cookie') ?? '';
  const client = createServiceClient({
    origin: url.origin,
    fetch: (r) => {
      const forwarded = new Request(r, { headers: new Headers(r.headers) });
      if (cookieHeader) forwarded.headers.set('cookie', cookieHeader);
      return service(forwarded);
    },
    csrfToken: () => cookies.get(COOKIE.csrf),
  });
  const loaded = await route.load({ url, cookies, service, client });
  const widgetTexts = await loadWidgetTexts(loaded.lang);
  const runtime: DemoRuntime = {
    env: createFakeEnv({ cookies: Object.fromEntries(cookies) }),
    client,
    server: true,
  };
  const Page = route.Page as React.ComponentType<unknown>;
  const PageFooter = route.PageFooter as React.ComponentType<unknown> | undefined;
  const appHtml = renderToString(
    <ServerIslands.Provider value={serverIslands}>
      <RuntimeProvider runtime={runtime}>
        <WidgetTextsProvider catalogues={widgetTexts} locale={loaded.lang}>
          <Shell staffPreview={id !== 'staff'} country={loaded.country} footer={PageFooter ? <PageFooter {...(loaded.props as object)} /> : undefined}>
            <Page {...(loaded.props as object)} />
          </Shell>
        </WidgetTextsProvider>
        <HydrationMarker />
      </RuntimeProvider>
    </ServerIslands.Provider>,
  );
  return {
    status: loaded.status ?? 200,
    lang: loaded.lang,
    title: loaded.title,
    route: id,
    routeModule: `demo/routes/${id}.tsx`,
    appHtml,
    data: { route: id, props: loaded.props, country: loaded.country, lang: loaded.lang, widgetTexts },
  };
}
