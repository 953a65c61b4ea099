import { germanFooter } from './german';

/** Built-in footer of the Austrian site (AT): 14-day returns, Austrian wording. */
export default germanFooter({
  slug: 'at',
  returnTerms: '14 Tage Rückgaberecht: Rückgabe innerhalb von 14 Tagen, kostenlos in jeder Filiale.',
  returnLink: 'Rückgabe innerhalb von 14 Tagen',
  withdrawalLink: { url: '/ruecktritt', text: 'Rücktrittsrecht' },
  mobileCategory: 'Handy & Tarife',
  viewChanger: { toMobile: 'Zur mobilen Version', toDesktop: 'Zur Desktop-Version' },
});
