import { hydrateRoot } from 'react-dom/client';
import { COOKIE, createBrowserEnv, parseCookies } from '../core/env';
import { createServiceClient } from '../openapi/client';
import type { Country } from '../core/markets';
import { ROUTES } from './routes';
import type { PageData } from './entry-server';
import type { Locale } from '../core/i18n';
import { WidgetTextsProvider } from '../react/widgets/texts';
import { InspectorProvider } from '../react/inspect';
import { inspectorFromUrl } from './inspector/setup';
import { HydrationMarker, RuntimeProvider, type DemoRuntime } from './runtime';
import { Shell } from './shell';

async function hydrate() {
  const script = document.getElementById('__sk_page');
  const data = JSON.parse(script?.textContent ?? '{}') as PageData & { props: object; country?: Country; lang: Locale };
  // `?inspect` (development only): every view's actors report to the in-page panel and/or Stately's inspector.
  const [{ default: route }, inspect] = await Promise.all([ROUTES[data.route](), inspectorFromUrl(location.href)]);
  const runtime: DemoRuntime = {
    env: createBrowserEnv(),
    client: createServiceClient({ origin: location.origin, csrfToken: () => parseCookies(document.cookie).get(COOKIE.csrf) }),
    server: false,
  };
  const Page = route.Page as React.ComponentType<object>;
  const PageFooter = route.PageFooter as React.ComponentType<object> | undefined;
  hydrateRoot(
    document.getElementById('root')!,
    <InspectorProvider inspect={inspect}>
      <RuntimeProvider runtime={runtime}>
        <WidgetTextsProvider catalogues={data.widgetTexts} locale={data.lang}>
          <Shell staffPreview={data.route !== 'staff'} country={data.country} footer={PageFooter ? <PageFooter {...data.props} /> : undefined}>
            <Page {...data.props} />
          </Shell>
        </WidgetTextsProvider>
        <HydrationMarker />
      </RuntimeProvider>
    </InspectorProvider>,
    { onRecoverableError: (error) => console.error('[storefront-kit] hydration', error) },
  );
}

void hydrate();
