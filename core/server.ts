// storefront-kit/core/server: what a server does with the newsletter's forms without JavaScript (the handlers of
// posted forms, D23) and the sign-up form's HTML for any server (renderSignupFormHtml), apart from the browser's code.
export * from './newsletter/server';
