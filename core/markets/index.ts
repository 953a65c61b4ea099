export {
  COUNTRIES,
  COUNTRY_SITES,
  FLAGS,
  isCountry,
  localeForMarket,
  countryForSlug,
  type Country,
  type CountrySite,
  type Flag,
} from './countries';
export {
  NEWSLETTER_MARKETS,
  NEWSLETTER_MARKET_LIST,
  newsletterMarket,
  type NewsletterMarket,
  type NewsletterLinkKey,
  type NewsletterOptionalField,
} from './newsletter-markets';
