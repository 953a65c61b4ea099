// A measured size is written in one place, the Performance section `npm run bench` generates in docs/performance.md;
// the other pages cite it. Only limits (the body limit, the JS budget) may be named as figures elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('figures in the docs', () => {
  it('docs/performance.md has the generated section between its markers', () => {
    const page = readFileSync('docs/performance.md', 'utf8');
    const start = page.indexOf('<!-- perf:start -->');
    expect(start).toBeGreaterThan(0);
    expect(page.indexOf('<!-- perf:end -->')).toBeGreaterThan(start);
  });

  it.each(pages)('%s: outside the generated section, KB figures are limits only', (file) => {
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf('<!-- perf:start -->');
    const end = text.indexOf('<!-- perf:end -->');
    const prose = start < 0 ? text : text.slice(0, start) + text.slice(end);
    const figures = [...prose.matchAll(/(\d+(?:[.,]\d+)?)\s?KB/g)].map((m) => m[1]);
    expect(figures.filter((f) => !['16', '40'].includes(f!))).toEqual([]);
  });
});
