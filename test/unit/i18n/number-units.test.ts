import { describe, expect, it } from 'vitest';
import { createWidgetTexts, loadWidgetTexts } from '../../../core/widgets/texts/index';
import { LOCALES } from '../../../core/i18n/locales';

/**
 * "10 %" must not break between the number and its sign on a phone: every text catalogue writes a no-break space
 * (U+00A0, or the narrow U+202F) between a number and its unit or currency, in either order ("10 %", "CHF 10").
 * Scans every catalogue module (newsletter, footer texts and content, widgets, session, preview): a new one is found
 * by its file name.
 */
const CATALOGUES = import.meta.glob(
  [
    '../../../core/**/texts/*.ts',
    '../../../core/**/*.texts.ts',
    '../../../core/footer/content/*.ts',
    '!../../../core/**/texts/index.ts',
    '!../../../core/**/texts/keys.ts',
  ],
  { eager: true },
);

const UNITS = [
  '%',
  '‰',
  '€',
  '\\$',
  '£',
  '₺',
  'zł',
  'Kč',
  'Ft',
  'TL',
  'CHF',
  'Fr\\.',
  'EUR',
  'PLN',
  'CZK',
  'HUF',
  'TRY',
  'DKK',
  'SEK',
  'kr',
  'km',
  'kg',
  'g',
  'cm',
  'mm',
  'ml',
  'l',
  'm²',
  'm',
  '\\{unit\\}',
  '\\{currency\\}',
];
const NUMBER = String.raw`(?:\d|\{(?:quantity|baseQuantity|price|amount|count|percent|value)\})`;
const UNIT = `(?:${UNITS.join('|')})`;
// A normal space (or tab) between a number and a unit after it, or a unit and a number after it.
const BREAKABLE = new RegExp(
  String.raw`${NUMBER}[ \t]+${UNIT}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])${UNIT}[ \t]+${NUMBER}`,
  'u',
);

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

const texts = Object.entries(CATALOGUES).flatMap(([file, module]) => strings(module, file.replace('../../../', '')));

describe('no line break between a number and its unit, in every catalogue', () => {
  it('finds the catalogues (newsletter, footer texts and content, widgets, session, preview)', () => {
    const files = Object.keys(CATALOGUES).map((f) => f.replace('../../../', ''));
    expect(files.filter((f) => f.startsWith('core/newsletter/signup/texts/'))).toHaveLength(9);
    expect(files.filter((f) => f.startsWith('core/widgets/texts/')).length).toBeGreaterThanOrEqual(12);
    expect(files.filter((f) => f.startsWith('core/footer/content/')).length).toBeGreaterThanOrEqual(9);
    for (const f of [
      'core/footer/footer.texts.ts',
      'core/session/session.texts.ts',
      'core/preview/preview.texts.ts',
      'core/newsletter/signup/signup.texts.ts',
    ]) {
      expect(files).toContain(f);
    }
    expect(texts.length).toBeGreaterThan(500);
  });

  it('the check finds what it must, and lets the rest be', () => {
    for (const bad of [
      '10 %',
      'ab 40 €',
      'od 999 Kč',
      '1000 TL üzeri',
      'CHF 10',
      '€ 20',
      '{quantity} {unit}',
      '100 zł.',
      '5000 Ft',
    ])
      expect(bad).toMatch(BREAKABLE);
    for (const good of [
      '10\u00a0%',
      '%10',
      '10%',
      'ab 40\u00a0€',
      'CHF\u00a010',
      '{quantity}\u00a0{unit}',
      '2 gün',
      '30 Tage',
      '11. káva',
      '1-2 iş günü',
      'Seite {page} von {totalPages}',
      'Tel. 0800 123',
    ]) {
      expect(good).not.toMatch(BREAKABLE);
    }
  });

  it('no catalogue text has a breakable space between a number and its unit', () => {
    const breakable = texts
      .filter(([, text]) => BREAKABLE.test(text))
      .map(([path, text]) => `${path}: ${text.match(BREAKABLE)![0]}`);
    expect(breakable).toEqual([]);
  });

  it.each(LOCALES)('the base price in %s keeps quantity and unit together', async (locale) => {
    const t = createWidgetTexts(await loadWidgetTexts(locale), locale, {});
    const text = t.basePrice({ quantity: 500, unit: 'g', price: 3.99, baseQuantity: 1000 });
    expect(text).not.toMatch(/\d[ \t]g(?![\p{L}])/u);
  });
});
