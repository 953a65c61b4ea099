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
  consentRecord?: Record<string, unknown>;
}

const OUTBOX = '/service/__admin/outbox';

/** The outbox, or 'off' on a production server (no `/service/__admin` switches there, decision D22). */
async function readOutbox(fetcher: (r: Request) => Promise<Response>, origin: string): Promise<OutboxMail[] | 'off'> {
  const response = await fetcher(new Request(new URL(OUTBOX, origin)));
  if (response.status === 404) return 'off';
  if (!response.ok) return [];
  const body = (await response.json()) as { mails?: OutboxMail[] } | OutboxMail[];
  return Array.isArray(body) ? body : (body.mails ?? []);
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function MailboxPage({ mails: initial }: { mails: OutboxMail[] | 'off' }) {
  const [mails, setMails] = useState(initial);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      setMails(await readOutbox((r) => fetch(r), location.origin));
    } finally {
      setBusy(false);
    }
  };
  if (mails === 'off') {
    return (
      <section className="demo-section" aria-labelledby="mailbox-title">
        <h1 id="mailbox-title">Mailbox</h1>
        <p>This server runs as production: the demo mailbox is a development switch and is off here.</p>
      </section>
    );
  }
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
        <ol reversed className="demo-mails">
          {[...mails].reverse().map((mail, index) => (
            <li key={`${mail.sentAt}-${index}`}>
              <article className="demo-mail" aria-labelledby={`mail-${index}`}>
                <div lang={mail.locale}>
                  <h2 id={`mail-${index}`} className="demo-mail-subject">
                    {mail.subject}
                  </h2>
                  <p className="demo-muted demo-mail-meta" lang="en">
                    To {mail.to} · {mail.sentAt}
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
                      {Object.entries(mail.consentRecord).map(([key, value]) => (
                        <div key={key} className="demo-consent-row">
                          <dt>{key}</dt>
                          <dd>{formatValue(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  </section>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const route: DemoRoute<{ mails: OutboxMail[] | 'off' }> = {
  async load({ url, service }) {
    const mails = await readOutbox(service, url.origin).catch((): OutboxMail[] => []);
    return { props: { mails }, title: `${SHOP_NAME} · Mailbox`, lang: 'en' };
  },
  Page: MailboxPage,
};
export default route;
