import { isCalendarDay } from '../widgets/format.rules';

const PREVIEW_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real calendar day (2026-02-30 is not one; 0050-01-01 is). */
export function isPreviewDate(value: string): boolean {
  const m = PREVIEW_DATE.exec(value);
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

const PREVIEW_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `HH:MM`, 24 hours (what a time input gives). */
export function isPreviewTime(value: string): boolean {
  return PREVIEW_TIME.test(value);
}

/** A UTC offset in minutes (east positive) as ISO 8601: `Z`, `+01:00`, `-03:30`. */
export function zoneOffsetText(offsetMinutes: number): string {
  const minutes = Number.isFinite(offsetMinutes) ? Math.max(-14 * 60, Math.min(14 * 60, Math.trunc(offsetMinutes))) : 0;
  if (minutes === 0) return 'Z';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The staff person's own UTC offset (minutes, east positive) at that date and time of day; pure JS, no DOM. */
export function localZoneOffsetMinutes(date: string, time: string): number {
  const at = new Date(`${isPreviewDate(date) ? date : '2000-01-01'}T${isPreviewTime(time) ? time : '00:00'}`);
  return Number.isNaN(at.getTime()) ? 0 : -at.getTimezoneOffset();
}

export interface PreviewDateTimeOptions {
  /** The time of day, `HH:MM`; empty means the start of the day. */
  time?: string;
  /** The offset the time of day is in (the staff person's zone), minutes east of UTC. */
  offsetMinutes?: number;
}

/**
 * The preview date/time sent to the services: the `YYYY-MM-DD` date alone without a time of day, else with the time
 * and its zone (`2026-12-01T08:00+01:00`); else the current time. A time that is not `HH:MM` is left out and reported.
 */
export function previewDateTime(
  date: string,
  now: number,
  options: PreviewDateTimeOptions = {},
): { dateTime: string; valid: boolean } {
  if (!isPreviewDate(date)) return { dateTime: new Date(now).toISOString(), valid: false };
  const time = options.time ?? '';
  if (time === '') return { dateTime: date, valid: true };
  if (!isPreviewTime(time)) return { dateTime: date, valid: false };
  return { dateTime: `${date}T${time}${zoneOffsetText(options.offsetMinutes ?? 0)}`, valid: true };
}

/** The value for a time input: the `HH:MM` of a preview date/time, or empty (the start of the day). */
export function previewTimeInputValue(dateTime: string | undefined): string {
  const time = dateTime?.slice(11, 16) ?? '';
  return dateTime?.[10] === 'T' && isPreviewTime(time) ? time : '';
}

/** A preview date/time for people: `2026-12-01`, or `2026-12-01 08:00 (UTC+01:00)`. */
export function previewDateTimeLabel(dateTime: string): string {
  const date = dateTime.slice(0, 10);
  const time = previewTimeInputValue(dateTime);
  if (!time) return date;
  const zone = dateTime.slice(16).replace(/^:\d{2}(\.\d+)?/, '');
  return `${date} ${time} (UTC${zone === 'Z' || zone === '' ? '' : zone})`;
}

/** The value for a date input: the date part of a preview date/time, or today (UTC). */
export function previewDateInputValue(dateTime: string | undefined, now: number): string {
  const date = dateTime?.slice(0, 10);
  if (date && isPreviewDate(date)) return date;
  return new Date(now).toISOString().slice(0, 10);
}

// The staff-cookie rules live in their own module: a country page's boot script needs them, not the panel's rules.
export { hasPreviewAuthCookie, cookieHeaderHasPreviewAuth } from './preview.cookies';
