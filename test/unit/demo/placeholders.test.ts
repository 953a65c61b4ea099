import { describe, expect, it } from 'vitest';
import { placeholderMarket, placeholderTable } from '../../../demo/placeholders';

const ORIGIN = 'https://shop.example';

describe('which market a placeholder page speaks for (D61, issue 43.4)', () => {
  it('the PL quality logos are linked by PL, with their labels as words', async () => {
    const table = await placeholderTable();
    expect([...table.get('/bezpieczne-zakupy')!]).toEqual([['PL', 'Bezpieczne zakupy']]);
    expect([...table.get('/sprawiedliwy-handel')!]).toEqual([['PL', 'Pieczęć sprawiedliwego handlu']]);
  });

  it('the linking page first; without one, the reader’s first language a linking market speaks; else the first', () => {
    const shared = new Map([
      ['DE', 'Datenschutz'],
      ['AT', 'Datenschutz'],
      ['TR', 'Gizlilik'],
    ] as const);
    expect(placeholderMarket(shared, `${ORIGIN}/tr/`, ORIGIN, 'de-AT')).toBe('TR');
    expect(placeholderMarket(shared, 'https://elsewhere.example/tr/', ORIGIN, 'de-AT')).toBe('AT');
    expect(placeholderMarket(shared, undefined, ORIGIN, 'en;q=1, tr;q=0.8, de;q=0.9')).toBe('DE');
    expect(placeholderMarket(shared, undefined, ORIGIN, 'fr-CH, tr-TR;q=0.5')).toBe('TR');
    expect(placeholderMarket(shared, undefined, ORIGIN, 'tr;q=0, *')).toBe('DE');
    expect(placeholderMarket(shared, 'not a url', ORIGIN, null)).toBe('DE');
  });
});
