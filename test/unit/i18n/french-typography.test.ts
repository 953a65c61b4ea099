// Issue 29.7: every French text a shopper reads writes the apostrophe as the typographic ’ (as the sign-up's texts
// always did), and the Swiss French site is "Suisse (français)": a language name is lower case in French.
import { describe, expect, it } from 'vitest';
import { COUNTRY_SITES } from '../../../core/markets';
import { loadNewsletterTexts } from '../../../core/newsletter';
import { loadPreferencesTexts } from '../../../core/newsletter/preferences/preferences.texts';
import { loadFooterContent } from '../../../core/footer/footer.content';
import { loadFooterTexts } from '../../../core/footer/footer.texts';
import { loadWidgetTexts } from '../../../core/widgets/texts';
import { SESSION_TEXTS } from '../../../core/session/session.texts';
import { exampleTexts } from '../../../react/widgets/examples.texts';
import { alreadySubscribedMail, doiMail, welcomeMail } from '../../../service/mails';

/** Every string in a value, with where it is. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** A straight apostrophe between two letters ("l'app"), where French typography writes ’. */
const STRAIGHT = /\p{L}'\p{L}/u;

describe('French texts (fr-CH)', () => {
  it('use the typographic apostrophe everywhere a shopper reads them', async () => {
    const widgets = await loadWidgetTexts('fr-CH');
    const texts = {
      signup: await loadNewsletterTexts('fr-CH'),
      preferences: await loadPreferencesTexts('fr-CH'),
      footerContent: await loadFooterContent('CH_FR'),
      footerTexts: await loadFooterTexts('fr-CH'),
      widgets: widgets['fr-CH'],
      session: SESSION_TEXTS['fr-CH'],
      gallery: exampleTexts('fr-CH'),
      mails: [
        doiMail('fr-CH', 'https://shop.example/x'),
        alreadySubscribedMail('fr-CH', 'https://shop.example/m'),
        welcomeMail('fr-CH', { offer: '', code: '', conditions: '', manage: '' }),
      ],
    };
    expect(strings(texts).length).toBeGreaterThan(100);
    expect(strings(texts).filter(([, text]) => STRAIGHT.test(text))).toEqual([]);
  });

  it('names the Swiss French site "Suisse (français)"', () => {
    expect(COUNTRY_SITES.CH_FR.label).toBe('Suisse (français)');
  });
});
