import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserEnv } from '../core/env';
import { createLazyServiceClient } from '../openapi/lazy-client';
import { CSRF_TOKEN_PATH } from '../openapi/http';
import type { PageData } from './entry-server';
import { IslandRoot } from './island-root';
import { clientIslandHost, type IslandEntry } from './islands';
import type { DemoRuntime } from './runtime';
import { InspectorProvider } from '../react/inspect';
import { inspectorFromUrl } from './inspector/setup';

let runtime: DemoRuntime | undefined;
// `?inspect` (development only): every island's actors report to the in-page panel and/or Stately's inspector.
let inspector: ReturnType<typeof inspectorFromUrl> | undefined;

/** React's part of a country page, loaded by demo/boot.ts with the first island that is needed. */
export async function mountIsland(
  key: string,
  entry: IslandEntry,
  Component: ComponentType<Record<string, unknown>>,
  data: PageData,
): Promise<void> {
  const container = document.querySelector<HTMLElement>(`[data-island-key="${key}"]`);
  if (!container) return;
  const inspect = await (inspector ??= inspectorFromUrl(location.href));
  runtime ??= {
    env: createBrowserEnv(),
    // The CSRF token comes in a cookie set by a call, never in the kept page's HTML (D79).
    client: createLazyServiceClient({ origin: location.origin, csrf: { tokenUrl: CSRF_TOKEN_PATH } }),
    server: false,
  };
  let committed = () => {};
  const done = new Promise<void>((resolve) => (committed = resolve));
  const tree = (
    <InspectorProvider inspect={inspect}>
      <IslandRoot
        Component={Component}
        props={entry.props}
        runtime={runtime}
        lang={data.lang}
        widgetTexts={data.widgetTexts}
        host={clientIslandHost(entry.children ?? [])}
        onCommit={committed}
      />
    </InspectorProvider>
  );
  // An island the server rendered empty (it depends on cookies) starts afresh; the others hydrate what the server sent.
  if (entry.empty) createRoot(container, { identifierPrefix: `${key}-` }).render(tree);
  else
    hydrateRoot(container, tree, {
      identifierPrefix: `${key}-`,
      onRecoverableError: (error) => console.error('[storefront-kit] hydration', error),
    });
  return done;
}
