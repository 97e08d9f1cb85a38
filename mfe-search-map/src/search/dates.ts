/** The date range inputs hold ISO days (YYYY-MM-DD); the search sends DD-MM-YYYY. */
export interface DateRange {
  start: string | null;
  end: string | null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DASH_DAY = /^(\d{2})-(\d{2})-(\d{4})$/;

export function isoToDash(value: string | null | undefined): string | null {
  const m = value ? ISO_DAY.exec(value) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

export function dashToIso(value: string | null | undefined): string | null {
  const m = value ? DASH_DAY.exec(value) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** Changing the range fills date_start and date_end, or clears them when there is no range. */
export function datesOfRange(range: DateRange | null): {
  date_range: DateRange | null;
  date_start: string | null;
  date_end: string | null;
} {
  const start = isoToDash(range?.start);
  if (!start) return { date_range: null, date_start: null, date_end: null };
  let end = isoToDash(range?.end);
  // An end before the start is not a range: keep the start only.
  if (end && range?.end && range.start && range.end < range.start) end = null;
  return { date_range: { start: range!.start, end: end ? range!.end : null }, date_start: start, date_end: end };
}
