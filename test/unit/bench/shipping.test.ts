import { describe, expect, it } from 'vitest';
import {
  foreignMarketText,
  marketDataStem,
  marketFingerprints,
  shippingProblems,
  staffPanelChunks,
  stringLeaves,
  type Manifest,
  type MarketModule,
} from '../../../scripts/bench/shipping';

const MARKETS = ['de-DE', 'de-AT', 'tr-TR', 'en', 'de', 'at', 'tr', 'ch-fr'];

const manifest: Manifest = {
  'demo/client.tsx': {
    file: 'assets/client-AAAAAAAA.js',
    src: 'demo/client.tsx',
    isEntry: true,
    imports: ['_react-BBBBBBBB.js'],
  },
  '_react-BBBBBBBB.js': { file: 'assets/react-BBBBBBBB.js', name: 'react' },
  'demo/routes/country.tsx': {
    file: 'assets/country-CCCCCCCC.js',
    src: 'demo/routes/country.tsx',
    isDynamicEntry: true,
  },
  'core/newsletter/texts/de-DE.ts': {
    file: 'assets/de-DE-DDDDDDDD.js',
    src: 'core/newsletter/texts/de-DE.ts',
    isDynamicEntry: true,
  },
  'core/newsletter/texts/de-AT.ts': {
    file: 'assets/de-AT-EEEEEEEE.js',
    src: 'core/newsletter/texts/de-AT.ts',
    isDynamicEntry: true,
    imports: ['core/newsletter/texts/de-DE.ts'],
  },
  'core/newsletter/texts/tr-TR.ts': {
    file: 'assets/tr-TR-FFFFFFFF.js',
    src: 'core/newsletter/texts/tr-TR.ts',
    isDynamicEntry: true,
  },
  'core/footer/content/tr.ts': {
    file: 'assets/tr-GGGGGGGG.js',
    src: 'core/footer/content/tr.ts',
    isDynamicEntry: true,
  },
  'react/preview/PreviewPanel.tsx': {
    file: 'assets/PreviewPanel-HHHHHHHH.js',
    src: 'react/preview/PreviewPanel.tsx',
    isDynamicEntry: true,
  },
};

const base = { marketNames: MARKETS, manifest, staffChunks: staffPanelChunks(manifest) };

describe('shippingProblems', () => {
  it('accepts a page that loads only its own market data', () => {
    const files = [
      '/assets/client-AAAAAAAA.js',
      '/assets/react-BBBBBBBB.js',
      '/assets/country-CCCCCCCC.js',
      '/assets/de-DE-DDDDDDDD.js',
    ];
    expect(shippingProblems({ ...base, route: '/de/', ownMarkets: ['de-DE', 'en', 'de', 'DE'], files })).toEqual([]);
  });

  it("names another market's texts and content loaded by a page", () => {
    const files = ['/assets/country-CCCCCCCC.js', '/assets/tr-TR-FFFFFFFF.js', '/assets/tr-GGGGGGGG.js'];
    const problems = shippingProblems({ ...base, route: '/de/', ownMarkets: ['de-DE', 'en', 'de'], files });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('/de/');
    expect(problems[0]).toContain('core/newsletter/texts/tr-TR.ts');
    expect(problems[1]).toContain('core/footer/content/tr.ts');
  });

  it('allows a fallback market module the own one imports statically', () => {
    const files = ['/assets/de-AT-EEEEEEEE.js', '/assets/de-DE-DDDDDDDD.js'];
    expect(shippingProblems({ ...base, route: '/at/', ownMarkets: ['de-AT', 'at'], files })).toEqual([]);
  });

  it('fails a page that loads the staff preview panel', () => {
    const problems = shippingProblems({
      ...base,
      route: '/tr/',
      ownMarkets: ['tr-TR', 'tr'],
      files: ['/assets/PreviewPanel-HHHHHHHH.js'],
    });
    expect(problems).toEqual([expect.stringContaining('staff preview panel')]);
    expect(problems[0]).toContain('react/preview/PreviewPanel.tsx');
  });
});

describe('market data modules', () => {
  it('recognises texts and content modules by their market name only', () => {
    expect(marketDataStem('core/newsletter/texts/de-AT.ts', MARKETS)).toBe('de-AT');
    expect(marketDataStem('core/footer/content/ch-fr.ts', MARKETS)).toBe('ch-fr');
    expect(marketDataStem('core/footer/content/index.ts', MARKETS)).toBeUndefined();
    expect(marketDataStem('demo/routes/country.tsx', MARKETS)).toBeUndefined();
  });

  it('finds the staff panel chunks in the manifest', () => {
    expect(staffPanelChunks(manifest)).toEqual(['/assets/PreviewPanel-HHHHHHHH.js']);
  });
});

