import type { WidgetCatalogue } from './keys';

/** Swiss German: no ß. Only what differs from de-DE. */
const texts: Partial<WidgetCatalogue> = {
  close: 'Schliessen',
};
export default texts;
