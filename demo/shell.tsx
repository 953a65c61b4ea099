import type { ReactNode } from 'react';
import { COUNTRIES, COUNTRY_SITES, type Country } from '../core/markets';
import { StaffPreview } from './staff-preview';
import './demo.css';

/** The demo shop's name: neutral and invented (decision D1). */
export const SHOP_NAME = 'Kettle & Crumb';

/** Page chrome shared by every demo route: skip link, header with the country and tool links, main landmark. */
export function Shell({
  country,
  children,
  footer,
  staffPreview = true,
}: {
  country?: Country;
  children: ReactNode;
  footer?: ReactNode;
  /** The staff page runs its own preview panel. */
  staffPreview?: boolean;
}) {
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
      </header>
      <main id="main" className="demo-main" tabIndex={-1}>
        {children}
        {/* Pages with the shop footer place the staff preview in its staff slot; every other page here. */}
        {footer || !staffPreview ? null : <StaffPreview />}
      </main>
      {footer}
    </>
  );
}
