// storefront-kit/core: the headless core. Framework-free; every feature's public names.
export * from './env';
export * from './i18n';
export * from './markets';
export * from './widgets';
export * from './view-model';
export * from './props';
export * from './newsletter';
export * from './backend';
export * from './assets';
export * from './footer';
export * from './preview';
export * from './session';
