import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FooterFlag, starPoints } from '../../../react/footer/FooterFlag';
import { FOOTER_FLAG_NAMES } from '../../../core/footer';
import type { Flag } from '../../../core/markets';

// Parsed without a DOM: each drawn shape as its tag and attributes.
const shapes = (flag: Flag) =>
  [...renderToStaticMarkup(<FooterFlag flag={flag} />).matchAll(/<(rect|path|circle|polygon)\s([^>]*?)\/?>/g)].map(
    ([, tag, attrs]) => ({
      tag,
      ...Object.fromEntries([...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
    }),
  ) as { tag: string; fill?: string; width?: string; height?: string; d?: string; points?: string; x?: string }[];
const fullWidthStripes = (flag: Flag) =>
  shapes(flag).filter((s) => s.tag === 'rect' && s.width === '30' && s.fill !== 'none');

describe('country selector flags, after their official designs', () => {
  it('draws every flag the spec names', () => {
    for (const flag of Object.keys(FOOTER_FLAG_NAMES) as Flag[]) expect(shapes(flag).length).toBeGreaterThan(1);
  });

  it('Slovakia: the tricolour carries the coat of arms (red shield, white double cross, blue hills), so it is not a plain tricolour', () => {
    expect(fullWidthStripes('SK').map((s) => s.fill)).toEqual(['#ffffff', '#0b4ea2', '#ee1c25']);
    const arms = shapes('SK').filter((s) => s.tag === 'path');
    expect(arms.map((s) => s.fill)).toEqual(['#ee1c25', '#0b4ea2', '#ffffff', 'none']);
    // The double cross: two crossbars on one upright (12 corners of a cross, then 4 more for the second bar).
    expect(arms[2]!.d!.match(/[hvHV]/g)!.length).toBeGreaterThanOrEqual(15);
  });

  it('Slovenia: the tricolour carries its coat of arms with three gold stars', () => {
    expect(fullWidthStripes('SI')).toHaveLength(3);
    expect(shapes('SI').filter((s) => s.tag === 'polygon' && s.fill === '#ffdd00')).toHaveLength(3);
  });

  it('Europe: twelve five-pointed gold stars on a circle a third of the height across the middle', () => {
    const stars = shapes('EU').filter((s) => s.tag === 'polygon');
    expect(stars).toHaveLength(12);
    for (const star of stars) {
      const points = star.points!.split(' ').map((p) => p.split(',').map(Number));
      expect(points).toHaveLength(5);
      const cx = points.reduce((sum, [x]) => sum + x!, 0) / 5;
      const cy = points.reduce((sum, [, y]) => sum + y!, 0) / 5;
      expect(Math.hypot(cx - 15, cy - 10)).toBeCloseTo(20 / 3, 1);
    }
  });

  it('Türkiye: a crescent and a five-pointed star, not a dot', () => {
    expect(shapes('TR').filter((s) => s.tag === 'circle')).toHaveLength(2);
    expect(shapes('TR').filter((s) => s.tag === 'polygon' && s.fill === '#ffffff')).toHaveLength(1);
  });

  it('Switzerland: a square flag', () => {
    const field = shapes('CH').find((s) => s.tag === 'rect' && s.fill === '#da291c')!;
    expect(field.width).toBe(field.height);
  });

  it.each([
    ['DE', ['#000000', '#dd0000', '#ffce00']],
    ['AT', ['#c8102e', '#ffffff', '#c8102e']],
    ['HU', ['#ce2939', '#ffffff', '#477050']],
    ['PL', ['#ffffff', '#dc143c']],
  ] as const)('%s: its stripes, top to bottom', (flag, colors) => {
    expect(fullWidthStripes(flag).map((s) => s.fill)).toEqual(colors);
  });

  it('starPoints draws a star whose points lie on its circle', () => {
    for (const [x, y] of starPoints(0, 0, 2)
      .split(' ')
      .map((p) => p.split(',').map(Number)))
      expect(Math.hypot(x!, y!)).toBeCloseTo(2, 2);
  });
});
