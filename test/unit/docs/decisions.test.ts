// docs/decisions/ holds one record per decision (NNNN-short-title.md), listed in its README; code cites them as Dnn.
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const dir = 'docs/decisions';
const records = readdirSync(dir).filter((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f));
const numbers = records.map((f) => Number(f.slice(0, 4)));
const index = readFileSync(`${dir}/README.md`, 'utf8');

describe('docs/decisions', () => {
  it('has one record per number, each with its heading, status and three sections', () => {
    expect(records.length).toBeGreaterThan(30);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(readdirSync(dir).filter((f) => f !== 'README.md' && !records.includes(f))).toEqual([]);
    for (const file of records) {
      const text = readFileSync(`${dir}/${file}`, 'utf8');
      expect(text, file).toMatch(new RegExp(`^# ${file.slice(0, 4)}\\. \\S`));
      expect(text, file).toMatch(/^Status: (accepted|superseded by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))$/m);
      for (const section of ['## Context', '## Decision', '## Consequences'])
        expect(text.split('\n'), `${file}: ${section}`).toContain(section);
    }
  });

  it('the index lists every record once, in order', () => {
    const listed = [...index.matchAll(/^\| \[D(\d+)\]\((\d{4}-[a-z0-9-]+\.md)\) +\|/gm)];
    for (const [, n, file] of listed) expect(Number(file!.slice(0, 4)), file).toBe(Number(n));
    expect(listed.map((m) => m[2])).toEqual([...records].sort());
  });

  it('every decision cited in the docs and the code exists, and no text names a range of them (it goes stale)', () => {
    const files = execFileSync('git', ['ls-files', '*.md', '*.ts', '*.tsx', '*.css', '*.sql', '*.yaml'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !f.startsWith('test/consumers/') && f !== 'CHANGELOG.md');
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
