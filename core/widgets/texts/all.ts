/** Every locale's widget texts at once: for tests and the gallery. Pages use `loadWidgetTexts(locale)`. */
import type { WidgetCatalogues } from './index';
import deDE from './de-DE';
import deAT from './de-AT';
import deCH from './de-CH';
import frCH from './fr-CH';
import plPL from './pl-PL';
import skSK from './sk-SK';
import csCZ from './cs-CZ';
import huHU from './hu-HU';
import trTR from './tr-TR';
import daDK from './da-DK';
import svSE from './sv-SE';
import en from './en';

export const ALL_WIDGET_CATALOGUES: WidgetCatalogues = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'pl-PL': plPL,
  'sk-SK': skSK,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'tr-TR': trTR,
  'da-DK': daDK,
  'sv-SE': svSE,
  en,
};
