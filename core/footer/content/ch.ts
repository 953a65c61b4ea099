import { germanFooter } from './german';

/** Built-in footer of the Swiss German-speaking site (CH): 3-month returns by post. */
export default germanFooter({
  slug: 'ch',
  returnTerms: '3 Monate Rückgaberecht: Rückgabe innerhalb von 3 Monaten, kostenlos per Post.',
  returnLink: '3 Monate Rückgaberecht',
  withdrawalLink: { url: '/rueckgaberecht', text: 'Rückgaberecht' },
});
