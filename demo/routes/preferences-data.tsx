import { NewsletterData } from '../../react/newsletter/NewsletterData';
import type { DemoRoute } from './route';
import type { PreferencesDataProps } from './preferences-data.load';

/** Everything held about a subscriber, as a page (GDPR Art. 15): the preference page's "see my data". */
function PreferencesDataPage({
  country,
  data,
  preferencesTexts,
  newsletterTexts,
  backHref,
  downloadHref,
}: PreferencesDataProps) {
  return (
    <section className="demo-section" aria-label={preferencesTexts.dataPageHeadline}>
      <NewsletterData
        data={data ?? undefined}
        preferencesTexts={preferencesTexts}
        newsletterTexts={newsletterTexts}
        country={country}
        backHref={backHref}
        downloadHref={downloadHref}
      />
    </section>
  );
}

const route: DemoRoute<PreferencesDataProps> = {
  // Server-only: the loader (its service call) never ships to the browser.
  load: (request) => import('./preferences-data.load').then((m) => m.loadPreferencesDataPage(request)),
  Page: PreferencesDataPage,
};
export default route;
