import { dayInWords, dayKey } from '@marketplace/shared';

/**
 * The weeks of a month view, Monday first as UK calendars are: 'YYYY-MM-DD' for the month's days,
 * null for the padding before the 1st and after the last day. Calendar arithmetic: no clock moves a day.
 */
export function monthGrid(month: string): Array<Array<string | null>> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Whether a booking (start, end as ISO) covers a UK day 'YYYY-MM-DD'. */
export function coversDay(b: { date_start: string; date_end: string | null }, day: string): boolean {
  const start = dayKey(new Date(b.date_start));
  const end = dayKey(new Date(b.date_end ?? b.date_start));
  return start <= day && day <= end;
}

/**
 * A day button's name: it starts with the day number the button shows (WCAG 2.5.3, label in name), then
 * the month and year, the day's state and the guests booked.
 */
export function dayLabel(day: string, state: string, guests: readonly string[]): string {
  const date = dayInWords(day, { day: 'numeric', month: 'long', year: 'numeric' });
  return [date, state, ...guests].join(', ');
}
