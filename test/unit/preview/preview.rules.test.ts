import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFakeEnv } from '../../../core/env';
import {
  cookieHeaderHasPreviewAuth,
  hasPreviewAuthCookie,
  isPreviewDate,
  isPreviewTime,
  previewDateInputValue,
  previewDateTime,
  previewDateTimeLabel,
  previewTimeInputValue,
} from '../../../core/preview';

const NOW = Date.UTC(2026, 10, 23, 9, 30, 0);

describe('preview date (spec section 5: YYYY-MM-DD, else the current time)', () => {
  it.each([
    ['2026-12-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-12-1', false],
    ['01.12.2026', false],
    ['2026-12-01T08:00', false],
    ['x2026-12-01', false],
    ['', false],
    // Years 0000-0099 are the years they say (Date.UTC would read 0050 as 1950 and refuse it; issue 28).
    ['0050-01-01', true],
    ['0000-02-29', true],
    ['0099-02-29', false],
    ['0000-00-00', false],
  ])('%o is a preview date: %s', (value, expected) => expect(isPreviewDate(value)).toBe(expected));

  it('a valid date is sent as it is', () => {
    expect(previewDateTime('2026-12-01', NOW)).toEqual({ dateTime: '2026-12-01', valid: true });
  });

  it('anything else sends the current time and says it was invalid', () => {
    expect(previewDateTime('tomorrow', NOW)).toEqual({ dateTime: '2026-11-23T09:30:00.000Z', valid: false });
  });

  it('never throws and always yields something the service accepts', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const { dateTime } = previewDateTime(s, NOW);
        return /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(dateTime);
      }),
    );
  });

  it.each([
    ['', 0, '2026-12-01', true],
    ['08:30', 0, '2026-12-01T08:30Z', true],
    ['08:30', 60, '2026-12-01T08:30+01:00', true],
    ['23:59', -210, '2026-12-01T23:59-03:30', true],
    ['24:00', 60, '2026-12-01', false],
    ['8:30', 60, '2026-12-01', false],
  ])('time of day %o at offset %i sends %o (valid %s)', (time, offsetMinutes, dateTime, valid) => {
    expect(previewDateTime('2026-12-01', NOW, { time, offsetMinutes })).toEqual({ dateTime, valid });
  });

  it('with a time of day, what is sent is a date-time the service reads as that moment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (h, m, offset) => {
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const { dateTime } = previewDateTime('2026-12-01', NOW, { time, offsetMinutes: offset });
          const expected = Date.UTC(2026, 11, 1, h, m) - offset * 60_000;
          return (
            Date.parse(dateTime.replace(/(\d{2}:\d{2})(Z|[+-])/, '$1:00$2')) === expected &&
            previewTimeInputValue(dateTime) === time
          );
        },
      ),
    );
  });

  it('labels a date-time for people', () => {
    expect(previewDateTimeLabel('2026-12-01')).toBe('2026-12-01');
    expect(previewDateTimeLabel('2026-12-01T08:30+01:00')).toBe('2026-12-01 08:30 (UTC+01:00)');
    expect(previewDateTimeLabel('2026-12-01T08:30:00Z')).toBe('2026-12-01 08:30 (UTC)');
  });

  it.each([
    ['08:00', true],
    ['23:59', true],
    ['24:00', false],
    ['8:00', false],
    ['x08:00', false],
    ['08:000', false],
    ['', false],
  ])('%o is a time of day: %s', (value, expected) => expect(isPreviewTime(value)).toBe(expected));

  it("the time input shows only an HH:MM after the date's T", () => {
    expect(previewTimeInputValue('2026-12-01T08:30+01:00')).toBe('08:30');
    expect(previewTimeInputValue('2026-12-01 08:30')).toBe('');
    expect(previewTimeInputValue('2026-12-01T8:30Z')).toBe('');
    expect(previewTimeInputValue(undefined)).toBe('');
  });

  it('labels a date-time with seconds and their fraction as the service may write it', () => {
    expect(previewDateTimeLabel('2026-12-01T08:30:15.250+01:00')).toBe('2026-12-01 08:30 (UTC+01:00)');
    expect(previewDateTimeLabel('2026-12-01T08:30:15.5Z')).toBe('2026-12-01 08:30 (UTC)');
  });

  it('the date input shows the applied date, else today', () => {
    expect(previewDateInputValue('2026-12-24', NOW)).toBe('2026-12-24');
    expect(previewDateInputValue('2026-12-24T08:00:00Z', NOW)).toBe('2026-12-24');
    expect(previewDateInputValue(undefined, NOW)).toBe('2026-11-23');
    expect(previewDateInputValue('garbage', NOW)).toBe('2026-11-23');
  });
});

describe('staff auth cookie (spec section 6)', () => {
  it.each([
    [{ staff_auth: 's1' }, true],
    [{ cobra_auth: 'c1' }, true],
    [{ staff_present: '1' }, true], // staff_auth is HttpOnly: pages see only its companion
    [{ LoginToken: 'x' }, false],
    [{}, false],
  ])('%o -> %s', (cookies, expected) => {
    expect(hasPreviewAuthCookie(createFakeEnv({ cookies }).cookies)).toBe(expected);
  });

  it.each([
    ['staff_auth=abc', true],
    ['a=1; cobra_auth=xyz; b=2', true],
    ['csrf_token=a; staff_present=1', true],
    ['staff_auth=', false],
    ['staff_auth= ; a=1', false],
    ['my_staff_auth=abc', false],
    ['', false],
    [undefined, false],
  ])('header %o -> %s', (header, expected) => expect(cookieHeaderHasPreviewAuth(header)).toBe(expected));
});

/**
 * `localZoneOffsetMinutes` in the given zone: run in a Node process of its own with `TZ` set (a worker thread, as
 * Stryker's runner uses, cannot change the zone of the process it shares).
 */
function offsetsIn(zone: string, cases: [string, string][]): number[] {
  const rules = fileURLToPath(new URL('../../../core/preview/preview.rules.ts', import.meta.url));
  const code = `const { localZoneOffsetMinutes } = await import(${JSON.stringify(pathToFileURL(rules).href)});
console.log(JSON.stringify(${JSON.stringify(cases)}.map(([d, t]) => localZoneOffsetMinutes(d, t))));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(out) as number[];
}

describe("the staff person's own zone (localZoneOffsetMinutes)", () => {
  it('is the offset at that date and time of day, summer time included (Berlin)', () => {
    // The night the clocks go forward (29 March): 01:30 is still winter time, 03:30 summer time.
    expect(
      offsetsIn('Europe/Berlin', [
        ['2026-12-01', '08:00'],
        ['2026-07-01', '08:00'],
        ['2026-03-29', '01:30'],
        ['2026-03-29', '03:30'],
      ]),
    ).toEqual([60, 120, 60, 120]);
  });

  it('west of UTC the offset is negative (New York)', () => {
    expect(offsetsIn('America/New_York', [['2026-12-01', '08:00']])).toEqual([-300]);
  });

  it('a date or time that is not one counts as 1 January 2000 or midnight, never as no zone', () => {
    expect(
      offsetsIn('Europe/Berlin', [
        ['1.7.2026', '08:00'],
        ['2026-07-01', '8 Uhr'],
      ]),
    ).toEqual([60, 120]);
  });
});
