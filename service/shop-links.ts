/**
 * The shop pages the mails link to: a path per kind the operator sets, `{slug}`, `{market}` and
 * `{token}` filled in, appended to the shop's origin. The defaults are the demo shop's routes.
 */
import type { Country } from '../core/markets/countries';
import { slugOf } from './market';

/** A path template (`/{slug}/newsletter?doi={token}`), or a function for paths no template says (one per market). */
export type ShopPath = string | ((market: Country, token: string) => string);

export interface ShopPaths {
  /** The page that confirms a double opt-in link. Default `/{slug}/?doi={token}` (`SHOP_DOI_PATH`). */
  doi?: ShopPath;
  /** The preference page of a subscription. Default `/{slug}/newsletter/preferences?token={token}` (`SHOP_PREFERENCES_PATH`). */
  preferences?: ShopPath;
}

export const DEFAULT_SHOP_PATHS = {
  doi: '/{slug}/?doi={token}',
  preferences: '/{slug}/newsletter/preferences?token={token}',
} as const satisfies Required<Record<keyof ShopPaths, string>>;

/** The environment variables of each path. */
export const SHOP_PATH_VARIABLES = { doi: 'SHOP_DOI_PATH', preferences: 'SHOP_PREFERENCES_PATH' } as const;

/** Why a template cannot be used, or undefined when it can: a path from the origin's root, with the token in it. */
export function shopPathProblem(template: string): string | undefined {
  if (!template.startsWith('/') || template.startsWith('//')) return 'must start with one / (a path on SHOP_ORIGIN)';
  if (!template.includes('{token}')) return 'must hold {token}';
  return undefined;
}

/** The path of `kind` for a market and token (the token URL-encoded). */
export function shopPath(paths: ShopPaths | undefined, kind: keyof ShopPaths, market: Country, token: string): string {
  const path = paths?.[kind] ?? DEFAULT_SHOP_PATHS[kind];
  if (typeof path === 'function') return path(market, token);
  return path
    .replaceAll('{slug}', slugOf(market))
    .replaceAll('{market}', market)
    .replaceAll('{token}', encodeURIComponent(token));
}
