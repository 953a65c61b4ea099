import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Islands: only the parts that react to a person are React roots of their own. Each island's HTML is rendered by
 * itself (own root and `identifierPrefix`), so the browser can hydrate it alone with the tree the server rendered.
 */
export type IslandName = 'signup' | 'session' | 'preview' | 'footer';

/** One island on the page: which component, its serializable props, and whether its server HTML is empty. */
export interface IslandEntry {
  name: IslandName;
  props: Record<string, unknown>;
  /** Renders nothing until the browser knows more (cookies): started with createRoot, not hydrated. */
  empty?: boolean;
  /** The islands this one holds (the footer holds the sign-up and the staff preview), in the order it places them. */
  children?: string[];
  /** Where the footer is needed regardless of a person: decided by the server, so the boot script carries no rules. */
  sameLayout?: { platforms: string[]; minWidth: number; maxWidth: number };
  otherPlatforms?: string[];
}

/** What an island's component gets: its props, plus the nested islands' slots it places (the footer's sign-up). */
export type IslandComponents = Partial<Record<IslandName, ComponentType<Record<string, unknown>>>>;

interface IslandHost {
  /** Server: remembers the island and returns its key. Browser: the key the server gave it, in render order. */
  place(name: IslandName, props: Record<string, unknown>, empty: boolean): string;
  server: boolean;
}

const IslandHostContext = createContext<IslandHost | null>(null);

/** The marker the server replaces with an island's own HTML (React escapes `<` in text, so only this can write it). */
export const islandMarker = (key: string) => `<!--sk-island:${key}-->`;

/** Collects a render's islands (keys `i0`, `i1`, …). `known`: this request's props for an island empty without them. */
export function serverIslandHost(
  known: Partial<Record<IslandName, Record<string, unknown>>> = {},
): IslandHost & { entries: Map<string, IslandEntry>; placedEmpty: Set<string> } {
  const entries = new Map<string, IslandEntry>();
  // The islands placed as empty, known props or not (a cached render places them again for another request).
  const placedEmpty = new Set<string>();
  return {
    entries,
    placedEmpty,
    server: true,
    place(name, props, empty) {
      const key = `i${entries.size}`;
      if (empty) placedEmpty.add(key);
      const own = known[name];
      entries.set(key, own ? { name, props: { ...props, ...own } } : { name, props, ...(empty ? { empty } : {}) });
      return key;
    },
  };
}

/** In the browser, inside an island that holds others (the footer): their keys come in the order the server placed them. */
export function clientIslandHost(keys: readonly string[]): IslandHost {
  let next = 0;
  return { server: false, place: () => keys[next++] ?? `missing-${next}` };
}

export function IslandHostProvider({ host, children }: { host: IslandHost; children: ReactNode }) {
  return <IslandHostContext.Provider value={host}>{children}</IslandHostContext.Provider>;
}

/** Whether this render is a country page's (islands) or a hydrated page's. */
export function useIslandMode(): boolean {
  return useContext(IslandHostContext) !== null;
}

/** An island's container: its content is the island's own HTML on the server; in the browser its root owns it. */
export function Island({
  name,
  props = {},
  empty = false,
  lazy = false,
}: {
  name: IslandName;
  props?: Record<string, unknown>;
  /** Renders nothing on the server (the session, the staff preview): started in the browser, not hydrated. */
  empty?: boolean;
  /** Hydrated when wanted: says `data-island="pending"` until its root has committed (then `"ready"`). */
  lazy?: boolean;
}) {
  const host = useContext(IslandHostContext);
  const [key] = useState(() => host?.place(name, props, empty) ?? '');
  const [html] = useState(() =>
    host?.server
      ? islandMarker(key)
      : (typeof document !== 'undefined' && document.querySelector(`[data-island-key="${key}"]`)?.innerHTML) || '',
  );
  // The content belongs to the island's own root: an enclosing island's hydration must neither check nor touch it.
  return (
    <div
      {...(empty ? { className: 'demo-island--empty' } : {})}
      data-island-key={key}
      data-island-name={name}
      {...(lazy ? { 'data-island': 'pending' } : {})}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** Replaces each island's marker with its own HTML, islands inside islands included. */
export function fillIslands(
  html: string,
  render: (key: string, entry: IslandEntry) => string,
  entries: Map<string, IslandEntry>,
): string {
  const filled = new Set<string>();
  const fill = (text: string): string =>
    text.replace(/<!--sk-island:(i\d+)-->/g, (_, key: string) => {
      const entry = entries.get(key);
      if (!entry || filled.has(key)) return '';
      filled.add(key);
      if (entry.empty) return '';
      const before = entries.size;
      const own = render(key, entry);
      const children = [...entries.keys()].slice(before);
      if (children.length) entry.children = children;
      return fill(own);
    });
  return fill(html);
}
