import type { Country } from '../../core/markets';
import type { NewsletterTexts } from '../../core/newsletter/signup/signup.text-keys';
import { connectSubscriberData, type PreferencesTexts, type SubscriberData } from '../../core/newsletter/preferences';
import './newsletter.css';
import './preferences.css';

export interface NewsletterDataProps {
  /** What the service answered (`createPreferencesCalls(…).exportData(token)`), or undefined for an unknown token. */
  data: SubscriberData | undefined;
  preferencesTexts: PreferencesTexts;
  /** The market's sign-up texts: consents and salutations in the words the subscriber saw. */
  newsletterTexts?: NewsletterTexts;
  /** The page's market: its name order and time zone (by default the one of the texts' locale). */
  country?: Country;
  /** The preference page, linked back to. */
  backHref: string;
  /** The same data as a JSON file (`subscriberDataPath(token)`). */
  downloadHref?: string;
  headingLevel?: 1 | 2;
}

/**
 * A table that a phone shows as stacked rows, each value under its column's name (preferences.css). The explicit
 * roles keep it a table for screen readers when its parts are displayed as blocks.
 */
function StackingTable({ labels, rows }: { labels: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <table role="table">
      <thead role="rowgroup">
        <tr role="row">
          {labels.map((label) => (
            <th key={label} scope="col" role="columnheader">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((cells, j) => (
          <tr key={j} role="row">
            {cells.map((cell, k) => (
              <td key={k} role="cell" data-label={labels[k]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The readable page of everything held about a subscriber ("download my data", GDPR Art. 15, D59): plain HTML, no script. */
export function NewsletterData({
  data,
  preferencesTexts,
  newsletterTexts,
  country,
  backHref,
  downloadHref,
  headingLevel = 1,
}: NewsletterDataProps) {
  const view = connectSubscriberData(data, preferencesTexts, newsletterTexts, country);
  const Heading = `h${headingLevel}` as 'h1';
  const SubHeading = `h${headingLevel + 1}` as 'h2';
  const ItemHeading = `h${headingLevel + 2}` as 'h3';
  return (
    <section
      className="sk-newsletter sk-preferences sk-preferences-data"
      aria-labelledby="newsletter-data-headline"
      lang={view.locale}
    >
      <div className="sk-newsletter__content">
        <Heading id="newsletter-data-headline" className="sk-newsletter__headline">
          {view.headline}
        </Heading>
        {view.none ? <p>{view.none}</p> : <p className="sk-newsletter__intro">{view.intro}</p>}
        {view.addresses ? (
          <section className="sk-preferences__record">
            <SubHeading className="sk-preferences__heading">{view.addresses.heading}</SubHeading>
            <ul>
              {view.addresses.items.map((address) => (
                <li key={address}>{address}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {view.requests ? (
          <section className="sk-preferences__record">
            <SubHeading className="sk-preferences__heading">{view.requests.heading}</SubHeading>
            {view.requests.items.map((request, i) => (
              <article key={i} className="sk-preferences-data__request">
                <ItemHeading className="sk-preferences__heading">{request.title}</ItemHeading>
                <dl className="sk-preferences-data__facts">
                  {request.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
                <div className="sk-preferences-data__scroll" tabIndex={0} role="region" aria-label={request.title}>
                  <StackingTable
                    labels={[request.events.timeLabel, request.events.kindLabel, request.events.consentsLabel]}
                    rows={request.events.rows.map((row) => [row.time, row.kind, row.consents])}
                  />
                </div>
              </article>
            ))}
          </section>
        ) : null}
        {view.mails ? (
          <section className="sk-preferences__record">
            <SubHeading className="sk-preferences__heading">{view.mails.heading}</SubHeading>
            <div className="sk-preferences-data__scroll" tabIndex={0} role="region" aria-label={view.mails.heading}>
              <StackingTable
                labels={[view.mails.dateLabel, view.mails.subjectLabel, view.mails.deliveryLabel]}
                rows={view.mails.rows.map((row) => [row.time, row.subject, row.delivery])}
              />
            </div>
          </section>
        ) : null}
        <ul className="sk-preferences__links">
          {downloadHref && !view.none ? (
            <li>
              <a className="sk-newsletter__link" href={downloadHref} download="newsletter-data.json">
                {preferencesTexts.downloadData}
              </a>
            </li>
          ) : null}
          <li>
            <a className="sk-newsletter__link" href={backHref}>
              {view.back}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
