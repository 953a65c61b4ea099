import { hydrateRoot } from 'react-dom/client';
import { createBrowserEnv } from '../core/env';
import { createServiceClient } from '../openapi/client';
import { CSRF_TOKEN_PATH } from '../openapi/http';
import { InspectorProvider } from '../react/inspect';
import { ROUTES } from './routes';
import type { PageData } from './entry-server';
import type { DemoRuntime } from './runtime';
import { PageTree } from './page-tree';
import { startHydrationSlices } from './hydration-slices';
import { inspectorFromUrl } from './inspector/setup';

async function hydrate() {
  const script = document.getElementById('__sk_page');
  const data = JSON.parse(script?.textContent ?? '{}') as PageData;
  // `?inspect` (development only): every view's actors report to the in-page panel and/or Stately's inspector.
  const [{ default: route }, inspect] = await Promise.all([ROUTES[data.route](), inspectorFromUrl(location.href)]);
  const runtime: DemoRuntime = {
    env: createBrowserEnv(),
    client: createServiceClient({ origin: location.origin, csrf: { tokenUrl: CSRF_TOKEN_PATH } }),
    server: false,
  };
  startHydrationSlices();
  hydrateRoot(
    document.getElementById('root')!,
    <InspectorProvider inspect={inspect}>
      <PageTree
        route={route}
        routeId={data.route}
        runtime={runtime}
        props={data.props}
        country={data.country}
        lang={data.lang}
        widgetTexts={data.widgetTexts}
      />
    </InspectorProvider>,
    { onRecoverableError: (error) => console.error('[storefront-kit] hydration', error) },
  );
}

void hydrate();
