import { describe, expect, it } from 'vitest';
import { bundleEntry } from './bundle-size';

// Path data of icons Button never uses, and tell-tale strings of the formatters and machines.
const OTHER_ICON_PATHS = [
  'M4 20h4L19 9l-4-4L4 16zM13 7l4 4' /* edit */,
  'M9 3h6l-1 4 4 14H6l4-14z' /* fashion-women */,
  'M5 3l15 9-15 9z',
];

describe('tree shaking', () => {
  it('importing Button pulls neither the icon set, the formatters, the texts nor a machine', async () => {
    const button = await bundleEntry('react/widgets/Button.tsx');
    expect(button.js).toContain('sk-button');
    for (const d of OTHER_ICON_PATHS) expect(button.js).not.toContain(d);
    expect(button.js).not.toMatch(/chevron-double-left|google-play|payment-instalments/);
    expect(button.js).not.toContain('date-dmy');
    expect(button.js).not.toContain('IBAN');
    expect(button.js).not.toMatch(/textInput|expandableSection|passwordVisibility/);
    expect(button.js).not.toContain('Schließen');
    expect(button.css).not.toContain('sk-field');
    expect(button.jsGzipBytes).toBeLessThan(2500);
  });

  it('importing Button from the widgets entry (as features do) shakes off the rest too', async () => {
    const viaIndex = await bundleEntry('test/unit/widgets/fixtures/button-from-index.ts');
    const alone = await bundleEntry('react/widgets/Button.tsx');
    for (const d of OTHER_ICON_PATHS) expect(viaIndex.js).not.toContain(d);
    expect(viaIndex.js).not.toContain('date-dmy');
    expect(viaIndex.css).not.toContain('sk-field');
    expect(viaIndex.jsGzipBytes).toBeLessThan(alone.jsGzipBytes + 200);
  });

  it('the whole widgets entry carries them all, and is far bigger', async () => {
    const [all, button] = await Promise.all([
      bundleEntry('react/widgets/index.ts'),
      bundleEntry('react/widgets/Button.tsx'),
    ]);
    expect(all.js).toContain('chevron-double-left');
    expect(all.js).toContain('sk-field');
    expect(all.js).toContain('date-dmy');
    expect(all.jsGzipBytes).toBeGreaterThan(button.jsGzipBytes * 3);
    console.info(
      `widgets entry ${all.jsGzipBytes} B gzip JS + ${all.cssGzipBytes} B CSS; Button alone ${button.jsGzipBytes} B + ${button.cssGzipBytes} B`,
    );
  });
});
