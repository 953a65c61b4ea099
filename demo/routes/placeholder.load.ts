import { COUNTRY_SITES } from '../../core/markets';
import { interpolate } from '../../core/i18n/translate';
import type { PageLoad, PageRequest } from './route';
import { SHOP_NAME } from '../shell';
import { placeholderMarket, placeholderPathOf, placeholderTable } from '../placeholders';
import { PLACEHOLDER_TEXTS } from '../placeholder-texts';

export interface PlaceholderProps {
  /** The link's own words in the market's language (e.g. "Impressum"). */
  title: string;
  /** What the real shop would show here. */
  body: string;
  backHref: string;
  backLabel: string;
}

/** The placeholder of a path the demo's content links, in the language of the market that linked it. */
export async function loadPlaceholderPage({
  url,
  referer,
  acceptLanguage,
}: PageRequest): Promise<PageLoad<PlaceholderProps>> {
  const targets = (await placeholderTable()).get(placeholderPathOf(url.pathname)) ?? new Map();
  const country = placeholderMarket(targets, referer, url.origin, acceptLanguage);
  const site = COUNTRY_SITES[country];
  const words = PLACEHOLDER_TEXTS[site.locale] ?? PLACEHOLDER_TEXTS['de-DE']!;
  const title = targets.get(country) || [...targets.values()].find(Boolean) || url.pathname;
  return {
    props: {
      title,
      body: interpolate(words.body, { shop: SHOP_NAME, title }),
      backHref: `/${site.slug}/`,
      backLabel: interpolate(words.back, { shop: SHOP_NAME }),
    },
    title: `${SHOP_NAME} · ${title}`,
    lang: site.locale,
    country,
  };
}
