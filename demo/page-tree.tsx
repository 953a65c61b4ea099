import type { ComponentType } from 'react';
import type { Locale } from '../core/i18n';
import type { Country } from '../core/markets';
import type { WidgetCatalogues } from '../core/widgets/texts/index';
import { WidgetTextsProvider } from '../react/widgets/texts';
import type { AnyDemoRoute, RouteId } from './routes';
import { LoginSessionProvider } from './login-session';
import { RuntimeProvider, type DemoRuntime } from './runtime';
import { HydrationMarker } from './hydration-slices';
import { Shell } from './shell';

export interface PageTreeProps {
  route: AnyDemoRoute;
  routeId: RouteId;
  /** The props the route's loader produced (serialized into the page for hydration). */
  props: unknown;
  country?: Country;
  lang: Locale;
  widgetTexts: WidgetCatalogues;
  runtime: DemoRuntime;
}

/** The server renders and the browser hydrates this same component, so both trees always have the same shape. */
export function PageTree({ route, routeId, props, country, lang, widgetTexts, runtime }: PageTreeProps) {
  const Page = route.Page as ComponentType<object>;
  const PageFooter = route.PageFooter as ComponentType<object> | undefined;
  const pageProps = props as object;
  return (
    <RuntimeProvider runtime={runtime}>
      <WidgetTextsProvider catalogues={widgetTexts} locale={lang}>
        <LoginSessionProvider>
          <Shell
            staffPreview={routeId !== 'staff'}
            country={country}
            lang={lang}
            contentType={(pageProps as { contentType?: string }).contentType}
            footer={PageFooter ? <PageFooter {...pageProps} /> : undefined}
          >
            <Page {...pageProps} />
          </Shell>
        </LoginSessionProvider>
      </WidgetTextsProvider>
      <HydrationMarker />
    </RuntimeProvider>
  );
}
