/**
 * The page script of /vanilla/: registers <newsletter-signup> and nothing else. No React anywhere in this
 * module graph (checked by test/e2e/vanilla.e2e.test.ts). `?market=PL` picks another market, `?doi=` confirms a
 * double opt-in token;
 * `?inspect` (development only) connects the element's actors to the inspectors like every demo page.
 */
import { defineNewsletterSignup } from '../../element';
import { inspectorFromUrl } from '../inspector/setup';

async function main() {
  const params = new URLSearchParams(location.search);
  const element = document.querySelector('newsletter-signup');
  const market = params.get('market');
  if (element && market) element.setAttribute('market', market.toUpperCase().replace('-', '_'));
  // A double opt-in token (`?doi=`), confirmed as soon as the element runs, as on the React pages.
  const doi = params.get('doi');
  if (element && doi) element.setAttribute('doi-token', doi.slice(0, 200));
  const inspect = await inspectorFromUrl(location.href);
  if (element && inspect) element.inspect = inspect;
  defineNewsletterSignup();
}

void main();
