'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '../../core/i18n';
import { createWidgetTexts, type WidgetCatalogues, type WidgetTexts } from '../../core/widgets/texts/index';

// No language ships with the widgets: a page gives its own through the provider, so it carries no English it does not show.
let fallback = createWidgetTexts({}, 'en', {});
const WidgetTextsContext = createContext<WidgetTexts | null>(null);

/** The texts of widgets rendered outside a `WidgetTextsProvider` (tests, a host without one): `setWidgetTextsFallback({ en }, 'en')`. */
export function setWidgetTextsFallback(catalogues: WidgetCatalogues, locale: Locale): void {
  fallback = createWidgetTexts(catalogues, locale, {});
}

/** Gives widgets their texts from `loadWidgetTexts(locale)`, passed as props so the first client render matches the server. */
export function WidgetTextsProvider({
  catalogues,
  locale,
  children,
}: {
  catalogues: WidgetCatalogues;
  locale: Locale;
  children?: ReactNode;
}) {
  const texts = useMemo(() => createWidgetTexts(catalogues, locale), [catalogues, locale]);
  return <WidgetTextsContext.Provider value={texts}>{children}</WidgetTextsContext.Provider>;
}

export function useWidgetTexts(): WidgetTexts {
  return useContext(WidgetTextsContext) ?? fallback;
}
