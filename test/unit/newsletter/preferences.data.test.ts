import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { interpolatePlural } from '../../../core/i18n';
import {
  loadNewsletterTexts,
  connectSubscriberData,
  formatDataTime,
  PREFERENCES_TEXT_LOCALES,
  loadPreferencesTexts,
  type SubscriberData,
} from '../../../core/newsletter';

const DATA: SubscriberData = {
  exportedAt: '2026-11-24T10:30:00.000Z',
  addresses: ['ida@example.at'],
  subscription: null,
  requests: [
    {
      email: 'ida@example.at',
      status: 'WITHDRAWN',
      salutation: 'MRS',
      firstName: 'Ida',
      lastName: 'Huber',
      consents: ['DNE'],
      legals: [],
      market: 'AT',
      locale: 'de-AT',
      origin: 'onsite',
      originAddition: 'subsite',
      pagePath: '/at/',
      consentTextsVersion: 'v1',
      requestedAt: '2026-11-23T09:00:00.000Z',
      expiresAt: '2026-12-23T09:00:00.000Z',
      confirmedAt: '2026-11-23T09:05:00.000Z',
      withdrawnAt: '2026-11-24T08:00:00.000Z',
      events: [
        { kind: 'requested', at: '2026-11-23T09:00:00.000Z', consents: ['DNE'], legals: [], detail: {} },
        { kind: 'confirmed', at: '2026-11-23T09:05:00.000Z', consents: ['DNE'], legals: [], detail: {} },
        { kind: 'withdrawn', at: '2026-11-24T08:00:00.000Z', consents: [], legals: [], detail: {} },
      ],
    },
  ],
  mails: [
    {
      kind: 'doi',
      to: 'ida@example.at',
      subject: 'Bitte bestätigen',
      locale: 'de-AT',
      createdAt: '2026-11-23T09:00:00.000Z',
      delivery: { status: 'sent', attempts: 1, sentAt: '2026-11-23T09:00:05.000Z', lastError: null },
    },
  ],
  reference: 'DR-0123456789AB',
};

describe('the readable page of a subscriber’s data (D59)', () => {
  it('names every event with its time and every mail with its delivery, in the page’s language', async () => {
    const view = connectSubscriberData(DATA, await loadPreferencesTexts('de-AT'));
    expect(view.intro).toBe('Alles, was wir zu Ihrer Adresse gespeichert haben, Stand 24. November 2026 um 11:30.');
    const request = view.requests!.items[0]!;
    // Without the sign-up texts, the codes stay as they are.
    expect(request.facts).toEqual([
      { label: 'E-Mail-Adresse', value: 'ida@example.at' },
      { label: 'Name', value: 'MRS Ida Huber' },
      { label: 'Einwilligungen', value: 'DNE' },
    ]);
    expect(request.events.rows.map((r) => [r.time, r.kind, r.consents])).toEqual([
      ['23. November 2026 um 10:00', 'angemeldet', 'DNE'],
      ['23. November 2026 um 10:05', 'bestätigt', 'DNE'],
      ['24. November 2026 um 09:00', 'abbestellt', '–'],
    ]);
    expect(view.mails!.rows).toEqual([
      {
        time: '23. November 2026 um 10:00',
        subject: 'Bitte bestätigen',
        delivery: 'versendet, 23. November 2026 um 10:00',
      },
    ]);
  });

  it('in plain words (issue 43.2): consents as the preference page names them, salutation as a word, times in Vienna', async () => {
    const [prefs, texts] = await Promise.all([loadPreferencesTexts('de-AT'), loadNewsletterTexts('de-AT')]);
    const view = connectSubscriberData(
      { ...DATA, requests: [{ ...DATA.requests[0]!, legals: ['NEWSLETTER'] }] },
      prefs,
      texts,
      'AT',
    );
    expect(view.intro).toBe('Alles, was wir zu Ihrer Adresse gespeichert haben, Stand 24. November 2026 um 11:30.');
    const request = view.requests!.items[0]!;
    expect(request.facts[1]).toEqual({ label: 'Name', value: 'Frau Ida Huber' });
    expect(request.facts[2]!.value).toBe(`${texts.dneConsentLabel}\n${texts.legalsConsentLabel}`);
    expect(request.events.rows[0]!.time).toBe('23. November 2026 um 10:00');
    expect(JSON.stringify(view)).not.toMatch(/\b(MRS|DNE|NEWSLETTER|UTC)\b/);
  });

  it('HU: the family name first, as the preference page asks it; TR: a consent’s link markup read as words', async () => {
    const hu = connectSubscriberData(
      { ...DATA, requests: [{ ...DATA.requests[0]!, salutation: 'MR', firstName: 'Péter', lastName: 'Kovács' }] },
      await loadPreferencesTexts('hu-HU'),
      await loadNewsletterTexts('hu-HU'),
      'HU',
    );
    expect(hu.requests!.items[0]!.facts[1]!.value).toBe('Úr Kovács Péter');
    expect(hu.requests!.items[0]!.events.rows[0]!.time).toContain('10:00');
    const tr = connectSubscriberData(
      DATA,
      await loadPreferencesTexts('tr-TR'),
      await loadNewsletterTexts('tr-TR'),
      'TR',
    );
    expect(tr.requests!.items[0]!.facts[2]!.value).toMatch(/^Kişisel pazarlama onayı kapsamında/);
    expect(tr.requests!.items[0]!.events.rows[0]!.time).toContain('12:00');
  });

  it('says no data is held for an unknown, revoked or erased link', async () => {
    const t = await loadPreferencesTexts('tr-TR');
    expect(connectSubscriberData(undefined, t)).toMatchObject({ none: t.noneHeld, headline: t.dataPageHeadline });
  });

  it.each(PREFERENCES_TEXT_LOCALES)('%s: formats a time without throwing, and an unknown one as nothing', (locale) => {
    expect(formatDataTime('2026-11-24T10:30:00.000Z', locale)).toMatch(/2026/);
    expect(formatDataTime(null, locale)).toBe('');
  });
});

