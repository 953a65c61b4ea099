import type { ReactNode } from 'react';
import type { ServiceClient } from '../openapi/client';
import type { Locale } from '../core/i18n';
import type { Country } from '../core/markets';
import { countryForSlug } from '../core/markets';
import { PREFERENCES_DATA_PATH, PREFERENCES_PATH } from './preferences-forms';
import type { SignupResume } from '../core/newsletter/signup.machine';

/** What a page's server-side loader sees. `service` is the in-process reference service (a real fetch). */
export interface PageRequest {
  url: URL;
  cookies: Map<string, string>;
  service: (request: Request) => Promise<Response>;
  /** The typed client over `service`, sending the visitor's cookies and CSRF token as their browser would. */
  client: ServiceClient;
  /** The visitor's CSRF token (their cookie, or the one this answer issues): forms posted without JavaScript carry it. */
  csrfToken?: string;
  /** The newsletter form's state after a post the page answers itself (D23). */
  newsletterResume?: SignupResume;
  /** The page that linked here (a placeholder speaks the language of the market that linked it, D61). */
  referer?: string;
}

export interface PageLoad<P> {
  props: P;
  title: string;
  lang: Locale;
  status?: number;
  /** The market the page belongs to, if any (drives the runtime's X-Hunter-Site and texts). */
  country?: Country;
}

/** A route module: loads serializable props on the server, renders them on server and client alike. */
export interface DemoRoute<P = unknown> {
  load(request: PageRequest): Promise<PageLoad<P>>;
  Page: (props: P) => ReactNode;
  /** Rendered after <main> (a top-level footer landmark), with the same props. */
  PageFooter?: (props: P) => ReactNode;
}

/** A route of any props type, as the route table holds them. */
export interface AnyDemoRoute {
  load(request: PageRequest): Promise<PageLoad<unknown>>;
  Page: (props: never) => ReactNode;
  PageFooter?: (props: never) => ReactNode;
}

export type RouteId = 'home' | 'country' | 'preferences' | 'preferences-data' | 'mailbox' | 'widgets' | 'staff' | 'placeholder' | 'not-found';

/** Lazy route modules: each page is its own chunk, so a country page never ships the gallery. */
export const ROUTES: Record<RouteId, () => Promise<{ default: AnyDemoRoute }>> = {
  home: () => import('./routes/home'),
  country: () => import('./routes/country'),
  preferences: () => import('./routes/preferences'),
  'preferences-data': () => import('./routes/preferences-data'),
  mailbox: () => import('./routes/mailbox'),
  widgets: () => import('./routes/widgets'),
  staff: () => import('./routes/staff'),
  placeholder: () => import('./routes/placeholder'),
  'not-found': () => import('./routes/not-found'),
};

/** Maps a path to its route. Paths are stable: tests and docs link to them. */
export function matchRoute(pathname: string): { id: RouteId; country?: Country } {
  if (pathname === '/') return { id: 'home' };
  if (pathname === '/mailbox/') return { id: 'mailbox' };
  if (pathname === '/widgets/') return { id: 'widgets' };
  if (pathname === '/staff/') return { id: 'staff' };
  const slug = /^\/([a-z-]+)\/$/.exec(pathname)?.[1];
  const country = slug ? countryForSlug(slug) : undefined;
  if (country) return { id: 'country', country };
  // The newsletter preference page (D27): /{slug}/newsletter/preferences?token=…
  const preferences = PREFERENCES_PATH.exec(pathname)?.[1];
  const preferencesCountry = preferences ? countryForSlug(preferences) : undefined;
  if (preferencesCountry) return { id: 'preferences', country: preferencesCountry };
  // Everything held about the subscriber, readable (D59): /{slug}/newsletter/preferences/data?token=…
  const data = PREFERENCES_DATA_PATH.exec(pathname)?.[1];
  const dataCountry = data ? countryForSlug(data) : undefined;
  if (dataCountry) return { id: 'preferences-data', country: dataCountry };
  return { id: 'not-found' };
}
