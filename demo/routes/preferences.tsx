import { COUNTRY_SITES } from '../../core/markets';
import { NewsletterPreferences } from '../../react/newsletter/NewsletterPreferences';
import type { DemoRoute } from './route';
import type { PreferencesProps } from './preferences.load';
import { useRuntime } from '../runtime';
import { newsletterAction } from '../newsletter-forms';
import { preferencesAction, preferencesDataHref } from '../preferences-forms';

/** The preference page a welcome mail's "manage my subscription" link opens. */
function PreferencesPage({ country, token, newsletterTexts, preferencesTexts, resume }: PreferencesProps) {
  const { client } = useRuntime();
  const slug = COUNTRY_SITES[country].slug;
  return (
    <section className="demo-section" aria-label={preferencesTexts.headline}>
      <NewsletterPreferences
        market={country}
        token={token}
        texts={newsletterTexts}
        preferencesTexts={preferencesTexts}
        client={client}
        resume={resume}
        action={preferencesAction(slug)}
        signUpHref={newsletterAction(slug, 'signup')}
        dataHref={preferencesDataHref(slug, token)}
      />
    </section>
  );
}

const route: DemoRoute<PreferencesProps> = {
  // Server-only: the loader (its service call, the cookie) never ships to the browser.
  load: (request) => import('./preferences.load').then((m) => m.loadPreferencesPage(request)),
  Page: PreferencesPage,
};
export default route;
