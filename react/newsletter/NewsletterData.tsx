import { connectSubscriberData, type PreferencesTexts, type SubscriberData } from '../../core/newsletter/preferences';
import './newsletter.css';
import './preferences.css';

export interface NewsletterDataProps {
  /** What the service answered (`createPreferencesCalls(…).exportData(token)`), or undefined for an unknown token. */
  data: SubscriberData | undefined;
  preferencesTexts: PreferencesTexts;
  /** The preference page, linked back to. */
  backHref: string;
  /** The same data as a JSON file (`subscriberDataPath(token)`). */
  downloadHref?: string;
  headingLevel?: 1 | 2;
}

/** The readable page of everything held about a subscriber ("download my data", GDPR Art. 15, D59): plain HTML, no script. */
export function NewsletterData({
  data,
  preferencesTexts,
  backHref,
  downloadHref,
  headingLevel = 1,
}: NewsletterDataProps) {
  const view = connectSubscriberData(data, preferencesTexts);
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
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{request.events.timeLabel}</th>
                        <th scope="col">{request.events.kindLabel}</th>
                        <th scope="col">{request.events.consentsLabel}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {request.events.rows.map((row, j) => (
                        <tr key={j}>
                          <td>{row.time}</td>
                          <td>{row.kind}</td>
                          <td>{row.consents}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </article>
            ))}
          </section>
        ) : null}
        {view.mails ? (
          <section className="sk-preferences__record">
            <SubHeading className="sk-preferences__heading">{view.mails.heading}</SubHeading>
            <div className="sk-preferences-data__scroll" tabIndex={0} role="region" aria-label={view.mails.heading}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{view.mails.dateLabel}</th>
                    <th scope="col">{view.mails.subjectLabel}</th>
                    <th scope="col">{view.mails.deliveryLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.mails.rows.map((row, j) => (
                    <tr key={j}>
                      <td>{row.time}</td>
                      <td>{row.subject}</td>
                      <td>{row.delivery}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
