// Islands on the server (demo/islands.tsx, demo/island-cache.ts): each island's own HTML in its place, islands inside
// islands included; what is cached and what is the visitor's own.
import { describe, expect, it } from 'vitest';
import { fillIslands, islandMarker, serverIslandHost, type IslandEntry } from '../../../demo/islands';
import { IslandHtmlCache, islandCacheKey, nestedProps } from '../../../demo/island-cache';

describe('fillIslands', () => {
  it('puts each island into its marker, islands it places inside included, once, and empty ones as nothing', () => {
    const host = serverIslandHost();
    const session = host.place('session', {}, true);
    const footer = host.place('footer', { country: 'DE' }, false);
    const page = `<header>${islandMarker(session)}</header><main></main>${islandMarker(footer)}${islandMarker(footer)}`;
    const html = fillIslands(
      page,
      (key, entry) => {
        if (entry.name !== 'footer') return `<p>${key}</p>`;
        const signup = host.place('signup', { market: 'DE' }, false);
        return `<footer>${islandMarker(signup)}</footer>`;
      },
      host.entries,
    );
    expect(html).toBe('<header></header><main></main><footer><p>i2</p></footer>');
    expect(host.entries.get(footer)?.children).toEqual(['i2']);
  });
});

describe('islandCacheKey', () => {
  const signup = (props: Record<string, unknown>): IslandEntry => ({
    name: 'signup',
    props: { market: 'DE', idPrefix: 'footer-newsletter', ...props },
  });

  it('caches a sign-up that shows nothing of the visitor by its props, and changes nothing in the kept HTML', () => {
    const a = islandCacheKey('i2', signup({}), 'de-DE')!;
    expect(a.key).toBe(islandCacheKey('i2', signup({}), 'de-DE')!.key);
    expect(a.key).not.toBe(islandCacheKey('i2', signup({ idPrefix: 'doi-newsletter' }), 'de-DE')!.key);
    expect(a.props).toEqual({ market: 'DE', idPrefix: 'footer-newsletter' });
    expect(a.personalise('<input name="email" value="">')).toBe('<input name="email" value="">');
  });

  it('renders a sign-up with a form answer, customer data or a DOI link for each request', () => {
    expect(islandCacheKey('i2', signup({ resume: { baseData: { email: 'a@b.c' } } }), 'de-DE')).toBeUndefined();
    expect(islandCacheKey('i1', signup({ doiToken: 't' }), 'de-DE')).toBeUndefined();
  });

  it("caches the footer by its own props, not the sign-up in its slot; its sign-up is placed again with this request's props", () => {
    const footer = (action: string): IslandEntry => ({
      name: 'footer',
      props: { country: 'DE', platform: 'CLASSIC', signup: { market: 'DE', action } },
    });
    expect(islandCacheKey('i1', footer('a'), 'de-DE')!.key).toBe(islandCacheKey('i1', footer('b'), 'de-DE')!.key);
    expect(islandCacheKey('i1', footer('a'), 'de-AT')!.key).not.toBe(islandCacheKey('i1', footer('a'), 'de-DE')!.key);
    expect(nestedProps(footer('b'), 'signup')).toEqual({ market: 'DE', action: 'b' });
    expect(nestedProps(footer('b'), 'preview')).toEqual({});
  });
});

describe('IslandHtmlCache', () => {
  it('keeps at most its size, the least recently used going first', () => {
    const cache = new IslandHtmlCache(2);
    cache.set('a', { html: 'A', placed: [] });
    cache.set('b', { html: 'B', placed: [] });
    cache.get('a');
    cache.set('c', { html: 'C', placed: [] });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('A');
  });
});
