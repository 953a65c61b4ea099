import { lazy, Suspense, useSyncExternalStore } from 'react';
import { cookieHeaderHasPreviewAuth } from '../core/preview/preview.cookies';
import { useRuntime } from './runtime';
import { Island, useIslandMode } from './islands';

// Staff-only code, fetched only when a staff or cobra auth cookie exists: shoppers never load it.
const PreviewPanel = lazy(() => import('../react/preview').then((m) => ({ default: m.PreviewPanel })));

const noSubscription = () => () => undefined;

/** The preview button and banner for staff; nothing (and no code) for shoppers, nothing on the server. */
export function StaffPreview() {
  // A country page (islands): an island of its own, started by demo/boot.ts when a staff cookie exists.
  return useIslandMode() ? <Island name="preview" empty /> : <HydratedStaffPreview />;
}

function HydratedStaffPreview() {
  const { client } = useRuntime();
  const staff = useSyncExternalStore(
    noSubscription,
    () => cookieHeaderHasPreviewAuth(document.cookie),
    () => false,
  );
  if (!staff) return null;
  return (
    <Suspense fallback={null}>
      <PreviewPanel client={client} />
    </Suspense>
  );
}
