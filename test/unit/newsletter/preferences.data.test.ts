import { describe, expect, it } from 'vitest';
import {
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
    expect(view.intro).toBe('Alles, was wir zu Ihrer Adresse gespeichert haben, Stand 24. November 2026 um 10:30 UTC.');
    const request = view.requests!.items[0]!;
    expect(request.facts).toEqual([
      { label: 'E-Mail-Adresse', value: 'ida@example.at' },
      { label: 'Name', value: 'MRS Ida Huber' },
      { label: 'Einwilligungen', value: 'DNE' },
    ]);
    expect(request.events.rows.map((r) => [r.time, r.kind, r.consents])).toEqual([
      ['23. November 2026 um 09:00 UTC', 'angemeldet', 'DNE'],
      ['23. November 2026 um 09:05 UTC', 'bestätigt', 'DNE'],
      ['24. November 2026 um 08:00 UTC', 'abbestellt', '–'],
    ]);
    expect(view.mails!.rows).toEqual([
      {
        time: '23. November 2026 um 09:00 UTC',
        subject: 'Bitte bestätigen',
        delivery: 'versendet, 23. November 2026 um 09:00 UTC',
      },
    ]);
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
