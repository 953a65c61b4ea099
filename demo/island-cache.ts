import type { IslandEntry, IslandName } from './islands';

/** An island's server HTML, and the islands it placed (in order), so that a cached render places them again. */
export interface CachedIsland {
  html: string;
  placed: { key: string; name: IslandName; empty: boolean }[];
}

/** The server HTML of islands that do not change per request, least recently used first out. One per process. */
export class IslandHtmlCache {
  private readonly entries = new Map<string, CachedIsland>();
  constructor(private readonly max = 256) {}

  get(key: string): CachedIsland | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedIsland): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface IslandCacheKey {
  key: string;
  /** The props to render the cached HTML from. */
  props: Record<string, unknown>;
  /** Puts the request's own values into the cached HTML. */
  personalise(html: string): string;
}

/** The cache key of an island's render, or undefined when it shows something of the visitor (form answer, customer data, DOI link). */
export function islandCacheKey(key: string, entry: IslandEntry, lang: string): IslandCacheKey | undefined {
  const base = `${lang}|${key}|${entry.name}|`;
  const same = (html: string) => html;
  if (entry.name === 'footer') {
    const { signup, ...props } = entry.props;
    return { key: base + JSON.stringify({ props, signup: Boolean(signup) }), props: entry.props, personalise: same };
  }
  if (entry.name === 'signup') {
    const { resume, doiToken } = entry.props;
    if (resume !== undefined || doiToken !== undefined) return undefined;
    return { key: base + JSON.stringify(entry.props), props: entry.props, personalise: same };
  }
  return undefined;
}

/** The props an island inside a cached one is placed with again: the footer's sign-up gets the footer's `signup`. */
export function nestedProps(outer: IslandEntry, name: IslandName): Record<string, unknown> {
  return name === 'signup' && outer.props.signup && typeof outer.props.signup === 'object'
    ? (outer.props.signup as Record<string, unknown>)
    : {};
}
