import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export type DateInput = string | number | Date | null | undefined;

export interface PoundsOptions {
  /** 2 for reserve totals; otherwise whole pounds show no pence and other amounts show two decimals. */
  decimals?: 0 | 2;
}

/**
 * Each made once, when first needed: building an Intl.NumberFormat costs far more than formatting with
 * one (on a slow phone, an advert's prices built one per amount were most of a 75 ms task).
 */
const poundsFormats = new Map<number, Intl.NumberFormat>();
function poundsFormat(decimals: number): Intl.NumberFormat {
  let format = poundsFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    poundsFormats.set(decimals, format);
  }
  return format;
}

/** '£1,250,000'; '' when there is no amount. */
export function formatPounds(amount: number | string | null | undefined, options: PoundsOptions = {}): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = Number(amount);
  if (!Number.isFinite(value)) return '';
  const decimals = options.decimals ?? (Number.isInteger(value) ? 0 : 2);
  const digits = poundsFormat(decimals).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}£${digits}`;
}

/** Dates arrive in UTC from the API and are shown in UTC so every visitor sees the same day. */
function utcDate(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs.utc(value);
  return date.isValid() ? date : null;
}

/** DD/MM/YYYY: adverts and reviews. */
export function formatDate(value: DateInput): string {
  return utcDate(value)?.format('DD/MM/YYYY') ?? '';
}

/** DD-MM-YYYY: search and notifications. */
export function formatDashDate(value: DateInput): string {
  return utcDate(value)?.format('DD-MM-YYYY') ?? '';
}

/** HH:mm in UTC; a bare time such as '14:00:00' (policy windows) is taken as is. */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string') {
    const [, hours, minutes] = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(value.trim()) ?? [];
    if (hours && minutes) return `${hours.padStart(2, '0')}:${minutes}`;
  }
  return utcDate(value)?.format('HH:mm') ?? '';
}

/** Reads 'DD-MM-YYYY' (optionally followed by ' HH:mm') as a UTC date; null when it is not one. */
export function parseDashDate(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(value.trim()) : null;
  if (!match) return null;
  const [, dd, mm, yyyy, hh = '00', min = '00'] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), Number(hh), Number(min)));
  return date.getUTCDate() === Number(dd) && date.getUTCMonth() === Number(mm) - 1 ? date : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Today' for a day or less, 'N days ago' up to 30, then 'N months ago' with 30-day months. */
export function postedAge(createdAt: DateInput, now: Date = new Date()): string {
  const created = utcDate(createdAt);
  if (!created) return '';
  const elapsed = now.getTime() - created.valueOf();
  if (elapsed <= DAY_MS) return 'Today';
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= 30) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  const months = Math.floor(days / 30);
  return `${months} ${months === 1 ? 'month' : 'months'} ago`;
}

/** Notification timestamps: DD-MM-YYYY when older than a day, otherwise the time (UTC). */
export function notificationTime(createdAt: DateInput, now: Date = new Date()): string {
  const created = utcDate(createdAt);
  if (!created) return '';
  return now.getTime() - created.valueOf() > DAY_MS ? created.format('DD-MM-YYYY') : created.format('HH:mm');
}

/** Spec 001 §2 Notifications: a count badge never shows more than this. */
export const BADGE_CAP = 99;

/** What a count badge shows (the bell, the dashboard menu): nothing for none, else the count capped at 99. */
export function badgeText(count: number): string | null {
  return count > 0 ? String(Math.min(count, BADGE_CAP)) : null;
}

/** '1 enquiry', '3 enquiries', '0 views': a count with its noun agreeing. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? singular : plural}`;
}
