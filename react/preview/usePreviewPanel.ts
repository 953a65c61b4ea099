'use client';

import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createBrowserEnv, type Env } from '../../core/env';
import {
  connectPreviewPanel,
  createPreviewActors,
  knownPreviewPanelSnapshot,
  previewPanelMachine,
  type PreviewAuth,
  type PreviewPanelEvent,
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
  /**
   * What checkauth answered for this page's request, when the server asked it (a server render with the staff
   * cookies): the panel shows that state from the first render (server HTML included), and the machine, once it runs,
   * takes this answer instead of asking again.
   */
  known?: PreviewAuth;
}

type PreviewPorts = NonNullable<UsePreviewPanelOptions['env']>;

/**
 * Runs the preview machine in the browser (started after mount, so a server render shows nothing) and
 * returns its view model; `undefined` until it runs. The client and the ports are read once, when it starts.
 * With `known`, the view until then (and while the machine checks) is the state that answer leads to; the panel's
 * button (or the banner's) pressed meanwhile opens the panel once the machine shows it.
 */
export function usePreviewPanel({ client, env, texts, known }: UsePreviewPanelOptions): PreviewPanelView | undefined {
  // The ports the running machine was given; its handlers read the clock through them.
  const ports = useRef<PreviewPorts | undefined>(undefined);
  const now = () => (ports.current ?? Date).now();
  // An opening asked for before the machine shows the panel: the machine gets it once it does.
  const [wantsOpen, setWantsOpen] = useState(false);
  const { view, pending, send } = useMachineView(
    previewPanelMachine,
    (snapshot, send) => connectPreviewPanel(snapshot, send, { now, texts }),
    {
      // Until it runs in the browser the panel is hidden: nothing before checkauth depends on the time.
      input: { now: 0 },
      inBrowser: () => {
        const page = env ?? createBrowserEnv();
        ports.current = page;
        const actors = createPreviewActors(client, { cookies: page.cookies, logger: page.logger });
        if (known) actors.actors.checkAuth = fromPromise<PreviewAuth>(async () => known);
        return { logic: previewPanelMachine.provide(actors), input: { now: page.now() } };
      },
    },
  );
  // The server-known state (read once): its handlers remember an opening for the machine; nothing else is possible yet
  // (no ports before the machine runs: its form's date handlers send nothing yet).
  const [knownView] = useState(() =>
    known
      ? connectPreviewPanel(knownPreviewPanelSnapshot(known), (event: PreviewPanelEvent) => event.type === 'OPEN_PANEL' && setWantsOpen(true), { now: Date.now, texts })
      : undefined,
  );
  const visible = !pending && view.visible;
  useEffect(() => {
    if (visible && wantsOpen) send({ type: 'OPEN_PANEL' });
  }, [visible, wantsOpen, send]);
  if (knownView && (pending || view.checking)) return knownView;
  return pending ? undefined : view;
}
