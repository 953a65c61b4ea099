/**
 * `?inspect` for the demo pages (development only): `?inspect` opens the offline panel and Stately's inspector
 * (a popup, needs the network), `?inspect=panel` and `?inspect=stately` one of them. In a production build neither
 * is bundled (test/unit/build/inspector-dev-only).
 */
import type { InspectionEvent, Observer } from 'xstate';

/** What `createActor(logic, { inspect })` / `useActorRef(logic, { inspect })` accept. */
export type InspectObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export interface InspectMode {
  panel: boolean;
  stately: boolean;
}

/** Reads `?inspect[=panel|stately]`; undefined when the page is not inspected. */
export function inspectModeFromUrl(url: string | URL): InspectMode | undefined {
  const params = new URL(url, 'http://localhost').searchParams;
  if (!params.has('inspect')) return undefined;
  const value = (params.get('inspect') ?? '').toLowerCase();
  if (value === 'panel') return { panel: true, stately: false };
  if (value === 'stately') return { panel: false, stately: true };
  return { panel: true, stately: true };
}

/** One observer that feeds every inspector; an inspector that throws never breaks the page's machines. */
function fanOut(targets: ((event: InspectionEvent) => void)[]): (event: InspectionEvent) => void {
  return (event) => {
    for (const target of targets) {
      try {
        target(event);
      } catch (error) {
        console.warn('[storefront-kit] inspector', error);
      }
    }
  };
}

async function developmentInspector(url: string | URL): Promise<InspectObserver | undefined> {
  const mode = inspectModeFromUrl(url);
  if (!mode) return undefined;
  const targets: ((event: InspectionEvent) => void)[] = [];
  if (mode.panel) {
    const { mountInspectorPanel } = await import('./panel');
    targets.push(mountInspectorPanel().observe);
  }
  if (mode.stately) {
    try {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      const inspector = createBrowserInspector();
      targets.push((event) => inspector.inspect.next?.(event));
    } catch (error) {
      // Offline, or the inspector window could not open: the panel still works.
      console.warn('[storefront-kit] Stately inspector unavailable', error);
    }
  }
  return targets.length > 0 ? fanOut(targets) : undefined;
}

/** The inspection observer the address asks for: pass it to `<InspectorProvider inspect>` or `createActor`. */
export const inspectorFromUrl: (url: string | URL) => Promise<InspectObserver | undefined> = import.meta.env.DEV
  ? developmentInspector
  : async () => undefined;
