// The shared footer: content schema and built-in content per country, rules, machine, connect, service actors.
export {
  FooterContentSchema,
  FooterLinkSchema,
  FooterTeaserGroupSchema,
  FOOTER_LIMITS,
  isAllowedFooterUrl,
  isFooterLinkHostAllowed,
  DEFAULT_FOOTER_LINK_HOSTS,
  sanitizeFooterContent,
  parseFooterContentJson,
  type FooterContent,
  type FooterLink,
  type FooterTeaserLink,
  type FooterImage,
  type FooterTeaserGroup,
  type FooterContentProblem,
  type FooterSanitizeOptions,
  type FooterContentResult,
} from './footer.schema';
export {
  FOOTER_LOGOS,
  FOOTER_LOGO_NAMES,
  FOOTER_LOGO_BASE,
  FOOTER_ICON_NAMES,
  FOOTER_SOCIAL_ICON_NAMES,
  FOOTER_APP_ICON_NAMES,
  isFooterIconName,
  type FooterLogo,
  type FooterLogoName,
  type FooterIconName,
} from './footer.logos';
export { loadFooterContent } from './footer.content';
export {
  FOOTER_PLATFORMS,
  FOOTER_PLATFORM_BREAKPOINTS,
  NEWSLETTER_SLOT_HIDING_STATUSES,
  FOOTER_FLAG_NAMES,
  isFooterPlatform,
  footerPlatform,
  footerLayout,
  headerFooterVisibility,
  isReducedFooter,
  showNewsletterSlot,
  shouldFetchNlStatus,
  visibleTeaserGroups,
  countrySelectorItems,
  resolveFooterLogo,
  footerSeoLinks,
  type FooterPlatform,
  type FooterLayout,
  type CountrySelectorItem,
  type ResolvedFooterLogo,
} from './footer.rules';
export { footerMachine, type FooterMachineInput, type FooterContext, type FooterOverrideResult } from './footer.machine';
export {
  connectFooter,
  type FooterViewModel,
  type FooterState,
  type FooterConnectOptions,
  type FooterLinkView,
  type FooterLogoView,
  type FooterTeaserGroupView,
} from './footer.connect';
export {
  createFooterActors,
  footerOverrideFromBody,
  nlStatusFromPsdata,
  SHOP_FOOTER_PATH,
  PSDATA_PATH,
  type FooterServiceClient,
} from './footer.service';
export { FOOTER_TEXTS, footerTranslator, type FooterTextKey } from './footer.texts';
