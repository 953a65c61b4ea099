import { loadFooterTexts, type FooterTexts } from '../../../core/footer';
import { COUNTRIES, COUNTRY_SITES, type Country } from '../../../core/markets';
import { Footer as KitFooter, type FooterProps } from '../../../react/footer';

/** Every country's footer texts, loaded as a page loads its own. */
export const COUNTRY_FOOTER_TEXTS = Object.fromEntries(
  await Promise.all(
    COUNTRIES.map(async (country) => [country, await loadFooterTexts(COUNTRY_SITES[country].locale)] as const),
  ),
) as Record<Country, FooterTexts>;

/** The kit's footer given its country's texts unless the test passes others. */
export function Footer(props: Omit<FooterProps, 'texts'> & { texts?: FooterTexts }) {
  return <KitFooter texts={COUNTRY_FOOTER_TEXTS[props.country]} {...props} />;
}
