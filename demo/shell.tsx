import type { ReactNode } from 'react';
import type { Locale } from '../core/i18n';
import { COUNTRIES, COUNTRY_SITES, type Country } from '../core/markets';
import { headerFooterVisibility } from '../core/footer/footer.rules';
import { HeaderLoginSession } from './login-session';
import { StaffPreview } from './staff-preview';
import './demo.css';

/** The shell's own words a shopper meets, in the page's language (the demo's tool links are English, marked so). */
const SHELL_TEXTS: Record<Locale, { skip: string; nav: string }> = {
  'de-DE': { skip: 'Zum Inhalt springen', nav: 'Länder' },
  'de-AT': { skip: 'Zum Inhalt springen', nav: 'Länder' },
  'de-CH': { skip: 'Zum Inhalt springen', nav: 'Länder' },
  'fr-CH': { skip: 'Aller au contenu', nav: 'Pays' },
  'pl-PL': { skip: 'Przejdź do treści', nav: 'Kraje' },
  'cs-CZ': { skip: 'Přejít na obsah', nav: 'Země' },
  'sk-SK': { skip: 'Prejsť na obsah', nav: 'Krajiny' },
  'hu-HU': { skip: 'Ugrás a tartalomra', nav: 'Országok' },
  'tr-TR': { skip: 'İçeriğe atla', nav: 'Ülkeler' },
  'da-DK': { skip: 'Gå til indhold', nav: 'Lande' },
  'sv-SE': { skip: 'Hoppa till innehållet', nav: 'Länder' },
  en: { skip: 'Skip to content', nav: 'Countries' },
};

/** The demo shop's name: neutral and invented. */
export const SHOP_NAME = 'Kettle & Crumb';

/** Page chrome shared by every demo route: skip link, developer tools' strip, header, main landmark. */
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
  const words = SHELL_TEXTS[lang];
  return (
    <>
      <a className="demo-skip" href="#main">
        {words.skip}
      </a>
      {/* The developer's tools, apart from the shop: English on every page, said so (D12). */}
      <nav className="demo-devbar" aria-label="Developer tools" lang="en">
        <span className="demo-devbar-label">Storefront Kit demo · developer tools:</span>
        <ul>
          <li>
            <a href="/">All country sites</a>
          </li>
          <li>
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
      <header className="demo-header">
        <a className="demo-brand" href={country ? `/${COUNTRY_SITES[country].slug}/` : '/'}>
          {SHOP_NAME}
        </a>
        <nav aria-label={words.nav} className="demo-nav">
          <ul>
            {COUNTRIES.map((c) => (
              <li key={c}>
                <a
                  href={`/${COUNTRY_SITES[c].slug}/`}
                  aria-current={c === country ? 'page' : undefined}
                  lang={COUNTRY_SITES[c].locale}
                >
                  {c.replace('_', '-')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderLoginSession locale={lang} />
      </header>
    </>
  );
}
