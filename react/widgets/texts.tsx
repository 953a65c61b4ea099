import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '../../core/i18n';
import { createWidgetTexts, type WidgetCatalogues, type WidgetTexts } from '../../core/widgets/texts/index';
import en from '../../core/widgets/texts/en';

// English ships with the widgets so a widget outside a provider still has words.
const fallback = createWidgetTexts({ en }, 'en', {});
const WidgetTextsContext = createContext<WidgetTexts>(fallback);

/**
 * Gives widgets their texts. `catalogues` come from `loadWidgetTexts(locale)` on the server and are
 * passed as props, so the first client render uses the same words as the server.
 */
export function WidgetTextsProvider({ catalogues, locale, children }: { catalogues: WidgetCatalogues; locale: Locale; children?: ReactNode }) {
  const texts = useMemo(() => createWidgetTexts(catalogues, locale), [catalogues, locale]);
  return <WidgetTextsContext.Provider value={texts}>{children}</WidgetTextsContext.Provider>;
}

export function useWidgetTexts(): WidgetTexts {
  return useContext(WidgetTextsContext);
}
