/**
 * The newsletter's server entry: what a server does with the forms a browser posts without JavaScript (D23). Kept out
 * of the views' imports (lint), so no browser bundle carries the handlers.
 */
export * from './signup.form';
export * from './preferences.form';
export * from './signup.html';
