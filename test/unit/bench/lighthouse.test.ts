import { describe, expect, it } from 'vitest';
import { describeHint } from '../../../scripts/bench/lighthouse';

describe('describeHint', () => {
  it('names the failed checks of a checklist', () => {
    const details = {
      type: 'checklist',
      items: {
        noRedirects: { label: 'Avoids redirects', value: true },
        usesCompression: { label: 'No compression applied', value: false },
      },
    };
    expect(describeHint(details)).toEqual(['No compression applied']);
  });

  it('names the first rows of a table by path and size', () => {
    const details = {
      type: 'table',
      items: [
        { url: 'http://127.0.0.1:35445/assets/country-KCk-P6GO.css', totalBytes: 1898, wastedMs: 345 },
        { url: 'http://127.0.0.1:35445/assets/react-CB_ILSWg.js', totalBytes: 67611, wastedBytes: 30971 },
        { node: { snippet: '<p>' } },
      ],
    };
    expect(describeHint(details)).toEqual([
      '/assets/country-KCk-P6GO.css 1.9 KiB',
      '/assets/react-CB_ILSWg.js 30.2 KiB to save',
    ]);
  });

  it('says nothing about details it cannot read', () => {
    expect(describeHint(undefined)).toEqual([]);
    expect(describeHint({ type: 'list', items: 'x' })).toEqual([]);
  });
});
