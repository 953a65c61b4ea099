import { LOCALES, type Locale } from '../../core/i18n';
import { ALL_WIDGET_CATALOGUES } from '../../core/widgets/texts/all';
import { WIDGET_EXAMPLES } from '../../react/widgets/examples';
import { exampleTexts } from '../../react/widgets/examples.texts';
import { WidgetTextsProvider } from '../../react/widgets/texts';
import { HydrationSlice } from '../hydration-slices';

/** Examples that need the full width of the page. */
const WIDE = new Set([
  'Icon/the whole set',
  'Texts/interface texts of the locale',
  'BannerStrip/default',
  'BannerStrip/default with icon',
  'BannerStrip/loyalty card',
]);

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The widget gallery in the chosen locale (`?locale=xx`); its own words are for developers, in English (`lang="en"`). */
export default function WidgetsPage({ locale }: { locale: Locale }) {
  const t = exampleTexts(locale);
  return (
    <WidgetTextsProvider catalogues={ALL_WIDGET_CATALOGUES} locale={locale}>
      <div className="sk-gallery" lang={locale}>
        <h1 lang="en">Widgets</h1>
        <nav className="sk-gallery__nav" aria-label="Locale" lang="en">
          <ul>
            {LOCALES.map((l) => (
              <li key={l}>
                <a href={`?locale=${l}`} hrefLang={l} aria-current={l === locale ? 'true' : undefined}>
                  {l}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="sk-gallery__nav" aria-label="Widgets" lang="en">
          <ul>
            {Object.keys(WIDGET_EXAMPLES).map((group) => (
              <li key={group}>
                <a href={`#widget-${slug(group)}`}>{group}</a>
              </li>
            ))}
          </ul>
        </nav>
        {Object.entries(WIDGET_EXAMPLES).map(([group, examples]) => (
          <section key={group} className="sk-gallery__group" aria-labelledby={`widget-${slug(group)}`}>
            <h2 id={`widget-${slug(group)}`} lang="en">
              {group}
            </h2>
            <div className="sk-gallery__examples">
              {examples.map((example) => {
                const key = `${group}/${example.name}`;
                return (
                  <div
                    key={key}
                    className={WIDE.has(key) ? 'sk-gallery__example sk-gallery__example--wide' : 'sk-gallery__example'}
                    data-example={key}
                  >
                    <h3 lang="en">{example.name}</h3>
                    {/* Each example hydrates on its own, one after the other: no long task while the gallery hydrates. */}
                    <HydrationSlice id={slug(key)} className="sk-gallery__stage">
                      {example.render(t)}
                    </HydrationSlice>
                  </div>
                );
              })}
            </div>
          </section>
        ))}
      </div>
    </WidgetTextsProvider>
  );
}
