import { COUNTRY_SITES, countryForSlug } from '../../core/markets';
import { loadPreferencesTexts } from '../../core/newsletter/preferences/preferences.texts';
import { loadNewsletterTexts } from '../../core/newsletter/signup/signup.texts-loader';
import type { NewsletterTexts } from '../../core/newsletter/signup/signup.text-keys';
import { isPreferencesLinkInvalid } from '../../core/newsletter/preferences/preferences.machine';
import { createPreferencesCalls, subscriberDataPath } from '../../core/newsletter/preferences/preferences.actors';
import { linkToken } from '../../core/newsletter/common/link-token';
import type { PageLoad, PageRequest } from './route';
import { SHOP_NAME } from '../shell';
import { PREFERENCES_DATA_PATH } from '../preferences-forms';
import type { Country } from '../../core/markets';
import type { PreferencesTexts } from '../../core/newsletter/preferences/preferences.texts';
import type { SubscriberData } from '../../core/newsletter/preferences/preferences.actors';

export interface PreferencesDataProps {
  country: Country;
  data: SubscriberData | null;
  preferencesTexts: PreferencesTexts;
  newsletterTexts: NewsletterTexts;
  backHref: string;
  downloadHref: string;
}

/** Loaded on the server so the page needs no JavaScript; a bad token shows "no data". */
export async function loadPreferencesDataPage({ url, client }: PageRequest): Promise<PageLoad<PreferencesDataProps>> {
  const country = countryForSlug(PREFERENCES_DATA_PATH.exec(url.pathname)?.[1] ?? '') ?? 'DE';
  const site = COUNTRY_SITES[country];
  const token = linkToken(url.searchParams.get('token'));
  const [preferencesTexts, newsletterTexts] = await Promise.all([
    loadPreferencesTexts(site.locale),
    loadNewsletterTexts(site.locale),
  ]);
  let data: PreferencesDataProps['data'] = null;
  let status = 200;
  if (token) {
    try {
      data = await createPreferencesCalls(client, { market: country }).exportData(token);
    } catch (error) {
      // Unknown, revoked or erased: the page says no data is held; anything else is the service's failure.
      if (!isPreferencesLinkInvalid(error)) throw error;
      status = 404;
    }
  } else status = 404;
  return {
    props: {
      country,
      data,
      preferencesTexts,
      newsletterTexts,
      backHref: `/${site.slug}/newsletter/preferences?token=${encodeURIComponent(token)}`,
      downloadHref: subscriberDataPath(token),
    },
    title: `${SHOP_NAME} · ${preferencesTexts.dataPageHeadline}`,
    lang: site.locale,
    country,
    status,
  };
}
