// storefront-kit/core: the headless core, framework-free: every feature's public names, grouped below. Most hosts
// need only the first group or two; the rest is for hosts that render the machines themselves.

// 1. Your own backend (docs/own-backend.md): the shop's API as plain functions, and where the images come from.
//    createSignupBackend, createPreferencesBackend, SignupRefusal, SignupBackend, PreferencesBackend, AssetSource.
export * from './backend';
export * from './assets';

// 2. Markets and languages: COUNTRIES, COUNTRY_SITES, Country, Locale.
export * from './i18n';
export * from './markets';

// 3. The features. What a page loads before it renders a view: loadNewsletterTexts, loadPreferencesTexts,
//    loadFooterContent, loadFooterTexts. For hosts that render the machines themselves: each feature's machines
//    (newsletterSignupMachine, footerMachine, ...), their connect() view
//    models (connectSignup, connectFooterView, ...), rules (validateSignup, checkEmailAddress) and form handlers for
//    pages without JavaScript (handleNewsletterPost, handleDoiPost, handlePreferencesPost).
export * from './newsletter';
export * from './footer';
export * from './preview';
export * from './session';
export * from './widgets';

// 4. Ports and renderer plumbing, for hosts that render the machines themselves: createBrowserEnv, createFakeEnv,
//    COOKIE, the view-model helpers (oncePerSnapshot) and the prop vocabulary a renderer normalises (KitPropTypes).
export * from './env';
export * from './view-model';
export * from './props';
