'use client';

import { useRef } from 'react';
import { createBrowserEnv, type Env } from '../../core/env';
import {
  connectPreviewPanel,
  createPreviewActors,
  previewPanelMachine,
  type PreviewAuth,
  type PreviewPanelView,
  type PreviewTexts,
} from '../../core/preview';
import type { ServiceClient } from '../../openapi/client';
import { useMachineView } from '../useMachineView';

export interface UsePreviewPanelOptions {
  client: ServiceClient;
  /** Ports to the page; created from the browser after mount when left out. */
  env?: Pick<Env, 'cookies' | 'logger' | 'now'>;
  texts?: Partial<PreviewTexts>;
  /** What checkauth answered for this page's request, when the server asked it: shown from the first render, not asked again. */
  known?: PreviewAuth;
}

type PreviewPorts = NonNullable<UsePreviewPanelOptions['env']>;

/**
 * Runs the preview machine in the browser and returns its view model; `undefined` while there is no panel to show.
 * The client and ports are read once. With `known` the machine starts from that answer, on the server too.
 */
export function usePreviewPanel({ client, env, texts, known }: UsePreviewPanelOptions): PreviewPanelView | undefined {
  // The ports the running machine was given; its handlers read the clock through them.
  const ports = useRef<PreviewPorts | undefined>(undefined);
  const now = () => (ports.current ?? Date).now();
  const { view, pending } = useMachineView(
    previewPanelMachine,
    (snapshot, send) => connectPreviewPanel(snapshot, send, { now, texts }),
    {
      // Until it runs in the browser: the state the server's answer leads to, or hidden (nothing depends on the time).
      input: { now: 0, known },
      inBrowser: () => {
        const page = env ?? createBrowserEnv();
        ports.current = page;
        return {
          logic: previewPanelMachine.provide(
            createPreviewActors(client, { cookies: page.cookies, logger: page.logger }),
          ),
          input: { now: page.now(), known },
        };
      },
    },
  );
  return pending && !known ? undefined : view;
}
