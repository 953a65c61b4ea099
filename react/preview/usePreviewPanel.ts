import { useEffect, useState } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { createBrowserEnv, type Env } from '../../core/env';
import { connectPreviewPanel, createPreviewActors, previewPanelMachine, type PreviewPanelView, type PreviewTexts } from '../../core/preview';
import type { ServiceClient } from '../../openapi/client';
import { useInspector } from '../inspect';

export interface UsePreviewPanelOptions {
  client: ServiceClient;
  /** Ports to the page; created from the browser after mount when left out. */
  env?: Pick<Env, 'cookies' | 'logger' | 'now'>;
  texts?: Partial<PreviewTexts>;
}

type PreviewActor = ActorRefFrom<typeof previewPanelMachine>;

/**
 * Runs the preview machine in the browser (started after mount, so a server render shows nothing) and
 * returns its view model; `undefined` until it runs.
 */
export function usePreviewPanel({ client, env, texts }: UsePreviewPanelOptions): PreviewPanelView | undefined {
  const [running, setRunning] = useState<{ actor: PreviewActor; snapshot: SnapshotFrom<typeof previewPanelMachine>; now: () => number }>();
  // Read once, as useActorRef does: a provider's new observer must not restart a running session.
  const observer = useInspector();
  const [inspect] = useState(() => observer);
  useEffect(() => {
    const ports = env ?? createBrowserEnv();
    const actor = createActor(
      previewPanelMachine.provide(createPreviewActors(client, { cookies: ports.cookies, logger: ports.logger })),
      { input: { now: ports.now() }, inspect },
    );
    const now = () => ports.now();
    // start() hands the first snapshot to the subscriber, so state is set only from the actor's callbacks.
    const subscription = actor.subscribe((snapshot) => setRunning({ actor, snapshot, now }));
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [client, env, inspect]);
  if (!running) return undefined;
  return connectPreviewPanel(running.snapshot, running.actor.send, { now: running.now, texts });
}
