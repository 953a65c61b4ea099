import { interpolate } from '../../i18n/translate';
import { COUNTRIES, COUNTRY_SITES, type Country } from '../../markets/countries';
import { newsletterMarket } from '../../markets/newsletter-markets';
import type { SubscriberData } from './preferences.actors';
import type { PreferencesTexts } from './preferences.texts';
import type { NewsletterTexts } from '../signup/signup.text-keys';
import { parseNewsletterText } from '../signup/signup.texts';
import { signupNameOrder } from '../signup/signup.rules';

/** A date and time in the market's language and time zone (the same on server and browser); without a zone, UTC, named. */
export function formatDataTime(iso: string | null | undefined, locale: string, timeZone?: string): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timeZone ?? 'UTC',
    ...(!timeZone && { timeZoneName: 'short' as const }),
  }).format(date);
}

/** What the readable "my data" page shows, from the service's `SubscriberData`; views render it as is. */
export interface SubscriberDataView {
  locale: string;
  headline: string;
  intro: string;
  /** An unknown, revoked or erased token: nothing to show. Consent lists hold one consent a line ('\n'). */
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

/** A consent text as the sign-up and the preference page word it, its link markup read as plain words. */
const plainText = (text: string) =>
  parseNewsletterText(text, {})
    .map((segment) => segment.text)
    .join('');

/**
 * The readable "my data" page in plain words: consents as the preference page names them, names in the market's
 * order, times in its zone. `texts` are the market's sign-up texts; `country` defaults to the texts' market.
 */
export function connectSubscriberData(
  data: SubscriberData | undefined,
  t: PreferencesTexts,
  texts?: NewsletterTexts,
  country: Country = COUNTRIES.find((c) => COUNTRY_SITES[c].locale === t.locale) ?? 'DE',
): SubscriberDataView {
  const { timeZone } = COUNTRY_SITES[country];
  const time = (iso: string | null | undefined) => formatDataTime(iso, t.locale, timeZone);
  const consentNames: Record<string, string> = texts
    ? { DNE: plainText(texts.dneConsentLabel), NEWSLETTER: plainText(texts.legalsConsentLabel) }
    : {};
  const list = (items: readonly string[]) =>
    items.length ? items.map((code) => consentNames[code] ?? code).join('\n') : '–';
  const order = signupNameOrder(newsletterMarket(country));
  const nameOf = (r: SubscriberData['requests'][number]) => {
    const words: Partial<Record<string, string>> = texts?.salutations ?? {};
    const salutation = r.salutation ? (words[r.salutation] ?? r.salutation) : undefined;
    return [salutation, ...order.map((field) => r[field])].filter(Boolean).join(' ') || '–';
  };
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
          { label: t.nameLabel, value: nameOf(r) },
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
