/**
 * The page script of /vanilla/: no React in this module graph (test/e2e/vanilla.e2e.test.ts). `?market=PL` picks
 * another market, `?doi=` confirms a token, `?token=` shows `<newsletter-preferences>` instead, `?inspect` the inspectors.
 */
import { defineNewsletterPreferences, defineNewsletterSignup } from '../../element';
import { inspectorFromUrl } from '../inspector/setup';

async function main() {
  const params = new URLSearchParams(location.search);
  const market = params.get('market');
  // A management link (`?token=`): the preference page's element reads the token from the address itself.
  if (params.has('token')) {
    const preferences = document.createElement('newsletter-preferences');
    preferences.setAttribute('market', (market ?? 'AT').toUpperCase().replace('-', '_'));
    preferences.setAttribute('sign-up-href', '/vanilla/');
    const inspect = await inspectorFromUrl(location.href);
    if (inspect) preferences.inspect = inspect;
    document.querySelector('newsletter-signup')?.replaceWith(preferences);
    defineNewsletterPreferences();
    return;
  }
  const element = document.querySelector('newsletter-signup');
  if (element && market) element.setAttribute('market', market.toUpperCase().replace('-', '_'));
  // A double opt-in token (`?doi=`), confirmed as soon as the element runs, as on the React pages.
  const doi = params.get('doi');
  if (element && doi) element.setAttribute('doi-token', doi);
  const inspect = await inspectorFromUrl(location.href);
  if (element && inspect) element.inspect = inspect;
  defineNewsletterSignup();
}

void main();
