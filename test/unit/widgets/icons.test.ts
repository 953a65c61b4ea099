import { describe, expect, it, vi } from 'vitest';
import { ICON_NAMES, isIconName, NOTIFICATION_ICON } from '../../../core/widgets/icons';
import { ALL_ICONS } from '../../../react/widgets/icons/all';

describe('the icon set', () => {
  it('has about 150 unique names', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(140);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(ICON_NAMES.every((n) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(n))).toBe(true);
  });

  it('has exactly one drawing per name', () => {
    expect(ALL_ICONS.map((i) => i.name).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('names the icons the widgets and pages need', () => {
    const needed = [
      'chevron-down',
      'chevron-up',
      'close',
      'check',
      'info',
      'success',
      'warning',
      'error',
      'link-up',
      'arrow-right',
      'eye',
      'eye-off',
      'search',
      'mail',
      'phone',
      'store',
      'truck',
      'user',
      'basket',
      'heart',
      'facebook',
      'instagram',
      'youtube',
      'pinterest',
      'tiktok',
      'x',
      'app-store',
      'google-play',
    ];
    expect(needed.filter((n) => !isIconName(n))).toEqual([]);
    expect(Object.values(NOTIFICATION_ICON).every(isIconName)).toBe(true);
  });

  it('draws on the 24x24 grid with plain path commands only', () => {
    for (const icon of ALL_ICONS) {
      const paths = [icon.d, icon.fill].filter((p): p is string => !!p);
      expect(paths.length, icon.name).toBeGreaterThan(0);
      for (const d of paths) {
        expect(d, icon.name).toMatch(/^M[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/);
        const numbers = (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
        // Absolute coordinates stay on the grid (relative moves and arc radii are small too).
        expect(
          numbers.every((n) => n >= -24 && n <= 24),
          icon.name,
        ).toBe(true);
      }
    }
  });
});

describe('icon groups on demand', () => {
  it('loading a group registers exactly its icons', async () => {
    // Files share their worker's modules: start from a registry no other file filled.
    vi.resetModules();
    const { loadIconGroups, ICON_GROUPS } = await import('../../../react/widgets/iconGroups');
    const { getIcon } = await import('../../../react/widgets/iconRegistry');
    expect(getIcon('youtube')).toBeUndefined();
    await loadIconGroups('social', 'apps');
    expect(getIcon('youtube')?.name).toBe('youtube');
    expect(getIcon('google-play')?.name).toBe('google-play');
    expect(getIcon('truck')).toBeUndefined();
    const all = (await Promise.all(Object.values(ICON_GROUPS).map((load) => load()))).flat();
    expect(all.map((i) => i.name).sort()).toEqual([...ICON_NAMES].sort());
  });
});
