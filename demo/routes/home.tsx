import { COUNTRIES, COUNTRY_SITES } from '../../core/markets';
import type { DemoRoute } from './route';
import { SHOP_NAME } from '../shell';

function HomePage() {
  return (
    <>
      <section className="demo-section demo-hero">
        <h1>{SHOP_NAME}</h1>
        <p>Coffee, clothing and home goods in nine country sites. Pick a country to see its shop page.</p>
      </section>
      <section className="demo-section" aria-labelledby="countries">
        <h2 id="countries">Country sites</h2>
        <ul className="demo-grid">
          {COUNTRIES.map((c) => {
            const site = COUNTRY_SITES[c];
            return (
              <li key={c}>
                <a className="demo-card" href={`/${site.slug}/`} lang={site.locale}>
                  <strong>{site.label}</strong>
                  <br />
                  <span className="demo-muted">
                    /{site.slug}/ · {site.locale}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
        <h2>Tools</h2>
        <ul className="demo-grid">
          <li>
            <a className="demo-card" href="/mailbox/">
              <strong>Mailbox</strong>
              <br />
              <span className="demo-muted">Double opt-in mails and consent records</span>
            </a>
          </li>
          <li>
            <a className="demo-card" href="/widgets/">
              <strong>Widgets</strong>
              <br />
              <span className="demo-muted">Every widget in every state</span>
            </a>
          </li>
          <li>
            <a className="demo-card" href="/staff/">
              <strong>Staff</strong>
              <br />
              <span className="demo-muted">Preview login and customer session</span>
            </a>
          </li>
          <li>
            <a className="demo-card" href="/vanilla/">
              <strong>Without React</strong>
              <br />
              <span className="demo-muted">The sign-up as a custom element on the same core</span>
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}

const route: DemoRoute<Record<string, never>> = {
  async load() {
    return { props: {}, title: `${SHOP_NAME} · Countries`, lang: 'en' };
  },
  Page: HomePage,
};
export default route;
