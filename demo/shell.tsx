import type { ReactNode } from 'react';
import type { Locale } from '../core/i18n';
import { COUNTRIES, COUNTRY_SITES, type Country } from '../core/markets';
import { HeaderLoginSession } from './login-session';
import { StaffPreview } from './staff-preview';
import './demo.css';

/** The shell's own words a shopper meets, in the page's language (the demo's tool links are English, marked so). */
const SHELL_TEXTS: Record<Locale, { skip: string; nav: string }> = {
  'de-DE': { skip: 'Zum Inhalt springen', nav: 'Länder und Werkzeuge' },
  'de-AT': { skip: 'Zum Inhalt springen', nav: 'Länder und Werkzeuge' },
  'de-CH': { skip: 'Zum Inhalt springen', nav: 'Länder und Werkzeuge' },
  'fr-CH': { skip: 'Aller au contenu', nav: 'Pays et outils' },
  'pl-PL': { skip: 'Przejdź do treści', nav: 'Kraje i narzędzia' },
  'cs-CZ': { skip: 'Přejít na obsah', nav: 'Země a nástroje' },
  'sk-SK': { skip: 'Prejsť na obsah', nav: 'Krajiny a nástroje' },
  'hu-HU': { skip: 'Ugrás a tartalomra', nav: 'Országok és eszközök' },
  'tr-TR': { skip: 'İçeriğe atla', nav: 'Ülkeler ve araçlar' },
  'da-DK': { skip: 'Gå til indhold', nav: 'Lande og værktøjer' },
  'sv-SE': { skip: 'Hoppa till innehållet', nav: 'Länder och verktyg' },
  en: { skip: 'Skip to content', nav: 'Countries and tools' },
};

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
}: {
  country?: Country;
  /** The page's language: the session texts in the header follow it. */
  lang?: Locale;
  children: ReactNode;
  footer?: ReactNode;
  /** The staff page runs its own preview panel. */
  staffPreview?: boolean;
}) {
  const words = SHELL_TEXTS[lang];
  return (
    <>
      <a className="demo-skip" href="#main">
        {words.skip}
      </a>
      <header className="demo-header">
        <a className="demo-brand" href="/">
          {SHOP_NAME}
        </a>
        <nav aria-label={words.nav} className="demo-nav">
          <ul>
            {COUNTRIES.map((c) => (
              <li key={c}>
                <a href={`/${COUNTRY_SITES[c].slug}/`} aria-current={c === country ? 'page' : undefined} lang={COUNTRY_SITES[c].locale}>
                  {c.replace('_', '-')}
                </a>
              </li>
            ))}
            {/* The demo's tools are for developers: English on every page, and said so. */}
            <li className="demo-nav-tools" lang="en">
              <a href="/mailbox/">Mailbox</a>
            </li>
            <li lang="en">
              <a href="/widgets/">Widgets</a>
            </li>
            <li lang="en">
              <a href="/staff/">Staff</a>
            </li>
          </ul>
        </nav>
        <HeaderLoginSession locale={lang} />
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
