import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Every date of the product goes through this module, in the browser and in the API alike, so both read
 * the same day and time from the same moment. On the wire a moment is UTC: ISO text in the API's answers,
 * 'DD-MM-YYYY HH:mm' in the forms' bodies (`formatBookingDate`, `parseDashDate`). What a person reads or
 * picks is the UK's clock, Europe/London (GMT in winter, BST in summer): a date, a time, today, a
 * calendar's day and month, a stay's nights, a booking window, a day of the statistics. A time of day an
 * advertiser sets (a check-in window, working hours, the viewing hours) is a time on that clock too.
 */
export const PERSON_ZONE = 'Europe/London';

export type DateInput = string | number | Date | null | undefined;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

let zoneParts: Intl.DateTimeFormat | undefined;
const offsets = new Map<number, number>();

/**
 * Minutes the UK's clock is ahead of UTC at a moment (0 or 60). The UK changes its clocks on a UTC hour,
 * so the offset is one number per UTC hour, asked of Intl once and kept: a booking calendar reads
 * thousands of moments.
 */
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    zoneParts ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: PERSON_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    const part = Object.fromEntries(zoneParts.formatToParts(hour * HOUR_MS).map((p) => [p.type, Number(p.value)]));
    const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0);
    offset = (wall - hour * HOUR_MS) / MINUTE_MS;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The UK's clock at a moment, as milliseconds whose UTC fields are the clock's fields. */
const wallClock = (ms: number) => ms + offsetAt(ms) * MINUTE_MS;

/** A moment from what the API or a form holds; null when it is none. */
export function momentOf(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = dayjs.utc(value);
  return at.isValid() ? at.toDate() : null;
}

/**
 * What a person reads of a value, as a dayjs in UTC mode holding the UK clock's fields. A calendar day
 * ('YYYY-MM-DD', a date column) is that day wherever it is read; a moment is read on the UK's clock.
 */
function personClock(value: DateInput): dayjs.Dayjs | null {
  if (typeof value === 'string' && DAY_TEXT.test(value)) {
    const day = dayjs.utc(value);
    return day.isValid() ? day : null;
  }
  const at = momentOf(value);
  return at && dayjs.utc(wallClock(at.getTime()));
}

/** A moment's place on the UK's clock: its day, hour and minute. */
export interface ClockTime {
  day: string;
  hour: number;
  minute: number;
}

export function clockOf(at: Date): ClockTime {
  const wall = new Date(wallClock(at.getTime()));
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

/** 'YYYY-MM-DD' of a moment: the day it is in the UK. */
export function dayKey(date: Date): string {
  return clockOf(date).day;
}

/** Today in the UK, 'YYYY-MM-DD'. */
export const today = (now: Date = new Date()): string => dayKey(now);

/** 'YYYY-MM' of a moment: the month it is in the UK. */
export const monthOf = (at: Date): string => dayKey(at).slice(0, 7);

/**
 * The moment the UK's clock shows `minutes` past midnight of `day`; null for a time the clock skips
 * (01:00 to 02:00 on the last Sunday of March). A time the clock shows twice (the last Sunday of
 * October) is its second showing, in GMT.
 */
export function momentAt(day: string, minutes = 0): Date | null {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  if (Number.isNaN(wall)) return null;
  let ms = wall - offsetAt(wall) * MINUTE_MS;
  ms = wall - offsetAt(ms) * MINUTE_MS;
  return wallClock(ms) === wall ? new Date(ms) : null;
}

/** The moment a UK day begins (midnight on the UK's clock, which never skips it). */
export function dayStart(day: string): Date {
  return momentAt(day) ?? new Date(`${day}T00:00:00Z`);
}

/** A day some days later (or earlier, when `by` is negative), 'YYYY-MM-DD'. */
export function addDays(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
}

/** A month some months later (or earlier), 'YYYY-MM'. */
export function addMonths(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1 + by, 1)).toISOString().slice(0, 7);
}

/** Calendar days from one moment's UK day to another's (NaN when either is not a moment). */
export function daysApart(from: DateInput, to: DateInput): number {
  const [start, end] = [momentOf(from), momentOf(to)];
  if (!start || !end) return Number.NaN;
  return Math.round((Date.parse(`${dayKey(end)}T00:00:00Z`) - Date.parse(`${dayKey(start)}T00:00:00Z`)) / DAY_MS);
}

/** DD/MM/YYYY: adverts and reviews. */
export function formatDate(value: DateInput): string {
  return personClock(value)?.format('DD/MM/YYYY') ?? '';
}

/** DD-MM-YYYY: search and notifications. */
export function formatDashDate(value: DateInput): string {
  return personClock(value)?.format('DD-MM-YYYY') ?? '';
}

/** HH:mm on the UK's clock; a bare time such as '14:00:00' (an advertiser's window) is taken as it is. */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string') {
    const [, hours, minutes] = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(value.trim()) ?? [];
    if (hours && minutes) return `${hours.padStart(2, '0')}:${minutes}`;
  }
  return personClock(value)?.format('HH:mm') ?? '';
}

/** 'DD-MM-YYYY HH:mm' on the UK's clock: when a booking starts, ends or must be answered, as a person reads it. */
export function formatDateTime(value: DateInput): string {
  return personClock(value)?.format('DD-MM-YYYY HH:mm') ?? '';
}

/**
 * 'DD/MM/YYYY HH:mm UTC': the release console's times, which an operator lays beside the release command's
 * output and the servers' logs, both in UTC; it says so, as everything read on the UK's clock does not.
 */
export function formatUtcDateTime(value: DateInput): string {
  const at = momentOf(value);
  return at ? `${dayjs.utc(at).format('DD/MM/YYYY HH:mm')} UTC` : '';
}

/** A UK day in words, en-GB ('Tuesday 10 March', 'March 2026'...): the options name the parts shown. */
export function dayInWords(day: string, parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { ...parts, timeZone: 'UTC' });
}

/** 'DD-MM-YYYY HH:mm' in UTC: how the forms send a moment (date_start, date_end, date_now). */
export function formatBookingDate(date: Date): string {
  return dayjs.utc(date).format('DD-MM-YYYY HH:mm');
}

/** Reads 'DD-MM-YYYY' (optionally followed by ' HH:mm') as the forms send it, in UTC; null when it is not one. */
export function parseDashDate(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(value.trim()) : null;
  if (!match) return null;
  const [, dd, mm, yyyy, hh = '00', min = '00'] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), Number(hh), Number(min)));
  return date.getUTCDate() === Number(dd) && date.getUTCMonth() === Number(mm) - 1 ? date : null;
}

/**
 * 'YYYY-MM-DD' of a date kept as a UTC date: a day a date picker hands back or a day's place on a chart's
 * axis, which hold calendar days as UTC midnights (no clock moves them).
 */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** 'Today' for a day or less, 'N days ago' up to 30, then 'N months ago' with 30-day months. */
export function postedAge(createdAt: DateInput, now: Date = new Date()): string {
  const created = momentOf(createdAt);
  if (!created) return '';
  const elapsed = now.getTime() - created.getTime();
  if (elapsed <= DAY_MS) return 'Today';
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= 30) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  const months = Math.floor(days / 30);
  return `${months} ${months === 1 ? 'month' : 'months'} ago`;
}

/** Notification timestamps: DD-MM-YYYY when older than a day, otherwise the time, on the UK's clock. */
export function notificationTime(createdAt: DateInput, now: Date = new Date()): string {
  const created = momentOf(createdAt);
  if (!created) return '';
  return now.getTime() - created.getTime() > DAY_MS ? formatDashDate(created) : formatTime(created);
}
