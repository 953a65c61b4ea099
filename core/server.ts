// storefront-kit/core/server: the handlers of forms posted without JavaScript and the sign-up form's HTML, apart from the browser's code.
export * from './newsletter/server';
