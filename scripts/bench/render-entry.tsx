// Built for the server by render.ts, so the benchmark runs the same compiled JSX as the demo's SSR build.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { COOKIE } from '../../core/env';
import { COUNTRY_SITES, type Country } from '../../core/markets';
import { randomBytes } from 'node:crypto';
import { createServiceApp, openDatabase } from '../../service/app';
import { ROUTES } from '../../demo/routes';
import { loadWidgetTexts } from '../../core/widgets/texts/index';
import { WidgetTextsProvider } from '../../react/widgets/texts';
import { renderIslands, serverContext } from '../../demo/entry-server';
import { PageTree } from '../../demo/page-tree';
import { RuntimeProvider } from '../../demo/runtime';
import * as footerModule from '../../react/footer';
import * as coreFooter from '../../core/footer';

export interface Prepared {
  /** Renders the whole page tree (shell, page, footer) to a string, loaders already done. */
  page: () => string;
  /** Renders the route's own footer as the page does (the footer with the sign-up in its slot), if the route has one. */
  pageFooter: (() => string) | string;
  /** Renders the footer alone, or says why it cannot: with the page's service client and env (as the page has it), */
  footer: (() => string) | string;
  /** and with content only (the static footer, no machine). */
  footerStatic: (() => string) | string;
  footerProps: string;
  service: (request: Request) => Promise<Response>;
}

const isComponent = (value: unknown): value is ComponentType<object> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

function findFooter(): ComponentType<object> | undefined {
  const exports = footerModule as Record<string, unknown>;
  if (isComponent(exports.Footer)) return exports.Footer;
  const name = Object.keys(exports).find((k) => /^[A-Z]\w*Footer$/.test(k) && isComponent(exports[k]));
  return name ? (exports[name] as ComponentType<object>) : undefined;
}

/** The footer's props from what the country page loaded, else country + loadFooterContent(country). */
async function footerPropsFor(
  country: Country,
  pageProps: unknown,
): Promise<{ props: object; source: string } | undefined> {
  // The footer's interface texts in the page's language (a `footerTexts` prop, or loaded as a page would).
  const loadTexts = (coreFooter as Record<string, unknown>).loadFooterTexts as
    ((l: string) => Promise<unknown>) | undefined;
  const given =
    pageProps && typeof pageProps === 'object' ? (pageProps as Record<string, unknown>).footerTexts : undefined;
  const texts = given ?? (loadTexts ? await loadTexts(COUNTRY_SITES[country].locale) : undefined);
  const withTexts = (props: object) => (texts ? { texts, ...props } : props);
  if (pageProps && typeof pageProps === 'object') {
    for (const [key, value] of Object.entries(pageProps)) {
      if (!/footer/i.test(key) || /texts$/i.test(key) || !value || typeof value !== 'object') continue;
      if ('content' in value)
        return { props: withTexts(value as object), source: `the country page's \`${key}\` prop` };
      return {
        props: withTexts({ country, content: value }),
        source: `{ country, content: the country page's \`${key}\` }`,
      };
    }
  }
  const load = (coreFooter as Record<string, unknown>).loadFooterContent as
    ((c: Country) => Promise<unknown>) | undefined;
  if (load)
    return {
      props: withTexts({ country, content: await load(country) }),
      source: '{ country, content: await loadFooterContent(country) }',
    };
  return undefined;
}

export async function prepare(country: Country): Promise<Prepared> {
  // A production render refuses a known login-token secret: a random one.
  const app = createServiceApp({
    database: await openDatabase({ dataDir: 'memory://' }),
    loginTokenSecret: randomBytes(32).toString('base64url'),
  });
  const service = (request: Request) => Promise.resolve(app.fetch(request));
  const site = COUNTRY_SITES[country];
  const url = new URL(`http://127.0.0.1/${site.slug}/`);
  // The server's own request context and page tree (demo/entry-server.tsx, demo/page-tree.tsx): no copy to drift.
  const { request, runtime } = serverContext(url, `${COOKIE.csrf}=bench`, service);
  const { default: route } = await ROUTES.country();
  const loaded = await route.load(request);
  const widgetTexts = await loadWidgetTexts(loaded.lang);
  const PageFooter = route.PageFooter as ComponentType<object> | undefined;
  const wrap = (node: ReactNode) => (
    <RuntimeProvider runtime={runtime}>
      <WidgetTextsProvider catalogues={widgetTexts} locale={loaded.lang}>
        {node}
      </WidgetTextsProvider>
    </RuntimeProvider>
  );
  // As demo/entry-server.tsx renders a country page: the page, then each of its islands into its place.
  const page = () =>
    renderIslands(
      <PageTree
        route={route}
        routeId="country"
        runtime={runtime}
        props={loaded.props}
        country={loaded.country}
        lang={loaded.lang}
        widgetTexts={widgetTexts}
      />,
      runtime,
      loaded.lang,
      widgetTexts,
    ).html;
  const pageFooter = PageFooter
    ? () => renderIslands(wrap(<PageFooter {...(loaded.props as object)} />), runtime, loaded.lang, widgetTexts).html
    : 'the country route has no PageFooter';

  const Footer = findFooter();
  let footer: Prepared['footer'] = 'react/footer exports no Footer component yet';
  let footerStatic: Prepared['footerStatic'] = footer;
  let footerProps = 'n/a';
  if (Footer) {
    const found = await footerPropsFor(country, loaded.props);
    if (!found)
      footer = footerStatic = 'no footer props: neither a footer prop on the country page nor loadFooterContent()';
    else {
      footerProps = found.source;
      const attempt = (props: object, what: string): (() => string) | string => {
        const render = () => renderToString(wrap(<Footer {...props} />));
        try {
          render();
          return render;
        } catch (error) {
          return `the footer did not render with ${what}: ${String(error).split('\n')[0]}`;
        }
      };
      footer = attempt({ ...found.props, client: runtime.client, env: runtime.env }, `${found.source} + client + env`);
      footerStatic = attempt(found.props, found.source);
    }
  }
  return { page, pageFooter, footer, footerStatic, footerProps, service };
}
