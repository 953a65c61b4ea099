'use client';

import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Env } from '../../core/env';
import { consoleLogger } from '../../core/env/console-logger';
import { connectFooter } from '../../core/footer/footer.connect';
import { footerPlatform, isReducedFooter } from '../../core/footer/footer.rules';
import type { FooterContent } from '../../core/footer/footer.schema';
import type { FooterPlatform } from '../../core/footer/footer.rules';
import type { FooterState } from '../../core/footer/footer.connect';
import type { FooterServiceClient } from '../../core/footer/footer.actors';
import type { FooterTexts } from '../../core/footer/footer.texts';
import type { Country } from '../../core/markets';
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
}

export const noSubscription = () => () => {};

/**
 * The footer from content the page already resolved (on the server, say: CMS override applied, nl_status known).
 * No machine and no content schema ship with it; in the browser it only measures the platform and reads the
 * reduced-footer cookies. `nlStatus` hides the newsletter slot for subscribers.
 */
export function StaticFooter({ nlStatus, ...props }: Omit<FooterProps, 'client'> & { nlStatus?: string }) {
  return <FooterShell {...props} state={{ country: props.country, content: props.content, nlStatus }} />;
}

export function FooterShell({ state, ...props }: FooterProps & { state: FooterState }) {
  const { env } = props;
  const [chosen, setChosen] = useState<FooterPlatform | undefined>(undefined);
  const subscribe = useCallback((listener: () => void) => (env ? env.viewport.subscribe(listener) : () => {}), [env]);
  // The server snapshot is what the server rendered, so hydration matches; the browser value follows at once.
  const serverPlatform = props.platform ?? 'CLASSIC';
  const measured = useSyncExternalStore(
    subscribe,
    () => (env ? footerPlatform({ attribute: env.viewport.platformAttribute(), width: env.viewport.width() }) : serverPlatform),
    () => serverPlatform,
  );
  const cookieReduced = useSyncExternalStore(
    noSubscription,
    () => (env ? isReducedFooter({ cookies: env.cookies }) : false),
    () => false,
  );

  const platform = chosen ?? measured;
  const reduced = Boolean(props.reduced) || cookieReduced;
  const logger = env?.logger ?? consoleLogger;
  const model = useMemo(
    () =>
      connectFooter(state, {
        platform,
        texts: props.texts,
        contentType: props.contentType,
        reduced,
        checkout: props.checkout,
        newsletterHidden: props.hideNewsletter,
        countryHref: props.countryHref,
        onUnknownLogo: (source) => logger.error('footer: unknown logo source, nothing rendered', source),
      }),
    [state, platform, props.texts, props.contentType, reduced, props.checkout, props.hideNewsletter, props.countryHref, logger],
  );
  return <FooterView model={model} newsletterSlot={props.newsletterSlot} staffSlot={props.staffSlot} onViewChange={setChosen} />;
}
