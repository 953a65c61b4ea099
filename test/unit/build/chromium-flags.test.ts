import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../e2e/chromium';

const playwrightCore = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));

describe("the browser tests' Chromium flags", () => {
  it('keep every feature playwright-core disables itself (Chromium reads only the last --disable-features)', () => {
    const bundle = readFileSync(join(playwrightCore, 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1] ?? '';
    const theirs = [...list.matchAll(/"(\w+)"/g)].map((match) => match[1]);
    expect(theirs, "playwright-core's list was not found: read its chromiumSwitches").toContain('PaintHolding');

    const flags = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const ours = flags[0]!.slice('--disable-features='.length).split(',');
    expect(ours).toEqual(expect.arrayContaining([...theirs, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
