import { COUNTRY_SITES, countryForSlug } from '../../core/markets';
import { loadNewsletterTexts } from '../../core/newsletter/signup/signup.texts';
import { loadPreferencesTexts } from '../../core/newsletter/preferences/preferences.texts';
import {
  isPreferencesLinkInvalid,
  isPreferencesLinkUnsubscribed,
  type PreferencesResume,
} from '../../core/newsletter/preferences/preferences.machine';
import { createPreferencesCalls } from '../../core/newsletter/preferences/preferences.actors';
import { decodePreferencesResume } from '../../core/newsletter/server/preferences.form';
import { linkToken } from '../../core/newsletter/common/link-token';
import type { PageLoad, PageRequest } from './route';
import { SHOP_NAME } from '../shell';
import { PREFERENCES_PATH, PREFERENCES_RESULT_COOKIE, PREFERENCES_RESULT_PARAM } from '../preferences-forms';
import type { Country } from '../../core/markets';
import type { NewsletterTexts } from '../../core/newsletter/signup/signup.texts';
import type { PreferencesTexts } from '../../core/newsletter/preferences/preferences.texts';

export interface PreferencesProps {
  country: Country;
  /** The management token of the link (`?token=`). */
  token: string;
  newsletterTexts: NewsletterTexts;
  preferencesTexts: PreferencesTexts;
  /** What the server found: the subscriber, a posted form's answer, the invalid link, the unsubscribe. */
  resume: PreferencesResume;
}

/** Loaded on the server so the page works without JavaScript; a posted form's answer comes from its cookie after the redirect. */
export async function loadPreferencesPage({ url, cookies, client }: PageRequest): Promise<PageLoad<PreferencesProps>> {
  const country = countryForSlug(PREFERENCES_PATH.exec(url.pathname)?.[1] ?? '') ?? 'DE';
  const site = COUNTRY_SITES[country];
  const token = linkToken(url.searchParams.get('token'));
  const posted = url.searchParams.has(PREFERENCES_RESULT_PARAM)
    ? decodePreferencesResume(cookies.get(PREFERENCES_RESULT_COOKIE))
    : undefined;
  const [newsletterTexts, preferencesTexts, resume] = await Promise.all([
    loadNewsletterTexts(site.locale),
    loadPreferencesTexts(site.locale),
    posted?.result ? posted : loadSubscriber(client, country, token, posted),
  ]);
  return {
    props: { country, token, newsletterTexts, preferencesTexts, resume },
    title: `${SHOP_NAME} · ${preferencesTexts.headline}`,
    lang: site.locale,
    country,
  };
}

/** The subscription, with a posted form's values, errors and notice over it; the invalid link or the failure otherwise. */
async function loadSubscriber(
  client: PageRequest['client'],
  country: string,
  token: string,
  posted: PreferencesResume | undefined,
): Promise<PreferencesResume> {
  if (!token) return { result: 'invalid' };
  try {
    return { ...posted, subscriber: await createPreferencesCalls(client, { market: country }).load(token) };
  } catch (error) {
    // Unsubscribed: the page still offers the data rights, an erase question or failure included.
    if (isPreferencesLinkUnsubscribed(error))
      return { result: 'unsubscribed', confirmErase: posted?.confirmErase, notice: posted?.notice };
    if (isPreferencesLinkInvalid(error)) return { result: 'invalid' };
    return { notice: (error as { reason?: unknown }).reason === 'timeout' ? 'loadTimedOut' : 'loadFailed' };
  }
}
