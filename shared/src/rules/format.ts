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
