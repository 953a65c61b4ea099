import type { Country } from '../core/markets';
import { countryForSlug } from '../core/markets';
import { PREFERENCES_DATA_PATH, PREFERENCES_PATH } from './preferences-forms';
import type { AnyDemoRoute } from './routes/route';

export type { PageRequest, PageLoad, DemoRoute, AnyDemoRoute } from './routes/route';

export type RouteId =
  | 'home'
  | 'country'
  | 'preferences'
  | 'preferences-data'
  | 'mailbox'
  | 'widgets'
  | 'staff'
  | 'placeholder'
  | 'not-found';

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
  // /{slug}/newsletter/preferences?token=…
  const preferences = PREFERENCES_PATH.exec(pathname)?.[1];
  const preferencesCountry = preferences ? countryForSlug(preferences) : undefined;
  if (preferencesCountry) return { id: 'preferences', country: preferencesCountry };
  // /{slug}/newsletter/preferences/data?token=…
  const data = PREFERENCES_DATA_PATH.exec(pathname)?.[1];
  const dataCountry = data ? countryForSlug(data) : undefined;
  if (dataCountry) return { id: 'preferences-data', country: dataCountry };
  return { id: 'not-found' };
}
