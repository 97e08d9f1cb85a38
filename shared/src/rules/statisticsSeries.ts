import type { StatisticsDay } from '../answers/dashboard';
import { addDays, dayKey } from './dates';

/** The UK days of a period ending on the day `today` is in, oldest first. */
export function periodDays(today: Date, days: number): string[] {
  const last = dayKey(today);
  return Array.from({ length: days }, (_, i) => addDays(last, i - (days - 1)));
}

type Counted = ReadonlyArray<{ day: string; n: number }>;

/** One entry per day of the period, days without rows counted as 0; rows outside the period are ignored. */
export function statisticsSeries(
  days: readonly string[],
  counts: { views: Counted; enquiries: Counted; bookings: Counted },
): StatisticsDay[] {
  const index = (rows: Counted) => new Map(rows.map((r) => [r.day, r.n]));
  const views = index(counts.views);
  const enquiries = index(counts.enquiries);
  const bookings = index(counts.bookings);
  return days.map((day) => ({ day, views: views.get(day) ?? 0, enquiries: enquiries.get(day) ?? 0, bookings: bookings.get(day) ?? 0 }));
}
