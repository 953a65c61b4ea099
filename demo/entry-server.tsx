import { renderToString } from 'react-dom/server';
import { COOKIE, createFakeEnv, parseCookies } from '../core/env';
import { createServiceClient } from '../openapi/client';
import { loadWidgetTexts, type WidgetCatalogues } from '../core/widgets/texts/index';
import { WidgetTextsProvider } from '../react/widgets/texts';
import { matchRoute, ROUTES, type RouteId } from './routes';
import { HydrationMarker, RuntimeProvider, type DemoRuntime } from './runtime';
import { Shell } from './shell';

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
  const loaded = await route.load({ url, cookies, service });
  const widgetTexts = await loadWidgetTexts(loaded.lang);
  const runtime: DemoRuntime = {
    env: createFakeEnv({ cookies: Object.fromEntries(cookies) }),
    client: createServiceClient({ origin: url.origin, fetch: service, csrfToken: () => cookies.get(COOKIE.csrf) }),
    server: true,
  };
  const Page = route.Page as React.ComponentType<unknown>;
  const PageFooter = route.PageFooter as React.ComponentType<unknown> | undefined;
  const appHtml = renderToString(
    <RuntimeProvider runtime={runtime}>
      <WidgetTextsProvider catalogues={widgetTexts} locale={loaded.lang}>
        <Shell staffPreview={id !== 'staff'} country={loaded.country} footer={PageFooter ? <PageFooter {...(loaded.props as object)} /> : undefined}>
          <Page {...(loaded.props as object)} />
        </Shell>
      </WidgetTextsProvider>
      <HydrationMarker />
    </RuntimeProvider>,
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
