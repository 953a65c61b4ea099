// A measured size is written in one place, the Performance section `npm run bench` generates; the rest of the README
// cites it. Only limits (the body limit, the JS budget) may be named as figures elsewhere.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('README figures', () => {
  it('outside the generated Performance section, KB figures are limits only', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf('<!-- perf:start -->');
    const end = readme.indexOf('<!-- perf:end -->');
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const prose = readme.slice(0, start) + readme.slice(end);
    const figures = [...prose.matchAll(/(\d+(?:[.,]\d+)?)\s?KB/g)].map((m) => m[1]);
    expect(figures.filter((f) => !['16', '40'].includes(f!))).toEqual([]);
  });
});
