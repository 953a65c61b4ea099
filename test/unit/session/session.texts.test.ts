import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../core/i18n';
import { SESSION_TEXTS, SESSION_TEXT_KEYS, createSessionTexts } from '../../../core/session';

describe('session texts (D12: every page locale)', () => {
  it.each(LOCALES)('%s has every key without a developer warning', (locale) => {
    const onMissing = vi.fn();
    const t = createSessionTexts(locale, { onMissing });
    for (const key of SESSION_TEXT_KEYS) {
      expect(t(key).trim()).not.toBe('');
      expect(t(key)).not.toBe(key);
    }
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('base catalogues list every key, and only known keys', () => {
    for (const [locale, catalogue] of Object.entries(SESSION_TEXTS)) {
      expect(Object.keys(catalogue ?? {}).sort(), locale).toEqual([...SESSION_TEXT_KEYS].sort());
    }
  });

  it('Austrian and Swiss pages read the German texts; English is the fallback of the kit', () => {
    expect(createSessionTexts('de-AT')('sessionExpired')).toBe(
      'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    );
    expect(createSessionTexts('de-CH')('loggedIn')).toBe('Angemeldet');
    expect(createSessionTexts('en')('sessionExpired')).toBe('Your session has ended. Please log in again.');
    expect(createSessionTexts('fr-CH')('logInAgain')).toBe('Se reconnecter');
  });

  it('no text uses ß, so de-CH (which writes ss) can share de-DE', () => {
    expect(Object.values(SESSION_TEXTS['de-DE'] ?? {}).join(' ')).not.toMatch(/ß/);
  });
});
