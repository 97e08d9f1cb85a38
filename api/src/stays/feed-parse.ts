import ICAL from 'ical.js';
import { stayNights } from '@marketplace/shared/src/rules/booking.ts';
import { dayKey } from '@marketplace/shared/src/rules/dates.ts';
import { FeedError } from './feed-fetch.ts';

/** The most nights one imported calendar may close, and occurrences of one repeating event read. */
export const FEED_MAX_NIGHTS = 1500;
const MAX_OCCURRENCES = 1000;

/** A moment of the calendar: an all-day date as its own day (midnight UTC), a time as the instant it names. */
function instant(time: ICAL.Time): Date {
  return time.isDate ? new Date(Date.UTC(time.year, time.month - 1, time.day)) : time.toJSDate();
}

/**
 * The nights an iCalendar feed's events hold, 'YYYY-MM-DD', from `from` to `to` (both days included),
 * as Airbnb, Booking.com and Vrbo export them: each event holds its first day up to its last (an
 * all-day event's end is the day after; shared's stayNights counts nights so), cancelled and free
 * ('TRANSP:TRANSPARENT') events hold none, and repeating events hold each occurrence.
 */
export function nightsOfFeed(text: string, from: string, to: string): string[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new FeedError('This is not an iCalendar (.ics) file.');
  }
  if (calendar.name !== 'vcalendar') throw new FeedError('This is not an iCalendar (.ics) file.');
  const nights = new Set<string>();
  const hold = (start: ICAL.Time, end: ICAL.Time | null) => {
    const first = instant(start);
    if (dayKey(first) > to) return;
    const last = end ? instant(end) : first;
    for (const night of stayNights(first, last)) {
      if (night >= from && night <= to) nights.add(night);
      if (nights.size > FEED_MAX_NIGHTS) throw new FeedError(`The calendar closes more than ${FEED_MAX_NIGHTS} nights.`);
    }
  };
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      hold(event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let n = 0, next = occurrences.next(); next && n < MAX_OCCURRENCES; n++, next = occurrences.next()) {
      const occurrence = event.getOccurrenceDetails(next);
      if (dayKey(instant(occurrence.startDate)) > to) break;
      hold(occurrence.startDate, occurrence.endDate);
    }
  }
  return [...nights].sort();
}
