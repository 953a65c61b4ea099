'use client';

import { useState } from 'react';
import { createFooterActors, footerMachine, footerSlotGiven, type FooterServiceClient } from '../../core/footer';
import { consoleLogger } from '../../core/env/console-logger';
import { FooterShell, type FooterProps } from './FooterShell';
import { useMachineView } from '../useMachineView';

export type { FooterProps } from './FooterShell';

/**
 * The shared storefront footer. Renders the built-in content at once (every link in the server HTML), then in the
 * browser measures the platform, reads the reduced-footer cookies and, given a client, swaps in the CMS override and
 * hides the newsletter slot for subscribers.
 */
export function Footer(props: FooterProps) {
  return props.client ? (
    <LiveFooter {...props} client={props.client} />
  ) : (
    <FooterShell {...props} state={{ country: props.country, content: props.content }} />
  );
}

function LiveFooter(props: FooterProps & { client: FooterServiceClient }) {
  const logger = props.env?.logger ?? consoleLogger;
  const [machine] = useState(() => footerMachine.provide({ actors: createFooterActors(props.client) }));
  // The machine's part of the footer state; FooterShell's view machine adds the page's (platform, reduced-footer cookies) from the ports.
  const { view: state } = useMachineView(
    machine,
    (s) => ({ country: props.country, content: s.context.content, nlStatus: s.context.nlStatus }),
    {
      input: {
        country: props.country,
        builtIn: props.content,
        // The machine decides (reduced-footer cookies included): a reduced footer never calls psdata.
        page: {
          hasSlot: footerSlotGiven(props.newsletterSlot),
          hiddenByPage: props.hideNewsletter,
          reduced: props.reduced,
          cookies: props.env?.cookies,
        },
        logger,
      },
    },
  );
  return <FooterShell {...props} state={state} />;
}
