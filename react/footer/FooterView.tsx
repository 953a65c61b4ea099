'use client';

import type { ReactNode } from 'react';
import type {
  FooterLinkView,
  FooterLogoListView,
  FooterPageViewModel,
  FooterTeaserGroupView,
  FooterViewModel,
} from '../../core/footer';
import type { FooterPlatform } from '../../core/footer';
import { FooterFlag } from './FooterFlag';
import { FooterIcon } from './FooterIcon';
import { FooterPanel } from './FooterPanel';

export interface FooterViewProps {
  /** `connectFooterView`'s model (its view switch sends to the footer's view machine), or a plain `connectFooter` one. */
  model: FooterViewModel & Partial<Pick<FooterPageViewModel, 'getViewChangerProps'>>;
  newsletterSlot?: ReactNode;
  staffSlot?: ReactNode;
  /** For a plain `connectFooter` model only: told the platform its view switch asks for. */
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

function Logos({ list }: { list: FooterLogoListView }) {
  return (
    <ul className="sk-footer__logos" aria-label={list.label}>
      {list.logos.map((logo) => (
        <li key={logo.key}>
          <img
            className="sk-footer__logo"
            src={logo.src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

function GroupBody({ group }: { group: FooterTeaserGroupView }) {
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
      {group.logoLists.map((list) => (
        <Logos key={list.key} list={list} />
      ))}
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
function TeaserGroups({ model }: { model: FooterViewModel }) {
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
            <GroupBody group={group} />
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
          <GroupBody group={group} />
        </section>
      ))}
    </div>
  );
}

// Fixed ids (one footer per page), not useId: they stay equal even when a host renders different trees on server and client.
function SeoLinks({
  seo,
  usePanels,
  label,
}: {
  seo: NonNullable<FooterViewModel['seo']>;
  usePanels: boolean;
  label: string;
}) {
  const headingId = 'sk-footer-seo-heading';
  if (usePanels) {
    return (
      <nav className="sk-footer__seo" aria-label={label}>
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

function IconLinks({
  block,
  className,
  id,
}: {
  block: NonNullable<FooterViewModel['social']>;
  className: string;
  id: string;
}) {
  const headingId = `${id}-heading`;
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
      <ul className="sk-footer__logos" aria-label={block.listLabel}>
        {block.logos.map((logo) => (
          <li key={logo.key}>
            <a className="sk-footer__logo-link" href={logo.href}>
              <img
                className="sk-footer__quality-logo"
                src={logo.src}
                alt={logo.alt}
                width={logo.width}
                height={logo.height}
                loading="lazy"
                decoding="async"
              />
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
              <span lang={item.lang}>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's markup from its view model. No decisions here and no HTML from content: text only. */
export function FooterView({ model, newsletterSlot, staffSlot, onViewChange }: FooterViewProps) {
  if (!model.visible) return null;
  return (
    <footer className="sk-footer" data-layout={model.layout} data-reduced={model.reduced}>
      {!model.reduced ? (
        <div className="sk-footer__main">
          {model.newsletterSlotVisible ? (
            <section className="sk-footer__newsletter" aria-label={model.labels.newsletter}>
              {newsletterSlot}
            </section>
          ) : null}
          {model.headline ? <h2 className="sk-footer__headline">{model.headline}</h2> : null}
          {model.teaserGroupsVisible ? <TeaserGroups model={model} /> : null}
          {model.seo ? <SeoLinks seo={model.seo} usePanels={model.usePanels} label={model.labels.seoLinks} /> : null}
          <div className="sk-footer__follow">
            {model.social ? (
              <IconLinks block={model.social} className="sk-footer__social" id="sk-footer-social" />
            ) : null}
            {model.apps ? <IconLinks block={model.apps} className="sk-footer__apps" id="sk-footer-apps" /> : null}
          </div>
          {model.qualityLogos ? <QualityLogos block={model.qualityLogos} /> : null}
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
        {model.legalLinksVisible ? (
          <nav className="sk-footer__legal" aria-label={model.labels.legalLinks}>
            <LinkList links={model.legalLinks} className="sk-footer__legal-list" />
          </nav>
        ) : null}
        {model.countrySelector.visible ? (
          <CountrySelector selector={model.countrySelector} label={model.labels.countrySelector} />
        ) : null}
        <div className="sk-footer__tools">
          {model.viewChanger ? (
            <button
              className="sk-footer__view-changer"
              {...(model.getViewChangerProps?.() ?? {
                type: 'button',
                onClick: () => onViewChange?.(model.viewChanger!.platform),
              })}
            >
              {model.viewChanger.text}
            </button>
          ) : null}
          {staffSlot ? <div className="sk-footer__staff">{staffSlot}</div> : null}
        </div>
      </div>
    </footer>
  );
}
