import { COUNTRY_SITES, countryForSlug, type Country } from '../../core/markets';
import { loadNewsletterTexts, type NewsletterTexts } from '../../core/newsletter';
import { isReducedFooter, loadFooterContent, type FooterContent } from '../../core/footer';
import { NewsletterSignup } from '../../react/newsletter';
import { Footer } from '../../react/footer';
import type { DemoRoute } from '../routes';
import { useRuntime } from '../runtime';
import { SHOP_NAME } from '../shell';
import { StaffPreview } from '../staff-preview';

interface CountryProps {
  country: Country;
  newsletterTexts: NewsletterTexts;
  footerContent: FooterContent;
  /** Token of a double opt-in link (`/{slug}/?doi=…`), confirmed once the page runs (D14). */
  doiToken?: string;
  /** The reduced footer, decided on the server from the affiliate / new-app cookies (no flash of the full one). */
  reducedFooter: boolean;
}

/**
 * A country's shop page: a short shop teaser; the shared footer (below) holds the newsletter sign-up.
 * Reached from a double opt-in mail (`?doi=`), the sign-up moves up into the page so its result is the
 * first thing the shopper sees.
 */
function CountryPage({ country, newsletterTexts, doiToken }: CountryProps) {
  const { client } = useRuntime();
  const site = COUNTRY_SITES[country];
  if (doiToken) {
    return (
      <section className="demo-section" aria-label={newsletterTexts.headline}>
        <NewsletterSignup market={country} texts={newsletterTexts} client={client} doiToken={doiToken} idPrefix="doi-newsletter" />
      </section>
    );
  }
  return (
    <section className="demo-section demo-hero" aria-labelledby="shop-title">
      <h1 id="shop-title">
        {SHOP_NAME} · {site.label}
      </h1>
      <p lang="en">
        Demo shop page for {site.label} ({site.locale}). The newsletter sign-up sits in the footer below;
        confirmation mails arrive in the <a href="/mailbox/">mailbox</a>.
      </p>
    </section>
  );
}

/** The shared footer with the sign-up in its newsletter slot and the staff preview in its staff slot. */
function CountryFooter({ country, newsletterTexts, footerContent, doiToken, reducedFooter }: CountryProps) {
  const { client, env } = useRuntime();
  return (
    <Footer
      country={country}
      content={footerContent}
      client={client}
      env={env}
      reduced={reducedFooter}
      hideNewsletter={Boolean(doiToken)}
      newsletterSlot={<NewsletterSignup market={country} texts={newsletterTexts} client={client} idPrefix="footer-newsletter" />}
      staffSlot={<StaffPreview />}
    />
  );
}

const route: DemoRoute<CountryProps> = {
  async load({ url, cookies }) {
    const country = countryForSlug(url.pathname.split('/')[1] ?? '') ?? 'DE';
    const site = COUNTRY_SITES[country];
    const [newsletterTexts, footerContent] = await Promise.all([loadNewsletterTexts(site.locale), loadFooterContent(country)]);
    const doi = url.searchParams.get('doi');
    return {
      props: {
        country,
        newsletterTexts,
        footerContent,
        reducedFooter: isReducedFooter({ cookies: { get: (name) => cookies.get(name) } }),
        ...(doi ? { doiToken: doi.slice(0, 200) } : {}),
      },
      title: `${SHOP_NAME} · ${site.label}`,
      lang: site.locale,
      country,
    };
  },
  Page: CountryPage,
  PageFooter: CountryFooter,
};
export default route;
