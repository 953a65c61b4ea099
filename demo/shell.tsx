import type { ReactNode } from 'react';
import type { Locale } from '../core/i18n';
import { COUNTRIES, COUNTRY_SITES, type Country } from '../core/markets';
import { headerFooterVisibility } from '../core/footer/footer.rules';
import { HeaderLoginSession } from './login-session';
import { StaffPreview } from './staff-preview';
import './demo.css';

/** The demo shop's name: neutral and invented (decision D1). */
export const SHOP_NAME = 'Kettle & Crumb';

/**
 * Page chrome shared by every demo route: skip link, header with the country and tool links and the login
 * session (for a logged-in customer only), main landmark.
 */
export function Shell({
  country,
  lang = 'en',
  children,
  footer,
  staffPreview = true,
  contentType,
}: {
  country?: Country;
  /** The page's language: the session texts in the header follow it. */
  lang?: Locale;
  children: ReactNode;
  footer?: ReactNode;
  /** The staff page runs its own preview panel. */
  staffPreview?: boolean;
  /** The page's content type: one containing NO_HEADER leaves the header out (the footer reads NO_FOOTER itself). */
  contentType?: string;
}) {
  const { showHeader } = headerFooterVisibility(contentType);
  return (
    <>
      {showHeader ? <PageHeader country={country} lang={lang} /> : null}
      <main id="main" className="demo-main" tabIndex={-1}>
        {children}
        {/* Pages with the shop footer place the staff preview in its staff slot; every other page here. */}
        {footer || !staffPreview ? null : <StaffPreview />}
      </main>
      {footer}
    </>
  );
}

function PageHeader({ country, lang }: { country?: Country; lang: Locale }) {
  return (
    <>
      <a className="demo-skip" href="#main">
        Skip to content
      </a>
      <header className="demo-header">
        <a className="demo-brand" href="/">
          {SHOP_NAME}
        </a>
        <nav aria-label="Demo" className="demo-nav">
          <ul>
            {COUNTRIES.map((c) => (
              <li key={c}>
                <a href={`/${COUNTRY_SITES[c].slug}/`} aria-current={c === country ? 'page' : undefined} lang={COUNTRY_SITES[c].locale}>
                  {c.replace('_', '-')}
                </a>
              </li>
            ))}
            <li className="demo-nav-tools">
              <a href="/mailbox/">Mailbox</a>
            </li>
            <li>
              <a href="/widgets/">Widgets</a>
            </li>
            <li>
              <a href="/staff/">Staff</a>
            </li>
          </ul>
        </nav>
        <HeaderLoginSession locale={lang} />
      </header>
    </>
  );
}
