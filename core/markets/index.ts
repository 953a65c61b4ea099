export { COUNTRIES, COUNTRY_SITES, FLAGS, isCountry, localeForMarket, countryForSlug, type Country, type CountrySite, type Flag } from './countries';
