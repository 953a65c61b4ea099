import { useRef } from 'react';
import { createBrowserEnv, type Env } from '../../core/env';
import { connectPreviewPanel, createPreviewActors, previewPanelMachine, type PreviewPanelView, type PreviewTexts } from '../../core/preview';
import type { ServiceClient } from '../../openapi/client';
import { useMachineView } from '../useMachineView';

export interface UsePreviewPanelOptions {
  client: ServiceClient;
  /** Ports to the page; created from the browser after mount when left out. */
  env?: Pick<Env, 'cookies' | 'logger' | 'now'>;
  texts?: Partial<PreviewTexts>;
}

type PreviewPorts = NonNullable<UsePreviewPanelOptions['env']>;

/**
 * Runs the preview machine in the browser (started after mount, so a server render shows nothing) and
 * returns its view model; `undefined` until it runs. The client and the ports are read once, when it starts.
 */
export function usePreviewPanel({ client, env, texts }: UsePreviewPanelOptions): PreviewPanelView | undefined {
  // The ports the running machine was given; its handlers read the clock through them.
  const ports = useRef<PreviewPorts | undefined>(undefined);
  const { view, pending } = useMachineView(
    previewPanelMachine,
    (snapshot, send) => connectPreviewPanel(snapshot, send, { now: () => (ports.current ?? Date).now(), texts }),
    {
      // Until it runs in the browser the panel is hidden: nothing before checkauth depends on the time.
      input: { now: 0 },
      inBrowser: () => {
        const page = env ?? createBrowserEnv();
        ports.current = page;
        return {
          logic: previewPanelMachine.provide(createPreviewActors(client, { cookies: page.cookies, logger: page.logger })),
          input: { now: page.now() },
        };
      },
    },
  );
  return pending ? undefined : view;
}
