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
  /** The footer's texts in the page's language (`await loadFooterTexts(locale)`): only that language ships. */
  texts: FooterTexts;
  /** The page's content-type value: one containing NO_FOOTER switches the footer off (spec: default page layout). */
  contentType?: string;
  /** Platform to render first (server and hydration): default CLASSIC. The browser then measures. */
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
  /** Where the logo files are: a base URL, a function per file name, or `false` for no logos. */
  logoBase?: AssetSource;
}

/**
 * The footer from content the page already resolved (on the server, say): no content machine or schema ships with
 * it. `nlStatus` hides the newsletter slot for subscribers.
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
    // The first render is the server's; the ports are read once it runs.
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
