import type { Locale } from '../../core/i18n';
import { COUNTRY_SITES } from '../../core/markets';
import { FooterIsland, NewsletterIsland } from '../newsletter-island';
import type { DemoRoute } from './route';
import type { CountryProps } from './country.load';
import { SHOP_NAME } from '../shell';
import { newsletterAction } from '../newsletter-forms';
import { CategoryPicture } from '../category-pictures';

/** `{site}` is the country site, `[mailbox]` the link to the demo mailbox (English, a developer tool: said by `hrefLang`). */
const HERO_TEXTS: Record<Locale, string> = {
  'de-DE':
    'Demo-Shopseite für {site}. Die Newsletter-Anmeldung steht unten im Footer; die Bestätigungsmails kommen im [Postfach] an.',
  'de-AT':
    'Demo-Shopseite für {site}. Die Newsletter-Anmeldung steht unten im Footer; die Bestätigungsmails kommen im [Postfach] an.',
  'de-CH':
    'Demo-Shopseite für {site}. Die Newsletter-Anmeldung steht unten im Footer; die Bestätigungsmails kommen im [Postfach] an.',
  'fr-CH':
    'Page de démonstration de la boutique pour {site}. L’inscription à la newsletter se trouve dans le pied de page ci-dessous\u202f; les e-mails de confirmation arrivent dans la [boîte de réception].',
  'pl-PL':
    'Strona demonstracyjna sklepu: {site}. Zapis do newslettera znajduje się w stopce poniżej; e-maile z potwierdzeniem trafiają do [skrzynki pocztowej].',
  'cs-CZ':
    'Ukázková stránka obchodu pro {site}. Přihlášení k newsletteru najdete v patičce níže; potvrzovací e-maily přicházejí do [schránky].',
  'sk-SK':
    'Ukážková stránka obchodu pre {site}. Prihlásenie na odber newslettera nájdete v päte stránky nižšie; potvrdzovacie e-maily prichádzajú do [schránky].',
  'hu-HU':
    'Bemutató webáruház-oldal: {site}. A hírlevél-feliratkozás lent, a láblécben található; a megerősítő e-mailek a [postafiókba] érkeznek.',
  'tr-TR':
    '{site} için demo mağaza sayfası. Bülten kaydı aşağıda, sayfanın alt kısmında; onay e-postaları [posta kutusuna] gelir.',
  'da-DK':
    'Demobutiksside for {site}. Tilmelding til nyhedsbrevet findes i sidefoden nedenfor; bekræftelsesmails lander i [postkassen].',
  'sv-SE':
    'Demobutikssida för {site}. Anmälan till nyhetsbrevet finns i sidfoten nedan; bekräftelsemejl hamnar i [brevlådan].',
  en: 'Demo shop page for {site}. The newsletter sign-up sits in the footer below; confirmation mails arrive in the [mailbox].',
};

function HeroText({ locale, site }: { locale: Locale; site: string }) {
  const [before, link, after] = HERO_TEXTS[locale].replace('{site}', site).split(/\[|\]/);
  return (
    <p>
      {before}
      <a href="/mailbox/" hrefLang="en">
        {link}
      </a>
      {after}
    </p>
  );
}

/** A DOI result the server already has (the confirm button posted without JavaScript) shows where a DOI link would. */
const showsDoi = ({ doiToken, newsletterResume }: CountryProps) => Boolean(doiToken || newsletterResume?.doiResult);

/** A country's shop page; reached from a double opt-in mail (`?doi=`), the sign-up moves up so its result shows first. */
function CountryPage(props: CountryProps) {
  const { country, newsletterTexts, footerContent, doiToken, newsletterResume } = props;
  const site = COUNTRY_SITES[country];
  if (showsDoi(props)) {
    return (
      <section className="demo-section" aria-label={newsletterTexts.headline}>
        <NewsletterIsland
          market={country}
          texts={newsletterTexts}
          doiToken={doiToken}
          idPrefix="doi-newsletter"
          action={newsletterAction(site.slug, doiToken ? 'doi' : 'signup')}
          resume={newsletterResume}
        />
      </section>
    );
  }
  return (
    <>
      <section className="demo-section demo-hero" aria-labelledby="shop-title">
        <h1 id="shop-title">
          {SHOP_NAME} · {site.label}
        </h1>
        <HeroText locale={site.locale} site={`${site.label} (${site.locale})`} />
      </section>
      <section className="demo-section" aria-labelledby="categories-title">
        <h2 id="categories-title">{footerContent.seo.heading}</h2>
        <ul className="demo-tiles">
          {footerContent.seo.columns
            .flat()
            .slice(0, 8)
            .map((link, i) => (
              <li key={link.url}>
                <a className="demo-tile" href={link.url} data-tone={i % 4}>
                  <CategoryPicture index={i} />
                  <span>{link.text}</span>
                </a>
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}

/** The shared footer, resolved on the server, with the sign-up and the staff preview as islands in its slots. */
function CountryFooter(props: CountryProps) {
  const {
    country,
    newsletterTexts,
    footerContent,
    footerTexts,
    contentType,
    reducedFooter,
    nlStatus,
    newsletterResume,
  } = props;
  const doiShown = showsDoi(props);
  return (
    <FooterIsland
      country={country}
      content={footerContent}
      texts={footerTexts}
      {...(contentType ? { contentType } : {})}
      {...(nlStatus ? { nlStatus } : {})}
      reduced={reducedFooter}
      hideNewsletter={doiShown}
      signup={{
        market: country,
        texts: newsletterTexts,
        idPrefix: 'footer-newsletter',
        action: newsletterAction(COUNTRY_SITES[country].slug, 'signup'),
        ...(!doiShown && newsletterResume ? { resume: newsletterResume } : {}),
      }}
    />
  );
}

const route: DemoRoute<CountryProps> = {
  // Server-only: the loader (footer machine, CMS schema, text loaders) never ships to the browser.
  load: (request) => import('./country.load').then((m) => m.loadCountryPage(request)),
  Page: CountryPage,
  PageFooter: CountryFooter,
};
export default route;
