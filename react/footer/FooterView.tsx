import type { ReactNode } from 'react';
import type { FooterLinkView, FooterLogoView, FooterTeaserGroupView, FooterTextKey, FooterViewModel } from '../../core/footer';
import type { FooterPlatform } from '../../core/footer';
import type { Translate } from '../../core/i18n';
import { FooterFlag } from './FooterFlag';
import { FooterIcon } from './FooterIcon';
import { FooterPanel } from './FooterPanel';

export interface FooterViewProps {
  model: FooterViewModel;
  t: Translate<FooterTextKey>;
  newsletterSlot?: ReactNode;
  staffSlot?: ReactNode;
  onViewChange?: (platform: FooterPlatform) => void;
}

function LinkList({ links, className }: { links: FooterLinkView[]; className?: string }) {
  return (
    <ul className={['sk-footer__links', className].filter(Boolean).join(' ')}>
      {links.map((link, i) => (
        <li key={`${i}-${link.href}`}>
          <a className="sk-footer__link" href={link.href}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Logos({ logos, label }: { logos: FooterLogoView[]; label: string }) {
  if (logos.length === 0) return null;
  return (
    <ul className="sk-footer__logos" aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.key}>
          <img className="sk-footer__logo" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}

function GroupBody({ group, t }: { group: FooterTeaserGroupView; t: Translate<FooterTextKey> }) {
  return (
    <>
      {group.introductoryParts ? (
        <p className="sk-footer__intro">
          {group.introductoryParts.map((part, i) =>
            typeof part === 'string' ? (
              part
            ) : (
              <a key={i} className="sk-footer__link sk-footer__inline-link" href={part.href}>
                {part.text}
              </a>
            ),
          )}
        </p>
      ) : null}
      <LinkList links={group.links} />
      <Logos logos={group.logos} label={`${group.heading.text}: ${t('paymentLogos')}`} />
    </>
  );
}

function GroupHeadingContent({ group }: { group: FooterTeaserGroupView }) {
  return (
    <>
      {group.heading.iconName ? <FooterIcon name={group.heading.iconName} /> : null}
      <span>{group.heading.text}</span>
    </>
  );
}

/** Teaser groups: four columns on desktop, expansion panels on phone and tablet. */
function TeaserGroups({ model, t }: { model: FooterViewModel; t: Translate<FooterTextKey> }) {
  if (model.teaserGroups.length === 0) return null;
  if (model.usePanels) {
    return (
      <div className="sk-footer__groups sk-footer__groups--panels">
        {model.teaserGroups.map((group) => (
          <FooterPanel key={group.key} id={`sk-footer-${group.key}`} title={<GroupHeadingContent group={group} />}>
            {group.heading.href ? (
              <p className="sk-footer__group-link">
                <a className="sk-footer__link" href={group.heading.href}>
                  {group.heading.text}
                </a>
              </p>
            ) : null}
            <GroupBody group={group} t={t} />
          </FooterPanel>
        ))}
      </div>
    );
  }
  return (
    <div className="sk-footer__groups sk-footer__groups--columns">
      {model.teaserGroups.map((group) => (
        <section key={group.key} className="sk-footer__group" aria-labelledby={`sk-footer-${group.key}`}>
          <h3 className="sk-footer__group-heading" id={`sk-footer-${group.key}`}>
            {group.heading.href ? (
              <a className="sk-footer__heading-link" href={group.heading.href}>
                <GroupHeadingContent group={group} />
              </a>
            ) : (
              <GroupHeadingContent group={group} />
            )}
          </h3>
          <GroupBody group={group} t={t} />
        </section>
      ))}
    </div>
  );
}

// Fixed ids (one footer per page), not useId: they stay equal even when a host renders different trees on server and client.
function SeoLinks({ seo, usePanels, t }: { seo: NonNullable<FooterViewModel['seo']>; usePanels: boolean; t: Translate<FooterTextKey> }) {
  const headingId = 'sk-footer-seo-heading';
  if (usePanels) {
    return (
      <nav className="sk-footer__seo" aria-label={t('seoLinks')}>
        <FooterPanel id="sk-footer-seo" title={seo.heading} headingLevel={2}>
          <LinkList links={seo.columns.flat()} className="sk-footer__seo-list" />
        </FooterPanel>
      </nav>
    );
  }
  return (
    <nav className="sk-footer__seo" aria-labelledby={headingId}>
      <h2 className="sk-footer__section-heading" id={headingId}>
        {seo.heading}
      </h2>
      <div className="sk-footer__seo-columns">
        {seo.columns.map((column, i) => (
          <LinkList key={i} links={column} className="sk-footer__seo-list" />
        ))}
      </div>
    </nav>
  );
}

function IconLinks({ block, className, id }: { block: NonNullable<FooterViewModel['social']>; className: string; id: string }) {
  const headingId = `${id}-heading`;
  if (block.icons.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 className="sk-footer__section-heading" id={headingId}>
        {block.heading}
      </h2>
      <ul className="sk-footer__icon-links">
        {block.icons.map((icon) => (
          <li key={icon.key}>
            <a className="sk-footer__icon-link" href={icon.href} aria-label={icon.label} title={icon.label}>
              <FooterIcon name={icon.iconName} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QualityLogos({ block }: { block: NonNullable<FooterViewModel['qualityLogos']> }) {
  const headingId = 'sk-footer-quality-heading';
  return (
    <section className="sk-footer__quality" aria-labelledby={headingId}>
      <h2 className="sk-footer__section-heading" id={headingId}>
        {block.heading}
      </h2>
      <ul className="sk-footer__logos">
        {block.logos.map((logo) => (
          <li key={logo.key}>
            <a className="sk-footer__logo-link" href={logo.href}>
              <img className="sk-footer__quality-logo" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CountrySelector({ selector, label }: { selector: FooterViewModel['countrySelector']; label: string }) {
  return (
    <nav className="sk-footer__countries" aria-label={label} data-visible={selector.visible}>
      <ul className="sk-footer__country-list">
        {selector.items.map((item) => (
          <li key={item.code}>
            <a
              className="sk-footer__country"
              href={item.href}
              aria-current={item.selected ? 'page' : undefined}
              data-code={item.code}
              data-flag-name={item.flagName}
            >
              <FooterFlag flag={item.flag} />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's markup from its view model. No decisions here and no HTML from content: text only. */
export function FooterView({ model, t, newsletterSlot, staffSlot, onViewChange }: FooterViewProps) {
  return (
    <footer className="sk-footer" data-layout={model.layout} data-reduced={model.reduced}>
      {!model.reduced ? (
        <div className="sk-footer__main">
          {model.newsletterSlotVisible && newsletterSlot ? (
            <section className="sk-footer__newsletter" aria-label={t('newsletter')}>
              {newsletterSlot}
            </section>
          ) : null}
          {model.headline ? <h2 className="sk-footer__headline">{model.headline}</h2> : null}
          <TeaserGroups model={model} t={t} />
          {model.seo ? <SeoLinks seo={model.seo} usePanels={model.usePanels} t={t} /> : null}
          <div className="sk-footer__follow">
            {model.social ? <IconLinks block={model.social} className="sk-footer__social" id="sk-footer-social" /> : null}
            {model.apps ? <IconLinks block={model.apps} className="sk-footer__apps" id="sk-footer-apps" /> : null}
          </div>
          {model.qualityLogos && model.qualityLogos.logos.length > 0 ? <QualityLogos block={model.qualityLogos} /> : null}
        </div>
      ) : null}
      <div className="sk-footer__bottom">
        {model.salesTax ? (
          <p className="sk-footer__sales-tax">
            {model.salesTax.textBeforeLink}
            <a className="sk-footer__link" href={model.salesTax.link.href}>
              {model.salesTax.link.text}
            </a>
            {model.salesTax.textAfterLink}
          </p>
        ) : null}
        {model.legalLinks.length > 0 ? (
          <nav className="sk-footer__legal" aria-label={t('legalLinks')}>
            <LinkList links={model.legalLinks} className="sk-footer__legal-list" />
          </nav>
        ) : null}
        {model.countrySelector.visible ? <CountrySelector selector={model.countrySelector} label={t('countrySelector')} /> : null}
        <div className="sk-footer__tools">
          {model.viewChanger ? (
            <button type="button" className="sk-footer__view-changer" onClick={() => onViewChange?.(model.viewChanger!.platform)}>
              {model.viewChanger.text}
            </button>
          ) : null}
          {staffSlot ? <div className="sk-footer__staff">{staffSlot}</div> : null}
        </div>
      </div>
    </footer>
  );
}