describe('plural forms by the locale’s rules (issue 43.2)', () => {
  it('the erasure summary says "1 Anmeldung" and "2 Anmeldungen", never "Anmeldung(en)"', async () => {
    const t = await loadPreferencesTexts('de-DE');
    expect(interpolatePlural(t.erasedSummary, { requests: 1, events: 2, mails: 1 }, 'de-DE')).toBe(
      'Gelöscht: 1 Anmeldung mit Namen und Einwilligungen, 2 Einwilligungsereignisse und 1 E-Mail.',
    );
    expect(interpolatePlural(t.erasedSummary, { requests: 2, events: 1, mails: 5 }, 'de-DE')).toBe(
      'Gelöscht: 2 Anmeldungen mit Namen und Einwilligungen, 1 Einwilligungsereignis und 5 E-Mails.',
    );
    const pl = await loadPreferencesTexts('pl-PL');
    expect(interpolatePlural(pl.erasedSummary, { requests: 1, events: 3, mails: 5 }, 'pl-PL')).toBe(
      'Usunięto: 1 zapis z imieniem, nazwiskiem i zgodami, 3 zdarzenia dotyczące zgód i 5 e-maili.',
    );
  });

  it.each(PREFERENCES_TEXT_LOCALES)(
    '%s: every count gets the form Intl.PluralRules picks, and every form a count can need is written',
    async (locale) => {
      const t = await loadPreferencesTexts(locale);
      expect(t.erasedSummary).not.toMatch(/\(\w+\)/);
      const rules = new Intl.PluralRules(locale);
      fc.assert(
        fc.property(fc.nat(2_000_000), (n) => {
          for (const name of ['requests', 'events', 'mails']) {
            const block = new RegExp(`\\{${name}, plural,(.*?)\\}\\}`).exec(t.erasedSummary)?.[1];
            if (block) expect(block).toContain(` ${rules.select(n)} {`);
          }
          const text = interpolatePlural(t.erasedSummary, { requests: n, events: n, mails: n }, locale);
          expect(text).not.toMatch(/[{}#]/);
          expect(text).toContain(new Intl.NumberFormat(locale).format(n));
        }),
      );
    },
  );

  it('a block for a value that is not a number, or a text with none, stays as it is', () => {
    expect(interpolatePlural('{n, plural, one {# x} other {# xs}}', { n: 'a' }, 'de-DE')).toBe(
      '{n, plural, one {# x} other {# xs}}',
    );
    expect(interpolatePlural('Hallo {name}', { name: 'Ida' }, 'de-DE')).toBe('Hallo Ida');
  });
});
