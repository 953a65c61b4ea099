import { germanFooter } from './german';

/** Built-in footer of the German site (DE): 30-day returns. */
export default germanFooter({
  slug: 'de',
  returnTerms: '30 Tage Rückgaberecht: Rückgabe innerhalb von 30 Tagen, kostenlos in jeder Filiale.',
  returnLink: 'Rückgabe innerhalb von 30 Tagen',
  withdrawalLink: { url: '/widerruf', text: 'Widerrufsbelehrung' },
});
