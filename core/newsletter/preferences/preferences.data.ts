import { interpolate } from '../../i18n/translate';
import type { SubscriberData } from './preferences.actors';
import type { PreferencesTexts } from './preferences.texts';

/** A date and time in the page's language, the same on server and browser (UTC, named). */
export function formatDataTime(iso: string | null | undefined, locale: string): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** What the readable "my data" page shows (D59), from the service's `SubscriberData`; views render it as is. */
export interface SubscriberDataView {
  locale: string;
  headline: string;
  intro: string;
  /** An unknown, revoked or erased token: nothing to show. */
  none?: string;
  addresses?: { heading: string; items: string[] };
  requests?: {
    heading: string;
    items: Array<{
      title: string;
      facts: Array<{ label: string; value: string }>;
      events: {
        caption: string;
        timeLabel: string;
        kindLabel: string;
        consentsLabel: string;
        rows: Array<{ time: string; kind: string; consents: string }>;
      };
    }>;
  };
  mails?: {
    heading: string;
    dateLabel: string;
    subjectLabel: string;
    deliveryLabel: string;
    rows: Array<{ time: string; subject: string; delivery: string }>;
  };
  back: string;
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : '–');

export function connectSubscriberData(data: SubscriberData | undefined, t: PreferencesTexts): SubscriberDataView {
  const time = (iso: string | null | undefined) => formatDataTime(iso, t.locale);
  const base = { locale: t.locale, headline: t.dataPageHeadline, back: t.backToPreferences };
  if (!data) return { ...base, intro: '', none: t.noneHeld };
  const kinds: Record<string, string> = {
    requested: t.eventRequested,
    confirmed: t.eventConfirmed,
    updated: t.eventUpdated,
    withdrawn: t.eventWithdrawn,
  };
  const deliveries: Record<string, string> = {
    pending: t.deliveryPending,
    sent: t.deliverySent,
    failed: t.deliveryFailed,
    cancelled: t.deliveryCancelled,
  };
  return {
    ...base,
    intro: interpolate(t.dataPageIntro, { date: time(data.exportedAt) }),
    addresses: { heading: t.addressesHeading, items: data.addresses },
    requests: {
      heading: t.requestsHeading,
      items: data.requests.map((r) => ({
        title: interpolate(t.requestedOn, { date: time(r.requestedAt) }),
        facts: [
          { label: t.emailLabel, value: r.email },
          { label: t.nameLabel, value: [r.salutation, r.firstName, r.lastName].filter(Boolean).join(' ') || '–' },
          { label: t.consentsLabel, value: list([...r.consents, ...r.legals]) },
        ],
        events: {
          caption: t.requestsHeading,
          timeLabel: t.eventTime,
          kindLabel: t.eventKind,
          consentsLabel: t.consentsLabel,
          rows: r.events.map((e) => ({
            time: time(e.at),
            kind: kinds[e.kind] ?? e.kind,
            consents: list([...e.consents, ...e.legals]),
          })),
        },
      })),
    },
    mails: {
      heading: t.mailsHeading,
      dateLabel: t.mailDate,
      subjectLabel: t.mailSubject,
      deliveryLabel: t.mailDelivery,
      rows: data.mails.map((m) => ({
        time: time(m.createdAt),
        subject: m.subject,
        delivery: [deliveries[m.delivery.status] ?? m.delivery.status, m.delivery.sentAt ? time(m.delivery.sentAt) : '']
          .filter(Boolean)
          .join(', '),
      })),
    },
  };
}
