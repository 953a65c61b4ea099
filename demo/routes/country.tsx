import { COUNTRY_SITES, type Country } from '../../core/markets';
import type { DemoRoute } from '../routes';
import { SHOP_NAME } from '../shell';

interface CountryProps {
  country: Country;
}

function CountryPage({ country }: CountryProps) {
  const site = COUNTRY_SITES[country];
  return (
    <section className="demo-section demo-hero">
      <h1>
        {SHOP_NAME} · {site.label}
      </h1>
    </section>
  );
}

const route: DemoRoute<CountryProps> = {
  async load({ url }) {
    const slug = url.pathname.split('/')[1];
    const site = Object.values(COUNTRY_SITES).find((s) => s.slug === slug)!;
    return { props: { country: site.country }, title: `${SHOP_NAME} · ${site.label}`, lang: site.locale, country: site.country };
  },
  Page: CountryPage,
};
export default route;