describe("another market's texts inside a chunk", () => {
  const modules: MarketModule[] = [
    {
      module: 'core/newsletter/texts/de-DE.ts',
      market: 'de-DE',
      strings: [
        'Melden Sie sich zum Newsletter an und sparen Sie',
        'E-Mail-Adresse',
        'Gemeinsamer Satz der beiden Sprachen hier',
      ],
    },
    {
      module: 'core/newsletter/texts/de-AT.ts',
      market: 'de-AT',
      strings: [
        'Melden Sie sich jetzt zum Newsletter an, Österreich',
        'E-Mail-Adresse',
        'Gemeinsamer Satz der beiden Sprachen hier',
      ],
    },
    {
      module: 'core/newsletter/texts/tr-TR.ts',
      market: 'tr-TR',
      strings: [
        'Bültenimize abone olun, %10 kazanın ve fırsatları kaçırmayın',
        'Ad',
        "Kullanıcı 'tırnak' içeren uzun bir metin burada",
      ],
    },
    {
      module: 'core/footer/content/tr.ts',
      market: 'tr',
      strings: ['Bültenimize abone olun, %10 kazanın ve fırsatları kaçırmayın'],
    },
  ];
  const prints = marketFingerprints(modules);

  it('fingerprints each module by its most specific long strings, written verbatim by a bundler', () => {
    const byModule = Object.fromEntries(prints.map((p) => [p.module, p.strings]));
    expect(byModule['core/newsletter/texts/de-DE.ts']).toEqual([
      { text: 'Melden Sie sich zum Newsletter an und sparen Sie', owners: ['de-DE'] },
      { text: 'Gemeinsamer Satz der beiden Sprachen hier', owners: ['de-DE', 'de-AT'] },
    ]);
    // Quotes would be re-escaped by a bundler, short strings say nothing.
    expect(byModule['core/newsletter/texts/tr-TR.ts']).toEqual([
      { text: 'Bültenimize abone olun, %10 kazanın ve fırsatları kaçırmayın', owners: ['tr-TR'] },
    ]);
    // Only siblings in the same folder count: the footer content may repeat a newsletter text.
    expect(byModule['core/footer/content/tr.ts']).toHaveLength(1);
  });

  it("finds Turkish texts bundled into the German page's chunk, and accepts the page's own", () => {
    const files = [
      {
        path: '/assets/country-AAAAAAAA.js',
        text: 'const t={headline:"Melden Sie sich zum Newsletter an und sparen Sie"}',
      },
      {
        path: '/assets/texts-BBBBBBBB.js',
        text: 'x={tr:{h:"Bültenimize abone olun, %10 kazanın ve fırsatları kaçırmayın"}}',
      },
    ];
    const problems = foreignMarketText({
      route: '/de/',
      ownMarkets: ['de-DE', 'en', 'de', 'DE'],
      files,
      fingerprints: prints,
    });
    expect(problems).toEqual([
      '/de/ loads /assets/texts-BBBBBBBB.js, which holds core/newsletter/texts/tr-TR.ts, core/footer/content/tr.ts ("Bültenimize abone olun, %10 kazanın ve fırsatları kaçırmayın", a text of tr-TR)',
    ]);
    expect(
      foreignMarketText({
        route: '/tr/',
        ownMarkets: ['tr-TR', 'en', 'tr'],
        files: files.slice(1),
        fingerprints: prints,
      }),
    ).toEqual([]);
  });

  it('finds texts two markets share on a page of a third, but not on a page of either', () => {
    const files = [{ path: '/assets/country-AAAAAAAA.js', text: 'a="Gemeinsamer Satz der beiden Sprachen hier"' }];
    expect(
      foreignMarketText({ route: '/tr/', ownMarkets: ['tr-TR', 'en', 'tr'], files, fingerprints: prints }),
    ).toEqual([expect.stringContaining('a text of de-DE, de-AT')]);
    expect(
      foreignMarketText({ route: '/at/', ownMarkets: ['de-AT', 'de-DE', 'en', 'at'], files, fingerprints: prints }),
    ).toEqual([]);
  });

  it('collects the strings of nested exports', () => {
    expect(stringLeaves({ default: { a: 'x', b: ['y', { c: 'z' }], n: 1 } })).toEqual(['x', 'y', 'z']);
  });
});
