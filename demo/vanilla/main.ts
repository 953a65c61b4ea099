/**
 * The page script of /vanilla/: registers <newsletter-signup> and nothing else. No React anywhere in this
 * module graph (checked by test/e2e/vanilla.e2e.test.ts). `?market=PL` picks another market, `?doi=` confirms a
 * double opt-in token, `?token=` (a welcome mail's management token) shows the preference page
 * `<newsletter-preferences>` in the sign-up's place;
 * `?inspect` (development only) connects the element's actors to the inspectors like every demo page.
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
