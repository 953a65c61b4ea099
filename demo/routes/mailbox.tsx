import { useState } from 'react';
import type { DemoRoute } from './route';
import { SHOP_NAME } from '../shell';

/** A mail in the reference service's outbox, with the proof-of-consent record of its subscription. */
export interface OutboxMail {
  kind?: string;
  to: string;
  subject: string;
  text: string;
  link?: string;
  /** List-Unsubscribe and List-Unsubscribe-Post on a mail to a subscriber. */
  headers?: Record<string, string>;
  locale?: string;
  sentAt: string;
  delivery?: { status: string; attempts: number; sentAt: string | null; lastError: string | null };
  consentRecord?: Record<string, unknown> & { events?: ConsentEvent[] };
}

interface ConsentEvent {
  kind: string;
  at: string;
  consents: string[];
  legals: string[];
  detail?: Record<string, unknown>;
}

interface OutboxPage {
  mails: OutboxMail[];
  page: number;
  nextPage: number | null;
}

const OUTBOX = '/service/__admin/outbox';

/** One page of the outbox, newest first, or 'off' on a production server (no `/service/__admin` there). */
async function readOutbox(
  fetcher: (r: Request) => Promise<Response>,
  origin: string,
  page: number,
): Promise<OutboxPage | 'off'> {
  const response = await fetcher(new Request(new URL(`${OUTBOX}?page=${page}`, origin)));
  if (response.status === 404) return 'off';
  if (!response.ok) return { mails: [], page, nextPage: null };
  const body = (await response.json()) as Partial<OutboxPage>;
  return { mails: body.mails ?? [], page, nextPage: body.nextPage ?? null };
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  // A list of consents the person did not give says so in words, not with a dash that reads like "unknown".
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none given';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Who changed what: "by token holder via one-click; consents DNE → none given". */
function describeDetail(event: ConsentEvent): string {
  const detail = event.detail ?? {};
  const parts: string[] = [];
  if (typeof detail.by === 'string')
    parts.push(`by ${detail.by}${typeof detail.via === 'string' ? ` via ${detail.via}` : ''}`);
  const changed = detail.changed as Record<string, unknown> | undefined;
  if (changed) {
    parts.push(
      `changed ${Object.entries(changed)
        .map(([field, how]) => {
          const { from, to } = (how ?? {}) as { from?: unknown; to?: unknown };
          return from !== undefined ? `${field} ${formatValue(from)} → ${formatValue(to)}` : field;
        })
        .join(', ')}`,
    );
  }
  const withdrew = detail.withdrew as { consents?: unknown; legals?: unknown } | undefined;
  if (withdrew)
    parts.push(
      `withdrew the newsletter, consents ${formatValue(withdrew.consents)}, legals ${formatValue(withdrew.legals)}`,
    );
  return parts.join('; ');
}

// An address ends before a closing parenthesis or a sentence's final punctuation: "(https://…/terms)."
const URL_IN_TEXT = /(https?:\/\/[^\s<>()]*[^\s<>().,;:!?])/;

/** A mail's text with its addresses as links, each once, where the mail has them (no copy of the link below it). */
function MailText({ mail }: { mail: OutboxMail }) {
  const parts = mail.text.split(URL_IN_TEXT);
  return (
    <p className="demo-mail-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            data-testid={part === mail.link ? (mail.kind === 'doi' ? 'doi-link' : 'manage-link') : undefined}
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function MailboxPage({ outbox: initial }: { outbox: OutboxPage | 'off' }) {
  const [outbox, setOutbox] = useState(initial);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      setOutbox(await readOutbox((r) => fetch(r), location.origin, outbox === 'off' ? 1 : outbox.page));
    } finally {
      setBusy(false);
    }
  };
  if (outbox === 'off') {
    return (
      <section className="demo-section" aria-labelledby="mailbox-title">
        <h1 id="mailbox-title">Mailbox</h1>
        <p>This server runs as production: the demo mailbox is a development switch and is off here.</p>
      </section>
    );
  }
  const { mails, page, nextPage } = outbox;
  return (
    <section className="demo-section" aria-labelledby="mailbox-title">
      <h1 id="mailbox-title">Mailbox</h1>
      <p className="demo-muted">
        Mails the reference service sent, newest first. Click a confirmation link to finish a double opt-in; a welcome
        mail's link manages the subscription, and its headers are those a mail program offers one-click unsubscribing
        from (RFC 8058).
      </p>
      <p>
        <button type="button" className="demo-button" onClick={refresh} disabled={busy}>
          {busy ? 'Refreshing…' : 'Refresh'}
        </button>
      </p>
      {mails.length === 0 ? (
        <p>No mails yet. Subscribe to the newsletter on a country page first.</p>
      ) : (
        <ol className="demo-mails">
          {mails.map((mail, index) => (
            <li key={`${mail.sentAt}-${index}`}>
              <article className="demo-mail" aria-labelledby={`mail-${index}`}>
                <div lang={mail.locale}>
                  <h2 id={`mail-${index}`} className="demo-mail-subject">
                    {mail.subject}
                  </h2>
                  <p id={`meta-${index}`} className="demo-muted demo-mail-meta" lang="en">
                    To {mail.to} · {mail.sentAt}
                    {mail.delivery
                      ? ` · ${mail.delivery.status}${mail.delivery.lastError ? ` (${mail.delivery.lastError})` : ''}`
                      : ''}
                  </p>
                  <MailText mail={mail} />
                  {mail.headers && Object.keys(mail.headers).length > 0 ? (
                    <section className="demo-mail-headers" aria-labelledby={`headers-${index} meta-${index}`} lang="en">
                      <h3 id={`headers-${index}`}>Headers</h3>
                      <dl>
                        {Object.entries(mail.headers).map(([name, value]) => (
                          <div key={name} className="demo-consent-row">
                            <dt>{name}</dt>
                            <dd>
                              <code>{value}</code>
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </section>
                  ) : null}
                </div>
                {mail.consentRecord ? (
                  // Named with the mail's address and time as well: every mail has one, and each landmark needs its own name.
                  <section className="demo-consent" aria-labelledby={`consent-${index} meta-${index}`} lang="en">
                    <h3 id={`consent-${index}`}>Proof of consent</h3>
                    <dl>
                      {Object.entries(mail.consentRecord)
                        // A confirmed request has no expiry: its row is left out, not shown as unknown.
                        .filter(([key, value]) => key !== 'events' && !(key === 'expiresAt' && value === null))
                        .map(([key, value]) => (
                          <div key={key} className="demo-consent-row">
                            <dt>{key}</dt>
                            <dd>{formatValue(value)}</dd>
                          </div>
                        ))}
                    </dl>
                    {mail.consentRecord.events?.length ? (
                      <h4 id={`events-${index}`}>Consent events (time · kind · consents · legals · who and what)</h4>
                    ) : null}
                    {mail.consentRecord.events?.length ? (
                      <ol className="demo-consent-events" aria-labelledby={`events-${index}`}>
                        {mail.consentRecord.events.map((event, i) => {
                          const detail = describeDetail(event);
                          return (
                            <li key={i} data-kind={event.kind}>
                              {event.at} · <strong>{event.kind}</strong> · {formatValue(event.consents)} ·{' '}
                              {formatValue(event.legals)}
                              {detail ? ` · ${detail}` : ''}
                            </li>
                          );
                        })}
                      </ol>
                    ) : null}
                  </section>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      {page > 1 || nextPage !== null ? (
        <nav aria-label="Mailbox pages" className="demo-pages">
          {page > 1 ? <a href={`/mailbox/?page=${page - 1}`}>Newer mails</a> : null}
          {nextPage !== null ? <a href={`/mailbox/?page=${nextPage}`}>Older mails</a> : null}
        </nav>
      ) : null}
    </section>
  );
}

const route: DemoRoute<{ outbox: OutboxPage | 'off' }> = {
  async load({ url, service }) {
    const requested = Number(url.searchParams.get('page'));
    const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
    const outbox = await readOutbox(service, url.origin, page).catch((): OutboxPage => ({
      mails: [],
      page,
      nextPage: null,
    }));
    return { props: { outbox }, title: `${SHOP_NAME} · Mailbox`, lang: 'en' };
  },
  Page: MailboxPage,
};
export default route;
