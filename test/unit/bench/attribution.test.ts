import { describe, expect, it } from 'vitest';
import { attribute, formatParts, partOf, type ModuleShare } from '../../../scripts/bench/attribution';

const ROOT = '/work/main';

describe('partOf', () => {
  it('names packages, scoped packages, our folders and the bundler runtime', () => {
    expect(partOf('/work/main/node_modules/xstate/dist/raise-effbee0c.esm.js', ROOT)).toBe('xstate');
    expect(partOf('/work/main/node_modules/@xstate/react/dist/xstate-react.esm.js', ROOT)).toBe('@xstate/react');
    expect(partOf('/work/main/node_modules/zod/v4/core/util.js?commonjs-proxy', ROOT)).toBe('zod');
    expect(partOf('/work/main/core/newsletter/signup.rules.ts', ROOT)).toBe('core/newsletter');
    expect(partOf('/work/main/react/widgets/icons/arrows.ts', ROOT)).toBe('react/widgets');
    expect(partOf('/work/main/demo/client.tsx', ROOT)).toBe('demo');
    expect(partOf('\0rolldown/runtime.js', ROOT)).toBe('bundler runtime');
  });
});

describe('attribute', () => {
  const modules: Record<string, ModuleShare[]> = {
    'assets/shared-AAAAAAAA.js': [
      { id: '/work/main/node_modules/xstate/dist/a.js', renderedLength: 3000 },
      { id: '/work/main/core/widgets/format.rules.ts', renderedLength: 1000 },
      { id: '/work/main/react/widgets/field.css', renderedLength: 0 },
    ],
    'assets/country-BBBBBBBB.js': [
      { id: '/work/main/core/newsletter/signup.rules.ts', renderedLength: 500 },
      { id: '/work/main/core/widgets/textInput.machine.ts', renderedLength: 500 },
    ],
  };
  const lookup = (file: string) => modules[file.replace(/^\//, '')];

  it("splits each chunk's gzipped bytes by rendered length and sums them by part, biggest first", () => {
    const { parts, unknownChunks } = attribute(
      [
        { file: '/assets/shared-AAAAAAAA.js', gzipBytes: 8000 },
        { file: '/assets/country-BBBBBBBB.js', gzipBytes: 2000 },
      ],
      lookup,
      ROOT,
    );
    expect(parts).toEqual([
      { part: 'xstate', gzipBytes: 6000, modules: 1 },
      { part: 'core/widgets', gzipBytes: 3000, modules: 2 },
      { part: 'core/newsletter', gzipBytes: 1000, modules: 1 },
    ]);
    expect(parts.reduce((s, p) => s + p.gzipBytes, 0)).toBe(10000);
    expect(unknownChunks).toEqual([]);
  });

  it('names chunks it knows nothing about instead of guessing', () => {
    expect(attribute([{ file: '/assets/gone-CCCCCCCC.js', gzipBytes: 100 }], lookup, ROOT).unknownChunks).toEqual([
      '/assets/gone-CCCCCCCC.js',
    ]);
  });

  it('prints the biggest parts and sums the rest', () => {
    const parts = [
      { part: 'xstate', gzipBytes: 2048, modules: 1 },
      { part: 'zod', gzipBytes: 1024, modules: 1 },
      { part: 'core/footer', gzipBytes: 512, modules: 1 },
    ];
    expect(formatParts(parts, 2)).toBe('xstate ≈ 2.0 KB, zod ≈ 1.0 KB, the rest ≈ 0.5 KB');
  });
});
