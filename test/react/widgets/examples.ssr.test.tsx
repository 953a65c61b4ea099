import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/i18n';
import { WIDGET_EXAMPLES } from '../../../react/widgets/examples';
import WidgetsPage from '../../../demo/pages/widgets';

const all = Object.entries(WIDGET_EXAMPLES).flatMap(([group, examples]) => examples.map((e) => [`${group} / ${e.name}`, e] as const));

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
