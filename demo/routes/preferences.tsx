import { COUNTRY_SITES, type Country } from '../../core/markets';
import type { NewsletterTexts } from '../../core/newsletter/newsletter.texts';
import type { PreferencesTexts } from '../../core/newsletter/preferences.texts';
import type { PreferencesResume } from '../../core/newsletter/preferences.machine';
import { NewsletterPreferences } from '../../react/newsletter/NewsletterPreferences';
import type { DemoRoute } from '../routes';
import { useRuntime } from '../runtime';
import { newsletterAction } from '../newsletter-forms';
import { preferencesAction, preferencesDataHref } from '../preferences-forms';

export interface PreferencesProps {
  country: Country;
  /** The management token of the link (`?token=`). */
  token: string;
  newsletterTexts: NewsletterTexts;
  preferencesTexts: PreferencesTexts;
  /** What the server found: the subscriber, a posted form's answer, the invalid link, the unsubscribe (D23, D27). */
  resume: PreferencesResume;
  csrfToken?: string;
}

/** The preference page a welcome mail's "manage my subscription" link opens (D27). */
function PreferencesPage({ country, token, newsletterTexts, preferencesTexts, resume, csrfToken }: PreferencesProps) {
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
        csrfToken={csrfToken}
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
