import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../../core/i18n';
import {
  createWidgetTexts,
  loadWidgetTexts,
  localeCurrency,
  WIDGET_TEXT_KEYS,
} from '../../../core/widgets/texts/index';
import { ALL_WIDGET_CATALOGUES } from '../../../core/widgets/texts/all';

const VARIANTS: Locale[] = ['de-AT', 'de-CH'];

describe('widget texts (decision D12)', () => {
  it.each(LOCALES.filter((l) => !VARIANTS.includes(l)))('%s has every key, none empty', (locale) => {
    const catalogue = ALL_WIDGET_CATALOGUES[locale]!;
    for (const key of WIDGET_TEXT_KEYS) expect(catalogue[key], `${locale}.${key}`).toMatch(/\S/);
    expect(Object.keys(catalogue).sort()).toEqual([...WIDGET_TEXT_KEYS].sort());
  });

  it.each(LOCALES)('%s: no missing key and the placeholders of English', async (locale) => {
    const onMissing = vi.fn();
    const texts = createWidgetTexts(await loadWidgetTexts(locale), locale, { onMissing });
    for (const key of WIDGET_TEXT_KEYS) {
      const en = ALL_WIDGET_CATALOGUES.en![key]!;
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const own = ALL_WIDGET_CATALOGUES[locale]?.[key];
      if (own) expect(placeholders(own), `${locale}.${key}`).toEqual(placeholders(en));
      expect(texts.t(key)).not.toBe(key);
    }
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('loads only the locale and its language base: no English fallback rides along with a page', async () => {
    expect(Object.keys(await loadWidgetTexts('de-AT')).sort()).toEqual(['de-AT', 'de-DE']);
    expect(Object.keys(await loadWidgetTexts('pl-PL')).sort()).toEqual(['pl-PL']);
    expect(Object.keys(await loadWidgetTexts('en')).sort()).toEqual(['en']);
  });

  it('variants differ where the language does: Swiss German has no ß', async () => {
    const ch = createWidgetTexts(await loadWidgetTexts('de-CH'), 'de-CH', {});
    const de = createWidgetTexts(await loadWidgetTexts('de-DE'), 'de-DE', {});
    expect(ch.t('close')).toBe('Schliessen');
    expect(de.t('close')).toBe('Schließen');
    expect(ch.t('showMore')).toBe(de.t('showMore'));
  });

  it('formats base price, paging and numbers through Intl for the locale', async () => {
    const de = createWidgetTexts(await loadWidgetTexts('de-DE'), 'de-DE', {});
    expect(de.basePrice({ quantity: 500, unit: 'g', price: 9.98, baseQuantity: 1000 }).replace(/\s/g, ' ')).toBe(
      '500 g (9,98 € pro 1.000 g)',
    );
    expect(de.paging(2, 12)).toBe('Seite 2 von 12');
    expect(de.energyLabel('A++')).toBe('Energieeffizienzklasse A++');
    expect(de.removeFile('beleg.pdf')).toBe('Datei beleg.pdf entfernen');
    expect(de.searchSuggestion('Kaffee')).toBe('Suchvorschlag: Kaffee');
    const cz = createWidgetTexts(await loadWidgetTexts('cs-CZ'), 'cs-CZ', {});
    expect(cz.formatPrice(499).replace(/\s/g, ' ')).toBe('499,00 Kč');
    const tr = createWidgetTexts(await loadWidgetTexts('tr-TR'), 'tr-TR', {});
    expect(tr.formatPrice(1000)).toContain('1.000');
    const chFr = createWidgetTexts(await loadWidgetTexts('fr-CH'), 'fr-CH', {});
    expect(chFr.formatPrice(12.5)).toContain('CHF');
  });

  it('knows each locale’s currency', () => {
    expect(LOCALES.map(localeCurrency)).toEqual([
      'EUR',
      'EUR',
      'CHF',
      'CHF',
      'PLN',
      'EUR',
      'CZK',
      'HUF',
      'TRY',
      'DKK',
      'SEK',
      'EUR',
    ]);
  });

  it('a missing key warns in development only, and falls back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const texts = createWidgetTexts({ en: { close: 'Close' } }, 'pl-PL');
    expect(texts.t('close')).toBe('Close');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('close'));
  });
});
