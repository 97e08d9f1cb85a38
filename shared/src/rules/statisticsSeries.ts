import type { StatisticsDay } from '../answers/dashboard';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment, in UTC (the statistics count days as the server stores them). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC days of a period ending on `today`, oldest first. */
export function periodDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(new Date(end - (days - 1 - i) * DAY_MS)));
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
