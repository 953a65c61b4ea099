import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../core/i18n';
import { WIDGET_EXAMPLES } from '../../../react/widgets/examples';
import { ENGLISH_EXAMPLE_TEXTS, exampleTexts, type ExampleTexts } from '../../../react/widgets/examples.texts';
import WidgetsPage from '../../../demo/pages/widgets';

const all = Object.entries(WIDGET_EXAMPLES).flatMap(([group, examples]) =>
  examples.map((e) => [`${group} / ${e.name}`, e] as const),
);

describe('server rendering (node, no window)', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(all)('%s renders', (_name, example) => {
    const html = renderToString(<>{example.render()}</>);
    expect(html.length).toBeGreaterThan(0);
  });

  it('every widget has examples with unique names', () => {
    for (const [group, examples] of Object.entries(WIDGET_EXAMPLES)) {
      expect(examples.length, group).toBeGreaterThan(0);
      expect(new Set(examples.map((e) => e.name)).size, group).toBe(examples.length);
    }
  });

  it.each(LOCALES)('the gallery renders in %s with its texts', (locale) => {
    const html = renderToString(<WidgetsPage locale={locale} />);
    expect(html).toContain(`lang="${locale}"`);
    expect(html).toContain(`href="?locale=${locale}" hrefLang="${locale}" aria-current="true"`);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length - new Set(ids).size, 'duplicate ids').toBe(0);
  });

  it('the gallery uses the locale’s widget texts', () => {
    expect(renderToString(<WidgetsPage locale="de-DE" />)).toContain('Eingabe löschen');
    expect(renderToString(<WidgetsPage locale="pl-PL" />)).toContain('Wyczyść pole');
    expect(renderToString(<WidgetsPage locale="de-CH" />)).toContain('Schliessen');
  });
});

describe("the gallery's examples speak the page's language", () => {
  const strings = (t: ExampleTexts) => Object.values(t).flat();
  const english = strings(ENGLISH_EXAMPLE_TEXTS);
  /** What the examples show, without the parts marked English (the gallery's and the icons' names). */
  const shown = (locale: Locale) =>
    renderToString(<WidgetsPage locale={locale} />)
      .replace(/<([a-z0-9]+)[^>]* lang="en"[^>]*>[\s\S]*?<\/\1>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: no English example text, and its own texts shown', (locale) => {
    const own = exampleTexts(locale);
    const html = shown(locale);
    const leftovers = english.filter(
      (text, i) => text !== strings(own)[i] && text.length > 3 && html.includes(`>${text}<`),
    );
    expect(leftovers).toEqual([]);
    expect(html).toContain(own.newPassword);
    expect(html).toContain(own.freeDelivery);
  });

  it('German: "Neues Passwort" above "Passwortstärke: gut", never "New password"', () => {
    const html = shown('de-DE');
    expect(html).toContain('Neues Passwort');
    expect(html).toContain('Passwortstärke: gut');
    expect(html).not.toContain('New password');
  });

  it('every locale has every example text, and de-CH writes no ß', () => {
    for (const locale of LOCALES)
      expect(Object.keys(exampleTexts(locale)).sort()).toEqual(Object.keys(ENGLISH_EXAMPLE_TEXTS).sort());
    expect(strings(exampleTexts('de-CH')).join(' ')).not.toContain('ß');
  });
});
