'use client';

import type { AssetSource } from '../../core/assets';
import type { ReactNode } from 'react';
import type { Env } from '../../core/env';
import { consoleLogger } from '../../core/env/console-logger';
import { connectFooterView, footerSlotGiven, type FooterState } from '../../core/footer/footer.connect';
import { footerViewMachine } from '../../core/footer/footer.view.machine';
import type { FooterContent } from '../../core/footer/footer.schema';
import type { FooterPlatform } from '../../core/footer/footer.rules';
import type { FooterServiceClient } from '../../core/footer/footer.actors';
import type { FooterTexts } from '../../core/footer/footer.texts';
import type { Country } from '../../core/markets';
import { useMachineView } from '../useMachineView';
import { FooterView } from './FooterView';
import './footer.css';

export interface FooterProps {
  country: Country;
  /** The country's built-in content, loaded before rendering (`await loadFooterContent(country)`). */
  content: FooterContent;
  /**
   * The footer's interface texts in the page's language, loaded with the content (`await loadFooterTexts(locale)`):
   * only that language ships with the page.
   */
  texts: FooterTexts;
  /** The page's content-type value: one containing NO_FOOTER switches the footer off (spec: default page layout). */
  contentType?: string;
  /** Platform to render first (server and hydration): default CLASSIC (D5). The browser then measures. */
  platform?: FooterPlatform;
  /** The page asks for the reduced footer. The affiliate / new-app cookies force it too (read from `env`). */
  reduced?: boolean;
  /** The newsletter form (or anything) shown in the newsletter slot when the rules allow it. */
  newsletterSlot?: ReactNode;
  /** The page hides the newsletter slot. */
  hideNewsletter?: boolean;
  /** Checkout page: groups marked hideGroupInCheckout are left out. */
  checkout?: boolean;
  /** With a client the CMS override and psdata are fetched in the browser after hydration. */
  client?: FooterServiceClient;
  /** Browser ports (cookies, viewport, logger); without them the footer stays as rendered. */
  env?: Pick<Env, 'cookies' | 'viewport' | 'logger'>;
  /** The staff preview button/panel, shown at the bottom when given. */
  staffSlot?: ReactNode;
  /** href of a country site for the country selector; default `/{slug}/`. */
  countryHref?: (slug: string) => string;
  /**
   * Where the logo files are: a base URL (the package's `storefront-kit/assets/logos/` served by the host), a function
   * per file name, or `false` for no logos. Default `/service/footer-images/logos/` (the reference service).
   */
  logoBase?: AssetSource;
}

/**
 * The footer from content the page already resolved (on the server, say: CMS override applied, nl_status known).
 * No content machine and no content schema ship with it; in the browser its view machine reads the platform and the
 * reduced-footer cookies from the ports. `nlStatus` hides the newsletter slot for subscribers.
 */
export function StaticFooter({ nlStatus, ...props }: Omit<FooterProps, 'client'> & { nlStatus?: string }) {
  return <FooterShell {...props} state={{ country: props.country, content: props.content, nlStatus }} />;
}

/** The footer's view over its content state: `footerViewMachine` (platform, view switch, reduced) and `connectFooterView` decide, this renders. */
export function FooterShell({ state, ...props }: FooterProps & { state: FooterState }) {
  const { env } = props;
  const logger = env?.logger ?? consoleLogger;
  const { view: model } = useMachineView(
    footerViewMachine,
    (snapshot, send) =>
      connectFooterView(snapshot, send, {
        state,
        texts: props.texts,
        contentType: props.contentType,
        checkout: props.checkout,
        newsletterHidden: props.hideNewsletter,
        hasNewsletterSlot: footerSlotGiven(props.newsletterSlot),
        countryHref: props.countryHref,
        onUnknownLogo: (source) => logger.error('footer: unknown logo source, nothing rendered', source),
        logoBase: props.logoBase,
      }),
    // The first render is the server's (its platform, the page's reduced flag); the ports are read once it runs (D5, D68).
    {
      input: {
        platform: props.platform,
        reduced: props.reduced,
        ports: env ? { viewport: env.viewport, cookies: env.cookies } : undefined,
      },
    },
  );
  return <FooterView model={model} newsletterSlot={props.newsletterSlot} staffSlot={props.staffSlot} />;
}
