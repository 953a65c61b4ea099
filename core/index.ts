// storefront-kit/core: the framework-free core. Most hosts need only the first group or two.

// 1. Your own backend (docs/own-backend.md): the shop's API as plain functions, and where the images come from.
//    createSignupBackend, createPreferencesBackend, SignupRefusal, SignupBackend, PreferencesBackend, AssetSource.
export * from './backend';
export * from './assets';

// 2. Markets and languages: COUNTRIES, COUNTRY_SITES, Country, Locale.
export * from './i18n';
export * from './markets';

// 3. The features: texts and content loaders; for hosts that render the machines themselves, the machines, their
//    connect() view models, rules and the form handlers for pages without JavaScript.
export * from './newsletter';
export * from './footer';
export * from './preview';
export * from './session';
export * from './widgets';

// 4. Ports and renderer plumbing, for hosts that render the machines themselves.
export * from './env';
export * from './view-model';
export * from './props';
