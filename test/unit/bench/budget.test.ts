import { describe, expect, it } from 'vitest';
import { checkBudget, chunkName, formatBudget, isReactChunk, type RouteJs } from '../../../scripts/bench/budget';

const KB = 1024;
const LIMIT = 40 * KB;

const fitting: RouteJs = {
  route: '/de/',
  chunks: [
    { file: '/assets/react-D3LRVB05.js', gzipBytes: 60 * KB },
    { file: '/assets/client-DLSq_tIv.js', gzipBytes: 12 * KB },
    { file: '/assets/country-CBHI34uF.js', gzipBytes: 20 * KB },
  ],
};

const oversized: RouteJs = {
  route: '/tr/',
  chunks: [
    { file: '/assets/react-D3LRVB05.js', gzipBytes: 60 * KB },
    { file: '/assets/client-DLSq_tIv.js', gzipBytes: 12 * KB },
    { file: '/assets/tr-TR-Aa11Bb22.js', gzipBytes: 4 * KB },
    { file: '/assets/country-CBHI34uF.js', gzipBytes: 31 * KB },
  ],
};

describe('checkBudget', () => {
  it('passes a page whose JS beyond React stays under the limit, however big React is', () => {
    const result = checkBudget([fitting], LIMIT);
    expect(result.ok).toBe(true);
    expect(result.failures).toEqual([]);
    expect(result.routes[0]).toMatchObject({
      route: '/de/',
      totalBytes: 32 * KB,
      reactBytes: 60 * KB,
      ok: true,
      overBy: 0,
    });
  });

  it('fails an oversized page and names the route, its total and every counted chunk, biggest first', () => {
    const result = checkBudget([fitting, oversized], LIMIT);
    expect(result.ok).toBe(false);
    expect(result.failures).toHaveLength(1);
    const [failure] = result.failures as [string];
    expect(failure).toContain('/tr/');
    expect(failure).toContain('47.0 KB');
    expect(failure).toContain('over the 40.0 KB budget by 7.0 KB');
    const order = ['country-CBHI34uF.js', 'client-DLSq_tIv.js', 'tr-TR-Aa11Bb22.js'].map((name) =>
      failure.indexOf(name),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(failure).not.toContain('react-D3LRVB05.js');
    expect(failure).not.toContain('/de/');
  });

  it('counts a page exactly at the limit as within budget and one byte more as over', () => {
    const at = { route: '/at/', chunks: [{ file: '/assets/country-x1234567.js', gzipBytes: LIMIT }] };
    const over = { route: '/ch/', chunks: [{ file: '/assets/country-x1234567.js', gzipBytes: LIMIT + 1 }] };
    const result = checkBudget([at, over], LIMIT);
    expect(result.routes.map((r) => r.ok)).toEqual([true, false]);
    expect(result.failures[0]).toMatch(/^\/ch\//);
  });

  it('counts a chunk requested twice once', () => {
    const twice = { route: '/pl/', chunks: [...fitting.chunks, fitting.chunks[2]!] };
    expect(checkBudget([twice], LIMIT).routes[0]!.totalBytes).toBe(32 * KB);
  });

  it('says which chunks grew against an earlier measurement, matching names across content hashes', () => {
    const previous: RouteJs[] = [
      {
        route: '/tr/',
        chunks: [
          { file: '/assets/country-OLDHASH1.js', gzipBytes: 21 * KB },
          { file: '/assets/client-OLDHASH2.js', gzipBytes: 12 * KB },
        ],
      },
    ];
    const [failure] = checkBudget([oversized], LIMIT, { previous }).failures as [string];
    expect(failure).toMatch(/country-CBHI34uF\.js \(\+10\.0 KB\)/);
    expect(failure).toMatch(/client-DLSq_tIv\.js \(unchanged\)/);
    expect(failure).toMatch(/tr-TR-Aa11Bb22\.js \(new\)/);
  });

  it('shows a small growth in bytes, not as 0.0 KB', () => {
    const previous: RouteJs[] = [
      { route: '/tr/', chunks: [{ file: '/assets/country-OLDHASH1.js', gzipBytes: 31 * KB - 12 }] },
    ];
    const [failure] = checkBudget([oversized], LIMIT, { previous }).failures as [string];
    expect(failure).toMatch(/country-CBHI34uF\.js \(\+12 B\)/);
  });

  it('prints one line per route and the failures in full', () => {
    const text = formatBudget(checkBudget([fitting, oversized], LIMIT));
    expect(text).toMatch(/^ok +\/de\//m);
    expect(text).toMatch(/^OVER +\/tr\//m);
    expect(text).toContain('over the 40.0 KB budget');
  });
});

describe('chunk names', () => {
  it('recognises the React chunk only', () => {
    expect(isReactChunk('/assets/react-D3LRVB05.js')).toBe(true);
    expect(isReactChunk('assets/react-D3LRVB05.js?v=1')).toBe(true);
    expect(isReactChunk('/assets/react-dom-helper-D3LRVB05.css')).toBe(false);
    expect(isReactChunk('/assets/preact-D3LRVB05.js')).toBe(false);
    expect(isReactChunk('/assets/client-DLSq_tIv.js')).toBe(false);
  });

  it('strips directory and content hash', () => {
    expect(chunkName('/assets/country-CBHI34uF.js')).toBe('country.js');
    expect(chunkName('/assets/de-DE-Aa11Bb22.js')).toBe('de-DE.js');
  });
});
