import { COOKIE } from '../../openapi/http';
import { COUNTRY_SITES, countryForSlug, type Country } from '../../core/markets';
import type { Locale } from '../../core/i18n';
import { loadNewsletterTexts } from '../../core/newsletter/signup/signup.texts';
import { decodeSignupResume } from '../../core/newsletter/server/signup.form';
import { linkToken } from '../../core/newsletter/common/link-token';
import { newsletterResultFor, serverBaseData } from '../newsletter-post';
import { isReducedFooter, shouldFetchNlStatus } from '../../core/footer/footer.rules';
import { loadFooterContent } from '../../core/footer/footer.content';
import { loadFooterTexts } from '../../core/footer/footer.texts';
import { DEFAULT_FOOTER_LINK_HOSTS } from '../../core/footer/footer.urls';
import type { PageLoad, PageRequest } from './route';
import { resolveFooter, resolveSharedFooter } from '../footer-data';
import { SHOP_NAME } from '../shell';
import type { NewsletterTexts } from '../../core/newsletter/signup/signup.texts';
import type { SignupResume } from '../../core/newsletter/signup/signup.machine';
import type { FooterContent } from '../../core/footer/footer.schema';
import type { FooterTexts } from '../../core/footer/footer.texts';

export interface CountryProps {
  country: Country;
  newsletterTexts: NewsletterTexts;
  footerContent: FooterContent;
  /** The footer's interface texts in the page's language only. */
  footerTexts: FooterTexts;
  /** The page's content type: NO_HEADER / NO_FOOTER switch the header / footer off (`?contentType=` in the demo). */
  contentType?: string;
  /** Token of a double opt-in link (`/{slug}/?doi=…`), confirmed once the page runs. */
  doiToken?: string;
  /** The reduced footer, decided on the server from the affiliate / new-app cookies (no flash of the full one). */
  reducedFooter: boolean;
  /** The visitor's newsletter status from psdata, read on the server: subscribers get no sign-up slot. */
  nlStatus?: string;
  /** Where the server left the sign-up: a posted form's answer, a DOI result, the logged-in customer's data. */
  newsletterResume?: SignupResume;
}

/** Known from the address alone, so the server sends the head before loading. */
export function countryPageHead(country: Country): { title: string; lang: Locale } {
  const site = COUNTRY_SITES[country];
  return { title: `${SHOP_NAME} · ${site.label}`, lang: site.locale };
}

/** Server-side data of a country page: its market's texts, its footer (CMS override applied), the DOI token. */
export async function loadCountryPage({
  url,
  cookies,
  client,
  service,
  newsletterResume,
}: PageRequest): Promise<PageLoad<CountryProps>> {
  const country = countryForSlug(url.pathname.split('/')[1] ?? '') ?? 'DE';
  const site = COUNTRY_SITES[country];
  const cookiePort = { get: (name: string) => cookies.get(name) };
  const [newsletterTexts, footerTexts, footer, baseData] = await Promise.all([
    loadNewsletterTexts(site.locale),
    loadFooterTexts(site.locale),
    loadFooterContent(country).then(async (builtIn) => {
      // A first visit (no cookie from the service yet) and a reduced footer have nothing to ask psdata.
      const askNlStatus =
        (cookies.has(COOKIE.csrf) || cookies.has(COOKIE.csrfHttps)) &&
        shouldFetchNlStatus({ hasSlot: true, cookies: cookiePort });
      // Absolute CMS links may lead to the shop itself and the sites its built-in footer names.
      const linkHosts = [...DEFAULT_FOOTER_LINK_HOSTS, url.hostname];
      // Without the visitor's newsletter status the footer is everyone's: resolved once per CMS answer.
      const shared = askNlStatus
        ? undefined
        : await resolveSharedFooter(service, url.origin, country, builtIn, { linkHosts });
      return shared ?? resolveFooter(client, country, builtIn, { askNlStatus, linkHosts });
    }),
    // A logged-in customer's form renders prefilled from the start: no change of shape after load.
    serverBaseData(client, country, cookies.get(COOKIE.loginToken)),
  ]);
  // The form's state: the answer to a post (errors), or the result a post's redirect left (pending, DOI), plus the customer.
  const resume = newsletterResume ?? newsletterResultFor(url, cookies, decodeSignupResume);
  const withCustomer = resume || baseData ? { ...resume, ...(baseData ? { baseData } : {}) } : undefined;
  const doi = url.searchParams.get('doi');
  // The page's content type (NO_HEADER / NO_FOOTER switch header and footer off), as a CMS page would carry it.
  const contentType = url.searchParams.get('contentType')?.slice(0, 100);
  return {
    props: {
      country,
      newsletterTexts,
      footerContent: footer.content,
      footerTexts,
      ...(contentType ? { contentType } : {}),
      ...(footer.nlStatus ? { nlStatus: footer.nlStatus } : {}),
      reducedFooter: isReducedFooter({ cookies: cookiePort }),
      ...(doi ? { doiToken: linkToken(doi) } : {}),
      ...(withCustomer ? { newsletterResume: withCustomer } : {}),
    },
    ...countryPageHead(country),
    country,
  };
}
