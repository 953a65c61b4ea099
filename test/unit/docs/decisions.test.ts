// docs/decisions.md is the one place a decision is written: one row per number, and what cites a number finds it.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const decisions = readFileSync('docs/decisions.md', 'utf8');
const numbers = [...decisions.matchAll(/^\| D(\d+) \|/gm)].map((m) => Number(m[1]));

describe('docs/decisions.md', () => {
  it('has one row per decision number, in order', () => {
    expect(numbers.length).toBeGreaterThan(30);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  });

  it('every decision cited in the docs and the code exists, and no text names a range of them (it goes stale)', () => {
    const files = execFileSync('git', ['ls-files', '*.md', '*.ts', '*.tsx', '*.css', '*.sql', '*.yaml'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !f.startsWith('test/consumers/') && f !== 'docs/decisions.md' && f !== 'CHANGELOG.md');
    const missing: string[] = [];
    const ranges: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bD(\d{1,2})\b/g))
        if (!numbers.includes(Number(m[1]))) missing.push(`${file}: D${m[1]}`);
      for (const m of text.matchAll(/\bD\d+ ?[–-] ?D\d+\b/g)) ranges.push(`${file}: ${m[0]}`);
    }
    expect([...new Set(missing)]).toEqual([]);
    expect(ranges).toEqual([]);
  });
});
