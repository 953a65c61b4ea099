import { useState } from 'react';
import type { DemoRoute } from '../routes';
import { SHOP_NAME } from '../shell';

/** A mail in the reference service's outbox, with the proof-of-consent record of its subscription (D17). */
export interface OutboxMail {
  kind?: string;
  to: string;
  subject: string;
  text: string;
  link?: string;
  locale?: string;
  sentAt: string;
  delivery?: { status: string; attempts: number; sentAt: string | null; lastError: string | null };
  consentRecord?: Record<string, unknown> & { events?: Array<{ kind: string; at: string; consents: string[]; legals: string[] }> };
}

interface OutboxPage {
  mails: OutboxMail[];
  page: number;
  nextPage: number | null;
}

const OUTBOX = '/service/__admin/outbox';

/** One page of the outbox, newest first (100 mails a page), or 'off' on a production server (no `/service/__admin` there, D22). */
async function readOutbox(fetcher: (r: Request) => Promise<Response>, origin: string, page: number): Promise<OutboxPage | 'off'> {
  const response = await fetcher(new Request(new URL(`${OUTBOX}?page=${page}`, origin)));
  if (response.status === 404) return 'off';
  if (!response.ok) return { mails: [], page, nextPage: null };
  const body = (await response.json()) as Partial<OutboxPage>;
  return { mails: body.mails ?? [], page, nextPage: body.nextPage ?? null };
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
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
        Mails the reference service sent, newest first. Click a confirmation link to finish a double opt-in.
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
                  <p className="demo-muted demo-mail-meta" lang="en">
                    To {mail.to} · {mail.sentAt}
                    {mail.delivery ? ` · ${mail.delivery.status}${mail.delivery.lastError ? ` (${mail.delivery.lastError})` : ''}` : ''}
                  </p>
                  <p className="demo-mail-text">{mail.text}</p>
                  {mail.link ? (
                    <p>
                      <a href={mail.link} data-testid="doi-link">
                        {mail.link}
                      </a>
                    </p>
                  ) : null}
                </div>
                {mail.consentRecord ? (
                  <section className="demo-consent" aria-labelledby={`consent-${index}`} lang="en">
                    <h3 id={`consent-${index}`}>Proof of consent</h3>
                    <dl>
                      {Object.entries(mail.consentRecord)
                        .filter(([key]) => key !== 'events')
                        .map(([key, value]) => (
                          <div key={key} className="demo-consent-row">
                            <dt>{key}</dt>
                            <dd>{formatValue(value)}</dd>
                          </div>
                        ))}
                    </dl>
                    {mail.consentRecord.events?.length ? (
                      <h4 id={`events-${index}`}>Consent events (time · kind · consents · legals)</h4>
                    ) : null}
                    {mail.consentRecord.events?.length ? (
                      <ol className="demo-consent-events" aria-labelledby={`events-${index}`}>
                        {mail.consentRecord.events.map((event) => (
                          <li key={`${event.kind}-${event.at}`}>
                            {event.at} · {event.kind} · {formatValue(event.consents)} · {formatValue(event.legals)}
                          </li>
                        ))}
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
    const outbox = await readOutbox(service, url.origin, page).catch((): OutboxPage => ({ mails: [], page, nextPage: null }));
    return { props: { outbox }, title: `${SHOP_NAME} · Mailbox`, lang: 'en' };
  },
  Page: MailboxPage,
};
export default route;
