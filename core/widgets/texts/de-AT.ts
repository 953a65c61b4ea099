import type { WidgetCatalogue } from './keys';

/** Austrian German: only what differs from de-DE. */
const texts: Partial<WidgetCatalogue> = {
  increaseNumber: 'Stückzahl erhöhen',
  decreaseNumber: 'Stückzahl verringern',
};
export default texts;
