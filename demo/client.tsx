import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { COOKIE, createBrowserEnv, parseCookies } from '../core/env';
import { createServiceClient } from '../openapi/client';
import type { Country } from '../core/markets';
import { ROUTES, type RouteId } from './routes';
import { RuntimeProvider, type DemoRuntime } from './runtime';
import { Shell } from './shell';

/** Marks <html data-hydrated> once React has committed the hydrated tree: tests wait for it. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function hydrate() {
  const script = document.getElementById('__sk_page');
  const data = JSON.parse(script?.textContent ?? '{}') as { route: RouteId; props: object; country?: Country };
  const { default: route } = await ROUTES[data.route]();
  const runtime: DemoRuntime = {
    env: createBrowserEnv(),
    client: createServiceClient({ origin: location.origin, csrfToken: () => parseCookies(document.cookie).get(COOKIE.csrf) }),
    server: false,
  };
  const Page = route.Page as React.ComponentType<object>;
  hydrateRoot(
    document.getElementById('root')!,
    <RuntimeProvider runtime={runtime}>
      <Shell country={data.country}>
        <Page {...data.props} />
      </Shell>
      <HydrationMarker />
    </RuntimeProvider>,
    { onRecoverableError: (error) => console.error('[storefront-kit] hydration', error) },
  );
}

void hydrate();
