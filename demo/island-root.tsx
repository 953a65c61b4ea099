import { useEffect, type ComponentType } from 'react';
import type { Locale } from '../core/i18n';
import type { WidgetCatalogues } from '../core/widgets/texts/index';
import { WidgetTextsProvider } from '../react/widgets/texts';
import { IslandHostProvider, type clientIslandHost } from './islands';
import { RuntimeProvider, type DemoRuntime } from './runtime';

/** One island's whole tree, the same on the server and in the browser, so each hydrates alone. */
export function IslandRoot({
  Component,
  props,
  runtime,
  lang,
  widgetTexts,
  host,
  onCommit,
}: {
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  runtime: DemoRuntime;
  lang: Locale;
  widgetTexts: WidgetCatalogues;
  host: ReturnType<typeof clientIslandHost>;
  /** Browser: called once the island has committed (after its children's effects). */
  onCommit?: () => void;
}) {
  useEffect(() => onCommit?.(), [onCommit]);
  return (
    <RuntimeProvider runtime={runtime}>
      <WidgetTextsProvider catalogues={widgetTexts} locale={lang}>
        <IslandHostProvider host={host}>
          <Component {...props} />
        </IslandHostProvider>
      </WidgetTextsProvider>
    </RuntimeProvider>
  );
}
